/// Where Apple's figure places a state: both figures are grids of two rows and three columns.
public struct FigurePosition: Codable, Sendable, Hashable {
  /// The row, from 0 at the top.
  public var row: Int
  /// The column, from 0 at the left.
  public var column: Int

  /// Creates a position.
  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }
}
