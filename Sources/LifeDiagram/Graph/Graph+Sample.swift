extension Graph {
  /// A small graph of four clusters (2 to 5 nodes each, chained, with three edges between clusters) laid out by
  /// `dot`: the shape whose cluster order Graphviz 2.42 got wrong from one render to the next (upstream #1767).
  /// The determinism tests and the soak run (`make soak`) use it.
  public static func fourClusters(name: String = "four-clusters") -> Graph {
    var graph = Graph(name: name, attributes: ["layout": "dot", "fontname": "DejaVu Sans"])
    for c in 0..<4 {
      let ids = (0..<(c + 2)).map { "c\(c)n\($0)" }
      graph.clusters.append(Graph.Cluster("cluster_\(c)", ["label": .text("Cluster \(c)")], nodeIDs: ids))
      graph.nodes += ids.map { Graph.Node($0, ["label": .text($0)]) }
      graph.edges += zip(ids, ids.dropFirst()).map { Graph.Edge($0, $1) }
    }
    graph.edges += [Graph.Edge("c0n0", "c3n1"), Graph.Edge("c2n2", "c1n0"), Graph.Edge("c3n4", "c0n1")]
    return graph
  }
}
