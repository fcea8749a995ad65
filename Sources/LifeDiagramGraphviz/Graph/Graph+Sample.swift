extension Graph {
  /// A small graph laid out by `dot`: four chains of 2 to 5 nodes, with three edges between them (14 nodes in
  /// all). The determinism tests and the soak run (`make soak`) use it as a graph Graphviz lays out itself.
  public static func sample(name: String = "sample") -> Graph {
    var graph = Graph(name: name, attributes: ["layout": "dot", "fontname": "DejaVu Sans"])
    for chain in 0..<4 {
      let ids = (0..<(chain + 2)).map { "c\(chain)n\($0)" }
      graph.nodes += ids.map { Graph.Node($0, ["label": .text($0)]) }
      graph.edges += zip(ids, ids.dropFirst()).map { Graph.Edge($0, $1) }
    }
    graph.edges += [Graph.Edge("c0n0", "c3n1"), Graph.Edge("c2n2", "c1n0"), Graph.Edge("c3n4", "c0n1")]
    return graph
  }
}
