/// A value of an old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`:
/// `{ key = value; }`, `( a, b, )`, quoted and bare strings, `/* comments */` and `// comments`.
package enum OpenStepPlist: Equatable {
  case string(String)
  case array([OpenStepPlist])
  case dictionary([String: OpenStepPlist])

  /// The string, or nil for another kind of value.
  var string: String? {
    if case .string(let text) = self { text } else { nil }
  }

  /// The array's values, or none.
  var array: [OpenStepPlist] {
    if case .array(let values) = self { values } else { [] }
  }

  /// The dictionary's value for `key`.
  subscript(key: String) -> OpenStepPlist? {
    if case .dictionary(let values) = self { values[key] } else { nil }
  }

  /// The dictionary's entries, or none.
  var dictionary: [String: OpenStepPlist] {
    if case .dictionary(let values) = self { values } else { [:] }
  }

  /// Parses a whole file; nil when it is not an old-style property list (a value, then nothing but comments and
  /// white space). Nesting is bounded (``maximumDepth``), so no file can exhaust the stack.
  static func parse(_ text: String) -> OpenStepPlist? {
    var parser = OpenStepParser(Array(text.utf8))
    guard let value = parser.value(depth: 0) else { return nil }
    parser.skipTrivia()
    return parser.atEnd ? value : nil
  }

  /// The deepest nesting a file may have: Xcode's projects nest four or five levels.
  static let maximumDepth = 64
}

/// The parser: one pass over the bytes.
private struct OpenStepParser {
  let bytes: [UInt8]
  var position = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  var atEnd: Bool { position >= bytes.count }

  mutating func value(depth: Int) -> OpenStepPlist? {
    skipTrivia()
    guard !atEnd, depth < OpenStepPlist.maximumDepth else { return nil }
    switch bytes[position] {
    case UInt8(ascii: "{"): return dictionary(depth: depth)
    case UInt8(ascii: "("): return array(depth: depth)
    case UInt8(ascii: "\""): return quoted().map(OpenStepPlist.string)
    default: return bare().map(OpenStepPlist.string)
    }
  }

  private mutating func dictionary(depth: Int) -> OpenStepPlist? {
    position += 1
    var entries: [String: OpenStepPlist] = [:]
    while true {
      skipTrivia()
      guard !atEnd else { return nil }
      if bytes[position] == UInt8(ascii: "}") {
        position += 1
        return .dictionary(entries)
      }
      guard let key = value(depth: depth + 1)?.string, expect("="), let entry = value(depth: depth + 1), expect(";")
      else {
        return nil
      }
      entries[key] = entry
    }
  }

  private mutating func array(depth: Int) -> OpenStepPlist? {
    position += 1
    var values: [OpenStepPlist] = []
    while true {
      skipTrivia()
      guard !atEnd else { return nil }
      if bytes[position] == UInt8(ascii: ")") {
        position += 1
        return .array(values)
      }
      guard let entry = value(depth: depth + 1) else { return nil }
      values.append(entry)
      skipTrivia()
      if !atEnd && bytes[position] == UInt8(ascii: ",") { position += 1 }
    }
  }

  /// `"…"` with its escapes (`\"`, `\\`, `\n`, `\t`); other escapes keep the escaped byte.
  private mutating func quoted() -> String? {
    position += 1
    var text: [UInt8] = []
    while !atEnd {
      let byte = bytes[position]
      position += 1
      switch byte {
      case UInt8(ascii: "\""): return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard !atEnd else { return nil }
        let escaped = bytes[position]
        position += 1
        text.append(escaped == UInt8(ascii: "n") ? 0x0A : escaped == UInt8(ascii: "t") ? 0x09 : escaped)
      default: text.append(byte)
      }
    }
    return nil
  }

  /// A bare word: letters, digits and `_ $ . / - : +`.
  private mutating func bare() -> String? {
    let start = position
    while !atEnd && Self.isBare(bytes[position]) { position += 1 }
    return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
  }

  private static func isBare(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "_$./-:+".utf8.contains(byte) || byte >= 0x80
  }

  private mutating func expect(_ character: Character) -> Bool {
    skipTrivia()
    guard !atEnd, bytes[position] == character.asciiValue else { return false }
    position += 1
    return true
  }

  /// White space and comments.
  mutating func skipTrivia() {
    while !atEnd {
      let byte = bytes[position]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        position += 1
      } else if byte == UInt8(ascii: "/") && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*") {
        position += 2
        while position + 1 < bytes.count
          && !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
        {
          position += 1
        }
        position += 2
      } else if byte == UInt8(ascii: "/") && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/") {
        while !atEnd && bytes[position] != 0x0A { position += 1 }
      } else {
        return
      }
    }
  }
}
