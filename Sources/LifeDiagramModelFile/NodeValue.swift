import Yams

/// What a composed node holds, in the terms of JSON: how the validator tells types apart, and says what it
/// found.
enum NodeValue {
  case null(written: String)
  case boolean(String)
  case integer(String)
  case number(String)
  case string(String)
  case list
  case object

  /// The node's kind. A plain YAML scalar takes the type YAML 1.1 resolves it to (`12` an integer, `yes` a
  /// boolean, `~` null); a quoted one is a string. JSON resolves the same way.
  init(_ node: Node) {
    switch node {
    case .mapping: self = .object
    case .sequence: self = .list
    case .alias: self = .string("*alias")
    case .scalar(let scalar) where scalar.style == .plain && scalar.tag.description.isEmpty:
      // An untagged plain scalar: only words YAML resolves to null or a boolean, and what starts like a
      // number, need Yams' resolver (regular expressions, slow over a large file); other words are text.
      let first = scalar.string.unicodeScalars.first
      if let first, !Self.mayResolve.contains(first) {
        self = .string(scalar.string)
      } else {
        self = Self.resolved(node, scalar)
      }
    case .scalar(let scalar):
      self = Self.resolved(node, scalar)
    }
  }

  /// The first characters of the plain scalars YAML 1.1 resolves to something other than text: `~`, `null`,
  /// `yes`, `no`, `on`, `off`, `true`, `false`, numbers (`+1`, `-1`, `.5`, `.inf`, `0x1F`), `<<` and `=`.
  private static let mayResolve = Set("~nNyYoOtTfF0123456789+-.<=".unicodeScalars)

  /// The kind Yams' resolver gives the scalar.
  private static func resolved(_ node: Node, _ scalar: Node.Scalar) -> NodeValue {
    switch node.tag.description {
    case Tag.Name.null.rawValue: .null(written: scalar.string)
    case Tag.Name.bool.rawValue: .boolean(scalar.string)
    case Tag.Name.int.rawValue: .integer(scalar.string)
    case Tag.Name.float.rawValue: .number(scalar.string)
    default: .string(scalar.string)
    }
  }

  /// Whether the node is null (or, in YAML, written as nothing): a key with such a value counts as left out.
  var isNull: Bool {
    if case .null = self { true } else { false }
  }

  /// The text of a scalar, as a decoder reads a string: YAML reads any scalar as text (`no`, `12`), JSON only
  /// a string.
  func text(in format: ModelFileFormat) -> String? {
    switch (self, format) {
    case (.string(let text), _): text
    case (.boolean(let text), .yaml), (.integer(let text), .yaml), (.number(let text), .yaml): text
    default: nil
    }
  }

  /// The whole number written, when the node is one that fits in an `Int` (YAML also reads `0x1F`, `0o17`,
  /// `0b101` and `1_000`).
  var integer: Int? {
    guard case .integer(let written) = self else { return nil }
    var digits = written.replacingOccurrences(of: "_", with: "")
    let negative = digits.hasPrefix("-")
    if digits.hasPrefix("-") || digits.hasPrefix("+") { digits.removeFirst() }
    var radix = 10
    for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
      digits.removeFirst(2)
      radix = base
    }
    if radix == 10 && digits.count > 1 && digits.hasPrefix("0") { radix = 8 }  // YAML 1.1: 017 is octal
    return Int(negative ? "-" + digits : digits, radix: radix)
  }

  /// What was found, for a message: `a string 'abc'`, `an integer 12`, `a list`, `nothing`.
  var description: String {
    switch self {
    case .null(let written): written.isEmpty ? "nothing" : "null"
    case .boolean(let text): "a boolean \(Quoting.oneLine(text))"
    case .integer(let text): "an integer \(Quoting.oneLine(text))"
    case .number(let text): "a number \(Quoting.oneLine(text))"
    case .string(let text): "a string \(Quoting.quoted(text))"
    case .list: "a list"
    case .object: "an object"
    }
  }
}
