extension ScenarioRun {
  /// Whether some of the life cycle's calls post a notification, so its tables have a Notification column.
  public var postsNotifications: Bool {
    lifecycle.everyCall.contains { postedNotifications["\($0.receiver.rawValue).\($0.method)"] != nil }
  }

  /// The notifications posted at a row, in order: the one that goes with its delegate call and, in a scene app,
  /// the `UIApplication` notification when the app's aggregate state changes there (A15, A21, A30). The aggregate
  /// is active if any scene is, inactive if any is in the foreground, background otherwise; a launch's first
  /// foreground entry posts `willEnterForegroundNotification` too (A21, O23: only apps without a scene delegate
  /// miss it, as `applicationWillEnterForeground(_:)` is not called at a cold launch).
  public func notifications(at row: SequenceRow) -> [String] {
    var names = row.call.flatMap { postedNotifications["\($0.receiver.rawValue).\($0.method)"] }.map { [$0] } ?? []
    guard lifecycle.tracksProcess, let posted = aggregateNotification(at: row), !names.contains(posted) else {
      return names
    }
    names.append(posted)
    return names
  }

  /// The SwiftUI phase the row's scene (scene 1 for a process row) is in after the row; nil in the app-based
  /// life cycle (SwiftUI apps always use scenes) and where no view runs.
  public func swiftUIPhase(at row: SequenceRow) -> SwiftUIPhase? {
    guard lifecycle.hasScenePhase else { return nil }
    let units = row.after.units.map(\.state)
    let unit = (row.scene ?? 1) - 1
    return sceneIndex(of: unit, in: units).flatMap { lifecycle.state(units[$0])?.role.flatMap(SwiftUIPhase.init) }
  }

  /// The scene a unit belongs to: itself where its state plays a role, else (a SwiftUI model's view) the nearest
  /// unit before it whose state does, else the first such unit; nil where none does.
  private func sceneIndex(of unit: Int, in states: [StateID]) -> Int? {
    let isScene = { (index: Int) in self.lifecycle.state(states[index])?.role != nil }
    if isScene(unit) { return unit }
    return (0..<unit).reversed().first(where: isScene) ?? states.indices.first(where: isScene)
  }

  /// The SwiftUI phase the App's own `scenePhase` reads after the row: the aggregate of every scene, `active` if
  /// any scene is active, else `inactive` if any is in the foreground, else `background` (A29); nil where no scene
  /// is connected, and in the app-based life cycle. It differs from a scene's own phase when several scenes are.
  public func appSwiftUIPhase(at row: SequenceRow) -> SwiftUIPhase? {
    lifecycle.appScenePhase(of: row.after.units.map(\.state))
  }

  /// Not claimed for a disconnection: whether UIKit posts `didEnterBackgroundNotification` when the last
  /// foreground scene is swiped away is not documented (I).
  private func aggregateNotification(at row: SequenceRow) -> String? {
    guard let transition = row.transition, transition.to != lifecycle.initialState else { return nil }
    let connectedBefore =
      start.units.contains { isConnected($0) }
      || rows.prefix { $0.index < row.index }.contains { $0.after.units.contains(where: isConnected) }
    let before = aggregate(row.before, launched: connectedBefore)
    let after = aggregate(row.after, launched: true)
    switch (before, after) {
    case (.some(.active), .some(let state)) where state != .active: return Notifications.App.willResignActive
    case (.some(let state), .some(.active)) where state != .active: return Notifications.App.didBecomeActive
    case (nil, .some(.active)): return Notifications.App.didBecomeActive
    case (nil, .some(.inactive)): return Notifications.App.willEnterForeground
    case (.some(.inactive), .some(.background)): return Notifications.App.didEnterBackground
    case (.some(.background), .some(.inactive)): return Notifications.App.willEnterForeground
    default: return nil
    }
  }

  /// The app's aggregate state, or nil when there is none yet: the process is not running, or it is launching
  /// and no scene has connected in it (`launched` false). A running process whose scenes are all disconnected is
  /// in the background.
  private func aggregate(_ situation: Situation, launched: Bool) -> SwiftUIPhase? {
    guard situation.process != .notRunning else { return nil }
    let roles = situation.units.compactMap { lifecycle.state($0.state)?.role }
    if roles.contains(.active) { return .active }
    if roles.contains(.inactive) { return .inactive }
    if roles.contains(.background) || roles.contains(.suspended) { return .background }
    return launched ? .background : nil
  }

  private func isConnected(_ unit: Situation.Unit) -> Bool {
    lifecycle.state(unit.state)?.role != .unattached
  }
}
