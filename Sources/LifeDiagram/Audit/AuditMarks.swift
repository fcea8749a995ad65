import LifeDiagramModel

/// What `lifediagram audit --svg` marks on the diagram of the app's own life cycle: where the app implements each
/// delegate call, and the methods it implements that UIKit never calls in it.
public struct AuditMarks: Sendable, Hashable {
  /// Where the app implements each call, keyed `Receiver.selector` (`SceneDelegate.sceneDidBecomeActive(_:)`).
  public var implemented: [String: [CodeLocation]]
  /// The methods UIKit never calls in this app, each with where it is (`applicationDidBecomeActive(_:) at
  /// AppDelegate.swift:20`), listed apart in red.
  public var neverCalled: [String]

  /// The launch path's findings (issue #43), each with where it is (`notification-delegate-late at
  /// Helpers.swift:14`), marked in red on the launch edges and listed under the legend.
  public var launchPath: [String]

  /// The rules whose findings concern what happens before launch ends.
  static let launchPathRules: Set<String> = [
    "notification-delegate-late", "background-task-registration-late", "launch-options-in-scene-app",
  ]

  /// Creates marks.
  public init(implemented: [String: [CodeLocation]], neverCalled: [String], launchPath: [String] = []) {
    self.implemented = implemented
    self.neverCalled = neverCalled
    self.launchPath = launchPath
  }

  /// The marks of an audited app: its implementations, its `never-called` findings, and its launch path's.
  public init(_ app: AuditedApp) {
    self.init(
      implemented: app.implementations,
      neverCalled: app.findings.filter { $0.rule == "never-called" }.map {
        "\($0.method ?? "?") at \($0.location.short)"
      },
      launchPath: app.findings.filter { Self.launchPathRules.contains($0.rule) }.map {
        "\($0.rule) at \($0.location.short)"
      })
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
  func auditCalls(of transition: Transition) -> [DelegateCall] {
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
