/// Text from outside (a path, a name, a value the user typed) made safe for a one-line message.
public enum DisplayText {
  /// The text with control characters written as escapes (`\n`, `\t`, `\u{1B}`), C1 controls too (`\u{9B}`, the
  /// 8-bit CSI a terminal would obey; `\u{85}`), and U+2028 and U+2029, so a message stays one line and moves no
  /// cursor.
  public static func escaping(_ text: String) -> String {
    escaping(Array(text.utf8))
  }

  /// Bytes as text: valid UTF-8 as it is, every other byte as `\xNN`, control characters escaped.
  package static func escaping(_ bytes: [UInt8]) -> String {
    // Most names are printable ASCII, which stays as it is.
    if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return String(decoding: bytes, as: UTF8.self) }
    var result = ""
    var index = 0
    while index < bytes.count {
      let length = scalarLength(bytes, at: index)
      if length == 0 {
        result += "\\x" + hex(bytes[index])
        index += 1
        continue
      }
      let scalar = String(decoding: bytes[index..<index + length], as: UTF8.self)
      result += scalar.unicodeScalars.allSatisfy(isPrintable) ? scalar : escape(scalar)
      index += length
    }
    return result
  }

  private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    !(scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
      || scalar.value == 0x2028 || scalar.value == 0x2029)
  }

  private static func escape(_ scalar: String) -> String {
    scalar.unicodeScalars.map { scalar in
      switch scalar {
      case "\n": "\\n"
      case "\r": "\\r"
      case "\t": "\\t"
      default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }.joined()
  }

  /// The length of the valid UTF-8 sequence at `index`, or 0 when the byte there starts none.
  private static func scalarLength(_ bytes: [UInt8], at index: Int) -> Int {
    let first = bytes[index]
    let length = first < 0x80 ? 1 : first >> 5 == 0b110 ? 2 : first >> 4 == 0b1110 ? 3 : first >> 3 == 0b11110 ? 4 : 0
    guard length > 0, index + length <= bytes.count else { return 0 }
    let slice = Array(bytes[index..<index + length])
    return Array(String(decoding: slice, as: UTF8.self).utf8) == slice ? length : 0
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }
}
