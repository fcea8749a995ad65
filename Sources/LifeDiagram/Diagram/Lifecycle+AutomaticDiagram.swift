import LifeDiagramGraphviz
import LifeDiagramModel

extension Lifecycle {
  /// The diagram of a life cycle whose states are not all pinned to Apple's grid, laid out by Graphviz: the same
  /// boxes, line styles, colours, title and legend as the pinned diagram, with each edge's calls as its own label.
  /// A diagram of up to ``AutomaticLayout/layeredElements`` states and transitions is laid out by `dot`, its
  /// legend in rows under the states; a bigger one by `sfdp`, its legend one caption (``AutomaticLayout``).
  ///
  /// The graph says only what to draw, never where, so its DOT (and the DOT recorded in the images) does not
  /// depend on the Graphviz version or the fonts installed.
  func automaticDiagram(_ options: DiagramOptions, shown: [Transition]) -> Graph {
    let layout = AutomaticLayout(states: states.count, transitions: shown.count)
    var graph = Graph(
      name: graphName, attributes: automaticGraphAttributes(options, layout),
      // Boxes grow to fit a long name instead of warning that it does not fit.
      nodeDefaults: nodeDefaults(options).merging(["fixedsize": "false"]), edgeDefaults: edgeDefaults(options))
    graph.nodes = states.map(automaticNode)
    graph.edges = shown.map { automaticEdge(for: $0, options) }
    switch layout {
    case .layered: legend(shown, options).add(to: &graph, under: states.map(\.id.rawValue))
    case .spread: legend(shown, options).addCaption(to: &graph)
    }
    return identified(graph, options)
  }

  /// How Graphviz lays out this life cycle's diagram when its states are not all on the grid, or nil when they
  /// are.
  public func automaticLayout(_ options: DiagramOptions = DiagramOptions()) -> AutomaticLayout? {
    guard !isLaidOutOnTheGrid else { return nil }
    return AutomaticLayout(states: states.count, transitions: shownTransitions(options).count)
  }
}

extension Lifecycle {
  /// The pinned diagram's title and ground, and the layout's settings.
  fileprivate func automaticGraphAttributes(_ options: DiagramOptions, _ layout: AutomaticLayout) -> Attributes {
    let ground: Attributes = [
      "outputorder": "edgesfirst", "pad": "0.3", "label": .text(shownTitle(options)), "labelloc": "t",
      "fontname": .raw(options.font), "fontsize": "20", "bgcolor": "white",
    ]
    switch layout {
    // `dot` halves `ranksep` in a graph with edge labels (a label gets a rank of its own); 0.3 inches keeps the
    // legend's rows, one rank each, close together.
    case .layered:
      return ground.merging(["layout": "dot", "nodesep": .raw(inches(DiagramLegend.rowGap)), "ranksep": "0.3"])
    // Straight edges: `sfdp`'s spline routing grows with the square of the graph (over 2 minutes at 1,000
    // states). `prism` removes the boxes' overlaps, keeping the layout's shape.
    case .spread:
      return ground.merging(["layout": "sfdp", "overlap": "prism", "splines": "false"])
    }
  }

  /// A state's box; with no column headers to tell them apart, a state Apple draws twice names its variant.
  fileprivate func automaticNode(_ state: LifecycleState) -> Graph.Node {
    var node = stateNode(state)
    if let variant = state.variant {
      node.attributes["label"] = .text(
        Self.wrapped(state.name) + (state.gloss.map { "\n" + $0 } ?? "") + "\n(\(variant))")
    }
    return node
  }

  /// An edge with its calls as a label, each line left-justified (`\l`) so a list of calls reads as one, and
  /// indented by a space: `dot` puts a label right against its edge.
  fileprivate func automaticEdge(for transition: Transition, _ options: DiagramOptions) -> Graph.Edge {
    var attributes = edgeStyle(of: transition, options)
    if options.showsLabels, let label = label(of: transition, options) {
      let indented = label.split(separator: "\n", omittingEmptySubsequences: false).map { " " + $0 }
      attributes["label"] = .raw(DiagramLegend.leftJustified(indented.joined(separator: "\n")))
      attributes["fontcolor"] = .raw(labelColor(of: transition, options))
    }
    return Graph.Edge(transition.from.rawValue, transition.to.rawValue, attributes)
  }
}
