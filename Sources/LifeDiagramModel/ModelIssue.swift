/// One problem validation finds in a model: where it is, and what is wrong, as a plain sentence naming the
/// culprit.
public struct ModelIssue: Sendable, Hashable, CustomStringConvertible {
  /// Where the problem is, e.g. `app model` or `scenario 'cold-launch' (scene)`.
  public var location: String
  /// The problem, as a plain sentence naming the culprit.
  public var message: String

  /// Creates an issue at a location.
  public init(at location: String, _ message: String) {
    self.location = location
    self.message = message
  }

  /// Creates an issue in a life-cycle model.
  public init(_ lifecycle: LifecycleID, _ message: String) {
    self.init(at: "\(lifecycle.rawValue) model", message)
  }

  public var description: String { "\(location): \(message)" }
}
