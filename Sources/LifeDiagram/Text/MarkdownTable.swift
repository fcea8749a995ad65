/// A GitHub-flavoured Markdown table.
///
/// Every cell is Markdown already: the tool's own markup (a code span, a link to a source), with any text from a
/// model or translation file passed through ``Markdown/text(_:)`` on its way in. The table adds only what keeps
/// a cell a cell: `|` escaped, a line break as `<br>`.
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

  /// The table as Markdown lines.
  public var markdown: String {
    let lines = [row(headers), row(headers.map { _ in "---" })] + rows.map(row)
    return lines.joined(separator: "\n") + "\n"
  }

  private func row(_ cells: [String]) -> String {
    "| " + cells.map(Self.cell).joined(separator: " | ") + " |"
  }

  /// A cell's Markdown on one table line: its long words breakable (``Markdown/wrappingLongWords(_:longerThan:)``),
  /// each `|` not escaped yet escaped (GitHub reads `\|` as a bar even inside a code span), each line break a
  /// `<br>`.
  static func cell(_ markup: String) -> String {
    Markdown.isUnchangedInACell(markup) ? markup : rewrittenCell(markup)
  }

  /// The walk ``cell(_:)`` skips for markup it would not change (``Markdown/isUnchangedInACell(_:longerThan:)``).
  static func rewrittenCell(_ markup: String) -> String {
    var result = ""
    result.reserveCapacity(markup.utf8.count)
    var backslashes = 0
    for character in Markdown.wrappingLongWords(markup) {
      switch character {
      case "|" where backslashes % 2 == 0: result += "\\|"
      case "\n", "\r\n", "\r": result += "<br>"
      default: result.append(character)
      }
      backslashes = character == "\\" ? backslashes + 1 : 0
    }
    return result
  }
}
