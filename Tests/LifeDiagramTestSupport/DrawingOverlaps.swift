import Foundation

/// Where a drawing's texts, state boxes and edges are, read from Graphviz's JSON (`-Tjson`), and what of them
/// overlaps: an edge label over another label or a state, an edge through a label.
///
/// A text's box is its width from its drawing operation (`T`) by its font size (`F`), from 0.2 em below the
/// baseline to 0.8 em above, less 1 pt all round. A state is a node drawn with a shape (not `plaintext`).
public struct DrawingOverlaps {
  /// A rectangle in points, y upwards.
  public struct Box: Sendable, CustomStringConvertible {
    public var minX, minY, maxX, maxY: Double

    func overlaps(_ other: Box) -> Bool {
      minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    func contains(_ point: (x: Double, y: Double)) -> Bool {
      minX < point.x && point.x < maxX && minY < point.y && point.y < maxY
    }

    public var description: String { String(format: "(%.0f,%.0f)-(%.0f,%.0f)", minX, minY, maxX, maxY) }
  }

  /// A text drawn: what it says, whose it is (a node's name, `edge N`, `graph`), and its box.
  public struct Text: Sendable {
    public var text: String
    public var owner: String
    public var box: Box
  }

  public private(set) var texts: [Text] = []
  public private(set) var states: [(name: String, box: Box)] = []
  /// Each edge's path, sampled along its Bézier curves.
  public private(set) var edges: [(owner: String, points: [(x: Double, y: Double)])] = []

  /// Reads Graphviz's JSON output.
  public init(json bytes: [UInt8]) throws {
    guard let graph = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
      throw CocoaError(.coderReadCorrupt)
    }
    texts += Self.texts(graph["_ldraw_"], owner: "graph")
    for object in graph["objects"] as? [[String: Any]] ?? [] {
      let name = object["name"] as? String ?? ""
      texts += Self.texts(object["_ldraw_"], owner: name)
      guard object["nodes"] == nil, let pos = object["pos"] as? String else { continue }
      let shape = object["shape"] as? String ?? "ellipse"
      let style = object["style"] as? String ?? ""
      guard !["plaintext", "plain", "none"].contains(shape), !style.contains("invis") else { continue }
      let center = pos.split(separator: ",").compactMap { Double($0) }
      let width = (Double(object["width"] as? String ?? "") ?? 0) * 36
      let height = (Double(object["height"] as? String ?? "") ?? 0) * 36
      guard center.count == 2 else { continue }
      states.append(
        (
          name,
          Box(
            minX: center[0] - width + 1, minY: center[1] - height + 1, maxX: center[0] + width - 1,
            maxY: center[1] + height - 1)
        ))
    }
    for (index, edge) in (graph["edges"] as? [[String: Any]] ?? []).enumerated() {
      let owner = "edge \(index)"
      for key in ["_ldraw_", "_xldraw_", "_tldraw_", "_hldraw_"] { texts += Self.texts(edge[key], owner: owner) }
      for operation in edge["_draw_"] as? [[String: Any]] ?? [] {
        guard let op = operation["op"] as? String, op == "b" || op == "B",
          let points = operation["points"] as? [[Double]]
        else { continue }
        edges.append((owner, Self.sampled(points.map { ($0[0], $0[1]) })))
      }
    }
  }

  /// Every overlap, in words: a text over another's (of another owner), a text over a state box (not its own),
  /// an edge through a text.
  public var problems: [String] {
    var problems: [String] = []
    for (index, text) in texts.enumerated() {
      for other in texts[(index + 1)...] where other.owner != text.owner && text.box.overlaps(other.box) {
        problems.append("'\(text.text)' \(text.box) overlaps '\(other.text)' \(other.box)")
      }
      for state in states where state.name != text.owner && text.box.overlaps(state.box) {
        problems.append("'\(text.text)' \(text.box) overlaps the state \(state.name)")
      }
    }
    for edge in edges {
      for text in texts where edge.points.contains(where: text.box.contains) {
        problems.append("\(edge.owner) runs through '\(text.text)' \(text.box)")
      }
    }
    return problems
  }

  private static func texts(_ operations: Any?, owner: String) -> [Text] {
    var size = 14.0
    var texts: [Text] = []
    for operation in operations as? [[String: Any]] ?? [] {
      switch operation["op"] as? String {
      case "F": size = operation["size"] as? Double ?? size
      case "T":
        guard let point = operation["pt"] as? [Double], point.count == 2, let width = operation["width"] as? Double
        else { continue }
        let align = operation["align"] as? String ?? "c"
        let left = align == "l" ? point[0] : align == "r" ? point[0] - width : point[0] - width / 2
        let box = Box(
          minX: left + 1, minY: point[1] - 0.2 * size + 1, maxX: left + width - 1, maxY: point[1] + 0.8 * size - 1)
        texts.append(Text(text: operation["text"] as? String ?? "", owner: owner, box: box))
      default: continue
      }
    }
    return texts
  }

  /// Points along a piecewise cubic Bézier curve (`p0 p1 p2 p3 p4 p5 p6 …`), about a point apart.
  private static func sampled(_ points: [(x: Double, y: Double)]) -> [(x: Double, y: Double)] {
    var samples: [(x: Double, y: Double)] = []
    var index = 0
    while index + 3 < points.count {
      let (p0, p1, p2, p3) = (points[index], points[index + 1], points[index + 2], points[index + 3])
      let reach = distance(p0, p1) + distance(p1, p2) + distance(p2, p3)
      let steps = max(4, Int(reach.rounded(.up)))
      for step in 0...steps {
        let t = Double(step) / Double(steps)
        let u = 1 - t
        let a = u * u * u
        let b = 3 * u * u * t
        let c = 3 * u * t * t
        let d = t * t * t
        samples.append((a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y))
      }
      index += 3
    }
    return samples
  }
}

/// The distance between two points.
private func distance(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
  let (dx, dy) = (b.x - a.x, b.y - a.y)
  return (dx * dx + dy * dy).squareRoot()
}
