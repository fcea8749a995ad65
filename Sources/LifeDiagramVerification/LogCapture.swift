import LifeDiagramModel

/// The messages of a captured log, each with the file's line it starts on, however it was captured:
/// - text, one message a line: a console's copy, `print` output, Xcode's console
///   (`2025-06-02 14:03:21.418210-0700 Trips[4401:2210987] …`), `log stream` and `log show` in their default and
///   `--style compact` forms, `xcrun simctl spawn booted log stream`;
/// - `log show --style ndjson`: a line that is a JSON object with an `eventMessage` is that message (any other line
///   is read as text);
/// - `log show --style json`: one JSON array of events (the file's first character, after white space, is `[` and
///   its next is `{` or `]`): each event's `eventMessage`, on the line where the event's object starts.
/// The bytes are read in place; only a JSON message with escapes is copied, to decode them.
enum LogCapture {
  /// Calls `body` with each message and its line number (from 1), in the file's order.
  /// A header line (`Filtering the log data using …`) may come before a JSON array; the array starts within this
  /// many lines or not at all.
  static let headerLines = 3

  static func forEachMessage(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
    var number = 0
    var start = 0
    let arrayStart = jsonArrayStart(bytes)
    while start <= bytes.count {
      if let array = arrayStart, start == array.offset {
        var events = JSONEvents(bytes: UnsafeBufferPointer(rebasing: bytes[start...]))
        events.forEachMessage { body(array.line - 1 + $0, $1) }
        return
      }
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      number += 1
      let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
      if !JSONEvents.eventMessage(ofLine: line, { body(number, $0) }) { body(number, line) }
      start = end + 1
    }
  }

  /// Where a JSON array of objects starts, as `log show --style json` writes it: the offset of a line among the
  /// first ``headerLines`` whose first character is `[` and whose next, after white space, is `{` or `]`; and that
  /// line's number.
  private static func jsonArrayStart(_ bytes: UnsafeBufferPointer<UInt8>) -> (offset: Int, line: Int)? {
    var start = 0
    for line in 1...headerLines where start < bytes.count {
      if bytes[start] == UInt8(ascii: "[") {
        let next = bytes[(start + 1)...].first { !JSONEvents.isSpace($0) }
        return next == UInt8(ascii: "{") || next == UInt8(ascii: "]") ? (start, line) : nil
      }
      guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      start = end + 1
    }
    return nil
  }
}

/// A reader of JSON events as `log show` writes them: only what finding each `eventMessage` needs (strings,
/// nesting, the key before a value), no tree. Text that is not JSON ends the reading where it stops making sense.
struct JSONEvents {
  let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var line = 1

  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

  /// If `line` is one JSON object with a string `eventMessage`, calls `body` with the message and returns true.
  static func eventMessage(ofLine line: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void)
    -> Bool
  {
    guard let first = line.firstIndex(where: { !isSpace($0) }), line[first] == UInt8(ascii: "{") else { return false }
    var reader = JSONEvents(bytes: line)
    reader.index = first
    guard let object = reader.objectMessage(), let message = object else { return false }
    message.withUnsafeBufferPointer(body)
    return true
  }

  /// Each event of the array, in order.
  mutating func forEachMessage(_ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
    skipSpace()
    guard take(UInt8(ascii: "[")) else { return }
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return }
      let start = line
      guard let object = objectMessage() else { return }
      object?.withUnsafeBufferPointer { body(start, $0) }
      skipSpace()
      guard take(UInt8(ascii: ",")) else { return }
    }
  }

  /// Reads the object at `index` to its end: its `eventMessage` decoded, or `.some(nil)` when it has none, or nil
  /// when the text is not a JSON object.
  private mutating func objectMessage() -> [UInt8]?? {
    guard take(UInt8(ascii: "{")) else { return nil }
    var message: [UInt8]? = nil
    skipSpace()
    if take(UInt8(ascii: "}")) { return message }
    while true {
      skipSpace()
      guard let key = string() else { return nil }
      skipSpace()
      guard take(UInt8(ascii: ":")) else { return nil }
      skipSpace()
      if key == Self.eventMessageKey, index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
        guard let value = string() else { return nil }
        message = value
      } else {
        guard skipValue() else { return nil }
      }
      skipSpace()
      if take(UInt8(ascii: "}")) { return message }
      guard take(UInt8(ascii: ",")) else { return nil }
    }
  }

  private static let eventMessageKey = Array("eventMessage".utf8)

  /// Skips a value of any kind: a string, or anything up to the `,`, `}` or `]` that ends it at its own depth.
  private mutating func skipValue() -> Bool {
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""): guard string() != nil else { return false }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        advance()
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if depth == 0 { return true }
        depth -= 1
        advance()
      case UInt8(ascii: ","): if depth == 0 { return true } else { advance() }
      default: advance()
      }
    }
    return false
  }

  /// Reads a string at `index`, escapes decoded (a lone surrogate becomes U+FFFD).
  private mutating func string() -> [UInt8]? {
    guard take(UInt8(ascii: "\"")) else { return nil }
    var value: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      advance()
      switch byte {
      case UInt8(ascii: "\""): return value
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { return nil }
        let escape = bytes[index]
        advance()
        switch escape {
        case UInt8(ascii: "n"): value.append(0x0A)
        case UInt8(ascii: "t"): value.append(0x09)
        case UInt8(ascii: "r"): value.append(0x0D)
        case UInt8(ascii: "b"): value.append(0x08)
        case UInt8(ascii: "f"): value.append(0x0C)
        case UInt8(ascii: "u"):
          guard let scalar = unicodeEscape() else { return nil }
          value.append(contentsOf: String(Character(scalar)).utf8)
        default: value.append(escape)
        }
      default: value.append(byte)
      }
    }
    return nil
  }

  /// The scalar of `XXXX` after `\u` (with a following `\uDC00`… for a surrogate pair).
  private mutating func unicodeEscape() -> Unicode.Scalar? {
    guard let high = hex4() else { return nil }
    if (0xD800..<0xDC00).contains(high), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
      bytes[index + 1] == UInt8(ascii: "u")
    {
      let saved = index
      index += 2
      if let low = hex4(), (0xDC00..<0xE000).contains(low) {
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
      }
      index = saved
    }
    return Unicode.Scalar(high) ?? "\u{FFFD}"
  }

  private mutating func hex4() -> UInt32? {
    guard index + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = Self.hexDigit(bytes[index]) else { return nil }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private mutating func skipSpace() {
    while index < bytes.count, Self.isSpace(bytes[index]) { advance() }
  }

  private mutating func take(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    advance()
    return true
  }

  private mutating func advance() {
    if bytes[index] == 0x0A { line += 1 }
    index += 1
  }
}
