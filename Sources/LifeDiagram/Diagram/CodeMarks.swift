import LifeDiagramModel

/// An app's code marked on the diagram of its life cycle (what `lifediagram audit --svg` draws): where the app
/// implements each delegate call, the methods it implements that are never called, and what its launch does late.
public struct CodeMarks: Sendable, Hashable {
  /// Where the app implements each call, keyed `Receiver.selector` (`SceneDelegate.sceneDidBecomeActive(_:)`).
  public var implemented: [String: [CodeLocation]]
  /// The methods UIKit never calls in this app, each with where it is (`applicationDidBecomeActive(_:) at
  /// AppDelegate.swift:20`), listed apart in red.
  public var neverCalled: [String]

  /// What the app's launch does wrong, each with where it is (`notification-delegate-late at Helpers.swift:14`),
  /// marked in red on the launch edges and listed under the legend.
  public var launchPath: [String]

  /// Creates marks.
  public init(implemented: [String: [CodeLocation]], neverCalled: [String], launchPath: [String] = []) {
    self.implemented = implemented
    self.neverCalled = neverCalled
    self.launchPath = launchPath
  }

  /// Whether an edge is a launch: it makes `application(_:didFinishLaunchingWithOptions:)` or connects a scene.
  func isLaunch(_ calls: [DelegateCall]) -> Bool {
    calls.contains {
      $0.method == "application(_:didFinishLaunchingWithOptions:)" || $0.method == "scene(_:willConnectTo:options:)"
    }
  }

  /// Where the app implements a call, or nil when it does not.
  func places(of call: DelegateCall) -> [CodeLocation]? {
    implemented["\(call.receiver.rawValue).\(call.method)"]
  }

  /// A call's line on an edge: `✓ call` when the app implements it; `Receiver.call` where the life cycle makes the
  /// method on several receivers (SwiftUI's App and Scene both see `onChange(of:scenePhase)`).
  func line(for call: DelegateCall, qualified: Bool = false) -> String {
    (places(of: call) == nil ? "   " : "✓ ") + (qualified ? "\(call.receiver.rawValue).\(call.method)" : call.method)
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
  func codeCalls(of transition: Transition) -> [DelegateCall] {
    var calls: [DelegateCall] = []
    for (call, _) in orderedCalls(of: transition)
    where !calls.contains(where: { $0.receiver == call.receiver && $0.method == call.method }) {
      calls.append(call)
    }
    return calls
  }

  /// Whether the life cycle makes `call`'s method on another receiver too.
  func isMadeOnSeveralReceivers(_ call: DelegateCall) -> Bool {
    everyCall.contains { $0.method == call.method && $0.receiver != call.receiver }
  }
}
