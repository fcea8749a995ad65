import LifeDiagramModel
import Testing

/// The reference's scenario tables (`lifecycle.md` §4.1, §4.3, §4.8, §4.10), derived by the simulator.
@Suite struct ReferenceTableTests {
  @Test func coldLaunchApp() throws {
    let replay = try run("cold-launch", .app)
    #expect(rows(replay) == [
      "System: The process is created (iOS 15+: a prewarmed process may be resumed instead) not-running",
      "System: main() runs not-running",
      "System: UIApplicationMain creates UIApplication and the AppDelegate and starts the main run loop not-running",
      "System: UIKit loads the main storyboard named in Info.plist (skipped if there is none) not-running→inactive-launch",
      "AppDelegate.application(_:willFinishLaunchingWithOptions:) inactive-launch",
      "System: UIKit restores view-controller state (state restoration) inactive-launch",
      "AppDelegate.application(_:didFinishLaunchingWithOptions:) inactive-launch",
      "System: The window is made visible; applicationWillEnterForeground(_:) is not called inactive-launch",
      "AppDelegate.applicationDidBecomeActive(_:) inactive-launch→active",
    ])
  }

  @Test func coldLaunchScene() throws {
    let replay = try run("cold-launch", .scene)
    #expect(rows(replay) == [
      "System: The process is created (iOS 15+: a prewarmed process may be resumed instead) unattached",
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
    #expect(calls(replay).count == 5)
  }

  @Test func moveToBackground() throws {
    #expect(calls(try run("move-to-background", .app)) == [
      "AppDelegate.applicationWillResignActive(_:) active→inactive-runtime",
      "AppDelegate.applicationDidEnterBackground(_:) inactive-runtime→background",
    ])
    #expect(calls(try run("move-to-background", .scene)) == [
      "SceneDelegate.sceneWillResignActive(_:) foreground-active→foreground-inactive-runtime",
      "SceneDelegate.sceneDidEnterBackground(_:) foreground-inactive-runtime→background",
    ])
    for model in LifecycleID.allCases {
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
    for model in LifecycleID.allCases {
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
      "1:sceneDidEnterBackground(_:)", "2:sceneDidEnterBackground(_:)",
    ])
    #expect(replay.rows.contains { $0.call?.method == "application(_:configurationForConnecting:options:)" })
    #expect(!replay.rows.contains { $0.call?.method == "application(_:willFinishLaunchingWithOptions:)" })
    #expect(replay.rows.last?.after.process == .suspended)
  }

  @Test func notificationCenterQuirkIsFlaggedObserved() throws {
    let replay = try run("notification-center", .app)
    #expect(replay.rows.map { $0.call?.method ?? "" } == [
      "applicationWillResignActive(_:)", "applicationDidBecomeActive(_:)", "applicationWillResignActive(_:)",
      "applicationDidBecomeActive(_:)",
    ])
    #expect(replay.rows[1].caveat?.contains("undocumented") == true)
    #expect(replay.rows[2].caveat?.contains("undocumented") == true)
    #expect(replay.rows[0].caveat == nil)
  }

  @Test func disconnectedSceneReconnectsWithoutConfiguration() throws {
    #expect(calls(try run("system-disconnect-background-scene", .scene)) == [
      "SceneDelegate.stateRestorationActivity(for:) background",
      "SceneDelegate.sceneDidDisconnect(_:) background→unattached",
      "SceneDelegate.scene(_:willConnectTo:options:) unattached",
      "SceneDelegate.sceneWillEnterForeground(_:) unattached→foreground-inactive-launch",
      "SceneDelegate.sceneDidBecomeActive(_:) foreground-inactive-launch→foreground-active",
    ])
  }

  @Test func prewarmMarksObservedSteps() throws {
    for model in LifecycleID.allCases {
      let replay = try run("prewarm", model)
      #expect(replay.rows.contains { $0.sources.contains("O10") && $0.caveat?.contains("observed") == true })
      #expect(replay.rows.contains { $0.call?.method == "application(_:didFinishLaunchingWithOptions:)" })
      #expect(replay.rows.first?.after.process == .prewarmed)
    }
  }
}
