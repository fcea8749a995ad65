/// One problem validation finds in a life-cycle model.
public struct ModelIssue: Sendable, Hashable, CustomStringConvertible {
  /// The model the problem is in.
  public var lifecycle: LifecycleID
  /// The problem, as a plain sentence naming the culprit.
  public var message: String

  /// Creates an issue.
  public init(_ lifecycle: LifecycleID, _ message: String) {
    self.lifecycle = lifecycle
    self.message = message
  }

  public var description: String { "\(lifecycle.rawValue) model: \(message)" }
}
