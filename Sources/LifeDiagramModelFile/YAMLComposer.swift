import Yams

/// Composes a model file's text (YAML, or JSON read as YAML) into a Yams node tree whose nodes keep their
/// line and column, keeping every key of a mapping, duplicates included, so that validation can report each.
///
/// Yams refuses a mapping with a repeated key and names only the first one. The composer then renames that
/// key in a copy of the text (its first letter becomes a private-use character, so no position moves),
/// composes again, and puts the real name back into the tree.
///
/// Composed with `Resolver.basic`: Yams then resolves no tag with a regular expression (it did for every key
/// compared and every value decoded, half the cost of reading a file); ``NodeValue`` reads the types itself
/// (``PlainScalar``), and Yams' decoder reads numbers and booleans from their text. So two keys that differ only
/// as YAML types (`1` and `"1"`) are the same key here, as they are in JSON.
enum YAMLComposer {
  /// How many repeated keys are renamed before the composer gives up and reports the next one as it is.
  static let maximumRenames = 50

  /// The tree, or nil when the text holds no document (only comments); or the problem that stops it.
  static func compose(_ text: String, file: String, format: ModelFileFormat) -> Result<Node?, InvalidModelFile> {
    var scalars: [Unicode.Scalar]?
    var renamed: [LineColumn: String] = [:]
    var working = text
    while true {
      do {
        guard let root = try Yams.compose(yaml: working, .basic, .default, .utf8) else { return .success(nil) }
        if renamed.isEmpty { return .success(root) }
        var budget = NodeBudget()
        guard let restored = restoringKeys(renamed, in: root, budget: &budget) else {
          return .failure(InvalidModelFile([budget.problem(file: file)]))
        }
        return .success(restored)
      } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
        let position = LineColumn(line: context.mark.line, column: context.mark.column)
        let name = duplicates.first ?? ""
        if scalars == nil { scalars = Array(text.unicodeScalars) }
        guard renamed.count < maximumRenames, renamed[position] == nil,
          var copy = scalars, rename(at: position, in: &copy, to: renamed.count)
        else {
          let message = "the key \(Quoting.quoted(name)) appears more than once in this object"
          return .failure(InvalidModelFile([ModelFileProblem(file: file, position: position, message)]))
        }
        scalars = copy
        renamed[position] = name
        var string = ""
        string.unicodeScalars.append(contentsOf: copy)
        working = string
      } catch let error as YamlError {
        return .failure(InvalidModelFile([SyntaxProblem.problem(error, text: text, file: file, format: format)]))
      } catch {
        return .failure(InvalidModelFile([ModelFileProblem(file: file, position: nil, "cannot read the file: \(error)")]))
      }
    }
  }

  /// Changes the first character of the key written at `position` (after its opening quote) to the private-use
  /// character U+E000 + `number` (each renamed key gets its own, so two renamed keys never clash), or returns
  /// false when the key does not start with a letter, digit or `_` there (an anchor, a tag, an empty or
  /// escaped key).
  private static func rename(at position: LineColumn, in scalars: inout [Unicode.Scalar], to number: Int) -> Bool {
    guard var index = index(of: position, in: scalars) else { return false }
    if scalars[index] == "\"" || scalars[index] == "'" { index += 1 }
    guard index < scalars.count, isWordStart(scalars[index]) else { return false }
    guard let replacement = Unicode.Scalar(0xE000 + UInt32(number)) else { return false }
    scalars[index] = replacement
    return true
  }

  private static func isWordStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
  }

  /// The index of the scalar at a libyaml position (breaks: LF, CR, CR LF, NEL, LS, PS).
  private static func index(of position: LineColumn, in scalars: [Unicode.Scalar]) -> Int? {
    var line = 1
    var index = 0
    while line < position.line && index < scalars.count {
      let scalar = scalars[index]
      index += 1
      if scalar == "\r" && index < scalars.count && scalars[index] == "\n" { index += 1 }
      if scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}" {
        line += 1
      }
    }
    let target = index + position.column - 1
    return line == position.line && target < scalars.count ? target : nil
  }

  /// The tree with the renamed keys' real names put back; nil when the tree is too large to walk.
  private static func restoringKeys(_ renamed: [LineColumn: String], in node: Node, budget: inout NodeBudget) -> Node? {
    guard budget.spend() else { return nil }
    switch node {
    case .mapping(let mapping):
      var pairs: [(Node, Node)] = []
      for (key, value) in mapping {
        guard let value = restoringKeys(renamed, in: value, budget: &budget) else { return nil }
        pairs.append((restoringName(renamed, of: key), value))
      }
      return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark, mapping.anchor))
    case .sequence(let sequence):
      var nodes: [Node] = []
      for element in sequence {
        guard let element = restoringKeys(renamed, in: element, budget: &budget) else { return nil }
        nodes.append(element)
      }
      return .sequence(Node.Sequence(nodes, sequence.tag, sequence.style, sequence.mark, sequence.anchor))
    case .scalar, .alias:
      return node
    }
  }

  private static func restoringName(_ renamed: [LineColumn: String], of key: Node) -> Node {
    guard case .scalar(var scalar) = key, let mark = scalar.mark,
      let name = renamed[LineColumn(line: mark.line, column: mark.column)]
    else { return key }
    let tag = scalar.tag
    scalar.string = name
    scalar.tag = tag
    return .scalar(scalar)
  }
}
