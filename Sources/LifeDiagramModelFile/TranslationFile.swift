import LifeDiagramModel

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
  /// The keys a file may have at its top level.
  static let topLevelKeys = ["language", "name", "font", "svgFallbackFonts", "terms", "strings", "model"]

  /// One problem with a translation's values: where, and what.
  public struct ValueProblem: Sendable, Hashable {
    /// The value it is about.
    public var path: TranslationValuePath
    /// What is wrong, and the fix.
    public var message: String
  }

  /// What is wrong with a translation's values: a bad code, an empty text, a line break, a font name the
  /// SVG cannot hold, placeholders that do not match, or markup (a link, HTML, code) the English text does not
  /// have (``TranslationMarkup``).
  public static func problems(in translation: Translation) -> [ValueProblem] {
    var problems: [ValueProblem] = []
    func add(_ path: TranslationValuePath, _ message: String) {
      problems.append(ValueProblem(path: path, message: message))
    }
    let code = translation.language
    if code.isEmpty || code.count > 35 || !code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
    {
      add(.field("language"), "\(Quoting.quoted(code)) is not a language code such as 'ko' or 'pt-BR'")
    }
    if translation.name.allSatisfy(\.isWhitespace) {
      add(.field("name"), "is empty; give the language's name in itself, e.g. '한국어'")
    } else if let problem = TranslationMarkup.lineProblem(translation.name) {
      add(.field("name"), problem)
    }
    if let font = translation.font, let problem = FontFamilyName.problem(font) {
      add(.field("font"), "the font \(problem)")
    }
    for (index, font) in translation.svgFallbackFonts.enumerated() {
      if let problem = FontFamilyName.problem(font) { add(.fallbackFont(index), "the font \(problem)") }
    }
    for table in TranslationTable.allCases {
      for (key, value) in translation.table(table).sorted(by: { $0.key < $1.key }) {
        if let problem = entryProblem(key: key, value: value, table: table) { add(.entry(table, key), problem) }
      }
    }
    return problems
  }

  /// A tab or a space character (Unicode's space separators: U+0020, U+00A0, U+3000, …).
  private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
  }

  /// What is wrong with one entry, or nil.
  private static func entryProblem(key: String, value: String, table: TranslationTable) -> String? {
    if value.unicodeScalars.allSatisfy(Self.isBlank) { return "has an empty translation" }
    if let problem = TranslationMarkup.lineProblem(value) { return problem }
    if placeholders(in: key) != placeholders(in: value) {
      return "must keep its placeholders " + placeholders(in: key).sorted().map { "{\($0)}" }.joined(separator: " ")
    }
    if table == .strings, let problem = TranslationMarkup.problem(key: key, value: value) { return problem }
    return nil
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
        let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        result += isControl ? "\\x" + String(scalar.value, radix: 16).leftPadded(to: 2) : String(scalar)
      }
    }
    return result + "\""
  }

  /// Swift source that builds the translation, so the built-in costs no parsing (`make translations`).
  public static func swiftSource(_ translation: Translation, name: String, from path: String) -> String {
    func table(_ entries: [String: String]) -> String {
      guard !entries.isEmpty else { return "[:]" }
      return "[\n"
        + entries.sorted { $0.key < $1.key }.map {
          "      \(SwiftLiteral.string($0.key)):\n        \(SwiftLiteral.string($0.value)),\n"
        }.joined() + "    ]"
    }
    return """
      // swift-format-ignore-file
      // Generated by `make translations` from \(path). Do not edit: edit the file and run `make translations`.

      extension Translation {
        /// The built-in translation of \(path) (`\(translation.language)`).
        public static let \(name) = Translation(
          language: \(SwiftLiteral.string(translation.language)), name: \(SwiftLiteral.string(translation.name)),
          font: \(translation.font.map(SwiftLiteral.string) ?? "nil"),
          svgFallbackFonts: [\(translation.svgFallbackFonts.map(SwiftLiteral.string).joined(separator: ", "))],
          terms: \(table(translation.terms)),
          strings: \(table(translation.strings)),
          model: \(table(translation.model)))
      }

      """
  }
}

/// A translation file that cannot be used, with every problem found in it, each `file:line:col: path: message`.
public struct InvalidTranslationFile: Error, Sendable, Hashable, CustomStringConvertible {
  /// The problems, in document order, without repeats.
  public var problems: [ModelFileProblem]

  /// Collects problems, in document order (as ``InvalidModelFile`` does).
  public init(_ problems: [ModelFileProblem]) {
    self.problems = InvalidModelFile(problems).problems
  }

  /// The file's name as given.
  public var file: String { problems.first?.file ?? "" }

  /// One line per problem.
  public var description: String { problems.map(\.description).joined(separator: "\n") }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
