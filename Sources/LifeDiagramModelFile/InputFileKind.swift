/// What a document read by ``ModelFileDocument`` is meant to be: a model file, a translation file or the built-ins'
/// catalog file. All are read the same way (size cap, UTF-8, syntax, alias budget, `file:line:col` problems); only the words of their
/// messages differ.
public enum InputFileKind: Sendable, Hashable {
  /// A model file (`--model-file`).
  case model
  /// A translation file (`--translation-file`).
  case translation
  /// The catalog file the built-in life cycles share (Models/catalog.yaml).
  case catalog
  /// A project's config file (`.lifediagram.yml`).
  case config
  /// A device log `verify` reads.
  case log
  /// An app's Swift source, property list or Xcode project that `audit` reads.
  case source
  /// The findings `audit --baseline` accepts.
  case baseline

  /// `model file` or `translation file`, for messages.
  public var noun: String {
    switch self {
    case .model: "model file"
    case .translation: "translation file"
    case .catalog: "catalog file"
    case .config: "config file"
    case .log: "log"
    case .source: "source file"
    case .baseline: "baseline"
    }
  }

  /// What to write in a file with nothing in it.
  var emptyFix: String {
    switch self {
    case .model: "a model file is an object that starts with 'schemaVersion: 1' ('lifediagram schema' describes it)"
    case .translation:
      "a translation file is an object with 'language', 'name' and the tables (Translations/ko.yaml shows one)"
    case .catalog: "a catalog file is an object that starts with 'schemaVersion: 1' (Models/catalog.yaml is one)"
    case .config: "a config file is an object of settings ('lifediagram schema --config' describes them)"
    case .log: "a log holds lines that name delegate calls"
    case .source: "an app's Swift source, Info.plist or project.pbxproj"
    case .baseline: "a baseline is what 'lifediagram audit --write-baseline FILE' writes"
    }
  }
}
