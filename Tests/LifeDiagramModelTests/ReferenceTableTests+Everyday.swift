import LifeDiagramModel
import LifeDiagramTestSupport
import Testing

/// The expected call orders of the everyday scenarios and of the entry points (links, quick actions, alerts),
/// written by hand from the reference (§4.2–§4.7) and the sources each scenario cites, not from the tool's output.
extension ReferenceTableTests {
  @Test func launchIntoTheBackground() throws {
    #expect(calls(try run("launch-into-background", .app)) == [
      "AppDelegate.application(_:willFinishLaunchingWithOptions:) background",
      "AppDelegate.application(_:didFinishLaunchingWithOptions:) background",
      "AppDelegate.applicationDidEnterBackground(_:) background",
    ])
    #expect(calls(try run("launch-into-background", .scene)) == [
      "AppDelegate.application(_:willFinishLaunchingWithOptions:) unattached",
      "AppDelegate.application(_:didFinishLaunchingWithOptions:) unattached",
      "AppDelegate.application(_:configurationForConnecting:options:) unattached",
      "SceneDelegate.scene(_:willConnectTo:options:) unattached→background",
      "SceneDelegate.sceneDidEnterBackground(_:) background",
      "SceneDelegate.stateRestorationActivity(for:) background",
    ])
    for model in [LifecycleID.app, .scene] {
      #expect(try run("launch-into-background", model).rows.last?.after.process == .suspended)
    }
  }

  @Test func returnToTheForeground() throws {
    #expect(calls(try run("return-to-foreground", .app)) == [
      "AppDelegate.applicationWillEnterForeground(_:) background→inactive-runtime",
      "AppDelegate.applicationDidBecomeActive(_:) inactive-runtime→active",
    ])
    #expect(calls(try run("return-to-foreground", .scene)) == [
      "SceneDelegate.sceneWillEnterForeground(_:) background→foreground-inactive-runtime",
      "SceneDelegate.sceneDidBecomeActive(_:) foreground-inactive-runtime→foreground-active",
    ])
  }

  @Test func returnFromSuspended() throws {
    let app = try run("return-from-suspended", .app)
    #expect(calls(app) == [
      "AppDelegate.applicationWillEnterForeground(_:) suspended→inactive-runtime",
      "AppDelegate.applicationDidBecomeActive(_:) inactive-runtime→active",
    ])
    #expect(app.rows.first?.call == nil)
    let scene = try run("return-from-suspended", .scene)
    #expect(rows(scene) == [
      "System: The system resumes the process; no scene callback is documented suspended→background",
      "SceneDelegate.sceneWillEnterForeground(_:) background→foreground-inactive-runtime",
      "SceneDelegate.sceneDidBecomeActive(_:) foreground-inactive-runtime→foreground-active",
    ])
  }

  @Test func relaunchWithARestoredSession() throws {
    #expect(calls(try run("relaunch-restored-session", .scene)) == [
      "AppDelegate.application(_:willFinishLaunchingWithOptions:) unattached",
      "AppDelegate.application(_:didFinishLaunchingWithOptions:) unattached",
      "SceneDelegate.scene(_:willConnectTo:options:) unattached",
      "SceneDelegate.sceneWillEnterForeground(_:) unattached→foreground-inactive-launch",
      "SceneDelegate.scene(_:restoreInteractionStateWith:) foreground-inactive-launch",
      "SceneDelegate.sceneDidBecomeActive(_:) foreground-inactive-launch→foreground-active",
    ])
  }

  @Test(arguments: ["interruption", "app-switcher-return"]) func interruptionsThatEndInTheApp(_ id: String) throws {
    let app = try calls(run(id, .app))
    let scene = try calls(run(id, .scene))
    let resignApp = "AppDelegate.applicationWillResignActive(_:) active→inactive-runtime"
    let becomeApp = "AppDelegate.applicationDidBecomeActive(_:) inactive-runtime→active"
    let resignScene = "SceneDelegate.sceneWillResignActive(_:) foreground-active→foreground-inactive-runtime"
    let becomeScene = "SceneDelegate.sceneDidBecomeActive(_:) foreground-inactive-runtime→foreground-active"
    let times = id == "interruption" ? 2 : 1
    #expect(app == Array(repeating: [resignApp, becomeApp], count: times).flatMap { $0 })
    #expect(scene == Array(repeating: [resignScene, becomeScene], count: times).flatMap { $0 })
  }

  @Test(arguments: ["interruption-call-accepted", "app-switcher-switch-away"]) func interruptionsThatLeaveTheApp(
    _ id: String
  ) throws {
    #expect(calls(try run(id, .app)) == [
      "AppDelegate.applicationWillResignActive(_:) active→inactive-runtime",
      "AppDelegate.applicationDidEnterBackground(_:) inactive-runtime→background",
    ])
    #expect(calls(try run(id, .scene)) == [
      "SceneDelegate.sceneWillResignActive(_:) foreground-active→foreground-inactive-runtime",
      "SceneDelegate.sceneDidEnterBackground(_:) foreground-inactive-runtime→background",
      "SceneDelegate.stateRestorationActivity(for:) background",
    ])
  }

  /// A link or quick action that launches the app: the app delegate hears of it after the launch methods
  /// (A26, A27); a scene app reads it from the connection options and hears no separate call (A18, A27, A28).
  @Test(arguments: [
    ("deep-link-cold", "application(_:open:options:)"),
    ("quick-action-cold", "application(_:performActionFor:completionHandler:)"),
  ]) func entryAtLaunch(_ id: String, _ method: String) throws {
    #expect(calls(try run(id, .app)) == [
      "AppDelegate.application(_:willFinishLaunchingWithOptions:) inactive-launch",
      "AppDelegate.application(_:didFinishLaunchingWithOptions:) inactive-launch",
      "AppDelegate.\(method) inactive-launch",
      "AppDelegate.applicationDidBecomeActive(_:) inactive-launch→active",
    ])
    let scene = try run(id, .scene)
    #expect(calls(scene) == sceneLaunchToActive)
    #expect(scene.rows.contains { $0.step.systemText?.contains("connection options") == true })
  }

  /// A link or quick action for an app in the background: it enters the foreground, hears of the request, then
  /// becomes active (the order between the two is the model's reading, marked uncertain).
  @Test(arguments: [
    ("deep-link-warm", "application(_:open:options:)", "scene(_:openURLContexts:)"),
    ("quick-action-warm", "application(_:performActionFor:completionHandler:)",
     "windowScene(_:performActionFor:completionHandler:)"),
  ]) func entryInTheBackground(_ id: String, _ appMethod: String, _ sceneMethod: String) throws {
    #expect(calls(try run(id, .app)) == [
      "AppDelegate.applicationWillEnterForeground(_:) background→inactive-runtime",
      "AppDelegate.\(appMethod) inactive-runtime",
      "AppDelegate.applicationDidBecomeActive(_:) inactive-runtime→active",
    ])
    let scene = try run(id, .scene)
    #expect(calls(scene) == [
      "SceneDelegate.sceneWillEnterForeground(_:) background→foreground-inactive-runtime",
      "SceneDelegate.\(sceneMethod) foreground-inactive-runtime",
      "SceneDelegate.sceneDidBecomeActive(_:) foreground-inactive-runtime→foreground-active",
    ])
    #expect(scene.rows[1].evidenceLevel == .uncertain)
  }

  /// The user kills an app still running in the background: only the termination call (app, O11), or the
  /// disconnection then the termination, with the discard reported at the next launch (scene, O1, S1, A17).
  @Test func swipeKillFromTheBackground() throws {
    let app = try run("swipe-kill-background", .app)
    #expect(calls(app) == ["AppDelegate.applicationWillTerminate(_:) background→not-running"])
    #expect(app.rows.last?.transition?.id == "background-to-not-running-by-user")
    let scene = try run("swipe-kill-background", .scene)
    #expect(rows(scene) == [
      "SceneDelegate.sceneDidDisconnect(_:) background→unattached",
      "AppDelegate.applicationWillTerminate(_:) unattached",
      "System: application(_:didDiscardSceneSessions:) will be called at the next launch unattached",
    ])
    #expect(scene.rows.last?.after.process == .notRunning)
    #expect(scene.rows.allSatisfy { $0.call == nil || $0.evidenceLevel == .uncertain })
  }

  /// Siri and a permission alert are system panels: resign, then become active when they go (A5, O21).
  @Test(arguments: ["interruption-siri", "interruption-permission-alert"]) func systemPanels(_ id: String) throws {
    #expect(calls(try run(id, .app)) == [
      "AppDelegate.applicationWillResignActive(_:) active→inactive-runtime",
      "AppDelegate.applicationDidBecomeActive(_:) inactive-runtime→active",
    ])
    let scene = try run(id, .scene)
    #expect(calls(scene) == [
      "SceneDelegate.sceneWillResignActive(_:) foreground-active→foreground-inactive-runtime",
      "SceneDelegate.sceneDidBecomeActive(_:) foreground-inactive-runtime→foreground-active",
    ])
    if id == "interruption-siri" {
      #expect(scene.rows.allSatisfy { $0.evidenceLevel == .uncertain })
    } else {
      #expect(scene.rows.allSatisfy { $0.sources.contains("O21") && $0.evidenceLevel != .uncertain })
    }
  }

  /// Prewarming (A3): the launch calls come once, after the tap, from UIApplicationMain on; no new process.
  @Test func prewarmedLaunchContinuesOnce() throws {
    #expect(calls(try run("prewarm", .app)) == [
      "AppDelegate.application(_:willFinishLaunchingWithOptions:) inactive-launch",
      "AppDelegate.application(_:didFinishLaunchingWithOptions:) inactive-launch",
      "AppDelegate.applicationDidBecomeActive(_:) inactive-launch→active",
    ])
    #expect(calls(try run("prewarm", .scene)) == sceneLaunchToActive)
  }

  @Test func notificationCenterBounceInAScene() throws {
    let resign = "SceneDelegate.sceneWillResignActive(_:) foreground-active→foreground-inactive-runtime"
    let become = "SceneDelegate.sceneDidBecomeActive(_:) foreground-inactive-runtime→foreground-active"
    #expect(calls(try run("notification-center-bounce", .scene)) == [resign, become, resign, become])
  }
}

/// A scene app's launch to the foreground with a new session (A3, A16, A19): every entry to a not-running scene
/// app, prewarmed or not, starts with these calls.
private let sceneLaunchToActive = [
  "AppDelegate.application(_:willFinishLaunchingWithOptions:) unattached",
  "AppDelegate.application(_:didFinishLaunchingWithOptions:) unattached",
  "AppDelegate.application(_:configurationForConnecting:options:) unattached",
  "SceneDelegate.scene(_:willConnectTo:options:) unattached",
  "SceneDelegate.sceneWillEnterForeground(_:) unattached→foreground-inactive-launch",
  "SceneDelegate.sceneDidBecomeActive(_:) foreground-inactive-launch→foreground-active",
]
