import LifeDiagramModel
import LifeDiagramTestSupport
import Testing

/// The reference's scenario tables (`lifecycle.md` §4.1, §4.3, §4.8, §4.10), derived by the simulator.
@Suite struct ReferenceTableTests {
  @Test func coldLaunchApp() throws {
    let replay = try run("cold-launch", .app)
    #expect(rows(replay) == [
      "System: The process is created (iOS 15+: if the system prewarmed it, it is resumed instead) not-running",
      "System: main() runs not-running",
      "System: UIApplicationMain creates UIApplication and the AppDelegate and starts the main run loop not-running",
      "System: UIKit loads the main storyboard named in Info.plist (skipped if there is none) not-running→inactive-launch",
      "AppDelegate.application(_:willFinishLaunchingWithOptions:) inactive-launch",
      "System: UIKit restores view-controller state (state restoration), only if application(_:shouldRestoreSecureApplicationState:) returns true; a state preserved before the user force-quit the app was deleted inactive-launch",
      "AppDelegate.application(_:didFinishLaunchingWithOptions:) inactive-launch",
      "System: The window is made visible; applicationWillEnterForeground(_:) is not called inactive-launch",
      "AppDelegate.applicationDidBecomeActive(_:) inactive-launch→active",
    ])
  }

  @Test func coldLaunchScene() throws {
    let replay = try run("cold-launch", .scene)
    #expect(rows(replay) == [
      "System: The process is created (iOS 15+: if the system prewarmed it, it is resumed instead) unattached",
      "System: main() runs unattached",
      "System: UIApplicationMain creates UIApplication and the AppDelegate and starts the main run loop unattached",
      "AppDelegate.application(_:willFinishLaunchingWithOptions:) unattached",
      "System: View-controller state restoration does not run: it applies to apps without scenes unattached",
      "AppDelegate.application(_:didFinishLaunchingWithOptions:) unattached",
      "AppDelegate.application(_:configurationForConnecting:options:) unattached",
      "System: UIKit creates the scene, loads the storyboard named by UISceneStoryboardFile and sets the window unattached",
      "SceneDelegate.scene(_:willConnectTo:options:) unattached",
      "SceneDelegate.sceneWillEnterForeground(_:) unattached→foreground-inactive-launch",
      "SceneDelegate.sceneDidBecomeActive(_:) foreground-inactive-launch→foreground-active",
    ])
    #expect(replay.rows.first?.before.process == .notRunning)
    #expect(replay.rows.first?.after.process == .running)
  }

  @Test func relaunchWithRestoredSessionSkipsConfiguration() throws {
    let replay = try run("relaunch-restored-session", .scene)
    #expect(!calls(replay).contains { $0.contains("configurationForConnecting") })
    #expect(calls(replay).count == 6)  // with iOS 15's scene(_:restoreInteractionStateWith:)
  }

  @Test func moveToBackground() throws {
    #expect(calls(try run("move-to-background", .app)) == [
      "AppDelegate.applicationWillResignActive(_:) active→inactive-runtime",
      "AppDelegate.applicationDidEnterBackground(_:) inactive-runtime→background",
    ])
    #expect(calls(try run("move-to-background", .scene)) == [
      "SceneDelegate.sceneWillResignActive(_:) foreground-active→foreground-inactive-runtime",
      "SceneDelegate.sceneDidEnterBackground(_:) foreground-inactive-runtime→background",
      "SceneDelegate.stateRestorationActivity(for:) background",
    ])
    for model in [LifecycleID.app, .scene] {
      let last = try #require(try run("move-to-background", model).rows.last)
      #expect(last.call == nil)
      #expect(states(last) == "background→suspended")
      #expect(last.after.process == .suspended)
    }
  }

  @Test func swipeKillFromTheForeground() throws {
    #expect(calls(try run("swipe-kill-foreground", .app)) == [
      "AppDelegate.applicationWillResignActive(_:) active→inactive-runtime",
      "AppDelegate.applicationDidEnterBackground(_:) inactive-runtime→background",
      "AppDelegate.applicationWillTerminate(_:) background→not-running",
    ])
    let scene = try run("swipe-kill-foreground", .scene)
    #expect(rows(scene) == [
      "SceneDelegate.sceneWillResignActive(_:) foreground-active→foreground-inactive-runtime",
      "SceneDelegate.sceneDidDisconnect(_:) foreground-inactive-runtime→unattached",
      "AppDelegate.applicationWillTerminate(_:) unattached",
      "System: application(_:didDiscardSceneSessions:) will be called at the next launch unattached",
    ])
    #expect(scene.rows[2].before.process == .running)
    #expect(scene.rows[2].after.process == .notRunning)
  }

  @Test func swipeKillIOS13Variants() throws {
    #expect(calls(try run("swipe-kill-foreground-ios13-iphone", .scene)) == [
      "SceneDelegate.sceneWillResignActive(_:) foreground-active→foreground-inactive-runtime",
      "SceneDelegate.sceneDidEnterBackground(_:) foreground-inactive-runtime→background",
      "SceneDelegate.stateRestorationActivity(for:) background",
      "AppDelegate.applicationWillTerminate(_:) background",
    ])
    #expect(calls(try run("swipe-kill-foreground-ios13-ipad", .scene)) == [
      "SceneDelegate.sceneWillResignActive(_:) foreground-active→foreground-inactive-runtime",
      "SceneDelegate.sceneDidDisconnect(_:) foreground-inactive-runtime→unattached",
      "AppDelegate.application(_:didDiscardSceneSessions:) unattached",
      "AppDelegate.applicationWillTerminate(_:) unattached",
    ])
  }

  @Test func relaunchAfterDiscard() throws {
    let replay = try run("relaunch-after-discard", .scene)
    #expect(calls(replay) == [
      "AppDelegate.application(_:willFinishLaunchingWithOptions:) unattached",
      "AppDelegate.application(_:didFinishLaunchingWithOptions:) unattached",
      "SceneDelegate.scene(_:willConnectTo:options:) unattached",
      "AppDelegate.application(_:didDiscardSceneSessions:) unattached",
      "SceneDelegate.sceneWillEnterForeground(_:) unattached→foreground-inactive-launch",
      "SceneDelegate.sceneDidBecomeActive(_:) foreground-inactive-launch→foreground-active",
    ])
    let skipped = replay.rows.first { $0.step.systemText?.contains("configurationForConnecting") == true }
    #expect(skipped?.caveat?.contains("may be skipped") == true)
  }

  @Test func systemPurgeHasNoCallback() throws {
    for model in [LifecycleID.app, .scene] {
      let replay = try run("system-purge-suspended", model)
      #expect(calls(replay).isEmpty)
      #expect(replay.rows.last?.after.process == .notRunning)
    }
  }

  @Test func secondSceneCallsAlternateBetweenScenes() throws {
    let replay = try run("second-scene-ipad", .scene)
    let sceneCalls = replay.rows.filter { $0.call?.receiver == .sceneDelegate }.map { "\($0.scene!):\($0.call!.method)" }
    #expect(sceneCalls == [
      "2:scene(_:willConnectTo:options:)", "2:sceneWillEnterForeground(_:)", "2:sceneDidBecomeActive(_:)",
      "1:sceneWillResignActive(_:)", "2:sceneWillResignActive(_:)",
      "1:sceneDidEnterBackground(_:)", "1:stateRestorationActivity(for:)",
      "2:sceneDidEnterBackground(_:)", "2:stateRestorationActivity(for:)",
    ])
    #expect(replay.rows.contains { $0.call?.method == "application(_:configurationForConnecting:options:)" })
    #expect(!replay.rows.contains { $0.call?.method == "application(_:willFinishLaunchingWithOptions:)" })
    // Suspension is per process: both scenes are suspended in one step, never one while the process still runs.
    let suspension = try #require(replay.rows.last)
    #expect(suspension.scene == nil && suspension.call == nil)
    #expect(suspension.before.units.map(\.state) == ["background", "background"])
    #expect(suspension.after.units.map(\.state) == ["suspended", "suspended"])
    #expect(suspension.before.process == .running && suspension.after.process == .suspended)
    #expect(replay.rows.filter { $0.after.units.contains { $0.state == "suspended" } }.count == 1)
  }

  /// UIKit asks for the restoration activity on every way into Background, and not when it disconnects a scene.
  @Test func restorationActivityIsAskedOnEnteringTheBackground() {
    let scene = Catalog.builtIn.lifecycle(.scene)!
    for transition in scene.transitions {
      let asks = transition.ownCalls.contains { $0.method == "stateRestorationActivity(for:)" }
      // A memory warning in the background stays there: it enters nothing.
      let entersBackground = transition.to == "background" && transition.from != "suspended" && transition.from != "background"
      #expect(asks == entersBackground, "\(transition.id)")
    }
  }

  /// The user's kill is an event-driven transition of its own, beside Apple's dashed edge for the system's.
  @Test func userKillsAreSplitFromSystemTerminations() throws {
    for (model, from, to): (LifecycleID, StateID, StateID) in [
      (.app, "background", "not-running"), (.app, "suspended", "not-running"),
      (.scene, "background", "unattached"), (.scene, "suspended", "unattached"),
    ] {
      let lifecycle = Catalog.builtIn.lifecycle(model)!
      let system = try #require(lifecycle.transitions.first { $0.id == TransitionID(from: from, to: to) })
      let user = try #require(lifecycle.transitions.first { $0.id == TransitionID(from: from, to: to, variant: "by-user") })
      #expect(system.kind == .systemAutomatic)
      #expect(!system.trigger.contains("swipes it away"))
      #expect(user.kind == .eventDriven && user.appleLineStyle == nil)
    }
  }

  /// Apple documents one inactive period (A22); the bounce is a reported quirk, kept apart and marked uncertain.
  @Test func notificationCenterIsOneInactivePeriodAndTheBounceIsUncertain() throws {
    #expect(calls(try run("notification-center", .app)) == [
      "AppDelegate.applicationWillResignActive(_:) active→inactive-runtime",
      "AppDelegate.applicationDidBecomeActive(_:) inactive-runtime→active",
    ])
    #expect(calls(try run("notification-center", .scene)) == [
      "SceneDelegate.sceneWillResignActive(_:) foreground-active→foreground-inactive-runtime",
      "SceneDelegate.sceneDidBecomeActive(_:) foreground-inactive-runtime→foreground-active",
    ])
    let bounce = try run("notification-center-bounce", .app)
    #expect(bounce.scenario.alternativeOf == "notification-center")
    #expect(bounce.rows.map { $0.call?.method ?? "" } == [
      "applicationWillResignActive(_:)", "applicationDidBecomeActive(_:)", "applicationWillResignActive(_:)",
      "applicationDidBecomeActive(_:)",
    ])
    #expect(bounce.rows.map(\.evidenceLevel) == [.documented, .uncertain, .uncertain, .documented])
  }

  /// What the issue lists as inferred or anecdotal is marked uncertain in the rows that show it.
  @Test func inferredAndAnecdotalStepsAreUncertain() throws {
    func level(_ id: String, _ model: LifecycleID, _ method: String) throws -> EvidenceLevel {
      try #require(try run(id, model).rows.first { $0.call?.method == method || $0.step.systemText?.hasPrefix(method) == true }).evidenceLevel
    }
    #expect(try level("launch-into-background", .scene, "scene(_:willConnectTo:options:)") == .uncertain)
    #expect(try level("launch-into-background", .scene, "sceneDidEnterBackground(_:)") == .uncertain)
    #expect(try level("relaunch-after-discard", .scene, "application(_:configurationForConnecting:options:) is not called") == .uncertain)
    let resume = try #require(Catalog.builtIn.lifecycle(.app)!.transitions.first { $0.id == "suspended-to-background" })
    #expect(resume.steps.compactMap(\.caveat).contains { $0.hasPrefix("uncertain") })
    for model in [LifecycleID.app, .scene] {
      #expect(try level("swipe-kill-foreground", model, "applicationWillTerminate(_:)") == .uncertain)
    }
    #expect(try level("swipe-kill-foreground", .scene, "sceneDidDisconnect(_:)") == .uncertain)
  }

  @Test func everyScenarioSaysWhichReleasesItHoldsFor() throws {
    for (scenario, model) in allRuns {
      let holdsFor = try #require(try Simulator(Catalog.builtIn.lifecycle(model)!).run(scenario).holdsFor)
      #expect(holdsFor.contains("OS 1") || holdsFor.contains("iOS"), "\(scenario.id) (\(model))")
    }
    #expect(try run("prewarm", .scene).holdsFor?.contains("iOS 15") == true)
    #expect(try run("cold-launch", .scene).holdsFor == "iOS 13 and later")
  }

  @Test func disconnectedSceneReconnectsWithoutConfiguration() throws {
    #expect(calls(try run("scene-reconnect", .scene)) == [
      "SceneDelegate.sceneDidDisconnect(_:) background→unattached",
      "SceneDelegate.scene(_:willConnectTo:options:) unattached",
      "SceneDelegate.sceneWillEnterForeground(_:) unattached→foreground-inactive-launch",
      "SceneDelegate.scene(_:restoreInteractionStateWith:) foreground-inactive-launch",
      "SceneDelegate.sceneDidBecomeActive(_:) foreground-inactive-launch→foreground-active",
    ])
  }

  @Test func prewarmMarksObservedSteps() throws {
    for model in [LifecycleID.app, .scene] {
      let replay = try run("prewarm", model)
      #expect(replay.rows.contains { $0.sources.contains("O10") && $0.caveat?.contains("observed") == true })
      #expect(replay.rows.first?.after.process == .prewarmed)
      // The process is resumed, not created, after the tap, and each launch call happens once.
      #expect(!replay.rows.contains { $0.step.systemText?.hasPrefix("The process is created") == true })
      #expect(replay.rows.contains { $0.step.systemText?.hasPrefix("The system resumes the prewarmed process") == true })
      for method in ["application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)"] {
        #expect(replay.rows.filter { $0.call?.method == method }.count == 1, "\(model) \(method)")
      }
    }
  }
}
