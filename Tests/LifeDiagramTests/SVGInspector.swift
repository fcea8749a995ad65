import Foundation

/// Reads the structure Graphviz gives an SVG: one `<g class="node">` or `<g class="edge">` per object, each
/// starting with a `<title>`.
struct SVGInspector {
  struct Group {
    let title: String
    let body: String
  }

  let nodes: [Group]
  let edges: [Group]

  init(_ svg: String) {
    nodes = Self.groups(of: "node", in: svg)
    edges = Self.groups(of: "edge", in: svg)
  }

  /// Edges between two of the given node ids (legend edges excluded), by `tail->head` title.
  func edges(among ids: Set<String>) -> [Group] {
    edges.filter { group in
      let parts = group.title.replacingHyphens().components(separatedBy: "-&gt;").map(Self.nodeName)
      return parts.count == 2 && ids.contains(parts[0]) && ids.contains(parts[1])
    }
  }

  /// The node name of an edge end written `name:port`.
  static func nodeName(_ end: String) -> String {
    end.split(separator: ":").first.map(String.init) ?? end
  }

  /// An edge's `tail->head` without ports.
  static func edgeName(_ group: Group) -> String {
    group.title.replacingHyphens().components(separatedBy: "-&gt;").map(nodeName).joined(separator: "->")
  }

  static func isDashed(_ group: Group) -> Bool { group.body.contains("stroke-dasharray") }

  private static func groups(of kind: String, in svg: String) -> [Group] {
    svg.components(separatedBy: "class=\"\(kind)\"").dropFirst().compactMap { chunk in
      guard let start = chunk.range(of: "<title>"), let end = chunk.range(of: "</title>") else { return nil }
      let body = chunk.components(separatedBy: "</g>").first ?? ""
      return Group(title: String(chunk[start.upperBound..<end.lowerBound]), body: body)
    }
  }
}

extension String {
  /// Graphviz writes `-` in titles as `&#45;`.
  func replacingHyphens() -> String { replacingOccurrences(of: "&#45;", with: "-") }
}

import LifeDiagramModel
import LifeDiagramTestSupport
import Testing

extension Lifecycle: CustomTestStringConvertible {
  public var testDescription: String { id.rawValue }
}
