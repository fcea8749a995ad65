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
    // Written as UTF-8 bytes, then made a string once: appending to a string checks each piece again.
    var output: [UInt8] = []
    write(to: &output, depth: 0, inline: scalarListsOnOneLine)
    output.append(0x0A)
    return String(decoding: output, as: UTF8.self)
  }

  /// The value on one line with no spaces, and every `<`, `>` and `&` written as `\u003c`, `\u003e`, `\u0026`:
  /// text that can sit inside an HTML `<script>` element whatever the strings hold (`</script>`, `<!--`).
  public var scriptText: String {
    var output: [UInt8] = []
    writeCompact(to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  private func writeCompact(to output: inout [UInt8]) {
    switch self {
    case .null, .bool, .int: write(to: &output, depth: 0, inline: true)
    case .string(let value): Self.quote(value, into: &output, forScript: true)
    case .array(let values):
      output.append(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        value.writeCompact(to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        Self.quote(member.key, into: &output, forScript: true)
        output.append(UInt8(ascii: ":"))
        member.value.writeCompact(to: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  /// Writes the value whose line is indented `depth` levels (its first line is already indented).
  private func write(to output: inout [UInt8], depth: Int, inline: Bool) {
    switch self {
    case .null: output += "null".utf8
    case .bool(let value): output += (value ? "true" : "false").utf8
    case .int(let value): output += String(value).utf8
    case .string(let value): Self.quote(value, into: &output)
    case .array(let values) where values.isEmpty: output += "[]".utf8
    case .array(let values) where inline && values.allSatisfy(\.isScalar):
      output.append(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { output += ", ".utf8 }
        value.write(to: &output, depth: depth, inline: inline)
      }
      output.append(UInt8(ascii: "]"))
    case .array(let values):
      output += "[\n".utf8
      for (index, value) in values.enumerated() {
        Self.indent(&output, depth + 1)
        value.write(to: &output, depth: depth + 1, inline: inline)
        output += (index == values.count - 1 ? "\n" : ",\n").utf8
      }
      Self.indent(&output, depth)
      output.append(UInt8(ascii: "]"))
    case .object(let members) where members.isEmpty: output += "{}".utf8
    case .object(let members):
      output += "{\n".utf8
      for (index, member) in members.enumerated() {
        Self.indent(&output, depth + 1)
        Self.quote(member.key, into: &output)
        output += ": ".utf8
        member.value.write(to: &output, depth: depth + 1, inline: inline)
        output += (index == members.count - 1 ? "\n" : ",\n").utf8
      }
      Self.indent(&output, depth)
      output.append(UInt8(ascii: "}"))
    }
  }

  /// Two spaces a level.
  private static func indent(_ output: inout [UInt8], _ depth: Int) {
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
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
  private static func quote(_ value: String, into output: inout [UInt8], forScript: Bool = false) {
    output.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { bytes in
      // One pass: the runs between escapes go in whole.
      var run = 0
      var index = 0
      while index < bytes.count {
        guard let (escape, width) = Self.escape(at: index, in: bytes, forScript: forScript) else {
          index += 1
          continue
        }
        output += bytes[run..<index]
        output += escape.utf8
        index += width
        run = index
      }
      output += bytes[run...]
    }
    output.append(UInt8(ascii: "\""))
  }

  /// The escape of the character at `index`, and its width in bytes; nil for a character written as it is.
  /// U+0080–U+009F start with 0xC2, U+2028 and U+2029 with 0xE2; every other byte from 0x20 up but `"`, `\\`,
  /// DEL (and for a script `<`, `>`, `&`) stands for itself.
  private static func escape(at index: Int, in bytes: UnsafeBufferPointer<UInt8>, forScript: Bool) -> (String, Int)? {
    let byte = bytes[index]
    switch byte {
    case 0x22: return ("\\\"", 1)
    case 0x5C: return ("\\\\", 1)
    case 0x0A: return ("\\n", 1)
    case 0x0D: return ("\\r", 1)
    case 0x09: return ("\\t", 1)
    case 0..<0x20, 0x7F: return (unicodeEscape(UInt32(byte)), 1)
    case 0x3C, 0x3E, 0x26: return forScript ? (unicodeEscape(UInt32(byte)), 1) : nil
    case 0xC2:
      guard index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) else { return nil }
      return (unicodeEscape(UInt32(bytes[index + 1])), 2)
    case 0xE2:
      guard index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
      else { return nil }
      return (unicodeEscape(0x2000 | UInt32(bytes[index + 2] & 0x3F)), 3)
    default: return nil
    }
  }

  /// `\u` and four lower-case hex digits.
  private static func unicodeEscape(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
  }

  public static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.text == rhs.text }
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
