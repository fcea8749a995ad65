import LifeDiagramModel

/// What `lifediagram audit --svg` marks on the diagram of the app's own life cycle: where the app implements each
/// delegate call, and the methods it implements that UIKit never calls in it.
public struct AuditMarks: Sendable, Hashable {
  /// Where the app implements each call, keyed `Receiver.selector` (`SceneDelegate.sceneDidBecomeActive(_:)`).
  public var implemented: [String: [CodeLocation]]
  /// The methods UIKit never calls in this app, each with where it is (`applicationDidBecomeActive(_:) at
  /// AppDelegate.swift:20`), listed apart in red.
  public var neverCalled: [String]

  /// Creates marks.
  public init(implemented: [String: [CodeLocation]], neverCalled: [String]) {
    self.implemented = implemented
    self.neverCalled = neverCalled
  }

  /// The marks of an audited app: its implementations, and its `never-called` findings.
  public init(_ app: AuditedApp) {
    self.init(
      implemented: app.implementations,
      neverCalled: app.findings.filter { $0.rule == "never-called" }.map { "\($0.method ?? "?") at \($0.location.short)" })
  }

  /// Where the app implements a call, or nil when it does not.
  func places(of call: DelegateCall) -> [CodeLocation]? {
    implemented["\(call.receiver.rawValue).\(call.method)"]
  }

  /// A call's line on an edge: `✓ call` when the app implements it.
  func line(for call: DelegateCall) -> String {
    (places(of: call) == nil ? "   " : "✓ ") + call.method
  }

  /// A call's tooltip: where the app implements it, or that it does not.
  func tooltip(for call: DelegateCall) -> String {
    guard let places = places(of: call) else { return "\(call.method): not implemented by the app" }
    return "\(call.method): " + places.map(\.short).joined(separator: ", ")
  }
}

extension Lifecycle {
  /// The distinct calls a transition can make, in order, conditional ones included: what the app's own diagram
  /// lists on an edge.
  func auditCalls(of transition: Transition) -> [DelegateCall] {
    var calls: [DelegateCall] = []
    for (call, _) in orderedCalls(of: transition) where !calls.contains(where: { $0.receiver == call.receiver && $0.method == call.method }) {
      calls.append(call)
    }
    return calls
  }
}
