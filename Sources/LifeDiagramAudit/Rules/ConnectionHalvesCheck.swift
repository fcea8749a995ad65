import LifeDiagramModel
import LifeDiagramSourceIndex

/// The two halves of what can both launch the app and reach a running scene (a URL, a user activity, a quick
/// action): the connection option `scene(_:willConnectTo:options:)` reads, and the method for a connected scene.
/// The `cold-only-*` rules find the first without the second, the `warm-only-*` rules the reverse.
extension Rule {
  /// A scene delegate that reads the connection option itself (not, say, the app delegate choosing a
  /// configuration) but lacks the method for a connected scene.
  static func connectionOnlyFindings(in app: AppSources) -> [AuditFinding] {
    guard let option = description.connectionOption, let selector = description.methods.first else { return [] }
    // A SwiftUI app may take the connected scene's share through a view modifier (`.onOpenURL`).
    if let modifier = description.swiftUIModifier, !app.calls(named: modifier).isEmpty { return [] }
    return app.sceneDelegatesInUse.compactMap { delegate in
      guard !delegate.methods.contains(where: { $0.matches(selector) }),
        let read = app.optionReads.first(where: { $0.member == option && $0.enclosingType == delegate.name })
      else { return nil }
      return finding(
        at: read.enclosingMethod ?? read.location, method: selector,
        message: description.message(method: selector.selector))
    }
  }

  /// A scene delegate with the method for a connected scene that never reads the connection option.
  static func connectedOnlyFindings(in app: AppSources) -> [AuditFinding] {
    guard let option = description.connectionOption, let selector = description.methods.first else { return [] }
    // What a scene delegate hands on whole may be read elsewhere; the audit cannot tell, so it says nothing.
    guard !app.optionReads.contains(where: { $0.member == option }), app.optionsPassedOn.isEmpty else { return [] }
    return app.sceneDelegatesInUse.compactMap { delegate in
      guard let method = delegate.methods.first(where: { $0.matches(selector) }) else { return nil }
      return finding(at: method.location, method: selector, message: description.message(method: selector.selector))
    }
  }
}
