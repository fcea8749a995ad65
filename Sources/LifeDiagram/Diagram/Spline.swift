/// The path an edge is drawn along, computed by the tool and handed to Graphviz as the edge's `pos`.
///
/// Diagrams use Graphviz's `nop2` layout: every node and every edge is placed by the tool, so Graphviz routes
/// nothing (routing splines around two dozen pinned boxes was most of the render time) and the picture is exactly
/// the one designed here.
struct Spline {
  /// Cubic Bézier control points in inches: the first point, then three per segment.
  let points: [(x: Double, y: Double)]
  /// Where the arrowhead's tip is, or nil for no arrowhead.
  let tip: (x: Double, y: Double)?

  /// The length of an arrowhead at `arrowsize=0.8`, in inches (Graphviz draws 10 points times the size).
  static let arrowLength = 8.0 / 72

  /// A straight line from `start` to `end`, with an arrowhead at `end` unless `arrowhead` is false.
  static func straight(from start: (x: Double, y: Double), to end: (x: Double, y: Double), arrowhead: Bool = true)
    -> Spline
  {
    let (dx, dy) = (end.x - start.x, end.y - start.y)
    let length = max((dx * dx + dy * dy).squareRoot(), 0.0001)
    let cut = arrowhead ? min(arrowLength, length / 2) : 0
    let last = (x: end.x - dx / length * cut, y: end.y - dy / length * cut)
    let (sx, sy) = (last.x - start.x, last.y - start.y)
    return Spline(
      points: [start, (start.x + sx / 3, start.y + sy / 3), (start.x + 2 * sx / 3, start.y + 2 * sy / 3), last],
      tip: arrowhead ? end : nil)
  }

  /// Straight segments through `points` (sharp corners), with an arrowhead at the last point.
  static func polyline(_ points: [(x: Double, y: Double)]) -> Spline {
    guard points.count > 2, let last = points.last else {
      return .straight(from: points[0], to: points[points.count - 1])
    }
    let before = points[points.count - 2]
    let tipSegment = straight(from: before, to: last)
    var controls = [points[0]]
    for (from, to) in zip(points.dropLast(2), points.dropFirst().dropLast()) {
      controls += [
        (from.x + (to.x - from.x) / 3, from.y + (to.y - from.y) / 3),
        (from.x + 2 * (to.x - from.x) / 3, from.y + 2 * (to.y - from.y) / 3), to,
      ]
    }
    controls += tipSegment.points.dropFirst()
    return Spline(points: controls, tip: last)
  }

  /// A curve that leaves `start` downwards, runs `depth` inches under both ends and enters `end` from below.
  static func under(from start: (x: Double, y: Double), to end: (x: Double, y: Double), depth: Double) -> Spline {
    let last = (x: end.x, y: end.y - arrowLength)
    return Spline(
      points: [start, (start.x, start.y - depth), (last.x, last.y - depth), last], tip: end)
  }

  /// A loop out of a node's right side at `start` and back in at `end` (below it on the same side), reaching
  /// `reach` inches to the right, for a transition that keeps its state.
  static func loop(from start: (x: Double, y: Double), to end: (x: Double, y: Double), reach: Double) -> Spline {
    let last = (x: end.x + arrowLength, y: end.y)
    return Spline(points: [start, (start.x + reach, start.y), (last.x + reach, last.y), last], tip: end)
  }

  /// A loop out of a node's bottom at `start` and back in at `end` (to its left on the same side), reaching
  /// `reach` inches down, for a node's second transition that keeps its state.
  static func loopBelow(from start: (x: Double, y: Double), to end: (x: Double, y: Double), reach: Double) -> Spline {
    let last = (x: end.x, y: end.y - arrowLength)
    return Spline(points: [start, (start.x, start.y - reach), (last.x, last.y - reach), last], tip: end)
  }

  /// The `pos` attribute: `e,x,y` for the arrowhead, then the control points, in points.
  var pos: String {
    let controls = points.map { point(x: $0.x, y: $0.y) }.joined(separator: " ")
    return tip.map { "e,\(point(x: $0.x, y: $0.y)) " + controls } ?? controls
  }
}

/// A position in inches as Graphviz reads `pos` under `nop2`: points (1/72 inch), y upwards.
func point(x: Double, y: Double) -> String {
  decimal(x * 72) + "," + decimal(y * 72)
}

/// A length in inches with at most two decimals, written the same way on every platform.
func inches(_ value: Double) -> String { decimal(value) }

/// A number with at most two decimals and no trailing zeros, independent of the locale.
///
/// Written digit by digit from the end of a buffer on the stack: a diagram writes a few hundred numbers, and
/// string interpolation allocated for each.
func decimal(_ value: Double) -> String {
  let hundredths = Int((value * 100).rounded())
  var whole = hundredths.magnitude / 100
  let fraction = UInt8(hundredths.magnitude % 100)
  return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
    var start = buffer.count
    func write(_ byte: UInt8) {
      start -= 1
      buffer[start] = byte
    }
    if fraction != 0 {
      if fraction % 10 != 0 { write(UInt8(ascii: "0") + fraction % 10) }
      write(UInt8(ascii: "0") + fraction / 10)
      write(UInt8(ascii: "."))
    }
    repeat {
      write(UInt8(ascii: "0") + UInt8(whole % 10))
      whole /= 10
    } while whole > 0
    if hundredths < 0 { write(UInt8(ascii: "-")) }
    return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
  }
}
