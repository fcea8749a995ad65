/// A table for a terminal: columns aligned with spaces, cells wrapped between words to fit a width, no markup.
public struct PlainTable: Sendable, Hashable {
  /// The column headers.
  public var headers: [String]
  /// The rows, one cell per header; a cell may hold line breaks.
  public var rows: [[String]]

  /// Creates a table.
  public init(headers: [String], rows: [[String]]) {
    self.headers = headers
    self.rows = rows
  }

  /// The space between two columns.
  static let gap = "  "
  /// The narrowest a wrapped column gets.
  static let narrowest = 8

  /// The table in at most `width` columns where it can be: a header line, a rule, then the rows, a blank line
  /// between rows when some row takes several lines. A column wider than its share is wrapped; the widest give
  /// way first, and none gets narrower than ``narrowest``.
  public func text(width: Int) -> String {
    let widths = columnWidths(fitting: width)
    let header = lines(of: headers, widths: widths)
    let body = rows.map { lines(of: $0, widths: widths) }
    let spaced = body.contains { $0.count > 1 }
    var text = header.joined(separator: "\n") + "\n"
    text += widths.map { String(repeating: "-", count: $0) }.joined(separator: Self.gap) + "\n"
    text += body.map { $0.joined(separator: "\n") + "\n" }.joined(separator: spaced ? "\n" : "")
    return text
  }

  /// Each column's width: its widest line, then, while the table is wider than `width`, the widest column that
  /// can give way one narrower; none narrower than its longest unbreakable piece (a word, or a method name's part
  /// up to a colon) or ``narrowest``.
  func columnWidths(fitting width: Int) -> [Int] {
    let cells = headers.indices.map { column in
      ([headers[column]] + rows.map { column < $0.count ? $0[column] : "" })
        .flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
    }
    var widths = cells.map { $0.map(\.columns).max() ?? 0 }
    let least = cells.indices.map { column in
      min(
        widths[column],
        max(
          Self.narrowest,
          cells[column].flatMap { $0.split(separator: " ") }.flatMap(\.piecesAfterColons).map(\.columns).max() ?? 0))
    }
    let available = width - Self.gap.count * max(0, widths.count - 1)
    while widths.reduce(0, +) > available,
      let widest = widths.indices.filter({ widths[$0] > least[$0] }).max(by: { widths[$0] < widths[$1] })
    {
      widths[widest] -= 1
    }
    return widths
  }

  /// A row's cells wrapped to their columns, as lines padded to align.
  private func lines(of cells: [String], widths: [Int]) -> [String] {
    let wrapped = widths.indices.map { column -> [String] in
      let cell = column < cells.count ? cells[column] : ""
      return cell.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
        line.isEmpty ? [""] : String(line).wrapped(to: widths[column])
      }
    }
    let height = wrapped.map(\.count).max() ?? 0
    return (0..<height).map { line in
      widths.indices.map { column in
        let text = line < wrapped[column].count ? wrapped[column][line] : ""
        // The last column is not padded: no trailing spaces.
        return column == widths.count - 1
          ? text : text + String(repeating: " ", count: max(0, widths[column] - text.columns))
      }.joined(separator: Self.gap).trimmingTrailingSpaces
    }
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
