import LifeDiagramModel
import LifeDiagramTestSupport
import Testing

/// What the scenario tables state that a reader would otherwise get wrong (a launch key, an opt-in, a call that
/// does not come), each read from a replay.
@Suite struct ScenarioFactTests {
  @Test func aSceneAppsBackgroundLaunchHasNoLocationKey() throws {
    let replay = try run("launch-into-background", .scene)
    #expect(replay.notes.contains { $0.contains("launchOptions[.location]") && $0.contains("unconditionally") })
    #expect(replay.sources.contains("A15"))
  }

  @Test func appStateRestorationAndPreservationNeedTheAppToOptIn() throws {
    let launch = try run("cold-launch", .app)
    #expect(launch.rows.contains { $0.step.systemText?.contains("shouldRestoreSecureApplicationState") == true })
    let leaving = try run("move-to-background", .app)
    let texts = leaving.rows.compactMap(\.step.systemText)
    #expect(texts.contains { $0.contains("shouldSaveSecureApplicationState") })
    #expect(launch.rows.contains { $0.sources.contains("A25") })
  }

  @Test func aProgrammaticDismissalGetsNoDidDismiss() throws {
    let replay = try run("dismiss-page-sheet", "viewcontroller")
    #expect(replay.notes.contains { $0.contains("presentationControllerDidDismiss(_:)") && $0.contains("dismiss(animated:) does not call it") })
    #expect(Catalog.builtIn.source("AV20")?.url?.hasSuffix("presentationcontrollerdiddismiss(_:)") == true)
  }

  @Test func aBiometricPromptResignsAndReactivatesInBothLifeCycles() throws {
    let app = try run("interruption-face-id", .app).rows.compactMap { $0.call?.method }
    #expect(app == ["applicationWillResignActive(_:)", "applicationDidBecomeActive(_:)"])
    let scene = try run("interruption-face-id", .scene)
    let sceneCalls = scene.rows.compactMap { $0.call?.method }
    #expect(sceneCalls == ["sceneWillResignActive(_:)", "sceneDidBecomeActive(_:)"])
    #expect(scene.notes.contains { $0.contains("loops") } && scene.notes.contains { $0.contains("compact banner") })
  }

  @Test func anOverFullScreenPresenterGetsNoDisappearCalls() throws {
    let over = try run("present-over-full-screen", "viewcontroller")
    #expect(!over.rows.contains { $0.scene == 1 && $0.call != nil })
    let presented: [String] = over.rows.compactMap { $0.scene == 2 ? $0.call?.method : nil }
    #expect(presented.contains("viewDidAppear(_:)"))
  }

  @Test func aMemoryWarningReachesTheAppDelegateAndEveryViewControllerAndChangesNoState() throws {
    for model: LifecycleID in [.app, .scene] {
      let replay = try run("memory-warning", model)
      let row = try #require(replay.rows.first { $0.call != nil })
      #expect(row.call?.method == "applicationDidReceiveMemoryWarning(_:)")
      #expect(replay.notifications(at: row) == ["UIApplication.didReceiveMemoryWarningNotification"])
      #expect(replay.rows.allSatisfy { $0.before.units == replay.start.units && $0.after.units == replay.start.units })
      #expect(replay.rows.contains { $0.step.systemText?.contains("didReceiveMemoryWarning()") == true })
    }
    let controllers = try run("memory-warning", "viewcontroller").rows
    #expect(controllers.map { "\($0.scene ?? 0) \($0.call?.method ?? "")" } == ["1 didReceiveMemoryWarning()", "2 didReceiveMemoryWarning()"])
  }

  @Test func backgroundAppRefreshLaunchesOnceThenResumesAndNamesTheDeprecatedFetch() throws {
    for model: LifecycleID in [.app, .scene] {
      let replay = try run("background-app-refresh", model)
      let handlers = replay.rows.filter { $0.step.systemText?.contains("BGAppRefreshTask") == true }
      #expect(handlers.count == 2)
      #expect(replay.rows.filter { $0.call?.method == "application(_:didFinishLaunchingWithOptions:)" }.count == 1)
      #expect(replay.notes.contains { $0.contains("performFetchWithCompletionHandler") && $0.contains("deprecated") })
      #expect(replay.notes.contains { $0.contains("before the launch ends") })
      #expect(replay.rows.last?.after.process == .suspended)
    }
  }

  @Test func aSilentPushLaunchesOrWakesTheAppButNotAfterAForceQuit() throws {
    for model: LifecycleID in [.app, .scene] {
      let replay = try run("silent-push", model)
      let pushes = replay.rows.filter { $0.call?.method == "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)" }
      #expect(pushes.count == 2)
      #expect(pushes.allSatisfy { $0.call?.receiver == "AppDelegate" })
      #expect(pushes[0].before.process == .running && pushes[1].before.process == .running)
      #expect(replay.notes.contains { $0.contains("force-quits") && $0.contains("O20") })
    }
  }

  @Test func aSheetAndItsPresenterBothStayAppearedWhenTheAppGoesToTheBackground() throws {
    let replay = try run("sheet-to-background", "viewcontroller")
    let calls = replay.rows.compactMap { $0.call.map { "\($0.receiver) \($0.method)" } }
    #expect(calls.filter { $0.hasPrefix("SceneDelegate") } == ["SceneDelegate sceneWillResignActive(_:)", "SceneDelegate sceneDidEnterBackground(_:)"])
    #expect(!calls.contains { $0.contains("Disappear") })
    #expect(replay.rows.last?.after.units.map(\.state) == ["appeared", "appeared"])
  }

  @Test func updatePropertiesComesBeforeLayoutAndIsTaggedIOS26AndUncertain() throws {
    let push = try run("push", "viewcontroller").rows
    let index = try #require(push.firstIndex { $0.call?.method == "updateProperties()" })
    #expect(push[index + 1].call?.method == "viewWillLayoutSubviews()")
    #expect(push[index].evidenceLevel == .uncertain && push[index].caveat?.contains("iOS 26") == true)
    #expect(push[index].sources.contains("AV23"))
  }

  @Test func theIPadScenarioSaysUIRequiresFullScreenIsDeprecated() throws {
    let replay = try run("second-scene-ipad", .scene)
    #expect(replay.notes.contains { $0.contains("iPadOS 26 deprecates UIRequiresFullScreen") })
    #expect(replay.sources.contains("A37"))
    #expect(Catalog.builtIn.source("A37")?.title.contains("TN3192") == true)
  }
}
