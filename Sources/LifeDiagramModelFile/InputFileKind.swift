/// What a document read by ``ModelFileDocument`` is meant to be: a model file or a translation file. Both are
/// read the same way (size cap, UTF-8, syntax, alias budget, `file:line:col` problems); only the words of their
/// messages differ.
public enum InputFileKind: Sendable, Hashable {
  /// A model file (`--model-file`).
  case model
  /// A translation file (`--translation-file`).
  case translation

  /// `model file` or `translation file`, for messages.
  public var noun: String {
    switch self {
    case .model: "model file"
    case .translation: "translation file"
    }
  }

  /// What to write in a file with nothing in it.
  var emptyFix: String {
    switch self {
    case .model: "a model file is an object that starts with 'schemaVersion: 1' ('lifediagram schema' describes it)"
    case .translation: "a translation file is an object with 'language', 'name' and the tables (Translations/ko.yaml shows one)"
    }
  }
}
