import LifeDiagramModel
import LifeDiagramYAML

extension TranslationFile {
  /// Reads a translation file through the model files' reader (``ModelFileDocument``): the same 2 MiB cap,
  /// UTF-8 and syntax checks and alias budget, and every problem as `file:line:col: path: message`.
  ///
  /// - Throws: every problem found: the file's, an unknown or missing key, a value that is not text, then what
  ///   ``problems(in:)`` finds in the values, each at its place.
  public static func load(fileName: String, bytes: [UInt8]) throws(InvalidTranslationFile) -> Translation {
    let document: ModelFileDocument
    do {
      document = try ModelFileDocument(fileName: fileName, bytes: bytes, kind: .translation)
    } catch {
      throw InvalidTranslationFile(error.problems)
    }
    var reader = TranslationFileReader(document: document)
    let translation = reader.read()
    guard let translation else { throw InvalidTranslationFile(reader.problems) }
    let problems =
      reader.problems
      + Self.problems(in: translation).map { problem in
        ModelFileProblem(
          file: fileName, position: document.position(of: problem.path.modelPath(quotingKeys: false)),
          path: problem.path.modelPath(quotingKeys: true), problem.message)
      }
    guard problems.isEmpty else { throw InvalidTranslationFile(problems) }
    return translation
  }
}

/// Walks a translation file's composed tree into a ``Translation``, within a node budget, noting each problem at
/// the node it is about, and each entry's path for the checks made after reading.
struct TranslationFileReader {
  let document: ModelFileDocument
  private(set) var problems: [ModelFileProblem] = []
  private var budget = NodeBudget()

  init(document: ModelFileDocument) {
    self.document = document
  }

  /// The translation as far as it can be read (nil without a language or a name); problems says what is wrong.
  mutating func read() -> Translation? {
    guard case .mapping(let top) = document.root else {
      report(document.root, [], "a translation file is an object with \(Quoting.list(TranslationFile.topLevelKeys))")
      return nil
    }
    var fields: [String: YAMLNode] = [:]
    for (keyNode, value) in top {
      guard spend() else { return nil }
      let key = keyNode.string ?? ""
      guard TranslationFile.topLevelKeys.contains(key) else {
        report(
          keyNode, [.key(key)],
          "unknown key \(Quoting.quoted(key))\(Suggestion.didYouMean(key, among: TranslationFile.topLevelKeys)); "
            + "a translation has \(TranslationFile.topLevelKeys.joined(separator: ", "))")
        continue
      }
      fields[key] = value
    }
    for required in ["language", "name"] where fields[required] == nil {
      report(document.root, [], "missing required key \(Quoting.quoted(required))")
    }
    let language = fields["language"].flatMap { text($0, ["language"]) }
    let name = fields["name"].flatMap { text($0, ["name"]) }
    let font = fields["font"].flatMap { text($0, ["font"]) }
    let fallbacks = fields["svgFallbackFonts"].map { list($0, ["svgFallbackFonts"]) } ?? []
    let tables = TranslationTable.allCases.map { table in
      fields[table.rawValue].map { self.table($0, [.key(table.rawValue)]) } ?? [:]
    }
    guard let language, let name else { return nil }
    return Translation(
      language: language, name: name, font: font, svgFallbackFonts: fallbacks, terms: tables[0], strings: tables[1],
      model: tables[2])
  }

  private mutating func text(_ node: YAMLNode, _ path: ModelPath) -> String? {
    guard spend() else { return nil }
    let value = NodeValue(node)
    guard !value.isNull, let text = value.text(in: document.format) else {
      report(node, path, "expected text, found \(value.description)")
      return nil
    }
    return text
  }

  private mutating func list(_ node: YAMLNode, _ path: ModelPath) -> [String] {
    guard spend() else { return [] }
    guard case .sequence(let items) = node else {
      report(node, path, "expected a list of font families, found \(NodeValue(node).description)")
      return []
    }
    return items.enumerated().compactMap { index, item in text(item, path[index]) }
  }

  private mutating func table(_ node: YAMLNode, _ path: ModelPath) -> [String: String] {
    guard spend() else { return [:] }
    guard case .mapping(let pairs) = node else {
      if NodeValue(node).isNull { return [:] }
      report(node, path, "expected an object of English text: translation, found \(NodeValue(node).description)")
      return [:]
    }
    var entries: [String: String] = [:]
    for (keyNode, valueNode) in pairs {
      guard let key = text(keyNode, path),
        let value = text(valueNode, path.appending(Quoting.quoted(keyNode.string ?? "")))
      else {
        continue
      }
      entries[key] = value
    }
    return entries
  }

  /// Counts a node; past the budget (an alias bomb), one problem and the walk stops.
  private mutating func spend() -> Bool {
    if budget.spend() { return true }
    if budget.visited == NodeBudget.limit + 1 { problems.append(budget.problem(file: document.fileName)) }
    return false
  }

  private mutating func report(_ node: YAMLNode, _ path: ModelPath, _ message: String) {
    problems.append(ModelFileProblem(file: document.fileName, position: node.position, path: path, message))
  }
}

/// Where a value of a translation sits, for the checks ``TranslationFile/problems(in:)`` makes on a translation
/// (one read from a file, or a built-in).
public enum TranslationValuePath: Sendable, Hashable {
  /// `language`, `name` or `font`.
  case field(String)
  /// One of `svgFallbackFonts`.
  case fallbackFont(Int)
  /// One entry of a table, by its English key.
  case entry(TranslationTable, String)
}

extension TranslationValuePath {
  /// Where the value is: `strings`, then the key as the file writes it (to find its line and column), or quoted
  /// as a message shows it, since a key may hold spaces and dots (`strings.'Sources: {ids}.'`).
  func modelPath(quotingKeys: Bool) -> ModelPath {
    switch self {
    case .field(let name): [.key(name)]
    case .fallbackFont(let index): [.key("svgFallbackFonts"), .index(index)]
    case .entry(let table, let key): [.key(table.rawValue), .key(quotingKeys ? Quoting.quoted(key) : key)]
    }
  }
}
