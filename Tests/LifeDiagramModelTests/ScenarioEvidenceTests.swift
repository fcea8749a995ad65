import LifeDiagramModel
import LifeDiagramTestSupport
import Testing

/// What each scenario calls, where each life cycle delivers it, and how sure the model is of it (the sources it
/// cites, its evidence level), read from a replay or the catalog.
@Suite struct ScenarioEvidenceTests {
  static let catalog = Catalog.builtIn

  /// The row of `method` that `transition` makes in a replay.
  func row(_ method: String, of transition: TransitionID, in replay: ScenarioRun) throws -> SequenceRow {
    try #require(replay.rows.first { $0.call?.method == method && ($0.transition?.id == transition || $0.partOf == transition) })
  }

  // MARK: - Wrong

  /// Item 1: A7 is a current article; the call on a resume stays uncertain, with the contrary report cited.
  @Test func aResumeInTheBackgroundCitesTheCurrentArticleAndTheContraryReport() throws {
    let replay = try run("background-app-refresh", .app)
    let resume = try row("applicationDidEnterBackground(_:)", of: "suspended-to-background", in: replay)
    #expect(resume.evidenceLevel == .uncertain)
    #expect(resume.caveat?.contains("current article") == true && resume.caveat?.contains("archived") == false)
    #expect(resume.sources.contains("O24"))
  }

  /// Item 2: background time running out is no termination with a callback; the watchdog's kill has none.
  @Test func runningOutOfBackgroundTimeIsNoTerminationCall() throws {
    let app = try #require(Self.catalog.lifecycle(.app))
    let termination = try #require(app.transitions.first { $0.id == "background-to-not-running" })
    #expect(!termination.trigger.contains("ran out") && termination.trigger.contains("0x8badf00d"))
    #expect(termination.sources.contains("A38"))
    let scene = try #require(Self.catalog.lifecycle(.scene))
    let rule = try #require(scene.rules.first { $0.id == "process-termination" })
    #expect(rule.summary.contains("watchdog") && rule.sources.contains("A38"))
  }

  /// Item 3: the three app-delegate deprecations name every platform Apple lists and the notification.
  @Test(arguments: [
    ("applicationDidBecomeActive(_:)", "UIApplication.didBecomeActiveNotification"),
    ("applicationWillResignActive(_:)", "UIApplication.willResignActiveNotification"),
    ("applicationWillEnterForeground(_:)", "UIApplication.willEnterForegroundNotification"),
  ])
  func theIOS26DeprecationsNameEveryPlatformAndTheNotification(_ method: String, _ notification: String) throws {
    let deprecation = try #require(Self.catalog.delegateMethods.first { $0.selector == method }?.deprecation)
    #expect(deprecation.platforms == "iOS, iPadOS, Mac Catalyst, tvOS, visionOS")
    #expect(deprecation.replacement.hasSuffix(", or \(notification)"))
  }

  /// Item 5: Split View is iPadOS 13 to 18; on iPadOS 26 the activation states are unverified.
  @Test func theSecondWindowHoldsForSplitViewAndMarksIPadOS26Unverified() throws {
    let scenario = try #require(Self.catalog.scenario("second-scene-ipad"))
    let holds = try #require(scenario.variant(.scene)?.holdsFor)
    #expect(holds.contains("iPadOS 13 to 18 in Split View") && holds.contains("iPadOS 26") && holds.contains("unverified"))
  }

  // MARK: - Uncertain, shown as documented before

  /// Item 6: the call at a background launch is contested, with both sources.
  @Test func theBackgroundLaunchsDidEnterBackgroundIsContested() throws {
    for id in ["launch-into-background", "background-app-refresh", "silent-push"] {
      let replay = try run(id, .app)
      let call = try row("applicationDidEnterBackground(_:)", of: "not-running-to-background", in: replay)
      #expect(call.evidenceLevel == .uncertain && call.caveat?.contains("contested") == true, "\(id)")
      #expect(call.sources.contains("A7") && call.sources.contains("O24"), "\(id)")
    }
  }

  /// Item 7: asking for the restoration activity on every backgrounding is the model's inference.
  @Test func theRestorationActivityOnEachBackgroundingIsInferred() throws {
    let replay = try run("move-to-background", .scene)
    let call = try #require(replay.rows.first { $0.call?.method == "stateRestorationActivity(for:)" })
    #expect(call.evidenceLevel == .uncertain && call.caveat?.contains("model's inference") == true)
  }

  /// Item 8: state restoration at a background launch is marked uncertain; at a foreground launch it stays documented.
  @Test func stateRestorationIsUncertainOnlyAtABackgroundLaunch() throws {
    let background = try run("launch-into-background", .app)
    let marked = try #require(background.rows.first { $0.step.systemText?.contains("restored view-controller state") == true })
    #expect(marked.evidenceLevel == .uncertain)
    let foreground = try run("cold-launch", .app)
    let restores = try #require(foreground.rows.first { $0.step.systemText?.contains("restores view-controller state") == true })
    #expect(restores.evidenceLevel == .documented)
    #expect(!foreground.rows.contains { $0.step.systemText?.contains("restored view-controller state") == true })
  }

  /// Item 9: the app delegate before the view controllers is an inferred order.
  @Test func theMemoryWarningsOrderIsInferred() throws {
    for model: LifecycleID in [.app, .scene] {
      let replay = try run("memory-warning", model)
      let controllers = try #require(replay.rows.first { $0.step.systemText?.contains("didReceiveMemoryWarning()") == true })
      #expect(controllers.evidenceLevel == .uncertain && controllers.sources.contains("I"))
    }
  }

  /// Item 10: each view controller whose traits change hears its own trait change; the scene's calls come once.
  @Test func eachControllerHearsItsOwnTraitChange() throws {
    let replay = try run("sheet-to-background", "viewcontroller")
    let traits = replay.rows.filter { $0.call?.method == "traitCollectionDidChange(_:)" }.map(\.scene)
    #expect(traits == [1, 2, 1, 2])
    #expect(replay.rows.filter { $0.call?.receiver == .sceneDelegate }.allSatisfy { $0.scene == nil })
  }

  // MARK: - Observed

  /// Item 16: the app-based link orders are observed (O25), not the model's reading.
  @Test(arguments: [("deep-link-cold", "user-opens-link-at-launch"), ("deep-link-warm", "user-opens-link")])
  func theLinkOrdersAreObserved(_ id: String, _ event: String) throws {
    let replay = try run(id, .app)
    let open = try #require(replay.rows.first { $0.call?.method == "application(_:open:options:)" })
    #expect(open.evidenceLevel == .observed && open.sources.contains("O25"))
    let calls = replay.rows.compactMap(\.call?.method)
    let index = try #require(calls.firstIndex(of: "application(_:open:options:)"))
    #expect(calls[index + 1] == "applicationDidBecomeActive(_:)")
  }

  // MARK: - Missing

  /// Item 14: closing one of two windows disconnects it and discards its session at once; the app runs on.
  @Test func closingOneOfTwoWindowsDiscardsItsSessionAtOnce() throws {
    let replay = try run("close-window-ipad", .scene)
    let calls = replay.rows.compactMap { row in row.call.map { "\(row.scene.map { "\($0) " } ?? "")\($0.method)" } }
    #expect(calls == ["2 sceneWillResignActive(_:)", "2 sceneDidDisconnect(_:)", "2 application(_:didDiscardSceneSessions:)"])
    #expect(replay.rows.last?.after.process == .running)
    #expect(replay.rows.last?.after.units.map(\.state) == ["foreground-active", "unattached"])
    #expect(replay.sources.contains("O3"))
  }

  /// Item 15: a user activity at a cold launch is in the connection options for scenes, and continued after the
  /// launch methods for apps; a warm one comes between entering the foreground and becoming active.
  @Test func aUserActivityArrivesWhereEachLifeCycleDeliversIt() throws {
    let appCold = try run("user-activity-cold", .app).rows.compactMap(\.call?.method)
    #expect(appCold == [
      "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
      "application(_:willContinueUserActivityWithType:)", "application(_:continue:restorationHandler:)",
      "applicationDidBecomeActive(_:)",
    ])
    let appWarm = try run("user-activity-warm", .app).rows.compactMap(\.call?.method)
    #expect(appWarm == [
      "applicationWillEnterForeground(_:)", "application(_:willContinueUserActivityWithType:)",
      "application(_:continue:restorationHandler:)", "applicationDidBecomeActive(_:)",
    ])
    let sceneCold = try run("user-activity-cold", .scene)
    #expect(!sceneCold.rows.contains { $0.call?.method == "scene(_:continue:)" })
    #expect(sceneCold.rows.contains { $0.step.systemText?.contains("userActivities") == true })
    let sceneWarm = try run("user-activity-warm", .scene).rows
    #expect(sceneWarm.compactMap(\.call?.method) == [
      "sceneWillEnterForeground(_:)", "scene(_:willContinueUserActivityWithType:)", "scene(_:continue:)", "sceneDidBecomeActive(_:)",
    ])
    #expect(sceneWarm.filter { $0.call?.method.hasPrefix("scene(_:") == true }.allSatisfy { $0.evidenceLevel == .uncertain })
    let deprecated = Self.catalog.delegateMethods.filter {
      $0.receiver == .appDelegate && ($0.selector.contains("ContinueUserActivity") || $0.selector.hasPrefix("application(_:continue:"))
    }
    #expect(deprecated.count == 2 && deprecated.allSatisfy { $0.deprecation?.since == "26.0" })
  }

  /// Item 22: a memory warning reaches an app that runs in the background too, and changes no state.
  @Test(arguments: [LifecycleID.app, .scene]) func aMemoryWarningReachesAnAppInTheBackground(_ model: LifecycleID) throws {
    let lifecycle = try #require(Self.catalog.lifecycle(model))
    let start = model == .app ? Situation.app("background", process: .running) : Situation.scene("background", process: .running)
    let scenario = Scenario(
      id: "background-memory-warning-test", title: "t", summary: "s",
      variants: [.init(model, start: start, events: [.init("memory-warning")], sources: ["A34"])])
    let replay = try Simulator(lifecycle).run(scenario)
    #expect(replay.rows.compactMap(\.call?.method) == ["applicationDidReceiveMemoryWarning(_:)"])
    #expect(replay.rows.last?.after == start)
    // Two scenes hear it once: the warning is the process's.
    let two = Situation(process: .running, units: [.init("foreground-active", hasSession: true), .init("foreground-active", hasSession: true)])
    if model == .scene {
      let both = Scenario(
        id: "two-scenes-memory-warning-test", title: "t", summary: "s",
        variants: [.init(.scene, start: two, events: [.init("memory-warning")], sources: ["A34"])])
      #expect(try Simulator(lifecycle).run(both).rows.filter { $0.call != nil }.count == 1)
    }
  }

  /// Item 18: the App's ScenePhase is the aggregate (active if any scene is), and differs from a scene's own.
  @Test func theAppsScenePhaseIsTheAggregateOfItsScenes() throws {
    let replay = try run("second-scene-ipad", .scene)
    let phases = replay.rows.map { "\(replay.swiftUIPhase(at: $0)?.rawValue ?? "none")/\(replay.appSwiftUIPhase(at: $0)?.rawValue ?? "none")" }
    // Scene 1 enters the background while scene 2 is still inactive: the App reads inactive.
    let first = try #require(replay.rows.firstIndex { $0.scene == 1 && $0.call?.method == "sceneDidEnterBackground(_:)" })
    #expect(phases[first] == "background/inactive")
    #expect(phases.first == "none/active" && phases.last == "background/background")
    let single = try run("cold-launch", .scene)
    #expect(single.rows.allSatisfy { single.swiftUIPhase(at: $0) == single.appSwiftUIPhase(at: $0) })
    let app = try run("cold-launch", .app)
    #expect(app.rows.allSatisfy { app.appSwiftUIPhase(at: $0) == nil })
  }

  /// Item 11: a notification tap, cold and warm, in both life cycles; and a notification in the foreground.
  @Test func aNotificationTapReachesTheDelegateWhereEachLifeCycleDeliversIt() throws {
    let didReceive = "userNotificationCenter(_:didReceive:withCompletionHandler:)"
    let appCold = try run("notification-tap-cold", .app).rows.compactMap(\.call?.method)
    #expect(appCold.suffix(2) == [didReceive, "applicationDidBecomeActive(_:)"])
    #expect(appCold.firstIndex(of: didReceive)! > appCold.firstIndex(of: "application(_:didFinishLaunchingWithOptions:)")!)
    let appWarm = try run("notification-tap-warm", .app)
    #expect(appWarm.rows.compactMap(\.call?.method) == ["applicationWillEnterForeground(_:)", didReceive, "applicationDidBecomeActive(_:)"])
    #expect(appWarm.rows.first { $0.call?.method == didReceive }?.evidenceLevel == .observed)
    let sceneCold = try run("notification-tap-cold", .scene).rows
    let connect = try #require(sceneCold.firstIndex { $0.call?.method == "scene(_:willConnectTo:options:)" })
    let receive = try #require(sceneCold.firstIndex { $0.call?.method == didReceive })
    #expect(connect < receive && sceneCold[receive].evidenceLevel == .uncertain)
    #expect(sceneCold.contains { $0.step.systemText?.contains("notificationResponse") == true })
    let sceneWarm = try run("notification-tap-warm", .scene).rows.compactMap(\.call?.method)
    #expect(sceneWarm == ["sceneWillEnterForeground(_:)", didReceive, "sceneDidBecomeActive(_:)"])
    for model: LifecycleID in [.app, .scene] {
      let foreground = try run("notification-foreground", model)
      #expect(foreground.rows.compactMap(\.call?.method) == ["userNotificationCenter(_:willPresent:withCompletionHandler:)"])
      #expect(foreground.rows.last?.after == foreground.start)
    }
  }

  /// Item 13: locking the device leaves the foreground, then protected data goes; the unlock brings both back.
  @Test(arguments: [LifecycleID.app, .scene]) func lockingTheDeviceTakesProtectedDataAway(_ model: LifecycleID) throws {
    let calls = try run("protected-data-lock", model).rows.compactMap(\.call?.method)
    let background = model == .app ? "applicationDidEnterBackground(_:)" : "sceneDidEnterBackground(_:)"
    let foreground = model == .app ? "applicationWillEnterForeground(_:)" : "sceneWillEnterForeground(_:)"
    let unavailable = try #require(calls.firstIndex(of: "applicationProtectedDataWillBecomeUnavailable(_:)"))
    let available = try #require(calls.firstIndex(of: "applicationProtectedDataDidBecomeAvailable(_:)"))
    #expect(try #require(calls.firstIndex(of: background)) < unavailable && unavailable < available)
    #expect(try #require(calls.firstIndex(of: foreground)) < available)
    #expect(!calls.contains("applicationWillTerminate(_:)"))
  }

  /// Item 12: a background URLSession relaunches an app the system ended, in the background, then it is suspended.
  @Test(arguments: [LifecycleID.app, .scene]) func aBackgroundDownloadRelaunchesTheAppInTheBackground(_ model: LifecycleID) throws {
    let replay = try run("background-urlsession", model)
    let calls = replay.rows.compactMap(\.call?.method)
    let handle = try #require(calls.firstIndex(of: "application(_:handleEventsForBackgroundURLSession:completionHandler:)"))
    #expect(try #require(calls.firstIndex(of: "application(_:didFinishLaunchingWithOptions:)")) < handle)
    #expect(!calls.contains { $0.contains("Foreground") || $0.contains("BecomeActive") })
    // The session delegate's call, where the stored handler is called, is a step of its own (issue #58, item 8).
    #expect(try #require(calls.firstIndex(of: "urlSessionDidFinishEvents(forBackgroundURLSession:)")) > handle)
    #expect(replay.rows.last?.after.process == .suspended)
    #expect(replay.notes.contains { $0.contains("force-quits") })
  }

  /// Item 21: a push and a custom container make the controller a child around its appearance; a pop and a removal
  /// take it out around its disappearance; without automatic forwarding the container's own calls move it.
  @Test func containmentCallsFrameTheAppearanceCalls() throws {
    func calls(_ id: String) throws -> [String] {
      try run(id, "viewcontroller").rows.filter { $0.scene == 2 }.compactMap(\.call?.method)
    }
    for id in ["push", "add-child", "add-child-manual-forwarding"] {
      let child = try calls(id)
      #expect(child.first == "willMove(toParent:)" && child.last == "didMove(toParent:)", "\(id): \(child)")
      #expect(try #require(child.firstIndex(of: "viewDidLoad()")) > 0)
    }
    for id in ["pop", "remove-child"] {
      let child = try calls(id)
      #expect(child == ["willMove(toParent:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)", "didMove(toParent:)"], "\(id)")
    }
    let manual = try run("add-child-manual-forwarding", "viewcontroller")
    let willAppear = try #require(manual.rows.first { $0.call?.method == "viewWillAppear(_:)" })
    #expect(willAppear.event.id == "begin-appearance-transition")
    #expect(try run("swipe-back-cancelled", "viewcontroller").rows.allSatisfy { $0.call?.method.contains("Parent") != true })
  }

  /// Item 17: a restored session is handed its activity again after the scene connects and before it becomes
  /// active (iOS 15), uncertain where exactly; a new session is not; the activity is nil while the device is locked.
  @Test func aRestoredSessionRestoresItsInteractionStateBeforeActivation() throws {
    for id in ["relaunch-restored-session", "scene-reconnect"] {
      let replay = try run(id, .scene)
      let calls = replay.rows.compactMap(\.call?.method)
      let restore = try #require(calls.firstIndex(of: "scene(_:restoreInteractionStateWith:)"), "\(id)")
      #expect(try #require(calls.firstIndex(of: "scene(_:willConnectTo:options:)")) < restore)
      #expect(restore < (try #require(calls.lastIndex(of: "sceneDidBecomeActive(_:)"))))
      let row = try #require(replay.rows.first { $0.call?.method == "scene(_:restoreInteractionStateWith:)" })
      #expect(row.evidenceLevel == .uncertain && row.sources.contains("A44"))
    }
    for id in ["cold-launch", "relaunch-after-discard", "second-scene-ipad"] {
      #expect(!(try run(id, .scene)).rows.contains { $0.call?.method == "scene(_:restoreInteractionStateWith:)" }, "\(id)")
    }
    let notes = try run("relaunch-restored-session", .scene).notes
    #expect(notes.contains { $0.contains("still locked") && $0.contains("nil") })
    #expect(notes.contains { $0.contains("extendStateRestoration()") && $0.contains("completeStateRestoration()") })
  }

  /// Item 19: a resized window hears its new geometry and stays active; the iPadOS 26.2 key is named.
  @Test func aResizedWindowHearsItsNewGeometryAndStaysActive() throws {
    let replay = try run("scene-resize", .scene)
    #expect(replay.rows.compactMap(\.call?.method) == ["windowScene(_:didUpdateEffectiveGeometry:)"])
    #expect(replay.rows.last?.after.units.map(\.state) == ["foreground-active"])
    #expect(replay.notes.contains { $0.contains("UIRequiresFullScreenIgnoredStartingWithVersion") })
    #expect(Self.catalog.source("A47")?.url?.contains("uirequiresfullscreenignoredstartingwithversion") == true)
  }

  /// Item 23: a continued-processing task starts in the foreground, keeps the app running in the background, and
  /// the app is suspended once it ends.
  @Test(arguments: [LifecycleID.app, .scene]) func aContinuedTaskRunsOnAfterTheUserLeaves(_ model: LifecycleID) throws {
    let replay = try run("continued-processing", model)
    let start = try #require(replay.rows.first)
    #expect(start.step.systemText?.contains("continued-processing request") == true && start.sources.contains("A48"))
    let background = model == .app ? "applicationDidEnterBackground(_:)" : "sceneDidEnterBackground(_:)"
    #expect(replay.rows.compactMap(\.call?.method).contains(background))
    #expect(replay.rows.last?.after.process == .suspended && replay.rows.last?.evidenceLevel == .uncertain)
    #expect(replay.notes.contains { $0.contains("expiration handler") })
  }
}
