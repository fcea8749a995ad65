import LifeDiagramModel
import Foundation
import Yams

/// A translation as a file: `Translations/ko.yaml` for the built-in Korean, or a user's own (`--translation-file`).
///
/// ```yaml
/// language: ko            # the language's code
/// name: 한국어            # its name in itself
/// font: NanumGothic       # optional: the family the diagrams are drawn in
/// svgFallbackFonts: [Apple SD Gothic Neo, Malgun Gothic, sans-serif]
/// terms:   { Inactive: 비활성 }                          # state names and the glossary
/// strings: { "Home": 홈 }                                # the tool's own words
/// model:   { "The user taps the app icon": 사용자가 ... } # the model's words
/// ```
///
/// Every key is the English text; a value keeps the key's `{placeholders}`. `lifediagram translations --lang ko`
/// prints the keys a language still lacks.
public enum TranslationFile {
  /// The file form: the translation's fields, every table optional.
  struct Form: Codable {
    var language: String
    var name: String
    var font: String?
    var svgFallbackFonts: [String]?
    var terms: [String: String]?
    var strings: [String: String]?
    var model: [String: String]?
  }

  /// The keys a file may have at its top level.
  static let topLevelKeys = ["language", "name", "font", "svgFallbackFonts", "terms", "strings", "model"]

  /// Reads a translation file.
  ///
  /// - Throws: every problem found, each naming the file and the key: syntax, an unknown top-level key, a value
  ///   that is not text, an empty value, or a value that drops or adds a `{placeholder}`.
  public static func load(fileName: String, bytes: [UInt8]) throws(InvalidTranslationFile) -> Translation {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw InvalidTranslationFile(file: fileName, problems: ["not UTF-8 text; save it as UTF-8"])
    }
    let form: Form
    do {
      if let top = try Yams.load(yaml: text) as? [String: Any] {
        let unknown = top.keys.filter { !topLevelKeys.contains($0) }.sorted()
        if !unknown.isEmpty {
          throw InvalidTranslationFile(
            file: fileName,
            problems: unknown.map { "unknown key '\($0)'; a translation has \(topLevelKeys.joined(separator: ", "))" })
        }
      }
      form = try YAMLDecoder().decode(Form.self, from: text)
    } catch let error as InvalidTranslationFile {
      throw error
    } catch {
      throw InvalidTranslationFile(file: fileName, problems: [Self.describe(error)])
    }
    let translation = Translation(
      language: form.language, name: form.name, font: form.font, svgFallbackFonts: form.svgFallbackFonts ?? [],
      terms: form.terms ?? [:], strings: form.strings ?? [:], model: form.model ?? [:])
    let problems = Self.problems(in: translation)
    guard problems.isEmpty else { throw InvalidTranslationFile(file: fileName, problems: problems) }
    return translation
  }

  /// What is wrong with a translation's values: a bad code, empty texts, placeholders that do not match.
  public static func problems(in translation: Translation) -> [String] {
    var problems: [String] = []
    let code = translation.language
    if code.isEmpty || !code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) {
      problems.append("language '\(code)' is not a language code such as 'ko' or 'pt-BR'")
    }
    if translation.name.isEmpty { problems.append("name is empty; give the language's name in itself, e.g. '한국어'") }
    for table in TranslationTable.allCases {
      for (key, value) in translation.table(table).sorted(by: { $0.key < $1.key }) {
        if value.trimmingCharacters(in: .whitespaces).isEmpty {
          problems.append("\(table.rawValue): \"\(key)\" has an empty translation")
        } else if placeholders(in: key) != placeholders(in: value) {
          problems.append(
            "\(table.rawValue): \"\(key)\" must keep its placeholders "
              + placeholders(in: key).sorted().map { "{\($0)}" }.joined(separator: " "))
        }
      }
    }
    return problems
  }

  /// The `{name}` placeholders of a text.
  static func placeholders(in text: String) -> Set<String> {
    var names: Set<String> = []
    var rest = text[...]
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      let name = rest[rest.index(after: open)..<close]
      if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) { names.insert(String(name)) }
      rest = rest[rest.index(after: open)...]
    }
    return names
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, _): "the key '\(key.stringValue)' is missing"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      "\(context.codingPath.map(\.stringValue).joined(separator: ".")): every value must be text"
    case let error as YamlError: "not valid YAML: \("\(error)".split(separator: "\n").first ?? "")"
    default: "cannot be read: \(error)"
    }
  }

  /// The translation as YAML, keys sorted, for a translator to fill in (`lifediagram translations`).
  public static func yamlText(_ translation: Translation) -> String {
    var lines = [
      "# lifediagram translation: every key is the English text; keep its {placeholders}.",
      "language: \(quoted(translation.language))", "name: \(quoted(translation.name))",
    ]
    if let font = translation.font { lines.append("font: \(quoted(font))") }
    if !translation.svgFallbackFonts.isEmpty {
      lines.append("svgFallbackFonts: [" + translation.svgFallbackFonts.map(quoted).joined(separator: ", ") + "]")
    }
    for table in TranslationTable.allCases {
      let entries = translation.table(table).sorted { $0.key < $1.key }
      lines.append(entries.isEmpty ? "\(table.rawValue): {}" : "\(table.rawValue):")
      lines += entries.map { "  \(quoted($0.key)): \(quoted($0.value))" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A YAML double-quoted scalar.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        let isControl = scalar.value < 0x20 || scalar.value == 0x7F
        result += isControl ? "\\x" + String(scalar.value, radix: 16).leftPadded(to: 2) : String(scalar)
      }
    }
    return result + "\""
  }

  /// Swift source that builds the translation, so the built-in costs no parsing (`make translations`).
  public static func swiftSource(_ translation: Translation, name: String, from path: String) -> String {
    func table(_ entries: [String: String]) -> String {
      guard !entries.isEmpty else { return "[:]" }
      return "[\n" + entries.sorted { $0.key < $1.key }.map {
        "      \(SwiftSource.string($0.key)):\n        \(SwiftSource.string($0.value)),\n"
      }.joined() + "    ]"
    }
    return """
      // Generated by `make translations` from \(path). Do not edit: edit the file and run `make translations`.

      extension Translation {
        /// The built-in translation of \(path) (`\(translation.language)`).
        public static let \(name) = Translation(
          language: \(SwiftSource.string(translation.language)), name: \(SwiftSource.string(translation.name)),
          font: \(translation.font.map(SwiftSource.string) ?? "nil"),
          svgFallbackFonts: [\(translation.svgFallbackFonts.map(SwiftSource.string).joined(separator: ", "))],
          terms: \(table(translation.terms)),
          strings: \(table(translation.strings)),
          model: \(table(translation.model)))
      }

      """
  }
}

/// A translation file that cannot be used, with every problem found in it.
public struct InvalidTranslationFile: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file's name as given.
  public var file: String
  /// The problems, each a line.
  public var problems: [String]

  /// Creates the error.
  public init(file: String, problems: [String]) {
    self.file = file
    self.problems = problems
  }

  /// `file: problem`, one line per problem.
  public var description: String { problems.map { "\(file): \($0)" }.joined(separator: "\n") }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
