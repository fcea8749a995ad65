/// The graph as one image format draws it.
extension Graph {
  /// The resolution Graphviz draws bitmaps at unless told otherwise.
  public static let baseDPI = 96

  /// The font families an SVG viewer tries when it lacks the diagram's own, in order: DejaVu Sans (the default)
  /// has Bitstream Vera's metrics, which Verdana follows closely, so labels keep their width on macOS and
  /// Windows; Geneva on older macOS; then any sans-serif. Graphviz itself draws with the first family installed.
  public static let fallbackFonts = ["Bitstream Vera Sans", "Verdana", "Geneva", "sans-serif"]

  /// The graph as it is rendered to `format` at `scale`.
  ///
  /// - Every `fontname` becomes a family list ending in ``fallbackFonts``, so an SVG names fonts that macOS,
  ///   Windows and Linux viewers have; what Graphviz draws is unchanged (it uses the first family installed).
  /// - A PNG at scale 2 is drawn at 192 dpi, twice the pixels of Graphviz's default 96, so it stays sharp on
  ///   high-density screens. Vector formats ignore the scale.
  ///
  /// Both are part of the graph, so the DOT written and recorded in images says them, and `check` sees a change.
  public func forImage(_ format: OutputFormat, scale: Int) -> Graph {
    var image = withFallbackFonts()
    if format == .png && scale != 1 { image.attributes["dpi"] = .raw(String(Self.baseDPI * scale)) }
    return image
  }

  private func withFallbackFonts() -> Graph {
    var graph = self
    graph.attributes = graph.attributes.withFallbackFonts()
    graph.nodeDefaults = graph.nodeDefaults.withFallbackFonts()
    graph.edgeDefaults = graph.edgeDefaults.withFallbackFonts()
    for index in graph.nodes.indices { graph.nodes[index].attributes = graph.nodes[index].attributes.withFallbackFonts() }
    for index in graph.edges.indices { graph.edges[index].attributes = graph.edges[index].attributes.withFallbackFonts() }
    for index in graph.clusters.indices {
      graph.clusters[index].attributes = graph.clusters[index].attributes.withFallbackFonts()
    }
    return graph
  }
}

extension Attributes {
  /// The attributes with a `fontname` that names one family extended by ``Graph/fallbackFonts``.
  fileprivate func withFallbackFonts() -> Attributes {
    guard case .raw(let family)? = self["fontname"], !family.contains(",") else { return self }
    var extended = self
    extended["fontname"] = .raw(([family] + Graph.fallbackFonts.filter { $0 != family }).joined(separator: ","))
    return extended
  }
}
