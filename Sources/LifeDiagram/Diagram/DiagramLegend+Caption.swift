import LifeDiagramGraphviz

/// The legend of a diagram laid out by the spread layout (``AutomaticLayout/spread``): one caption of text, each
/// entry's line style drawn in characters before it (`- - -` dashed, `———` solid).
///
/// A force-directed layout cannot hold rows of sample edges level and left-aligned, as the ranked legend's are:
/// it would scatter them. A single node is a component of its own, which `sfdp` packs beside the states.
extension DiagramLegend {
  /// Adds the legend as one caption node, `legend-text`.
  func addCaption(to graph: inout Graph) {
    let lines = entries.map { entry in
      Self.wrappedCaption(entry.text).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        .map { index, line in (index == 0 ? Self.mark(entry.style) : "       ") + line }
        .joined(separator: "\n")
    }
    graph.nodes.append(
      Graph.Node(
        "legend-text",
        [
          "label": .raw(Self.leftJustified(lines.joined(separator: "\n"))), "shape": "plaintext", "style": "",
          "fontsize": "11", "margin": "0",
        ]))
  }

  /// A line style as the characters that stand for it, then two spaces; a caption's later lines are indented by
  /// seven spaces, about as far in the proportional font.
  private static func mark(_ style: String) -> String {
    switch style {
    case "dashed": "- - -  "
    case "solid": "———  "
    default: "       "
    }
  }
}
