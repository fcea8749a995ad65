/// A failure inside Graphviz, with Graphviz's own message.
public struct GraphvizError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What the tool was doing when Graphviz failed.
  public enum Stage: String, Sendable, Hashable {
    /// Creating the Graphviz context or probing its plugins.
    case startup = "start-up"
    /// Building the graph through cgraph.
    case building = "building"
    /// Laying the graph out.
    case layout = "layout"
    /// Rendering the laid-out graph.
    case rendering = "rendering"
  }

  /// What the tool was doing.
  public var stage: Stage
  /// The graph being rendered, if any.
  public var graph: String?
  /// Graphviz's message, cleaned up to one line.
  public var message: String
  /// What the user can do about it, if there is something.
  public var fix: String?

  /// Creates an error.
  public init(stage: Stage, graph: String? = nil, message: String, fix: String? = nil) {
    self.stage = stage
    self.graph = graph
    self.message = message
    self.fix = fix
  }

  public var description: String {
    let subject = graph.map { "Graphviz \(stage.rawValue) of '\($0)' failed" } ?? "Graphviz \(stage.rawValue) failed"
    let reason = message.isEmpty ? "" : ": \(message)"
    return subject + reason + (fix.map { "; \($0)" } ?? "")
  }
}
