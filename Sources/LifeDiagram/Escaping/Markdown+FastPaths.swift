/// The checks that let most text skip the escaping and wrapping walks: each passes only text a walk would give
/// back unchanged. They read Unicode scalars and pass only scalars that are each a character of their own (ASCII,
/// Latin-1, Hangul syllables, common punctuation, arrows and symbols: nothing a mark or a joiner could combine
/// with), so the scalars they read are the characters the walks read. `MarkdownFastPathTests` holds both to the
/// walks.
extension Markdown {
  /// Whether ``text(_:)`` and ``altText(_:)`` give `text` back as it is: no character they escape or turn into a
  /// space or a picture, no backtick, no start of a block, nothing of a bare address (`:/`, `@`, `w.`).
  static func isPlainProse(_ text: String) -> Bool {
    let scalars = text.unicodeScalars
    guard let first = scalars.first else { return true }
    guard !opensBlock(first) else { return false }
    var previous: Unicode.Scalar = " "
    for scalar in scalars {
      guard isStandalone(scalar), !isControl(scalar), !proseSpecials.contains(scalar) else { return false }
      if scalar == "/" && previous == ":" || scalar == "." && (previous == "w" || previous == "W") { return false }
      previous = scalar
    }
    return true
  }

  /// Whether ``wrappingLongWords(_:longerThan:)`` gives `markup` back as it is: no word longer than `limit`
  /// outside code spans, each code span one backtick each side around at most 32 characters, and none of the
  /// markup the walk steps over whole (a tag, an entity, a link's target, a backslash escape), nor a `|` (even in
  /// a code span) or a line break, which a table cell rewrites.
  static func isUnchangedInACell(_ markup: String, longerThan limit: Int = 24) -> Bool {
    let scalars = Array(markup.unicodeScalars)
    var word = 0
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if !isStandalone(scalar) || isControl(scalar) || cellSpecials.contains(scalar) { return false }
      if scalar == "`" {
        guard let close = scalars[(index + 1)...].firstIndex(of: "`"), close > index + 1, close - index - 1 <= 32,
          close + 1 == scalars.count || scalars[close + 1] != "`",
          !scalars[(index + 1)..<close].contains(where: { isControl($0) || !isStandalone($0) || $0 == "|" })
        else { return false }
        word = 0
        index = close + 1
        continue
      }
      word = scalar == " " ? 0 : word + 1
      if word > limit { return false }
      index += 1
    }
    return true
  }

  private static let proseSpecials: Set<Unicode.Scalar> = ["\\", "[", "]", "|", "<", ">", "&", "`", "@"]
  private static let cellSpecials: Set<Unicode.Scalar> = ["\\", "]", "|", "<", "&"]

  /// A start `text(_:)` may escape: a heading, a list, a rule, a fence, a comment, a numbered item, white space.
  private static func opensBlock(_ scalar: Unicode.Scalar) -> Bool {
    "#-+*_=~% \t".unicodeScalars.contains(scalar) || ("0"..."9").contains(scalar)
  }

  /// A scalar that is a character of its own whatever stands beside it.
  private static func isStandalone(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x300, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2460...0x24FF, 0x2500...0x25FF,
      0x3000...0x303F, 0x3130...0x318F, 0xAC00...0xD7A3:
      true
    default: false
    }
  }

  /// A control character, or one the walk writes as a space (the line and paragraph separators).
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
  }
}
