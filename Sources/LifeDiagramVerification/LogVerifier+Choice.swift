import LifeDiagramModel

extension LogVerifier {
  /// The life cycles a log is most likely a run of, when no `--model` says: those among `lifecycles` that make the
  /// most of its calls, each with that count. Where UIKit's scene model is among them and the log holds a call of
  /// its scene delegate, it alone (a model file that copies its scene calls does not make a scene log its own).
  /// Of a tie, those whose process receiver the log names. Several are left when the log cannot tell them apart
  /// (the launch calls alone are the app's and the scene's); none when no life cycle makes any of its calls.
  public static func likelyLifecycles(of log: CallLog, among lifecycles: [Lifecycle]) -> [(
    lifecycle: Lifecycle, calls: Int
  )] {
    let counts = lifecycles.map { lifecycle in
      let methods = Set(lifecycle.everyCall.map(\.method))
      return (lifecycle: lifecycle, calls: log.entries.count { methods.contains($0.method) })
    }
    let most = counts.map(\.calls).max() ?? 0
    guard most > 0 else { return [] }
    var best = counts.filter { $0.calls == most }
    // In a tie, a life cycle whose process receiver the log never names (a SwiftUI App's, beside the app delegate's
    // launch calls the SwiftUI model shares) gives way to those whose it names.
    let named = best.filter { candidate in
      let receiver = candidate.lifecycle.processReceiver
      let own = Set(candidate.lifecycle.everyCall.filter { $0.receiver == receiver }.map(\.method))
      return log.entries.contains { own.contains($0.method) }
    }
    if !named.isEmpty { best = named }
    if let scene = best.first(where: { $0.lifecycle.id == .scene }), best.count > 1 {
      let sceneDelegateCalls = Set(scene.lifecycle.everyCall.filter { $0.receiver == .sceneDelegate }.map(\.method))
      if log.entries.contains(where: { sceneDelegateCalls.contains($0.method) }) { return [scene] }
    }
    return best
  }
}
