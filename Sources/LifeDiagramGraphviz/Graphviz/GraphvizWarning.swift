/// A warning Graphviz gave while rendering a graph that it still rendered (e.g. an unknown colour).
public struct GraphvizWarning: Sendable, Hashable, CustomStringConvertible {
  /// The graph being rendered.
  public var graph: String
  /// Graphviz's message on one line, without its `Warning: ` prefix.
  public var message: String

  /// Creates a warning.
  public init(graph: String, message: String) {
    self.graph = graph
    self.message = message
  }

  public var description: String { "Graphviz warned while rendering '\(graph)': \(message)" }
}
