import LifeDiagramGraphviz
import LifeDiagramModel
import LifeDiagramOutput

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
      lifecycle.diagram(options).forImage(format, scale: scale, theme: theme), as: format,
      title: lifecycle.diagramTitle,
      description: lifecycle.diagramDescription(words: options.words), fallbackFonts: options.words.svgFallbackFonts,
      language: options.words.translation.language, warnings: &warnings)
  }

  /// Renders a graph as an image the tool writes: SVG gets a title and description for screen readers and the
  /// `language` of its text, PNG its density (``PNGDensity``), and both record the DOT they were made from
  /// (``SourceRecord``). An SVG names `fallbackFonts` (or the tool's usual ones) after each of its fonts, for
  /// viewers that lack it.
  public func renderImage(
    _ graph: Graph, as format: OutputFormat, title: String, description: String,
    fallbackFonts: [String]? = nil, language: String = "en", warnings: inout [GraphvizWarning]
  ) throws(GraphvizError) -> [UInt8] {
    var bytes = try render(graph, as: format, warnings: &warnings)
    if format == .svg {
      let labelled = SVGAccessibility.labelled(bytes, title: title, description: description, language: language)
      bytes = SVGFontStack.extended(labelled, with: fallbackFonts ?? SVGFontStack.fallbacks)
    }
    if format == .png { bytes = PNGDensity.marked(bytes, scale: graph.pngScale) }
    if format == .svg && graph.followsDarkMode { bytes = DarkModeCSS.embedded(in: bytes) }
    return SourceRecord.embed(graph.dotSource, in: bytes, format: format)
  }
}

extension Lifecycle {
  /// A one-paragraph description of the diagram for screen readers.
  public func diagramDescription(words: Words = .english) -> String {
    let figure = figureTransitions
    let automatic = figure.filter { $0.kind == .systemAutomatic }.count
    let values: KeyValuePairs<String, String> = [
      "title": title.lowercased(), "states": states.map(\.qualifiedName).joined(separator: ", "),
      "count": String(figure.count), "automatic": String(automatic), "driven": String(figure.count - automatic),
    ]
    let template =
      switch (isLaidOutOnTheGrid, followsAFigure) {
      case (true, true):
        "State diagram of the {title}, laid out like Apple's figure. States: {states}. {count} transitions from "
          + "Apple's figure, {automatic} system-automatic (dashed) and {driven} event-driven (solid); each edge is "
          + "labelled with the delegate calls it makes."
      case (false, true):
        "State diagram of the {title}, laid out automatically. States: {states}. {count} transitions from Apple's "
          + "figure, {automatic} system-automatic (dashed) and {driven} event-driven (solid); each edge is labelled "
          + "with the delegate calls it makes."
      case (true, false):
        "State diagram of the {title}, laid out on a grid. States: {states}. {count} transitions, "
          + "{automatic} system-automatic (dashed) and {driven} event-driven (solid); each edge is labelled with the "
          + "delegate calls it makes."
      case (false, false):
        "State diagram of the {title}, laid out automatically. States: {states}. {count} transitions, {automatic} "
          + "system-automatic (dashed) and {driven} event-driven (solid); each edge is labelled with the delegate "
          + "calls it makes."
      }
    return words(template, values)
  }
}

/// Adds a `<title>` and `<desc>` as the first children of Graphviz's `<svg>` element, with `role="img"` and the
/// language of its text (`lang` for browsers, `xml:lang` for SVG 1.1 viewers), so screen readers and hyphenation
/// read Korean as Korean. `idPrefix` keeps the two elements' ids apart when a page holds several diagrams.
package enum SVGAccessibility {
  package static func labelled(
    _ svg: [UInt8], title: String, description: String, language: String = "en", idPrefix: String = ""
  ) -> [UInt8] {
    guard let open = ByteSearch.first(Array("<svg".utf8), in: svg),
      let close = svg[open...].firstIndex(of: UInt8(ascii: ">"))
    else { return svg }
    let code = XML.escape(language)
    let (titleID, descriptionID) = (XML.escape(idPrefix + "diagram-title"), XML.escape(idPrefix + "diagram-desc"))
    let attributes =
      " lang=\"\(code)\" xml:lang=\"\(code)\" role=\"img\" aria-labelledby=\"\(titleID) \(descriptionID)\""
    let children =
      "\n<title id=\"\(titleID)\">\(XML.escape(title))</title>\n"
      + "<desc id=\"\(descriptionID)\">\(XML.escape(description))</desc>"
    var result = svg
    result.insert(contentsOf: Array(children.utf8), at: close + 1)
    result.insert(contentsOf: Array(attributes.utf8), at: close)
    return result
  }
}
