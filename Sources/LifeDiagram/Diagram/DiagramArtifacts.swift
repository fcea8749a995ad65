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

  /// Renders every file, in a stable order (life cycle, then format).
  public func render(with engine: Graphviz) throws(GraphvizError) -> [Artifact] {
    var ignored: [GraphvizWarning] = []
    return try render(with: engine, warnings: &ignored)
  }

  /// Renders every file like ``render(with:)`` and appends Graphviz's warnings to `warnings`.
  public func render(with engine: Graphviz, warnings: inout [GraphvizWarning]) throws(GraphvizError) -> [Artifact] {
    var artifacts: [Artifact] = []
    for (lifecycle, format) in files { artifacts.append(try draw(lifecycle, format, engine, &warnings)) }
    return artifacts
  }

  /// Renders every file in the same order and hands each to `body` as soon as it is drawn (a writer can stage it
  /// while the next one is drawn); rethrows the first error, Graphviz's or `body`'s.
  public func render(
    with engine: Graphviz, warnings: inout [GraphvizWarning], _ body: (Artifact) throws -> Void
  ) throws {
    for (lifecycle, format) in files { try body(try draw(lifecycle, format, engine, &warnings)) }
  }

  /// Every file to draw, in order: life cycle, then format.
  private var files: [(Lifecycle, OutputFormat)] {
    lifecycles.flatMap { lifecycle in formats.map { (lifecycle, $0) } }
  }

  private func draw(
    _ lifecycle: Lifecycle, _ format: OutputFormat, _ engine: Graphviz, _ warnings: inout [GraphvizWarning]
  ) throws(GraphvizError) -> Artifact {
    let bytes = try engine.render(lifecycle, as: format, options: options, scale: scale, theme: theme, warnings: &warnings)
    let name = options.numbersEdges ? Self.numberedFileName(lifecycle.id, format) : Self.fileName(lifecycle.id, format)
    return Artifact(path: name, bytes: bytes)
  }
}
