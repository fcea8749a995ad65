/// A GitHub-flavoured Markdown table.
public struct MarkdownTable: Sendable, Hashable {
  /// The column headers.
  public var headers: [String]
  /// The rows, one cell per header.
  public var rows: [[String]]

  /// Creates a table.
  public init(headers: [String], rows: [[String]]) {
    self.headers = headers
    self.rows = rows
  }

  /// The table as Markdown lines; a `|` or a line break inside a cell is escaped.
  public var markdown: String {
    let lines = [Self.row(headers), Self.row(headers.map { _ in "---" })] + rows.map(Self.row)
    return lines.joined(separator: "\n") + "\n"
  }

  private static func row(_ cells: [String]) -> String {
    "| " + cells.map(escape).joined(separator: " | ") + " |"
  }

  /// Escapes the characters that would break a table cell.
  public static func escape(_ cell: String) -> String {
    cell.escaping {
      switch $0 {
      case "|": "\\|"
      case "\n", "\r\n": "<br>"
      default: nil
      }
    }
  }
}

/// Inline Markdown helpers.
public enum Markdown {
  /// Text as inline code.
  public static func code(_ text: String) -> String { "`\(text)`" }

  /// A list of sources as text, e.g. `A1, AF, S0`.
  public static func sources(_ ids: [some CustomStringConvertible]) -> String {
    ids.map(\.description).joined(separator: ", ")
  }
}
