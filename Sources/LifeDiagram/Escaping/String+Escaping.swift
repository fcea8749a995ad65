extension String {
  /// The string with some characters replaced: `replacement` returns the text for a character, or nil to keep
  /// it. Every text format's escaping (XML, Markdown tables, Mermaid, DOT) is one call of this.
  func escaping(_ replacement: (Character) -> String?) -> String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for character in self {
      if let replaced = replacement(character) { result += replaced } else { result.append(character) }
    }
    return result
  }
}

extension Character {
  /// The visible stand-in of a control character (U+2400 `␀` … U+241F, U+2421 `␡` for DEL), so a label holding
  /// one stays text in every output (XML refuses the raw character); nil for every other character, and for a
  /// line break or a tab, which formats handle themselves.
  var controlPicture: String? {
    guard unicodeScalars.count == 1, let scalar = unicodeScalars.first, scalar != "\n", scalar != "\t" else {
      return nil
    }
    switch scalar.value {
    case 0x7F: return "\u{2421}"
    case 0..<0x20: return Unicode.Scalar(0x2400 + scalar.value).map(String.init)
    default: return nil
    }
  }
}
