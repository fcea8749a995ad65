/// XML text escaping; a control character becomes its picture (XML 1.0 cannot hold a C0 one), a C1 control its
/// code (`\u{9B}`), as `Character.controlPicture` writes them.
package enum XML {
  package static func escape(_ text: String) -> String {
    // Most text holds no `&`, `<`, `>`, `"` and no control byte: then it is its own escape, found without walking
    // its characters. Every character that is replaced holds one of these bytes (a C1 control is 0xC2 0x80 …
    // 0xC2 0x9F in UTF-8), so the result is the same.
    let mayNeedEscaping = text.utf8.contains {
      $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 < 0x20 || $0 == 0x7F || $0 == 0xC2
    }
    if !mayNeedEscaping { return text }
    return text.escaping {
      switch $0 {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      default: $0.controlPicture
      }
    }
  }
}
