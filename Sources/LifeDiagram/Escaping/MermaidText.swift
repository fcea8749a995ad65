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

  /// A label or note as ``escape(_:)`` writes it, broken into lines of at most `width` columns with `<br/>`, which
  /// Mermaid draws as a line break: a long note or a long selector no longer widens the diagram until GitHub
  /// shrinks its text (a selector breaks after its colons).
  static func wrapped(_ text: String, width: Int = 36) -> String {
    text.wrapped(to: width).map(escape).joined(separator: "<br/>")
  }
}
