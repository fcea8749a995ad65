import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramOutput

/// A file `lifediagram docs` writes and `lifediagram check` compares: Markdown text, or an image to render.
public struct PlannedFile: Sendable {
  /// What the file holds.
  public enum Content: Sendable {
    /// Text, written and compared byte for byte.
    case text(String)
    /// An image rendered from a graph, built when needed (the plan holds no graph, so memory stays flat);
    /// compared by the DOT recorded in it. `language` is its text's (an SVG's `lang`).
    case image(
      @Sendable () -> Graph, OutputFormat, title: String, description: String, fallbackFonts: [String]?,
      language: String)
    /// An HTML page with inline diagrams (the explorer), compared by its text and its diagrams' DOT.
    case page(HTMLDocument)
  }

  /// The output folder the file goes in, as the user gave it (e.g. `Docs`).
  public var folder: String
  /// The path relative to that folder, with `/` separators (e.g. `scenarios/cold-launch.md`).
  public var relativePath: String
  /// What the file holds.
  public var content: Content

  /// Creates a planned file.
  public init(folder: String, relativePath: String, content: Content) {
    self.folder = folder
    self.relativePath = relativePath
    self.content = content
  }

  /// The path, joined from the output folder the user gave (e.g. `Docs/scenarios/cold-launch.md`).
  public var path: String { join(folder, relativePath) }

  /// The file's bytes: the text, or the rendered image with its DOT recorded in it.
  public func bytes(using engine: Graphviz, warnings: inout [GraphvizWarning]) throws(GraphvizError) -> [UInt8] {
    switch content {
    case .text(let text):
      return Array(text.utf8)
    case .image(let graph, let format, let title, let description, let fallbackFonts, let language):
      return try engine.renderImage(
        graph(), as: format, title: title, description: description, fallbackFonts: fallbackFonts, language: language,
        warnings: &warnings)
    case .page(let document):
      return try document.bytes(using: engine, warnings: &warnings)
    }
  }
}
