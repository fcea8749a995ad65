/// One call UIKit makes to a delegate: who receives it and the method, spelled as Apple spells the selector.
public struct DelegateCall: Codable, Sendable, Hashable {
  /// The delegate that receives the call.
  public var receiver: Receiver
  /// The method as Apple spells its selector, e.g. `sceneDidBecomeActive(_:)`.
  public var method: String

  /// Creates a call of `method` on `receiver`.
  public init(_ receiver: Receiver, _ method: String) {
    self.receiver = receiver
    self.method = method
  }
}
