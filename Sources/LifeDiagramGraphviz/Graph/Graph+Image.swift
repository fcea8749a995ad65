/// The graph as one image format draws it.
extension Graph {
  /// The resolution Graphviz draws bitmaps at unless told otherwise.
  public static let baseDPI = 96

  /// The longest side of a PNG, in pixels. A drawing that would be larger is scaled down to it (Graphviz's
  /// `size`): a 50-state model laid out by `dot` drew a 9,133 x 15,934 PNG (145 megapixels, 7 s, 610 MB);
  /// no built-in diagram comes near it, even at `--scale 4`.
  public static let maximumPNGSide = 8_192

  /// The graph as it is rendered to `format` at `scale`.
  ///
  /// - A PNG at scale 2 is drawn at 192 dpi, twice the pixels of Graphviz's default 96, so it stays sharp on
  ///   high-density screens, and at most ``maximumPNGSide`` pixels wide or high. Vector formats ignore the scale.
  /// - ``Theme/dark`` inverts every colour's lightness; ``Theme/auto`` marks an SVG for the dark-mode CSS that
  ///   ``Graphviz/renderImage(_:as:title:description:warnings:)`` embeds (other formats stay light).
  ///
  /// All of it is part of the graph, so the DOT written and recorded in images says it, and `check` sees a change.
  public func forImage(_ format: OutputFormat, scale: Int, theme: Theme = .light) -> Graph {
    var image = self
    if format == .png {
      image.pngScale = max(1, scale)
      let inches = Double(Self.maximumPNGSide) / Double(Self.baseDPI * scale)
      image.attributes["size"] = .raw("\(inches),\(inches)")
    }
    switch theme {
    case .light: break
    case .dark: image = image.darkened()
    case .auto: if format == .svg { image.followsDarkMode = true }
    }
    return image
  }

  /// The graph comment that asks for the dark-mode CSS (Graphviz also writes it into the SVG as a comment).
  static let autoThemeMarker = "lifediagram theme: auto (dark-mode CSS inside)"
}

/// The dark theme as graph attributes.
extension Graph {
  private static let colourAttributes = ["color", "fillcolor", "fontcolor", "bgcolor", "pencolor"]

  /// The graph with every colour's lightness inverted (``DarkColor``); the colours Graphviz would use by
  /// default (black lines and text, a white ground) are set explicitly to their dark counterparts.
  func darkened() -> Graph {
    var graph = self
    graph.attributes = Self.darkened(attributes, defaults: ["bgcolor": "white", "fontcolor": "black"])
    graph.nodeDefaults = Self.darkened(nodeDefaults, defaults: ["color": "black", "fontcolor": "black"])
    graph.edgeDefaults = Self.darkened(edgeDefaults, defaults: ["color": "black", "fontcolor": "black"])
    for index in graph.nodes.indices { graph.nodes[index].attributes = Self.darkened(graph.nodes[index].attributes) }
    for index in graph.edges.indices { graph.edges[index].attributes = Self.darkened(graph.edges[index].attributes) }
    return graph
  }

  private static func darkened(_ attributes: Attributes, defaults: [String: String] = [:]) -> Attributes {
    var result = attributes
    for name in colourAttributes {
      if case .raw(let colour)? = attributes[name] {
        result[name] = .raw(DarkColor.of(colour))
      } else if attributes[name] == nil, let colour = defaults[name] {
        result[name] = .raw(DarkColor.of(colour))
      }
    }
    return result
  }
}
