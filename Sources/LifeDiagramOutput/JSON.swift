/// A JSON value whose objects keep their keys in the order given, printed the same way every time: the one JSON
/// writer of the tool (scenario tables, printed model files, the JSON Schemas).
public indirect enum JSON: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A whole number.
  case int(Int)
  /// A string, escaped when printed.
  case string(String)
  /// A list.
  case array([JSON])
  /// An object, its keys in the order given.
  case object([Member])

  /// One key and its value in an object.
  public typealias Member = (key: String, value: JSON)

  /// A string, or null when nil.
  public static func string(_ value: String?) -> JSON { value.map(JSON.string) ?? .null }
  /// A number, or null when nil.
  public static func int(_ value: Int?) -> JSON { value.map(JSON.int) ?? .null }

  /// The value printed with two-space indentation and a final line break, every list on lines of its own.
  public var text: String { text(scalarListsOnOneLine: false) }

  /// The value printed with two-space indentation and a final line break; with `scalarListsOnOneLine`, a list of
  /// only strings, numbers and booleans stays on one line (`"required": ["id", "name"]`), as the schemas print.
  public func text(scalarListsOnOneLine: Bool) -> String {
    var output = ""
    write(to: &output, indent: "", inline: scalarListsOnOneLine)
    return output + "\n"
  }

  /// The value on one line with no spaces, and every `<`, `>` and `&` written as `\u003c`, `\u003e`, `\u0026`:
  /// text that can sit inside an HTML `<script>` element whatever the strings hold (`</script>`, `<!--`).
  public var scriptText: String {
    var output = ""
    writeCompact(to: &output)
    return output
  }

  private func writeCompact(to output: inout String) {
    switch self {
    case .null, .bool, .int: write(to: &output, indent: "", inline: true)
    case .string(let value): Self.quote(value, into: &output, forScript: true)
    case .array(let values):
      output += "["
      for (index, value) in values.enumerated() {
        if index > 0 { output += "," }
        value.writeCompact(to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { output += "," }
        Self.quote(member.key, into: &output, forScript: true)
        output += ":"
        member.value.writeCompact(to: &output)
      }
      output += "}"
    }
  }

  private func write(to output: inout String, indent: String, inline: Bool) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .string(let value): Self.quote(value, into: &output)
    case .array(let values) where values.isEmpty: output += "[]"
    case .array(let values) where inline && values.allSatisfy(\.isScalar):
      output += "["
      for (index, value) in values.enumerated() {
        if index > 0 { output += ", " }
        value.write(to: &output, indent: indent, inline: inline)
      }
      output += "]"
    case .array(let values):
      output += "[\n"
      for (index, value) in values.enumerated() {
        output += indent + "  "
        value.write(to: &output, indent: indent + "  ", inline: inline)
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
        member.value.write(to: &output, indent: indent + "  ", inline: inline)
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

  /// A JSON string: quotes, backslashes and control characters escaped (C0, DEL and C1, which a terminal reads
  /// as commands: `\u009b`), and U+2028 and U+2029 too, which
  /// JavaScript before ES2019 reads as line breaks inside a string; `forScript`, also `<`, `>` and `&`.
  private static func quote(_ value: String, into output: inout String, forScript: Bool = false) {
    output += "\""
    // Most strings need no escape: every character that does starts with one of these bytes (U+0080–U+009F with
    // 0xC2, U+2028 and U+2029 with 0xE2), so a string without them goes in whole.
    let needsEscape = value.utf8.contains { byte in
      byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 || byte == 0xE2
        || forScript && (byte == 0x3C || byte == 0x3E || byte == 0x26)
    }
    guard needsEscape else {
      output += value
      output += "\""
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
        || forScript && (scalar == "<" || scalar == ">" || scalar == "&"):
        let digits = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }

  public static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.text == rhs.text }
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
