/// Text inside Mermaid: Mermaid reads labels as HTML and ends a statement at `;`, so every character that would
/// be read as markup or syntax becomes Mermaid's entity code (`#quot;`, `#lt;`, …) and stays text; so do `%`
/// (`%%` starts a directive) and a backtick (three would close the fenced block around the diagram).
enum MermaidText {
  /// A label or message on one line: markup, quotes and statement ends escaped, line breaks as spaces, control
  /// characters as their pictures.
  static func escape(_ text: String) -> String {
    text.escaping {
      switch $0 {
      case "#": "#35;"
      case ";": "#59;"
      case "\"": "#quot;"
      case "<": "#lt;"
      case ">": "#gt;"
      case "&": "#amp;"
      case "%": "#37;"
      case "`": "#96;"
      case "\n", "\r\n": " "
      default: $0.controlPicture
      }
    }
  }
}
