/// XML text escaping; a control character becomes its picture (XML 1.0 cannot hold it).
enum XML {
  static func escape(_ text: String) -> String {
    // Most text holds no `&`, `<`, `>`, `"` and no control byte: then it is its own escape, found without walking
    // its characters. Every character that is replaced holds one of these bytes, so the result is the same.
    if !text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 < 0x20 || $0 == 0x7F }) {
      return text
    }
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
