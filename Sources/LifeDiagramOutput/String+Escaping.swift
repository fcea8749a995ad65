extension String {
  /// The string with some characters replaced: `replacement` returns the text for a character, or nil to keep
  /// it. Every text format's escaping (XML, Markdown tables, Mermaid, DOT) is one call of this.
  package func escaping(_ replacement: (Character) -> String?) -> String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for character in self {
      if let replaced = replacement(character) { result += replaced } else { result.append(character) }
    }
    return result
  }
}

extension Character {
  /// The visible stand-in of a control character, so a label holding one stays text in every output (XML refuses
  /// a raw C0 control, and a terminal showing a file obeys a C1 one such as U+009B, the 8-bit CSI): a C0 control
  /// or DEL as its control picture (U+2400 `␀` … U+241F, U+2421 `␡`), a C1 control (U+0080 … U+009F), which has
  /// no picture, as its code the way error messages write it (`\u{9B}`). Nil for every other character, and for
  /// a line feed or a tab, which formats handle themselves (so does a text format that reads NEL, U+0085, as a
  /// line break).
  package var controlPicture: String? {
    guard unicodeScalars.count == 1, let scalar = unicodeScalars.first, scalar != "\n", scalar != "\t" else {
      return nil
    }
    switch scalar.value {
    case 0x7F: return "\u{2421}"
    case 0..<0x20: return Unicode.Scalar(0x2400 + scalar.value).map(String.init)
    case 0x80...0x9F: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default: return nil
    }
  }
}
