/// XML text escaping; a control character becomes its picture (XML 1.0 cannot hold it).
enum XML {
  static func escape(_ text: String) -> String {
    text.escaping {
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
