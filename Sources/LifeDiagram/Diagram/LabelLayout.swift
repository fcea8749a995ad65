import LifeDiagramGraphviz

/// What an edge label must keep clear of, and the labels already placed: the state boxes, the column headers,
/// the legend below the grid, every edge's path, and each label placed before it.
///
/// A label takes the first of its candidate places (``EdgeLabel``) where its text meets none of these, else the
/// one that costs least (a box met weighs more than an edge crossed); the first candidate is where the route puts
/// it, so a diagram whose labels are all clear draws as it always has.
struct LabelLayout {
  /// A rectangle in inches, y upwards.
  struct Box {
    var minX, minY, maxX, maxY: Double

    /// The box of a given size around a centre.
    init(center: (x: Double, y: Double), width: Double, height: Double) {
      (minX, maxX) = (center.x - width / 2, center.x + width / 2)
      (minY, maxY) = (center.y - height / 2, center.y + height / 2)
    }

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
      (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    func overlaps(_ other: Box) -> Bool {
      minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether the boxes overlap or share an edge (a straight edge's box has no width).
    func overlapsOrTouches(_ other: Box) -> Bool {
      minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    func contains(_ point: (x: Double, y: Double)) -> Bool {
      minX < point.x && point.x < maxX && minY < point.y && point.y < maxY
    }
  }

  /// Boxes nothing may be drawn over: states, headers, the legend's area.
  private var obstacles: [Box]
  /// Every edge's path, with a box around it (its control points' and its arrowhead's).
  private let edges: [(bounds: Box, spline: Spline)]
  /// The points along each edge (``Spline/samples``), by index, sampled the first time a label comes near it.
  private var samples: [Int: [(x: Double, y: Double)]] = [:]
  /// The labels placed so far.
  private var placed: [Box] = []

  /// A layout that keeps labels off `obstacles` and the edges drawn along `splines`.
  init(obstacles: [Box], splines: [Spline]) {
    self.obstacles = obstacles
    edges = splines.map { spline in
      let points = spline.points + (spline.tip.map { [$0] } ?? [])
      let bounds = Box(
        minX: points.map(\.x).min() ?? 0, minY: points.map(\.y).min() ?? 0, maxX: points.map(\.x).max() ?? 0,
        maxY: points.map(\.y).max() ?? 0)
      return (bounds, spline)
    }
  }

  /// What a label's text would cost in `box`: 10 for each obstacle or label it meets, 1 for each edge through it.
  mutating func cost(_ box: Box) -> Int {
    let boxes = obstacles.filter { $0.overlaps(box) }.count + placed.filter { $0.overlaps(box) }.count
    var crossed = 0
    for (index, edge) in edges.enumerated() where edge.bounds.overlapsOrTouches(box) {
      let points = samples[index] ?? edge.spline.samples
      samples[index] = points
      if points.contains(where: box.contains) { crossed += 1 }
    }
    return boxes * 10 + crossed
  }

  /// The index of the candidate to take, of `count` whose boxes `box` gives, tried in order: the first that meets
  /// nothing, else the first that costs least. Its box is then taken.
  mutating func choose(among count: Int, _ box: (Int) -> Box) -> Int {
    var best = (index: 0, cost: Int.max, box: Box(minX: 0, minY: 0, maxX: 0, maxY: 0))
    for index in 0..<count {
      let candidate = box(index)
      let cost = cost(candidate)
      if cost < best.cost { best = (index, cost, candidate) }
      if cost == 0 { break }
    }
    if count > 0 { placed.append(best.box) }
    return best.index
  }
}

extension Spline {
  /// Points along the curve and its arrowhead, about every 0.03 inch (2 points): closer than a label's line is
  /// high, so no edge crosses a label between two of them.
  var samples: [(x: Double, y: Double)] {
    var samples: [(x: Double, y: Double)] = []
    var index = 0
    while index + 3 < points.count {
      let (p0, p1, p2, p3) = (points[index], points[index + 1], points[index + 2], points[index + 3])
      let reach = distance(p0, p1) + distance(p1, p2) + distance(p2, p3)
      let steps = max(4, Int((reach / 0.03).rounded(.up)))
      for step in 0...steps {
        let t = Double(step) / Double(steps)
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        samples.append((a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y))
      }
      index += 3
    }
    if let tip, let last = points.last {
      samples += (1...4).map { step in
        let t = Double(step) / 4
        return (last.x + (tip.x - last.x) * t, last.y + (tip.y - last.y) * t)
      }
    }
    return samples
  }
}

/// The distance between two points.
private func distance(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
  let (dx, dy) = (b.x - a.x, b.y - a.y)
  return (dx * dx + dy * dy).squareRoot()
}
