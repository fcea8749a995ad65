/// A file `lifediagram docs` writes and `lifediagram check` compares: Markdown text, or an image to render.
public struct PlannedFile: Sendable {
  /// What the file holds.
  public enum Content: Sendable {
    /// Text, written and compared byte for byte.
    case text(String)
    /// An image rendered from a graph, built when needed (the plan holds no graph, so memory stays flat);
    /// compared by the DOT recorded in it.
    case image(@Sendable () -> Graph, OutputFormat, title: String, description: String)
  }

  /// The path, joined from the output folder the user gave.
  public var path: String
  /// What the file holds.
  public var content: Content

  /// Creates a planned file.
  public init(path: String, content: Content) {
    self.path = path
    self.content = content
  }

  /// The file's bytes: the text, or the rendered image with its DOT recorded in it.
  public func bytes(using engine: Graphviz, warnings: inout [GraphvizWarning]) throws(GraphvizError) -> [UInt8] {
    switch content {
    case .text(let text):
      return Array(text.utf8)
    case .image(let graph, let format, let title, let description):
      return try engine.renderImage(graph(), as: format, title: title, description: description, warnings: &warnings)
    }
  }
}
