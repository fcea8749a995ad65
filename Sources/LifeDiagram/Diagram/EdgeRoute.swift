import LifeDiagramGraphviz
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
  /// Whether the edge crosses the grid diagonally, centre to centre (a diagonal pair of neighbours runs as
  /// elbows instead).
  let isDiagonal: Bool
  private let keepsRight: Bool
  /// For one of a diagonal pair drawn as elbows, the side of its horizontal segment its label goes on: the
  /// downward edge's above, the upward edge's below, so the labels never sit between the two segments; 0 otherwise.
  private let elbowLabelSide: Double
  /// The path the edge is drawn along.
  let spline: Spline

  /// The route of an edge; a `twin` (a second transition between the same two states, such as the user's kill
  /// beside the system's termination) runs straight between the two nodes, offset to its right-hand side, with its
  /// label on that side, so neither its line nor its label meets the first edge's. A transition that keeps its
  /// state is a loop: the node's first (`loop` 0) on its right, the others below it, each further out.
  init(
    from: FigurePosition, to: FigurePosition, paired: Bool, twin: Bool = false, loop: Int = 0,
    grid: GridSpacing = .figure
  ) {
    if from == to && loop > 0 {
      self.init(loopBelow: from, index: loop, grid: grid)
    } else if from == to {
      self.init(loopAt: from, grid: grid)
    } else if twin {
      self.init(twinFrom: from, to: to, grid: grid)
    } else {
      self.init(gridFrom: from, to: to, paired: paired, grid: grid)
    }
  }

  private init(twinFrom from: FigurePosition, to: FigurePosition, grid: GridSpacing) {
    let (a, b) = (grid.center(of: from), grid.center(of: to))
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let length = max((dx * dx + dy * dy).squareRoot(), 0.0001)
    let offset = 0.3
    let normal = (x: dy / length * offset, y: -dx / length * offset)
    let (p, q) = ((x: a.x + normal.x, y: a.y + normal.y), (x: b.x + normal.x, y: b.y + normal.y))
    start = Self.clip(p, toward: q)
    end = Self.clip(q, toward: p)
    spline = .straight(from: start, to: end)
    bend = 0
    labelAt = 0.5
    isDiagonal = false
    keepsRight = true
    elbowLabelSide = 0
  }

  /// A transition that keeps its state (a memory warning in Active): a loop on the node's right-hand side, its
  /// label to the right of the loop.
  private init(loopAt position: FigurePosition, grid: GridSpacing) {
    let a = grid.center(of: position)
    let (w, h) = (DiagramStyle.nodeWidth / 2, DiagramStyle.nodeHeight / 2)
    let reach = 0.5
    start = (a.x + w, a.y + h * 0.45)
    end = (a.x + w, a.y - h * 0.45)
    spline = .loop(from: start, to: end, reach: reach)
    bend = reach * 0.75
    labelAt = 0.5
    isDiagonal = false
    keepsRight = false
    elbowLabelSide = 0
  }

  /// A second (third, …) transition that keeps its state: a loop under the node, its label under the loop.
  private init(loopBelow position: FigurePosition, index: Int, grid: GridSpacing) {
    let a = grid.center(of: position)
    let (w, h) = (DiagramStyle.nodeWidth / 2, DiagramStyle.nodeHeight / 2)
    let reach = 0.35 * Double(index)
    start = (a.x + w * 0.45, a.y - h)
    end = (a.x - w * 0.45, a.y - h)
    spline = .loopBelow(from: start, to: end, reach: reach)
    bend = reach * 0.75
    labelAt = 0.5
    isDiagonal = false
    keepsRight = false
    elbowLabelSide = 0
  }

  private init(gridFrom from: FigurePosition, to: FigurePosition, paired: Bool, grid: GridSpacing) {
    let (dx, dy) = (to.column - from.column, from.row - to.row)  // dy > 0: upwards
    let (a, b) = (grid.center(of: from), grid.center(of: to))
    let (w, h) = (DiagramStyle.nodeWidth / 2, DiagramStyle.nodeHeight / 2)
    // A vertical pair's labels sit near the tails, clear of the paths that leave the column's nodes sideways.
    labelAt = dx == 0 && paired ? 0.25 : 0.5
    elbowLabelSide = paired && abs(dx) == 1 && abs(dy) == 1 ? (dy < 0 ? 1 : -1) : 0
    isDiagonal = dx != 0 && dy != 0 && !(paired && abs(dx) == 1 && abs(dy) == 1)
    keepsRight = paired || (abs(dx) > 1 && dy == 0)
    bend = abs(dx) > 1 && dy == 0 ? 0.45 : 0
    switch (dx, dy) {
    case (_, 0) where abs(dx) > 1:  // along a row past the next column: under the row
      start = (a.x, a.y - h)
      end = (b.x, b.y - h)
      spline = .under(from: start, to: end, depth: 1.2)
    case (_, 0) where paired:  // a horizontal pair: each a quarter of the height off the centre line, keeping right
      let lane = dx > 0 ? -h / 2 : h / 2
      start = (a.x + (dx > 0 ? w : -w), a.y + lane)
      end = (b.x + (dx > 0 ? -w : w), b.y + lane)
      spline = .straight(from: start, to: end)
    case (0, _) where paired:  // a vertical pair: a quarter of the width off the centre line, keeping right
      let lane = dy < 0 ? -w / 2 : w / 2
      start = (a.x + lane, a.y + (dy < 0 ? -h : h))
      end = (b.x + lane, b.y + (dy < 0 ? h : -h))
      spline = .straight(from: start, to: end)
    // A diagonal pair: two nested elbows through the gap between rows.
    case (_, _) where !isDiagonal && dx != 0 && dy != 0:
      let elbow = Self.elbow(from: a, to: b, down: dy < 0)
      (start, end, spline) = (elbow.segment.0, elbow.segment.1, elbow.spline)
    default:  // centre to centre, clipped at the boxes
      start = a
      end = b
      spline = .straight(from: Self.clip(a, toward: b), to: Self.clip(b, toward: a))
    }
  }

  /// A path between two diagonal neighbours in Apple's style: out of the upper node's bottom, across the gap
  /// between the rows, into the lower node's top (or back). The downward path crosses higher and on the outside,
  /// the upward one lower and on the inside, so the two never cross. Returns the horizontal segment (where the
  /// label goes) and the path.
  private static func elbow(from a: (x: Double, y: Double), to b: (x: Double, y: Double), down: Bool)
    -> (segment: ((x: Double, y: Double), (x: Double, y: Double)), spline: Spline)
  {
    let (w, h) = (DiagramStyle.nodeWidth / 2, DiagramStyle.nodeHeight / 2)
    let (upper, lower) = down ? (a, b) : (b, a)
    let toward = lower.x > upper.x ? 1.0 : -1.0
    let gapMiddle = (upper.y - h + lower.y + h) / 2
    let y = gapMiddle + (down ? 0.55 : -0.55)
    let top = (x: upper.x + toward * w * (down ? 0.9 : 0.69), y: upper.y - h)
    let bottom = (x: lower.x + toward * w * (down ? 0.25 : -0.25), y: lower.y + h)
    let points = down ? [top, (top.x, y), (bottom.x, y), bottom] : [bottom, (bottom.x, y), (top.x, y), top]
    return ((points[1], points[2]), .polyline(points))
  }

  /// Where the segment from a node's centre towards `other` leaves the node's box.
  private static func clip(_ center: (x: Double, y: Double), toward other: (x: Double, y: Double)) -> (
    x: Double, y: Double
  ) {
    let (dx, dy) = (other.x - center.x, other.y - center.y)
    let tx = dx == 0 ? Double.infinity : DiagramStyle.nodeWidth / 2 / abs(dx)
    let ty = dy == 0 ? Double.infinity : DiagramStyle.nodeHeight / 2 / abs(dy)
    let t = min(tx, ty, 1)
    return (center.x + dx * t, center.y + dy * t)
  }

  /// The unit normal pointing to the side the label goes: the right-hand side of the direction of travel for
  /// an edge of a pair or one that runs under a row, the left-hand side (above, for a rightward edge) otherwise.
  var labelNormal: (x: Double, y: Double) {
    if elbowLabelSide != 0 { return (0, elbowLabelSide) }
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
  /// An estimate of one character's width at 10 pt, in inches: the box the node is given (Graphviz widens it to
  /// the text it measures).
  private static let characterWidth = 5.6 / 72
  private static let gap = 0.12
  private static let fontSize = 10.0

  /// Where a label's node goes: its centre, its size as given to Graphviz, and how its lines are justified.
  private struct Placement {
    var x, y, width, height: Double
    var justify: String
  }

  /// A move from where the route puts a label: `shift` inches along the edge's direction, to the route's side
  /// (`side` 1) or the other (-1), `extra` inches further out than the label needs.
  private typealias Move = (shift: Double, side: Double, extra: Double)

  /// The moves a label may take, smallest first (how far along, twice how far out, and half an inch for the other
  /// side; up to 4 inches along and 2.4 out): the first is none.
  private static let moves: [Move] = {
    let shifts = [0.0] + [0.25, 0.5, 0.9, 1.4, 2.0, 2.5, 3.0, 3.5, 4.0].flatMap { [-$0, $0] }
    let extras: [Double] = [0, 0.15, 0.35, 0.6, 0.9, 1.3, 1.8, 2.4]
    let moves: [Move] = extras.flatMap { extra -> [Move] in
      [1.0, -1.0].flatMap { side -> [Move] in shifts.map { shift -> Move in (shift, side, extra) } }
    }
    let size = { (move: Move) -> Double in abs(move.shift) + 2 * move.extra + (move.side < 0 ? 0.5 : 0) }
    return moves.enumerated().sorted { (size($0.element), $0.offset) < (size($1.element), $1.offset) }.map(\.element)
  }()

  /// The label's size: the node's, as given to Graphviz (a generous estimate), and its text's widest line as
  /// Graphviz measures it.
  private struct Size {
    var width, height, textWidth: Double
  }

  private func size(_ lines: [Substring]) -> Size {
    Size(
      width: Double(lines.map(Self.characters).max() ?? 0) * Self.characterWidth + 0.1,
      height: Double(lines.count) * Self.lineHeight,
      textWidth: (lines.map { TextWidth.of(String($0), fontSize: Self.fontSize) }.max() ?? 0) / 72)
  }

  /// The label's place after `move`.
  private func placement(_ size: Size, _ move: Move) -> Placement {
    let normal = (x: route.labelNormal.x * move.side, y: route.labelNormal.y * move.side)
    let (dx, dy) = (route.end.x - route.start.x, route.end.y - route.start.y)
    let length = max((dx * dx + dy * dy).squareRoot(), 0.0001)
    let t = route.labelAt
    let middle = (
      route.start.x + dx * t + dx / length * move.shift, route.start.y + dy * t + dy / length * move.shift
    )
    // The edge bends towards the route's side only: the other side is as near as the straight segment.
    let bend = move.side > 0 ? route.bend : 0
    let distance = Self.gap + bend + move.extra + abs(normal.y) * size.height / 2 + abs(normal.x) * size.width / 2
    // Text to the side of a line is justified towards the line: `\r` right-justifies, `\l` left-justifies.
    let justify = normal.x < -0.3 ? "\\r" : normal.x > 0.3 ? "\\l" : "\\n"
    return Placement(
      x: middle.0 + normal.x * distance, y: middle.1 + normal.y * distance, width: size.width, height: size.height,
      justify: justify)
  }

  /// Where the text itself is drawn at a place: as wide as Graphviz measures it, justified in the node (which
  /// Graphviz widens to the text when the estimate is short).
  private func textBox(_ placement: Placement, _ size: Size) -> LabelLayout.Box {
    let nodeWidth = max(placement.width, size.textWidth)
    let left =
      switch placement.justify {
      case "\\l": placement.x - nodeWidth / 2
      case "\\r": placement.x + nodeWidth / 2 - size.textWidth
      default: placement.x - size.textWidth / 2
      }
    return LabelLayout.Box(
      minX: left, minY: placement.y - placement.height / 2, maxX: left + size.textWidth,
      maxY: placement.y + placement.height / 2)
  }

  /// The first place clear of everything in `layout`, else the one that costs least; taken in `layout`.
  private func placement(_ lines: [Substring], in layout: inout LabelLayout) -> Placement {
    let size = size(lines)
    let index = layout.choose(among: Self.moves.count) { textBox(placement(size, Self.moves[$0]), size) }
    return placement(size, Self.moves[index])
  }

  /// The label's lines, empty ones kept, split by byte (``Swift/String/lines(keepingEmpty:)``) unless the text
  /// holds a CR, whose CR LF pair is one character that splitting by character keeps whole.
  private var lines: [Substring] {
    text.utf8.contains(0x0D)
      ? text.split(separator: "\n", omittingEmptySubsequences: false) : text.lines(keepingEmpty: true)
  }

  /// How many characters `line` has: its bytes when they are ASCII without a CR LF pair (one character of two
  /// bytes), found without walking its characters.
  private static func characters(_ line: Substring) -> Int {
    line.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? line.utf8.count : line.count
  }

  /// The label as one node per line, stacked where ``node(color:)`` puts the whole label, each line with its own
  /// colour and tooltip (the app's own diagram of `audit`). Every line's box is the label's width, so justified
  /// lines line up.
  func lineNodes(_ lines: [(text: String, color: String, tooltip: String)], in layout: inout LabelLayout)
    -> [Graph.Node]
  {
    let place = placement(self.lines, in: &layout)
    let (x, y, width, justify) = (place.x, place.y, place.width, place.justify)
    return lines.enumerated().map { index, line in
      let lineY = y + place.height / 2 - Self.lineHeight * (Double(index) + 0.5)
      return Graph.Node(
        "\(id)-\(index)",
        [
          "label": .raw(AttributeValue.text(line.text).graphvizValue + justify), "shape": "plaintext", "style": "",
          "fontsize": "10", "fontcolor": .raw(line.color), "tooltip": .text(line.tooltip),
          "width": .raw(inches(width)), "height": .raw(inches(Self.lineHeight)), "margin": "0", "fixedsize": "false",
          "pos": .raw(point(x: x, y: lineY)),
        ])
    }
  }

  /// The label as one node, placed clear of what `layout` holds where it can be.
  func node(color: String, in layout: inout LabelLayout) -> Graph.Node {
    let lines = self.lines
    let place = placement(lines, in: &layout)
    let (x, y, width, height, justify) = (place.x, place.y, place.width, place.height, place.justify)
    let label = lines.map { AttributeValue.text(String($0)).graphvizValue + justify }.joined()
    // The box is an estimate for placing the label, not a size to hold Graphviz to: the state boxes' default
    // `fixedsize=true` would make Graphviz warn "size too small for label" wherever the text it measures is
    // larger. Graphviz 2.42 measures a line of 10 pt text as 11 pt (a height from the font size), from 8.0.4
    // on as the font's own line height (12.75 pt for DejaVu Sans), taller than the 12.24 pt estimated here.
    // Without fixedsize the box is the larger of the two: on 2.42 the estimate itself, so nothing moves.
    return Graph.Node(
      id,
      [
        "label": .raw(label), "shape": "plaintext", "style": "", "fontsize": "10", "fontcolor": .raw(color),
        "width": .raw(inches(width)), "height": .raw(inches(height)), "margin": "0", "fixedsize": "false",
        "pos": .raw(point(x: x, y: y)),
      ])
  }
}
