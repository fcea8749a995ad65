import ArgumentParser
import LifeDiagram
import LifeDiagramDocs
import LifeDiagramModel
import LifeDiagramModelFile

extension LifeDiagramCommand {
  /// Prints a language's translation file with every key the output needs, for a translator to complete.
  struct Translations: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "translations",
      abstract: "Print a language's translation file, with an empty value for every key it still lacks.",
      discussion: "Every key is the English text. Fill in the empty values, keep each {placeholder}, and pass "
        + "the file with --translation-file (with --model-file, the keys of your own model are included). "
        + "Exit 1 with --missing when any key is missing.")

    @OptionGroup var modelFiles: ModelFileOptionGroup

    @OptionGroup var language: LanguageOptionGroup

    @Flag(help: "Print only the keys the language lacks (and exit 1 when there are any).")
    var missing = false

    func validate() throws {
      if language.codes.count > 1 { throw ValidationError("give --lang once") }
    }

    func run() throws {
      let files = try language.files()
      let catalog = try modelFiles.catalog()
      let code = language.code
      var translation = (try? language.translation(code, files: files)) ?? Translation(language: code, name: code)
      guard !translation.isSource else {
        throw CLIError.usage(
          "English is the source language: every key is its own English text; choose --lang ko or another")
      }
      let keys: [TranslationKey]
      do { keys = try TranslationKeys.all(in: catalog) } catch {
        throw CLIError(message: "\(error)", status: .software)
      }
      let lacking = keys.filter { translation.table($0.table)[$0.english] == nil }
      if missing {
        translation = Translation(language: translation.language, name: translation.name)
      }
      for key in lacking { translation.set(key, "") }
      try Output.standardOutput(TranslationFile.yamlText(translation))
      if missing && !lacking.isEmpty { throw ExitCode(ExitStatus.findings.rawValue) }
    }
  }
}

extension Translation {
  /// Sets a key's text in its table.
  fileprivate mutating func set(_ key: TranslationKey, _ text: String) {
    switch key.table {
    case .terms: terms[key.english] = text
    case .strings: strings[key.english] = text
    case .model: model[key.english] = text
    }
  }
}
