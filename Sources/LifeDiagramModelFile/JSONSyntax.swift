/// JSON syntax errors (RFC 8259), each placed at the byte it is found at and said with the likely fix.
///
/// Checked before the file is composed, since libyaml reads much that JSON refuses (comments, unquoted keys, a
/// comma after the last item). The decoder then reads the same bytes.
enum JSONSyntax {
  /// How deep arrays and objects may nest, as Foundation's `JSONDecoder` allows.
  static let maximumDepth = 512

  /// The first syntax error in the bytes, or nil when they are JSON.
  static func problem(in bytes: [UInt8], file: String) -> ModelFileProblem? {
    var scanner = JSONScanner(bytes)
    do {
      try scanner.document()
      return nil
    } catch {
      let position = LineColumn(byteOffset: error.offset, in: bytes)
      return ModelFileProblem(file: file, position: position, "not valid JSON: " + error.message)
    }
  }
}

/// Where the JSON stops being JSON, and why.
struct JSONSyntaxError: Error {
  var offset: Int
  var message: String
}

/// A cursor over the bytes that walks the grammar without building values.
private struct JSONScanner {
  let bytes: [UInt8]
  var index = 0
  var depth = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }  // a byte order mark
  }

  /// One value, and nothing after it but white space.
  mutating func document() throws(JSONSyntaxError) {
    try value()
    skipSpace()
    if index < bytes.count { throw JSONSyntaxError(offset: index, message: "more text after the JSON value ends") }
  }

  private mutating func value() throws(JSONSyntaxError) {
    skipSpace()
    guard let byte = peek() else { throw endOfText() }
    switch byte {
    case UInt8(ascii: "{"): try container(closedBy: UInt8(ascii: "}"), isObject: true)
    case UInt8(ascii: "["): try container(closedBy: UInt8(ascii: "]"), isObject: false)
    case UInt8(ascii: "\""): try string()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    default: throw unexpected()
    }
  }

  /// An object (`"key": value` members) or an array, from its opening bracket.
  private mutating func container(closedBy closer: UInt8, isObject: Bool) throws(JSONSyntaxError) {
    depth += 1
    if depth > JSONSyntax.maximumDepth {
      throw JSONSyntaxError(
        offset: index, message: "arrays and objects nest more than \(JSONSyntax.maximumDepth) levels deep")
    }
    index += 1
    skipSpace()
    if peek() == closer {
      index += 1
      depth -= 1
      return
    }
    while true {
      if isObject {
        skipSpace()
        guard peek() == UInt8(ascii: "\"") else { throw peek() == nil ? endOfText() : unexpected() }
        try string()
        skipSpace()
        guard peek() == UInt8(ascii: ":") else {
          throw peek() == nil ? endOfText() : JSONSyntaxError(offset: index, message: "a ':' is missing after the key")
        }
        index += 1
      }
      try value()
      skipSpace()
      guard let next = peek() else { throw endOfText() }
      if next == closer { break }
      guard next == UInt8(ascii: ",") else { throw unexpected() }
      index += 1
      skipSpace()
      if let after = peek(), after == UInt8(ascii: "}") || after == UInt8(ascii: "]") { throw unexpected() }
    }
    index += 1
    depth -= 1
  }

  private mutating func string() throws(JSONSyntaxError) {
    let start = index
    index += 1
    while let byte = peek() {
      index += 1
      switch byte {
      case UInt8(ascii: "\""): return
      case UInt8(ascii: "\\"): try escape()
      case 0..<0x20:
        throw JSONSyntaxError(
          offset: index - 1,
          message: "a string holds a control character (a line break or a tab?); write it as \\n or \\t")
      default: continue
      }
    }
    throw JSONSyntaxError(offset: start, message: "the string is not closed; is a '\"' missing?")
  }

  /// The character after a backslash: one of `"\/bfnrt`, or `u` and four hexadecimal digits.
  private mutating func escape() throws(JSONSyntaxError) {
    let start = index - 1
    guard let byte = peek() else { throw endOfText() }
    index += 1
    if Array(#""\/bfnrt"#.utf8).contains(byte) { return }
    if byte == UInt8(ascii: "u"), index + 4 <= bytes.count, bytes[index..<index + 4].allSatisfy(Self.isHex) {
      index += 4
      return
    }
    throw JSONSyntaxError(
      offset: start, message: #"unknown escape; JSON knows \", \\, \/, \b, \f, \n, \r, \t and \u with four hex digits"#)
  }

  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
  private mutating func number() throws(JSONSyntaxError) {
    let start = index
    if peek() == UInt8(ascii: "-") { index += 1 }
    if peek() == UInt8(ascii: "0") {
      index += 1
      if let next = peek(), Self.isDigit(next) {
        throw JSONSyntaxError(offset: start, message: "number with leading zero")
      }
    } else if !digits() {
      throw JSONSyntaxError(offset: start, message: "a '-' must be followed by digits")
    }
    if peek() == UInt8(ascii: ".") {
      index += 1
      guard digits() else { throw JSONSyntaxError(offset: start, message: "a number's '.' must be followed by digits") }
    }
    if let byte = peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
      index += 1
      if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { index += 1 }
      guard digits() else { throw JSONSyntaxError(offset: start, message: "a number's exponent must have digits") }
    }
  }

  private mutating func literal(_ word: String) throws(JSONSyntaxError) {
    let expected = Array(word.utf8)
    guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
      throw unexpected()
    }
    index += expected.count
  }

  /// One digit or more.
  private mutating func digits() -> Bool {
    let start = index
    while let byte = peek(), Self.isDigit(byte) { index += 1 }
    return index > start
  }

  private mutating func skipSpace() {
    while let byte = peek(), [0x20, 0x09, 0x0A, 0x0D].contains(byte) { index += 1 }
  }

  private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

  private func endOfText() -> JSONSyntaxError {
    JSONSyntaxError(
      offset: bytes.count, message: "the text ends before the JSON does; is a closing '}' or ']' missing?")
  }

  /// The byte at the cursor cannot go there: said with the likely slip (a comma missing or left over, a key or a
  /// string without double quotes).
  private func unexpected() -> JSONSyntaxError {
    let here = bytes[index]
    let before = bytes[..<index].last { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    let shown = "'" + String(decoding: [here], as: UTF8.self) + "'"
    let message: String
    if here == UInt8(ascii: "}") || here == UInt8(ascii: "]"), before == UInt8(ascii: ",") {
      message = "a comma before \(shown); JSON allows no comma after the last item"
    } else if let before, Self.endsValue(before),
      [UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "[")].contains(here)
    {
      message = "a comma is missing before this"
    } else if here == UInt8(ascii: "'") || (here < 0x80 && UnicodeScalar(here).properties.isAlphabetic) {
      message = "unexpected \(shown); keys and strings are written in double quotes"
    } else {
      message = "unexpected " + (here < 0x80 ? shown : "character")
    }
    return JSONSyntaxError(offset: index, message: message)
  }

  /// Whether a byte can end a JSON value: a quote, a digit, a closing bracket, or the last letter of
  /// `true`, `false` or `null`.
  private static func endsValue(_ byte: UInt8) -> Bool {
    Array("\"}]el0123456789".utf8).contains(byte)
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

  private static func isHex(_ byte: UInt8) -> Bool {
    isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }
}
