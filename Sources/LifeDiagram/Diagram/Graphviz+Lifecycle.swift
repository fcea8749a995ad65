import LifeDiagramModel

extension Graphviz {
  /// Renders a life-cycle diagram. SVG output gets a title and a description for screen readers.
  public func render(
    _ lifecycle: Lifecycle, as format: OutputFormat, options: DiagramOptions = DiagramOptions()
  ) throws(GraphvizError) -> [UInt8] {
    var ignored: [GraphvizWarning] = []
    return try render(lifecycle, as: format, options: options, warnings: &ignored)
  }

  /// Renders a life-cycle diagram (a PNG at `scale` times Graphviz's 96 dpi, in `theme`'s colours) and appends
  /// Graphviz's warnings to `warnings`.
  public func render(
    _ lifecycle: Lifecycle, as format: OutputFormat, options: DiagramOptions = DiagramOptions(), scale: Int = 1,
    theme: Theme = .light, warnings: inout [GraphvizWarning]
  ) throws(GraphvizError) -> [UInt8] {
    try renderImage(
      lifecycle.diagram(options).forImage(format, scale: scale, theme: theme), as: format, title: lifecycle.diagramTitle,
      description: lifecycle.diagramDescription, warnings: &warnings)
  }

  /// Renders a graph as an image the tool writes: SVG gets a title and description for screen readers, and SVG
  /// and PNG record the DOT they were made from (``SourceRecord``).
  public func renderImage(
    _ graph: Graph, as format: OutputFormat, title: String, description: String,
    warnings: inout [GraphvizWarning]
  ) throws(GraphvizError) -> [UInt8] {
    var bytes = try render(graph, as: format, warnings: &warnings)
    if format == .svg {
      bytes = SVGFontStack.extended(SVGAccessibility.labelled(bytes, title: title, description: description))
    }
    if format == .svg && graph.followsDarkMode { bytes = DarkModeCSS.embedded(in: bytes) }
    return SourceRecord.embed(graph.dotSource, in: bytes, format: format)
  }
}

extension Lifecycle {
  /// A one-paragraph description of the diagram for screen readers.
  public var diagramDescription: String {
    let figure = figureTransitions
    let automatic = figure.filter { $0.kind == .systemAutomatic }.count
    let names = states.map(\.qualifiedName).joined(separator: ", ")
    let layout = isPinned ? ", laid out like Apple's figure" : ", laid out automatically"
    let origin = followsAFigure ? " from Apple's figure" : ""
    return "State diagram of the \(title.lowercased())\(layout). States: \(names). "
      + "\(figure.count) transitions\(origin), \(automatic) system-automatic (dashed) and "
      + "\(figure.count - automatic) event-driven (solid); each edge is labelled with the delegate calls it makes."
  }
}

/// Adds a `<title>` and `<desc>` as the first children of Graphviz's `<svg>` element, with `role="img"`.
enum SVGAccessibility {
  static func labelled(_ svg: [UInt8], title: String, description: String) -> [UInt8] {
    guard let open = ByteSearch.first(Array("<svg".utf8), in: svg),
      let close = svg[open...].firstIndex(of: UInt8(ascii: ">"))
    else { return svg }
    let attributes = " role=\"img\" aria-labelledby=\"diagram-title diagram-desc\""
    let children = "\n<title id=\"diagram-title\">\(XML.escape(title))</title>\n"
      + "<desc id=\"diagram-desc\">\(XML.escape(description))</desc>"
    var result = svg
    result.insert(contentsOf: Array(children.utf8), at: close + 1)
    result.insert(contentsOf: Array(attributes.utf8), at: close)
    return result
  }
}

/// XML text escaping; a control character becomes its picture (XML 1.0 cannot hold it).
enum XML {
  static func escape(_ text: String) -> String {
    text.escaping {
      switch $0 {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      default: $0.controlPicture
      }
    }
  }
}
