/// Where bytes stop being UTF-8.
enum UTF8Check {
  /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence (an unexpected
  /// continuation byte, a sequence cut short, an overlong form, a surrogate, a value past U+10FFFF), or nil
  /// when all the bytes are UTF-8.
  static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      // The number of continuation bytes, and the range the first of them must fall in (which rules out
      // overlong forms, surrogates and values past U+10FFFF).
      let (count, second): (Int, ClosedRange<UInt8>)
      switch lead {
      case 0xC2...0xDF: (count, second) = (1, 0x80...0xBF)
      case 0xE0: (count, second) = (2, 0xA0...0xBF)
      case 0xE1...0xEC, 0xEE...0xEF: (count, second) = (2, 0x80...0xBF)
      case 0xED: (count, second) = (2, 0x80...0x9F)
      case 0xF0: (count, second) = (3, 0x90...0xBF)
      case 0xF1...0xF3: (count, second) = (3, 0x80...0xBF)
      case 0xF4: (count, second) = (3, 0x80...0x8F)
      default: return index
      }
      guard index + 1 < bytes.count, second.contains(bytes[index + 1]) else { return index }
      for offset in stride(from: 2, through: count, by: 1) {
        guard index + offset < bytes.count, bytes[index + offset] & 0xC0 == 0x80 else { return index }
      }
      index += count + 1
    }
    return nil
  }
}
