/// Text for a terminal: every control character as its picture (a C1 control as its code, `\u{9B}`), so an escape
/// sequence in a model's or a translation's text can never recolour, move the cursor or clear the screen; line
/// breaks and tabs as spaces, since the table's layout makes its own lines.
enum TerminalText {
  static func escape(_ text: String) -> String {
    text.escaping {
      switch $0 {
      case "\n", "\r\n", "\r", "\t", "\u{85}", "\u{2028}", "\u{2029}": " "
      default: $0.controlPicture
      }
    }
  }
}
