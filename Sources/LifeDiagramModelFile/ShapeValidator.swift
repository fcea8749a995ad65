import LifeDiagramModel
import LifeDiagramYAML

/// Checks a composed document against the format's shapes and collects every problem: wrong types, values
/// outside their lists or formats, and, object by object (`ShapeValidator+Objects.swift`), unknown, missing
/// and repeated keys and the rules that tie keys together.
struct ShapeValidator {
  let format: ModelFileFormat
  let file: String
  private(set) var problems: [ModelFileProblem] = []
  private var budget = NodeBudget()
  private var stopped = false
  /// The path to the value being checked, grown and shrunk as the walk goes down and up (a path is built
  /// only for a problem).
  private var trail: [ModelPath.Component] = []

  /// Every shape problem in the tree, in the order found.
  static func problems(in root: YAMLNode, against schema: ObjectShape, format: ModelFileFormat, file: String)
    -> [ModelFileProblem]
  {
    var validator = ShapeValidator(format: format, file: file)
    validator.check(root, .object(schema))
    return validator.problems
  }

  private init(format: ModelFileFormat, file: String) {
    (self.format, self.file) = (format, file)
  }

  /// Records a problem about `node` (at its line and column), at the current path or one key below it.
  mutating func report(_ node: YAMLNode, key: String? = nil, _ message: String) {
    let path = ModelPath(key.map { trail + [.key($0)] } ?? trail)
    problems.append(ModelFileProblem(file: file, position: node.position, path: path, message))
  }

  /// Checks `node` as the value one step below the current path.
  mutating func check(_ node: YAMLNode, _ shape: SchemaShape, under component: ModelPath.Component) {
    trail.append(component)
    check(node, shape)
    trail.removeLast()
  }

  /// Checks one value, and what it holds.
  mutating func check(_ node: YAMLNode, _ shape: SchemaShape) {
    guard !stopped else { return }
    guard budget.spend() else {
      stopped = true
      problems.append(budget.problem(file: file))
      return
    }
    let value = NodeValue(node)
    switch shape {
    case .string(let format):
      guard let text = value.text(in: self.format) else { return mismatch(node, value, shape) }
      if text.count > SchemaShape.maximumTextLength {
        report(
          node, "the text is \(text.count) characters long; a value may have at most \(SchemaShape.maximumTextLength)")
      } else if let format, !format.matches(text) {
        report(node, Self.formatMessage(text, format))
      }
    case .enumeration(let words):
      guard let text = value.text(in: format) else { return mismatch(node, value, shape) }
      if !words.contains(text) {
        let suggestion = Suggestion.didYouMean(text, among: words)
        let fix = suggestion.isEmpty ? "; expected one of \(Quoting.list(words))" : suggestion
        report(node, "unknown value \(Quoting.quoted(text))\(fix)")
      }
    case .integer(let range):
      guard case .integer(let written) = value else { return mismatch(node, value, shape) }
      guard let number = value.integer, range.contains(number) else {
        return report(
          node, "expected an integer from \(range.lowerBound) to \(range.upperBound), found \(Quoting.quoted(written))")
      }
    case .constant(let expected):
      if value.integer != expected { report(node, "expected \(expected), found \(value.description)") }
    case .boolean:
      guard case .boolean = value else { return mismatch(node, value, shape) }
    case .list(let element, let minItems):
      guard case .sequence(let sequence) = node else { return mismatch(node, value, shape) }
      if sequence.count < minItems {
        report(
          node,
          "expected at least \(minItems) item\(minItems == 1 ? "" : "s"), found \(sequence.isEmpty ? "none" : "\(sequence.count)")"
        )
      }
      for (index, item) in sequence.enumerated() { check(item, element, under: .index(index)) }
    case .object(let object):
      guard case .mapping(let mapping) = node else { return mismatch(node, value, shape) }
      checkObject(mapping, object, node: node)
    }
  }

  private mutating func mismatch(_ node: YAMLNode, _ value: NodeValue, _ shape: SchemaShape) {
    report(node, "expected \(shape.expectation), found \(value.description)")
  }

  /// `'Foreground Active' is not a kebab-case id (lower-case letters and digits, …); did you mean
  /// 'foreground-active'?`
  static func formatMessage(_ text: String, _ format: StringFormat) -> String {
    if format.pattern == StringFormat.line.pattern { return "holds a line break; \(format.hint)" }
    var message = "\(Quoting.quoted(text)) is not \(format.name) (\(format.hint))"
    if format.pattern == StringFormat.kebabID.pattern, let fixed = kebabCase(text), format.matches(fixed) {
      message += "; did you mean \(Quoting.quoted(fixed))?"
    }
    return message
  }

  /// `Foreground Active`, `foregroundActive` and `foreground_active` as `foreground-active`.
  static func kebabCase(_ text: String) -> String? {
    var words: [String] = [""]
    var previousWasLower = false
    for scalar in text.unicodeScalars {
      let isUpper = ("A"..."Z").contains(scalar)
      let isWordCharacter = isUpper || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
      if !isWordCharacter || (isUpper && previousWasLower) { words.append("") }
      if isWordCharacter { words[words.count - 1] += String(scalar).lowercased() }
      previousWasLower = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }
    let kebab = words.filter { !$0.isEmpty }.joined(separator: "-")
    return kebab.isEmpty || kebab == text ? nil : kebab
  }
}
