extension StringProtocol {
  /// How many columns the text takes when a diagram's width is estimated: one per character, two for a wide one
  /// (Hangul, kana and CJK ideographs, which take about a full em where a Latin letter takes 0.6).
  var columns: Int {
    // Most text is ASCII, one column a byte (a carriage return aside, which joins a line feed into one
    // character); counting characters means finding grapheme breaks, which costs ten times as much.
    if utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) { return utf8.count }
    return unicodeScalars.reduce(0) { $0 + ($1.isWide ? 2 : 1) }
      - unicodeScalars.count + count  // combining marks take no column of their own
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is drawn about an em wide: Hangul (syllables and jamo), CJK symbols, kana, ideographs
  /// and full-width forms.
  fileprivate var isWide: Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6:
      true
    default: false
    }
  }
}
