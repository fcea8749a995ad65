/// A JSON value whose objects keep their keys in the order given, printed the same way every time.
public indirect enum JSON: Sendable, Hashable {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])

  /// A string, or null when nil.
  public static func string(_ value: String?) -> JSON { value.map(JSON.string) ?? .null }
  /// A number, or null when nil.
  public static func int(_ value: Int?) -> JSON { value.map(JSON.int) ?? .null }

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
    case .string(let value): output += Self.quote(value)
    case .array(let values) where values.isEmpty: output += "[]"
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
      for (index, (key, value)) in members.enumerated() {
        output += indent + "  " + Self.quote(key) + ": "
        value.write(to: &output, indent: indent + "  ")
        output += index == members.count - 1 ? "\n" : ",\n"
      }
      output += indent + "}"
    }
  }

  private static func quote(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20: result += "\\u" + hex4(scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  private static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: false)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  public static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.text == rhs.text }
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
