/// What each scenario event does in the scene-based life cycle (reference §4).
enum SceneEvents {
  private typealias S = SceneStates

  private static func t(_ from: StateID, _ to: StateID, _ variant: String? = nil) -> TransitionID {
    TransitionID(from: from, to: to, variant: variant)
  }

  private static let quirk = "uncertain: a reported quirk, not the documented sequence; Apple documents a single "
    + "inactive period"
  private static let connect = [t(S.unattached, S.inactiveLaunch), t(S.inactiveLaunch, S.active)]

  static let all: [EventRule] = [
    EventRule(
      .userTapsIcon,
      fires: connect + [
        t(S.suspended, S.background), t(S.background, S.inactiveRuntime), t(S.inactiveRuntime, S.active),
      ],
      sources: ["A3", "A6", "A19"]),
    EventRule(
      .systemLaunchesInBackground, fires: [t(S.unattached, S.background)], sources: ["A1", "A4"],
      caveat: "uncertain: many background launches are handled by app-level delegates alone"),
    EventRule(.systemSuspends, fires: [t(S.background, S.suspended)], sources: ["A1"], processWide: true),
    EventRule(
      .systemResumesInBackground, fires: [t(S.suspended, S.background)], sources: ["A7", "I"], processWide: true),
    EventRule(
      .userGoesHome, fires: [t(S.active, S.inactiveRuntime), t(S.inactiveRuntime, S.background)],
      sources: ["A5", "A19", "S1"]),
    EventRule(.controlCenterOpens, fires: [t(S.active, S.inactiveRuntime)], sources: ["S4"]),
    EventRule(.controlCenterCloses, fires: [t(S.inactiveRuntime, S.active)], sources: ["S4", "A5"]),
    EventRule(.callArrives, fires: [t(S.active, S.inactiveRuntime)], sources: ["A19", "A23"]),
    EventRule(.callDeclined, fires: [t(S.inactiveRuntime, S.active)], sources: ["A19"]),
    EventRule(.callAccepted, fires: [t(S.inactiveRuntime, S.background)], sources: ["A19"]),
    EventRule(.notificationCenterPullStarts, fires: [t(S.active, S.inactiveRuntime)], sources: ["S4", "O7"]),
    EventRule(
      .notificationCenterMidPull, fires: [t(S.inactiveRuntime, S.active)], sources: ["S4", "O6", "O7"],
      caveat: quirk),
    EventRule(
      .notificationCenterStillShowing, fires: [t(S.active, S.inactiveRuntime)], sources: ["S4", "O7"],
      caveat: quirk),
    EventRule(.notificationCenterDismissed, fires: [t(S.inactiveRuntime, S.active)], sources: ["O6", "O8", "A22"]),
    EventRule(.appSwitcherOpens, fires: [t(S.active, S.inactiveRuntime)], sources: ["S4"]),
    EventRule(.appSwitcherSameApp, fires: [t(S.inactiveRuntime, S.active)], sources: ["S4", "O16"]),
    EventRule(.appSwitcherOtherApp, fires: [t(S.inactiveRuntime, S.background)], sources: ["S4"]),
    EventRule(
      .userSwipesAppAway,
      fires: [
        t(S.inactiveRuntime, S.unattached), t(S.background, S.unattached, "by-user"),
        t(S.suspended, S.unattached, "by-user"),
      ],
      process: .terminates, sessions: .discards, sources: ["S1", "O1", "S4", "A17"], caveat: SwipeKill.caveat),
    EventRule(
      .userSwipesAppAwayIOS13IPhone, fires: [t(S.inactiveRuntime, S.background)], process: .terminates,
      sessions: .discards, sources: ["O2"], caveat: "uncertain: observed on iOS 13 only (O2)"),
    EventRule(
      .userSwipesAppAwayIOS13IPad, fires: [t(S.inactiveRuntime, S.unattached)], process: .terminates,
      sessions: .discardsBeforeTermination, sources: ["O2"], caveat: "uncertain: observed on iOS 13 only (O2)"),
    EventRule(
      .systemPurges, fires: [t(S.suspended, S.unattached)], process: .terminates, sources: ["A22", "A17"],
      processWide: true),
    EventRule(
      .systemPrewarms, fires: [], process: .prewarms,
      steps: [
        .system(
          "The system creates the process ahead of use and runs its launch sequence up to, but not including, main()'s "
            + "call of UIApplicationMain (static initialisers run), then pauses it", "A3"),
        Step.system(
          "Reported on iOS 15 and later: UIApplicationMain may run and didFinishLaunching may be called here; "
            + "scene(_:willConnectTo:options:) is not, and the SceneDelegate is not created until the app is opened",
          "O10"
        ).caveat("observed, not documented: when it happens, the launch calls are not repeated after the tap"),
      ],
      sources: ["A3", "O10"]),
    EventRule(.userOpensPrewarmedApp, fires: connect, sources: ["A3", "O10"]),
    EventRule(.userOpensNewWindow, fires: connect, sources: ["A16", "A18", "A24"]),
    EventRule(.systemDisconnectsScene, fires: [t(S.background, S.unattached)], sources: ["A19", "A20", "A17"]),
    EventRule(.userTapsSceneCard, fires: connect, sources: ["A18", "A24"]),
  ] + entries

  private static let toForeground = [t(S.suspended, S.background), t(S.background, S.inactiveRuntime)]

  /// Links, quick actions and interruptions (see `AppEvents.entries`).
  private static let entries: [EventRule] = [
    EventRule(
      .userOpensLinkAtLaunch, fires: [t(S.unattached, S.inactiveLaunch)],
      steps: [
        .system(
          "The URL came with scene(_:willConnectTo:options:), in its connection options (urlContexts); "
            + "scene(_:openURLContexts:) is not called, and launchOptions was nil", "A28", "A18", "A15", "O22")
      ],
      sources: ["A28", "A18", "O22"]),
    EventRule(
      .userOpensLink, fires: toForeground,
      steps: [Step.call(.sceneDelegate, "scene(_:openURLContexts:)", "A28", "O22", "I").caveat(EntrySteps.beforeActive)],
      sources: ["A28", "O22"]),
    EventRule(
      .userChoosesQuickActionAtLaunch, fires: [t(S.unattached, S.inactiveLaunch)],
      steps: [
        .system(
          "The quick action came with scene(_:willConnectTo:options:), in its connection options (shortcutItem); "
            + "windowScene(_:performActionFor:completionHandler:) is not called", "A27", "A18")
      ],
      sources: ["A27", "A18"]),
    EventRule(
      .userChoosesQuickAction, fires: toForeground,
      steps: [Step.call(.sceneDelegate, EntrySteps.sceneQuickAction, "A27", "I").caveat(EntrySteps.beforeActive)],
      sources: ["A27"]),
    EventRule(
      .systemActivatesApp, fires: [t(S.inactiveLaunch, S.active), t(S.inactiveRuntime, S.active)],
      sources: ["A1", "A19"]),
    EventRule(
      .siriInvoked, fires: [t(S.active, S.inactiveRuntime)], sources: ["A5", "A19", "I"], caveat: EntrySteps.siri),
    EventRule(
      .siriDismissed, fires: [t(S.inactiveRuntime, S.active)], sources: ["A5", "I"], caveat: EntrySteps.siri),
    EventRule(.permissionAlertShown, fires: [t(S.active, S.inactiveRuntime)], sources: ["O21", "A19"]),
    EventRule(.permissionAlertAnswered, fires: [t(S.inactiveRuntime, S.active)], sources: ["O21", "A19"]),
  ]
}
