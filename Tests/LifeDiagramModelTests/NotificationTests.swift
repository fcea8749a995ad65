import LifeDiagramModel
import LifeDiagramTestSupport
import Testing

/// The notifications and SwiftUI phases of each row, written from Apple's lists (A29, A30) and the aggregate rule
/// of `UIApplication` notifications in a scene app (A15, A21), not read back from the tool.
@Suite struct NotificationTests {
  private func table(_ run: ScenarioRun) -> [String] {
    run.rows.map { row in
      let names = run.notifications(at: row).joined(separator: " + ")
      return "\(row.call?.method ?? "-") [\(names)] \(run.swiftUIPhase(at: row)?.rawValue ?? "none")"
    }
  }

  @Test func moveToBackgroundInAScene() throws {
    #expect(table(try run("move-to-background", .scene)) == [
      "sceneWillResignActive(_:) [UIScene.willDeactivateNotification + UIApplication.willResignActiveNotification] inactive",
      "sceneDidEnterBackground(_:) [UIScene.didEnterBackgroundNotification + UIApplication.didEnterBackgroundNotification] background",
      "stateRestorationActivity(for:) [] background",
      "- [] background",
      "- [] background",  // Suspended: SwiftUI has no other phase (A29)
    ])
  }

  /// The first foreground entry of a launch posts `willEnterForegroundNotification` in a scene app (A21, O23), not
  /// in an app without scenes, where `applicationWillEnterForeground(_:)` is not called at a cold launch.
  @Test func coldLaunchPostsTheForegroundEntryWithTheFirstSceneOnly() throws {
    let rows = table(try run("cold-launch", .scene)).filter { !$0.hasPrefix("-") }
    #expect(rows == [
      "application(_:willFinishLaunchingWithOptions:) [] none",
      "application(_:didFinishLaunchingWithOptions:) [UIApplication.didFinishLaunchingNotification] none",
      "application(_:configurationForConnecting:options:) [] none",
      "scene(_:willConnectTo:options:) [UIScene.willConnectNotification] none",
      "sceneWillEnterForeground(_:) [UIScene.willEnterForegroundNotification + UIApplication.willEnterForegroundNotification] inactive",
      "sceneDidBecomeActive(_:) [UIScene.didActivateNotification + UIApplication.didBecomeActiveNotification] active",
    ])
    for id in ["relaunch-restored-session", "relaunch-after-discard", "deep-link-cold", "quick-action-cold", "prewarm"] {
      let replay = try run(id, .scene)
      let first = try #require(replay.rows.first { $0.call?.method == "sceneWillEnterForeground(_:)" })
      #expect(replay.notifications(at: first).last == "UIApplication.willEnterForegroundNotification", "\(id)")
    }
    let background = try run("launch-into-background", .scene)
    #expect(!background.rows.flatMap { background.notifications(at: $0) }.contains("UIApplication.willEnterForegroundNotification"))
    let app = try run("cold-launch", .app)
    #expect(app.rows.compactMap { row in row.call.map { _ in app.notifications(at: row) } }.flatMap { $0 } == [
      "UIApplication.didFinishLaunchingNotification", "UIApplication.didBecomeActiveNotification",
    ])
    #expect(app.rows.allSatisfy { app.swiftUIPhase(at: $0) == nil })
  }

  /// App-level notifications follow the aggregate: with two scenes, only the last one to resign posts it.
  @Test func twoScenesPostTheAppNotificationOnce() throws {
    let replay = try run("second-scene-ipad", .scene)
    let app = replay.rows.flatMap { replay.notifications(at: $0) }.filter { $0.hasPrefix("UIApplication.") }
    #expect(app == ["UIApplication.willResignActiveNotification", "UIApplication.didEnterBackgroundNotification"])
  }

  /// A process left running with no scene connected is in the background: reconnecting its scene brings the app
  /// to the foreground again (A15), as a launch's first foreground entry does (A21, O23).
  @Test func reconnectingTheOnlySceneEntersTheForeground() throws {
    let replay = try run("scene-reconnect", .scene)
    let app = replay.rows.flatMap { replay.notifications(at: $0) }.filter { $0.hasPrefix("UIApplication.") }
    #expect(app == ["UIApplication.willEnterForegroundNotification", "UIApplication.didBecomeActiveNotification"])
  }
}
