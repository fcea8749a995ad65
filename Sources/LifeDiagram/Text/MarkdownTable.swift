/// A GitHub-flavoured Markdown table.
public struct MarkdownTable: Sendable, Hashable {
  /// The column headers.
  public var headers: [String]
  /// The rows, one cell per header.
  public var rows: [[String]]
  /// The columns whose cells hold HTML the tool writes itself (an anchor), kept as it is.
  public var htmlColumns: Set<Int>

  /// Creates a table.
  public init(headers: [String], rows: [[String]], htmlColumns: Set<Int> = []) {
    self.headers = headers
    self.rows = rows
    self.htmlColumns = htmlColumns
  }

  /// The table as Markdown lines; a `|` or a line break inside a cell is escaped.
  public var markdown: String {
    let lines = [row(headers), row(headers.map { _ in "---" })] + rows.map(row)
    return lines.joined(separator: "\n") + "\n"
  }

  private func row(_ cells: [String]) -> String {
    let escaped = cells.enumerated().map { column, cell in
      htmlColumns.contains(column) ? Markdown.escaping(cell, inTable: true, keepsHTML: true) : Self.escape(cell)
    }
    return "| " + escaped.joined(separator: " | ") + " |"
  }

  /// Escapes the characters that would break a table cell or be read as HTML: `|` everywhere, `<` and `>` outside
  /// code spans (inside one they are already text), line breaks as `<br>`, control characters as pictures.
  public static func escape(_ cell: String) -> String {
    Markdown.escaping(cell, inTable: true)
  }
}

/// Inline Markdown helpers.
public enum Markdown {
  /// Text as inline code.
  public static func code(_ text: String) -> String { "`\(text)`" }

  /// Text from a model (a title, a summary, a note) in prose: `<` and `>` outside code spans escaped, so markup
  /// in a model file stays text on any wiki; control characters as pictures.
  public static func text(_ text: String) -> String {
    escaping(text, inTable: false)
  }

  /// The escaping of ``text(_:)``; in a table cell also `|` and line breaks (as `<br>`).
  static func escaping(_ text: String, inTable: Bool, keepsHTML: Bool = false) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var inCode = false
    var rest = Substring(text)
    while let character = rest.first {
      rest = rest.dropFirst()
      switch character {
      case "`":
        // A backtick opens a code span only when another one closes it later in the text.
        inCode = inCode ? false : rest.contains("`")
        result.append(character)
      case "|" where inTable: result += "\\|"
      case "\n" where inTable, "\r\n" where inTable: result += "<br>"
      case "<" where !inCode && !keepsHTML: result += "&lt;"
      case ">" where !inCode && !keepsHTML: result += "&gt;"
      default: result += character.controlPicture ?? String(character)
      }
    }
    return result
  }

  /// A list of sources as text, e.g. `A1, AF, S0`.
  public static func sources(_ ids: [some CustomStringConvertible]) -> String {
    ids.map(\.description).joined(separator: ", ")
  }
}
