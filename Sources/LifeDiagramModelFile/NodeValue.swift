import LifeDiagramYAML

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

  /// The node's kind. An untagged scalar takes the type YAML 1.1 resolves it to (`12` an integer, `yes` a
  /// boolean, `~` null: ``PlainScalar``); a quoted one is a string; an explicit tag (`!!int`) says its type.
  /// JSON resolves the same way.
  init(_ node: YAMLNode) {
    switch node {
    case .mapping: self = .object
    case .sequence: self = .list
    case .scalar(let scalar): self = Self.kind(of: scalar)
    }
  }

  /// The scalar's kind, from its tag as written (the composer resolves no type from a plain scalar's text).
  private static func kind(of scalar: YAMLNode.Scalar) -> NodeValue {
    let text = scalar.string
    switch scalar.tag {
    case nil:
      switch PlainScalar.kind(of: text) {
      case .null: return .null(written: text)
      case .boolean: return .boolean(text)
      case .integer: return .integer(text)
      case .number: return .number(text)
      case .text: return .string(text)
      }
    case YAMLNode.Tag.null: return .null(written: text)
    case YAMLNode.Tag.bool: return .boolean(text)
    case YAMLNode.Tag.int: return .integer(text)
    case YAMLNode.Tag.float: return .number(text)
    default: return .string(text)
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
    return Self.integer(written: written)
  }

  /// The whole number `written` says, as ``integer`` reads it.
  static func integer(written: String) -> Int? {
    var digits = String(written.filter { $0 != "_" })
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
