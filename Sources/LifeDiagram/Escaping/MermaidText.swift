/// Text inside Mermaid: Mermaid reads labels as HTML and ends a statement at `;`, so every character that would
/// be read as markup or syntax becomes Mermaid's entity code (`#quot;`, `#lt;`, …) and stays text; so do `%`
/// (`%%` starts a directive) and a backtick (three would close the fenced block around the diagram).
enum MermaidText {
  /// A label or message on one line: markup, quotes and statement ends escaped, line breaks as spaces (NEL,
  /// U+2028 and U+2029 too), control characters as their pictures (a C1 control as its code, `\u{9B}`).
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
      case "\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": " "
      default: $0.controlPicture
      }
    }
  }

  /// Text in a state diagram, where Mermaid 11 also reads Markdown (`**bold**`, `_italic_`): ``escape(_:)``, and
  /// `*` and `_` as their entity codes too, so `application(_:)` twice in a label is not read as emphasis.
  static func escapeInStateDiagram(_ text: String) -> String {
    escape(text).escaping {
      switch $0 {
      case "*": "#42;"
      case "_": "#95;"
      default: String($0)
      }
    }
  }

  /// A label or note as ``escape(_:)`` writes it, broken into lines of at most `width` columns with `<br/>`, which
  /// Mermaid draws as a line break: a long note or a long selector no longer widens the diagram until GitHub
  /// shrinks its text (a selector breaks after its colons).
  static func wrapped(_ text: String, width: Int = 36) -> String {
    text.wrapped(to: width).map(escape).joined(separator: "<br/>")
  }

  /// A method name as an edge label of a flowchart: broken after its colons, then a piece still longer than
  /// `width` before one of its inner capitals (`applicationDidEnter`, `Background(_:)`), so that the flowchart's
  /// widest row of labels fits a wiki's column at 11 px. The tables and the images keep the names whole.
  static func brokenName(_ method: String, width: Int = 22) -> String {
    method.wrapped(to: width).flatMap { $0.brokenAtCapitals(width: width) }.map(escape).joined(separator: "<br/>")
  }
}

extension String {
  /// The piece cut before the last inner capital that keeps each part within `width`; whole when it fits or has
  /// no such capital.
  fileprivate func brokenAtCapitals(width: Int) -> [String] {
    guard count > width else { return [self] }
    let characters = Array(self)
    let cut = (1..<min(width + 1, characters.count)).last {
      characters[$0].isUppercase && characters[$0 - 1].isLowercase
    }
    guard let cut else { return [self] }
    return [String(characters[..<cut])] + String(characters[cut...]).brokenAtCapitals(width: width)
  }
}
