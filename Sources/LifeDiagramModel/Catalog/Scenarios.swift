extension Scenario {
  /// Every built-in scenario, in the order the docs list them.
  static let all: [Scenario] = ScenarioCatalog.launches + ScenarioCatalog.everyday + ScenarioCatalog.entries
    + ScenarioCatalog.endings + ScenarioCatalog.scenes

  /// The built-in scenario with this id, if there is one.
  static func builtIn(_ id: String) -> Scenario? {
    all.first { $0.id == id }
  }
}

/// Shorthands for the starting situations the catalog uses.
enum Start {
  static func app(_ state: StateID) -> Situation {
    let process: ProcessState =
      switch state {
      case AppStates.notRunning: .notRunning
      case AppStates.suspended: .suspended
      default: .running
      }
    return .app(state, process: process)
  }

  static func scene(_ state: StateID, session: Bool = true) -> Situation {
    let process: ProcessState =
      switch state {
      case SceneStates.suspended: .suspended
      default: .running
      }
    return .scene(state, process: process, hasSession: session)
  }

  /// A scene app that is not running; `session` says whether a session exists from an earlier run.
  static func sceneNotRunning(session: Bool, discarded: Bool = false) -> Situation {
    .scene(SceneStates.unattached, process: .notRunning, hasSession: session, discardedSessionsPending: discarded)
  }
}

/// The built-in scenarios (reference §4), as data.
enum ScenarioCatalog {
  typealias E = BuiltInEvent
  static func events(_ list: E...) -> [Scenario.Occurrence] { list.map { Scenario.Occurrence($0) } }

  static let launches: [Scenario] = [
    Scenario(
      id: "cold-launch", title: "Cold launch to the foreground",
      summary: "The user taps the icon of an app that is not running (for scenes: a launch that needs a new session).",
      variants: [
        .init(.app, start: Start.app(AppStates.notRunning), events: events(.userTapsIcon), sources: ["A3", "A15", "A22"]),
        .init(
          .scene, start: Start.sceneNotRunning(session: false), events: events(.userTapsIcon),
          notes: [
            "If a session exists from an earlier run, configurationForConnecting is skipped: see relaunch-restored-session.",
            "In a scene app launchOptions is nil in both launch methods (A15): whatever launched the app (a URL, a "
              + "quick action, a user activity) arrives in the connection options of scene(_:willConnectTo:options:) "
              + "(A18; see deep-link-cold and quick-action-cold).",
          ],
          sources: ["A3", "A15", "A16", "A18", "A19"]),
      ]),
    Scenario(
      id: "relaunch-restored-session", title: "Relaunch with a restored session",
      summary: "The system had terminated the app; its scene session survives, so no configuration is asked for.",
      variants: [
        .init(
          .scene, start: Start.sceneNotRunning(session: true), events: events(.userTapsIcon),
          notes: [
            "scene(_:willConnectTo:options:) finds in session.stateRestorationActivity the activity the scene "
              + "delegate returned from stateRestorationActivity(for:) when the scene last entered the background "
              + "(A18, A20).",
            "This holds only when the system ended the process. A scene the user closed in the app switcher had its "
              + "session discarded, activity included: see relaunch-after-discard.",
          ],
          sources: ["O5", "A18", "A20", "A17"])
      ]),
    Scenario(
      id: "relaunch-after-discard", title: "Relaunch after the user discarded sessions",
      summary: "The user removed the app's scenes in the app switcher while it was not running; the next launch reports them.",
      variants: [
        .init(
          .scene, start: Start.sceneNotRunning(session: false, discarded: true), events: events(.userTapsIcon),
          notes: [
            "Apple guarantees only that didDiscardSceneSessions comes after didFinishLaunching; its place after "
              + "willConnectTo was observed once (S4)."
          ],
          sources: ["S4", "O4", "A17", "A23"])
      ]),
    Scenario(
      id: "launch-into-background", title: "Launch into the background",
      summary: "The system launches the app for an event it registered for (e.g. a location change), then suspends it.",
      variants: [
        .init(
          .app, start: Start.app(AppStates.notRunning), events: events(.systemLaunchesInBackground, .systemSuspends),
          sources: ["A7", "A22", "A4", "O17"]),
        .init(
          .scene, start: Start.sceneNotRunning(session: false), events: events(.systemLaunchesInBackground, .systemSuspends),
          notes: [
            "Uncertain: Apple's prose says the scene moves to the background; whether a scene connects at all for a "
              + "background launch is not documented; many background launches are handled by app-level delegates alone. UIApplication.willEnterForegroundNotification is not posted (A21)."
          ],
          sources: ["A1", "A4", "A21", "I"]),
      ]),
  ]

  static let everyday: [Scenario] = [
    both(
      "move-to-background", "Move to the background",
      "The user goes to the Home Screen or switches app; the system then suspends the app.",
      app: Start.app(AppStates.active), scene: Start.scene(SceneStates.active),
      events(.userGoesHome, .systemSuspends), sources: ["A5", "A7", "A22", "S1"],
      notes: ["Sleep/Wake behaves the same way (A22, O12). sceneDidDisconnect is not called just for switching apps (A19)."]),
    both(
      "return-to-foreground", "Return to the foreground from the background",
      "The user returns to an app that is still running in the background.",
      app: Start.app(AppStates.background), scene: Start.scene(SceneStates.background),
      events(.userTapsIcon), sources: ["A6", "A14", "A19", "S1"]),
    both(
      "return-from-suspended", "Return from suspended",
      "The user returns to a suspended app: the process is resumed first.",
      app: Start.app(AppStates.suspended), scene: Start.scene(SceneStates.suspended),
      events(.userTapsIcon), sources: ["AF", "A6", "A19"]),
    both(
      "interruption", "Temporary interruption",
      "The user opens and dismisses Control Center; then a call arrives and is declined.",
      app: Start.app(AppStates.active), scene: Start.scene(SceneStates.active),
      events(.controlCenterOpens, .controlCenterCloses, .callArrives, .callDeclined), sources: ["A5", "A22", "S4", "O8"],
      notes: ["Notification banners from other apps do not deactivate the app (A22, O8)."]),
    both(
      "interruption-call-accepted", "Interruption: a call accepted",
      "A full-screen call arrives and the user accepts it; the call UI takes over and the app goes to the background.",
      app: Start.app(AppStates.active), scene: Start.scene(SceneStates.active),
      events(.callArrives, .callAccepted), sources: ["A22", "O12"]),
    both(
      "notification-center", "Notification Center pulled down, then dismissed",
      "The user pulls Notification Center down over the app, then dismisses it: one inactive period, as Apple "
        + "documents it.",
      app: Start.app(AppStates.active), scene: Start.scene(SceneStates.active),
      events(.notificationCenterPullStarts, .notificationCenterDismissed),
      sources: ["A22", "O8", "O19", "S4"],
      notes: [
        "Developers have reported a bounce (resign, become, resign, become) while the pull is under way: see the "
          + "variant notification-center-bounce."
      ]),
    Scenario(
      id: "notification-center-bounce", title: "Notification Center: the reported bounce",
      summary: "A reported quirk, not the documented sequence: the app resigns, becomes active and resigns again "
        + "while Notification Center is pulled down.",
      alternativeOf: "notification-center",
      variants: [LifecycleID.app, .scene].map { model in
        .init(
          model, start: model == .app ? Start.app(AppStates.active) : Start.scene(SceneStates.active),
          events: events(
            .notificationCenterPullStarts, .notificationCenterMidPull, .notificationCenterStillShowing,
            .notificationCenterDismissed),
          notes: [
            "Steps 2 and 3 are a reported, version-dependent quirk that Apple's engineers treat as a bug (radar "
              + "49216830); Apple documents only steps 1 and 4. Do not rely on either count of calls."
          ],
          sources: ["S4", "O6", "O7", "A22"],
          holdsFor: "reported on iOS 11 and 12 (O6) and again in 2024 (O7); not on every release")
      }),
    both(
      "app-switcher-return", "App switcher, back to the same app",
      "The user opens the app switcher and taps the same app again.",
      app: Start.app(AppStates.active), scene: Start.scene(SceneStates.active),
      events(.appSwitcherOpens, .appSwitcherSameApp), sources: ["O12", "O13", "S4"]),
    both(
      "app-switcher-switch-away", "App switcher, another app",
      "The user opens the app switcher and taps another app.",
      app: Start.app(AppStates.active), scene: Start.scene(SceneStates.active),
      events(.appSwitcherOpens, .appSwitcherOtherApp), sources: ["O13", "S4"]),
  ]

  static func both(
    _ id: String, _ title: String, _ summary: String, app: Situation, scene: Situation,
    _ events: [Scenario.Occurrence], sources: [SourceID], notes: [String] = [],
    holdsFor: (app: String?, scene: String?) = (nil, nil)
  ) -> Scenario {
    Scenario(
      id: id, title: title, summary: summary,
      variants: [
        .init(.app, start: app, events: events, notes: notes, sources: sources, holdsFor: holdsFor.app),
        .init(.scene, start: scene, events: events, notes: notes, sources: sources, holdsFor: holdsFor.scene),
      ])
  }
}
