import LifeDiagramModel

/// Where an edge leaves and enters its nodes on Apple's grid, and where its label goes.
///
/// Edges keep to the right: of the two directions of a pair, each runs on the right-hand side of its direction
/// of travel (a rightward edge along the bottom of its nodes, a downward one along their left), and its label sits
/// further out on that side. An edge that skips a column along a row runs under the row.
struct EdgeRoute {
  /// The straight segment between the two ports, in inches.
  let start: (x: Double, y: Double)
  let end: (x: Double, y: Double)
  /// Extra distance for the label when the edge bends away from the straight segment, or runs between the
  /// centres of two nodes (the label then clears the nodes).
  let bend: Double
  /// Where along the segment the label goes (0 at the tail, 1 at the head).
  let labelAt: Double
  /// Whether the edge crosses the grid diagonally; its label is then left to Graphviz's label placement
  /// (`xlabel`), which avoids whatever else is there.
  let isDiagonal: Bool
  private let keepsRight: Bool
  /// The path the edge is drawn along.
  let spline: Spline

  init(from: FigurePosition, to: FigurePosition, paired: Bool) {
    let (dx, dy) = (to.column - from.column, from.row - to.row)  // dy > 0: upwards
    let ports: (String, String)
    switch (dx, dy) {
    case (_, 0) where abs(dx) > 1: ports = ("s", "s")
    case (_, 0) where paired: ports = dx > 0 ? ("se", "sw") : ("nw", "ne")
    case (0, _) where paired: ports = dy < 0 ? ("sw", "nw") : ("ne", "se")
    case (_, _) where dx != 0 && dy != 0 && paired:
      ports = dy < 0 ? (dx > 0 ? ("se", "nw") : ("sw", "ne")) : (dx < 0 ? ("n", "e") : ("n", "w"))
    default: ports = ("c", "c")
    }
    start = Self.port(ports.0, of: from)
    end = Self.port(ports.1, of: to)
    let centred = ports.0 == "c" && ports.1 == "c"
    bend = abs(dx) > 1 && dy == 0 ? 0.45 : 0
    labelAt = 0.5
    isDiagonal = dx != 0 && dy != 0
    keepsRight = paired || bend > 0 && !centred
    if ports == ("s", "s") {
      spline = .under(from: start, to: end, depth: 1.2)
    } else {
      let from = centred ? Self.clip(start, toward: end) : start
      let to = centred ? Self.clip(end, toward: start) : end
      spline = .straight(from: from, to: to)
    }
  }

  /// Where the segment from a node's centre towards `other` leaves the node's box.
  private static func clip(_ center: (x: Double, y: Double), toward other: (x: Double, y: Double)) -> (x: Double, y: Double) {
    let (dx, dy) = (other.x - center.x, other.y - center.y)
    let tx = dx == 0 ? Double.infinity : DiagramStyle.nodeWidth / 2 / abs(dx)
    let ty = dy == 0 ? Double.infinity : DiagramStyle.nodeHeight / 2 / abs(dy)
    let t = min(tx, ty, 1)
    return (center.x + dx * t, center.y + dy * t)
  }

  /// The centre of a grid cell, in inches (y grows upwards, as neato reads `pos`).
  static func center(of position: FigurePosition) -> (x: Double, y: Double) {
    (Double(position.column) * DiagramStyle.columnSpacing, -Double(position.row) * DiagramStyle.rowSpacing)
  }

  private static func port(_ compass: String, of position: FigurePosition) -> (x: Double, y: Double) {
    let center = center(of: position)
    let (w, h) = (DiagramStyle.nodeWidth / 2, DiagramStyle.nodeHeight / 2)
    let x = compass.contains("e") ? w : compass.contains("w") ? -w : 0
    let y = compass.contains("n") ? h : compass.contains("s") ? -h : 0
    return (center.x + x, center.y + y)
  }

  /// The unit normal pointing to the side the label goes: the right-hand side of the direction of travel for
  /// an edge of a pair or one that runs under a row, the left-hand side (above, for a rightward edge) otherwise.
  var labelNormal: (x: Double, y: Double) {
    let (dx, dy) = (end.x - start.x, end.y - start.y)
    let length = max((dx * dx + dy * dy).squareRoot(), 0.0001)
    let side = keepsRight ? 1.0 : -1.0
    return (side * dy / length, -side * dx / length)
  }
}

/// An edge's label as a pinned plain-text node beside the edge.
struct EdgeLabel {
  let id: String
  let text: String
  let route: EdgeRoute

  private static let lineHeight = 0.17
  /// A generous estimate of one character's width at 10 pt, in inches, so the pinned box holds its text.
  private static let characterWidth = 5.6 / 72
  private static let gap = 0.12

  func node(color: String) -> Graph.Node {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let height = Double(lines.count) * Self.lineHeight
    let width = Double(lines.map(\.count).max() ?? 0) * Self.characterWidth + 0.1
    let normal = route.labelNormal
    let t = route.labelAt
    let middle = (route.start.x + (route.end.x - route.start.x) * t, route.start.y + (route.end.y - route.start.y) * t)
    let distance = Self.gap + route.bend + abs(normal.y) * height / 2 + abs(normal.x) * width / 2
    let x = middle.0 + normal.x * distance
    let y = middle.1 + normal.y * distance
    // Text to the side of a line is justified towards the line: `\r` right-justifies, `\l` left-justifies.
    let justify = normal.x < -0.3 ? "\\r" : normal.x > 0.3 ? "\\l" : "\\n"
    let label = lines.map { AttributeValue.text(String($0)).graphvizValue + justify }.joined()
    return Graph.Node(
      id,
      [
        "label": .raw(label), "shape": "plaintext", "style": "", "fontsize": "10", "fontcolor": .raw(color),
        "width": .raw(inches(width)), "height": .raw(inches(height)), "margin": "0",
        "pos": .raw(point(x: x, y: y)),
      ])
  }
}
