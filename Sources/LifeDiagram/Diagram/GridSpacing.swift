import LifeDiagramModel

/// The distances between the cells of a pinned diagram's grid: Apple's figure, whose gaps hold the calls on
/// its edges, or the closer grid of a diagram whose edges carry only numbers (``DiagramOptions/numbersEdges``),
/// narrow enough that a wiki's 836 px column shows it at full size.
struct GridSpacing: Sendable {
  /// Inches between the centres of two columns, and of two rows.
  let column: Double
  let row: Double
  /// Inches from the centre of the last row down to the legend's first line, below the curves that run under
  /// the row.
  let legendDrop: Double

  /// Apple's figure: the column gaps hold the long launch calls side by side.
  static let figure = GridSpacing(column: 5.8, row: 4.2, legendDrop: 2.1)
  /// Numbers on the edges: a gap of about two box widths between columns still leaves room for `steps 11, 15`.
  static let numbered = GridSpacing(column: 3.3, row: 3.2, legendDrop: 2.4)

  /// The centre of a grid cell, in inches (y grows upwards, as neato reads `pos`).
  func center(of position: FigurePosition) -> (x: Double, y: Double) {
    (Double(position.column) * column, -Double(position.row) * row)
  }
}
