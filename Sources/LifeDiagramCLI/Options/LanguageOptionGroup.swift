import ArgumentParser
import LifeDiagram
import LifeDiagramDocs
import LifeDiagramModel
import LifeDiagramModelFile
import LifeDiagramOutput

/// `--lang` and `--translation-file`: the language of everything a command writes, and translations of one's own.
struct LanguageOptionGroup: ParsableArguments, ConfigurableOptions {
  @Option(
    name: .customLong("lang"),
    help: ArgumentHelp(
      "The language: en (the default) or ko; another with a --translation-file for it.", valueName: "code"),
    completion: .list(Translation.builtInLanguages))
  var codes: [String] = []

  @Option(
    name: .customLong("translation-file"),
    help: ArgumentHelp(
      "A translation file (YAML, like Translations/ko.yaml) adding to or replacing a language's words; repeatable.",
      valueName: "path"),
    completion: .file(extensions: ["yaml", "yml", "json"]))
  var paths: [String] = []

  /// The config's `languages`, which a command that writes several languages (`docs`, `html`) takes where no
  /// `--lang` was given (``takeConfigLanguages()``); set by ``apply(_:)``, not an option.
  var configLanguages: [String]?
  /// The config that gave ``configLanguages``.
  private var languagesConfig: ConfigOrigin?
  /// The config the codes came from, when they came from its `languages` (``takeConfigLanguages()``): an unknown
  /// one is the config's problem, at its line and column.
  private var codesConfig: ConfigOrigin?

  static var configKeys: [ConfigKey<Self>] {
    [
      ConfigKey(
        "languages", .list(.string(.kebabID)), default: .array([]),
        "The docs' languages besides English, as docs --lang names them, e.g. [ko]."
      ) { options, config in
        options.configLanguages = config.strings("languages")
        options.languagesConfig = ConfigOrigin(config)
      },
      .strings(
        "translationFiles", of: .line, path: true, "Translation files to read, as --translation-file reads them.",
        into: \.paths),
    ]
  }

  /// For a command that writes several languages: the config's `languages` where no `--lang` was given.
  mutating func takeConfigLanguages() {
    guard codes.isEmpty, let configLanguages else { return }
    codes = configLanguages
    codesConfig = languagesConfig
  }

  /// The one language a command that writes one language uses.
  var code: String { codes.last ?? Translation.english.language }

  /// The translation files, read.
  func files() throws(CLIError) -> [Translation] {
    var files: [Translation] = []
    for path in paths {
      let file: Translation
      do {
        let bytes = try ModelFileReader.bytes(of: path, kind: .translation)
        file = try TranslationFile.load(fileName: ModelFileReader.displayName(of: path), bytes: bytes)
      } catch let error as InvalidTranslationFile {
        throw .invalidTranslationFile(error)
      } catch let error as CLIError {
        throw error
      } catch {
        throw CLIError(message: "\(error)", status: .dataError)
      }
      files.append(file)
    }
    return files
  }

  /// The codes of every language there is: the built-ins, then the files' new ones.
  func knownCodes(_ files: [Translation]) -> [String] {
    var codes = Translation.builtInLanguages
    for file in files where !codes.contains(file.language) { codes.append(file.language) }
    return codes
  }

  /// The translation `--lang` names.
  func translation() throws(CLIError) -> Translation {
    try translation(code, files: try files())
  }

  /// The built-in translation with this code with the files' words for it added, or a usage error naming the
  /// languages there are.
  func translation(_ code: String, files: [Translation]) throws(CLIError) -> Translation {
    let base = Translation.builtIn(code) ?? files.first { $0.language == code }
    guard let base else {
      let known = knownCodes(files).map { "'\($0)'" }.joined(separator: ", ")
      let message =
        "unknown language '\(DisplayText.escaping(code))'; choose \(known), or give a --translation-file with "
        + "'language: \(DisplayText.escaping(code))'"
      if let config = codesConfig?.config, let index = configLanguages?.firstIndex(of: code) {
        throw .invalidModelFile(
          config.problem(at: "languages", index: index, message), described: "lifediagram schema --config")
      }
      throw .usage(message)
    }
    return files.filter { $0.language == code }.reduce(base) { $0.merging($1) }
  }

  /// The catalog in the language, and the words the output uses.
  func translate(_ catalog: Catalog) throws(CLIError) -> (Catalog, Words) {
    let translation = try translation()
    do {
      return (try catalog.translated(translation), Words(translation))
    } catch {
      throw .missingTranslations(error)
    }
  }

  /// The font the images use: `--font` when given, else the language's own, else the tool's default.
  func font(_ given: String?, for translation: Translation) -> String {
    given ?? translation.font ?? DiagramOptions.defaultFont
  }
}

extension Words {
  /// Throws the words the output looked up that the language lacks, as the tool's error.
  func requireCompleteForCLI() throws(CLIError) {
    do { try requireComplete() } catch { throw .missingTranslations(error) }
  }
}
