/// A JSON value whose objects keep their keys in the order given: defaults in the schema, and the JSON Schema
/// document, printed the same way every time.
public indirect enum SchemaValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A whole number.
  case int(Int)
  /// A string, escaped when printed.
  case string(String)
  /// A list; one of only strings, numbers and booleans is printed on one line.
  case array([SchemaValue])
  /// An object, its keys in the order given.
  case object([Member])

  /// One key and its value in an object.
  public struct Member: Sendable, Hashable {
    /// The key.
    public var key: String
    /// Its value.
    public var value: SchemaValue

    /// Creates a member.
    public init(_ key: String, _ value: SchemaValue) {
      (self.key, self.value) = (key, value)
    }
  }

  /// The value printed with two-space indentation and a final line break.
  public var text: String {
    var output = ""
    write(to: &output, indent: "")
    return output + "\n"
  }

  private func write(to output: inout String, indent: String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .string(let value): Self.quote(value, into: &output)
    case .array(let values) where values.isEmpty: output += "[]"
    case .array(let values) where values.allSatisfy(\.isScalar):
      // A list of words or numbers stays on one line: `"required": ["id", "name"]`.
      output += "["
      for (index, value) in values.enumerated() {
        if index > 0 { output += ", " }
        value.write(to: &output, indent: indent)
      }
      output += "]"
    case .array(let values):
      output += "[\n"
      for (index, value) in values.enumerated() {
        output += indent + "  "
        value.write(to: &output, indent: indent + "  ")
        output += index == values.count - 1 ? "\n" : ",\n"
      }
      output += indent + "]"
    case .object(let members) where members.isEmpty: output += "{}"
    case .object(let members):
      output += "{\n"
      for (index, member) in members.enumerated() {
        output += indent + "  "
        Self.quote(member.key, into: &output)
        output += ": "
        member.value.write(to: &output, indent: indent + "  ")
        output += index == members.count - 1 ? "\n" : ",\n"
      }
      output += indent + "}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  private static func quote(_ value: String, into output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}":
        let digits = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
