import LifeDiagramGraphviz
import LifeDiagramModel
import LifeDiagramOutput

/// The diagram files for a set of life cycles and formats: `app-lifecycle.svg`, `scene-lifecycle.png`, …
public struct DiagramArtifacts: Sendable {
  /// The life cycles to draw.
  public var lifecycles: [Lifecycle]
  /// The formats to write each in.
  public var formats: [OutputFormat]
  /// How to draw them.
  public var options: DiagramOptions
  /// How many times Graphviz's 96 dpi a PNG is drawn at (2 for high-density screens).
  public var scale: Int
  /// Light, dark, or following the reader's mode (SVG).
  public var theme: Theme

  /// Creates the set.
  public init(
    lifecycles: [Lifecycle], formats: [OutputFormat], options: DiagramOptions, scale: Int = 1, theme: Theme = .light
  ) {
    self.lifecycles = lifecycles
    self.formats = formats
    self.options = options
    self.scale = scale
    self.theme = theme
  }

  /// The file name of a life cycle's diagram in a format, e.g. `app-lifecycle.svg`.
  public static func fileName(_ id: LifecycleID, _ format: OutputFormat) -> String {
    "\(id.rawValue)-lifecycle.\(format.fileExtension)"
  }

  /// The file name of the diagram with numbers on its edges (``DiagramOptions/numbersEdges``), e.g.
  /// `app-lifecycle-numbered.svg`: the docs show it where the figure with its calls would be too small to read.
  public static func numberedFileName(_ id: LifecycleID, _ format: OutputFormat) -> String {
    "\(id.rawValue)-lifecycle-numbered.\(format.fileExtension)"
  }

  /// One file of the set: a life cycle's diagram in a format, and the name it is written under.
  public struct Drawing: Sendable {
    /// The life cycle drawn.
    public let lifecycle: Lifecycle
    /// The format it is drawn in.
    public let format: OutputFormat
    /// The file name, e.g. `app-lifecycle.svg`.
    public let path: String
  }

  /// Every file to draw, in a stable order (life cycle, then format), none drawn yet.
  public var drawings: [Drawing] {
    lifecycles.flatMap { lifecycle in
      formats.map { format in
        let name =
          options.numbersEdges ? Self.numberedFileName(lifecycle.id, format) : Self.fileName(lifecycle.id, format)
        return Drawing(lifecycle: lifecycle, format: format, path: name)
      }
    }
  }

  /// Draws one file of the set and appends Graphviz's warnings to `warnings`.
  public func draw(_ drawing: Drawing, with engine: Graphviz, warnings: inout [GraphvizWarning]) throws(GraphvizError)
    -> [UInt8]
  {
    try engine.render(
      drawing.lifecycle, as: drawing.format, options: options, scale: scale, theme: theme, warnings: &warnings)
  }

  /// Renders every file, in the order of ``drawings``.
  public func render(with engine: Graphviz) throws(GraphvizError) -> [Artifact] {
    var ignored: [GraphvizWarning] = []
    return try render(with: engine, warnings: &ignored)
  }

  /// Renders every file like ``render(with:)`` and appends Graphviz's warnings to `warnings`.
  public func render(with engine: Graphviz, warnings: inout [GraphvizWarning]) throws(GraphvizError) -> [Artifact] {
    var artifacts: [Artifact] = []
    for drawing in drawings {
      artifacts.append(Artifact(path: drawing.path, bytes: try draw(drawing, with: engine, warnings: &warnings)))
    }
    return artifacts
  }
}
