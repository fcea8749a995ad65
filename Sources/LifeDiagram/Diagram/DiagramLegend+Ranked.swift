import LifeDiagramGraphviz

/// The legend of a diagram `dot` lays out: the same rows as the pinned legend, each row a rank of its own.
///
/// A row is a sample edge between two invisible nodes on one rank (edges of `minlen=0` keep them there) and its
/// caption to the right; invisible edges chain each row's first node under the previous row's, and the first
/// row's under every state, so the legend sits below the whole diagram, its rows left-aligned. Consecutive
/// caption-only rows (the label explanation and its `+` lines) share one node, so they stay as close as lines
/// of text.
extension DiagramLegend {
  /// The distance between a row's sample line and its caption, in inches; also the diagram's `nodesep`, which
  /// sets it.
  static let rowGap = 0.4

  /// Adds the legend under the nodes `nodeIDs`.
  func add(to graph: inout Graph, under nodeIDs: [String]) {
    for (index, row) in rankedRows.enumerated() {
      let (tail, head, text) = ("legend-\(index)-from", "legend-\(index)-to", "legend-\(index)-text")
      graph.nodes += [sampleTail(tail), sampleHead(head), caption(text, row.lines)]
      var sample: Attributes = ["style": .raw(row.style), "minlen": "0", "tailclip": "false"]
      if let color = row.color { sample["color"] = .raw(color) }
      graph.edges.append(Graph.Edge(tail, head, sample))
      graph.edges.append(Graph.Edge(head, text, ["style": "invis", "minlen": "0"]))
      if index == 0 {
        for id in nodeIDs { graph.edges.append(Graph.Edge(id, tail, ["style": "invis", "weight": "0"])) }
      } else {
        graph.edges.append(Graph.Edge("legend-\(index - 1)-from", tail, ["style": "invis", "weight": "100"]))
      }
    }
  }

  /// The entries, with consecutive caption-only ones (style `invis`) merged into one multi-line row.
  private var rankedRows: [(style: String, lines: [String], color: String?)] {
    var rows: [(style: String, lines: [String], color: String?)] = []
    for entry in entries {
      let text = Self.wrappedCaption(entry.text)
      if entry.style == "invis", let last = rows.last, last.style == "invis" {
        rows[rows.count - 1].lines.append(text)
      } else {
        rows.append((entry.style, [text], entry.color))
      }
    }
    return rows
  }

  /// Text shown literally, each line left-justified: Graphviz's `\l` ends a line flush left.
  static func leftJustified(_ text: String) -> String {
    text.lines(keepingEmpty: true).map { AttributeValue.text(String($0)).graphvizValue + "\\l" }.joined()
  }

  /// The sample line's tail: an invisible box as wide as the line; the line starts at its centre
  /// (`tailclip=false`), so it is half this width plus ``rowGap`` long.
  private func sampleTail(_ id: String) -> Graph.Node {
    Graph.Node(id, ["label": "", "shape": "plaintext", "style": "invis", "width": "1.6", "height": "0.2"])
  }

  private func sampleHead(_ id: String) -> Graph.Node {
    Graph.Node(id, ["label": "", "shape": "point", "style": "invis", "width": "0.01", "height": "0.01"])
  }

  private func caption(_ id: String, _ lines: [String]) -> Graph.Node {
    Graph.Node(
      id,
      [
        "label": .raw(Self.leftJustified(lines.joined(separator: "\n"))), "shape": "plaintext", "style": "",
        "fontsize": "11", "width": "0", "height": "0.3", "margin": "0",
      ])
  }
}
