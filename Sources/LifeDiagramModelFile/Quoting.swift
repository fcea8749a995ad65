/// How user text appears inside a message: on one line, and not so long that it hides the message.
enum Quoting {
  /// The longest value quoted in full; longer ones are cut and end in `…`.
  static let longestValue = 60

  /// `text` with line breaks and other control characters written as `\n`, `\t`, `\u{7}`, so a message
  /// stays one line.
  static func oneLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where isControl(scalar): result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A user's value between single quotes, on one line, cut when long: `'bakground'`.
  static func quoted(_ value: String) -> String {
    let shown = value.count > longestValue ? value.prefix(longestValue - 1) + "…" : Substring(value)
    return "'" + oneLine(String(shown)) + "'"
  }

  /// Values as a list for a message: `'dashed', 'solid'`.
  static func list(_ values: [String]) -> String {
    values.map(quoted).joined(separator: ", ")
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
  }
}
