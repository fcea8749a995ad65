import LifeDiagramModel

extension Graphviz {
  /// Renders a life-cycle diagram. SVG output gets a title and a description for screen readers.
  public func render(
    _ lifecycle: Lifecycle, as format: OutputFormat, options: DiagramOptions = DiagramOptions()
  ) throws(GraphvizError) -> [UInt8] {
    var ignored: [GraphvizWarning] = []
    return try render(lifecycle, as: format, options: options, warnings: &ignored)
  }

  /// Renders a life-cycle diagram and appends Graphviz's warnings to `warnings`.
  public func render(
    _ lifecycle: Lifecycle, as format: OutputFormat, options: DiagramOptions = DiagramOptions(),
    warnings: inout [GraphvizWarning]
  ) throws(GraphvizError) -> [UInt8] {
    let bytes = try render(lifecycle.diagram(options), as: format, warnings: &warnings)
    guard format == .svg else { return bytes }
    return SVGAccessibility.labelled(bytes, title: lifecycle.diagramTitle, description: lifecycle.diagramDescription)
  }
}

extension Lifecycle {
  /// A one-paragraph description of the diagram for screen readers.
  public var diagramDescription: String {
    let figure = figureTransitions
    let automatic = figure.filter { $0.kind == .systemAutomatic }.count
    let names = states.map(\.qualifiedName).joined(separator: ", ")
    return "State diagram of the \(title.lowercased()), laid out like Apple's figure. States: \(names). "
      + "\(figure.count) transitions from Apple's figure, \(automatic) system-automatic (dashed) and "
      + "\(figure.count - automatic) event-driven (solid); each edge is labelled with the delegate calls it makes."
  }
}

/// Adds a `<title>` and `<desc>` as the first children of Graphviz's `<svg>` element, with `role="img"`.
enum SVGAccessibility {
  static func labelled(_ svg: [UInt8], title: String, description: String) -> [UInt8] {
    let text = String(decoding: svg, as: UTF8.self)
    guard let open = text.range(of: "<svg"), let close = text[open.upperBound...].firstIndex(of: ">") else {
      return svg
    }
    let insert = " role=\"img\" aria-labelledby=\"diagram-title diagram-desc\""
    let children = "\n<title id=\"diagram-title\">\(XML.escape(title))</title>\n"
      + "<desc id=\"diagram-desc\">\(XML.escape(description))</desc>"
    var result = text
    let afterClose = result.index(after: close)
    result.insert(contentsOf: children, at: afterClose)
    result.insert(contentsOf: insert, at: close)
    return Array(result.utf8)
  }
}

/// XML text escaping.
enum XML {
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}

extension String {
  /// The range of the first occurrence of `needle`, without Foundation.
  func range(of needle: String) -> Range<String.Index>? {
    guard !needle.isEmpty else { return nil }
    var index = startIndex
    while index < endIndex {
      if self[index...].hasPrefix(needle) { return index..<self.index(index, offsetBy: needle.count) }
      index = self.index(after: index)
    }
    return nil
  }
}
