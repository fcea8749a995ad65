/// What each scenario event does in the app-based life cycle (reference §4).
enum AppEvents {
  private typealias S = AppStates

  private static func t(_ from: StateID, _ to: StateID, _ variant: String? = nil) -> TransitionID {
    TransitionID(from: from, to: to, variant: variant)
  }

  private static let quirk = "uncertain: a reported quirk, not the documented sequence; Apple documents a single "
    + "inactive period"

  static let all: [EventRule] = [
    EventRule(
      .userTapsIcon,
      fires: [
        t(S.notRunning, S.inactiveLaunch), t(S.inactiveLaunch, S.active), t(S.background, S.inactiveRuntime),
        t(S.suspended, S.inactiveRuntime), t(S.inactiveRuntime, S.active),
      ],
      sources: ["A3", "A6", "A22"]),
    EventRule(.systemLaunchesInBackground, fires: [t(S.notRunning, S.background)], sources: ["A7", "O17"]),
    EventRule(.systemSuspends, fires: [t(S.background, S.suspended)], sources: ["A22"]),
    EventRule(.systemResumesInBackground, fires: [t(S.suspended, S.background)], sources: ["A7"]),
    EventRule(
      .userGoesHome, fires: [t(S.active, S.inactiveRuntime), t(S.inactiveRuntime, S.background)],
      sources: ["A22", "O12", "S1"]),
    EventRule(.controlCenterOpens, fires: [t(S.active, S.inactiveRuntime)], sources: ["S4", "O8", "O16"]),
    EventRule(.controlCenterCloses, fires: [t(S.inactiveRuntime, S.active)], sources: ["S4", "O8", "A5"]),
    EventRule(.callArrives, fires: [t(S.active, S.inactiveRuntime)], sources: ["A22"]),
    EventRule(.callDeclined, fires: [t(S.inactiveRuntime, S.active)], sources: ["A22", "O12"]),
    EventRule(.callAccepted, fires: [t(S.inactiveRuntime, S.background)], sources: ["A22", "O12"]),
    EventRule(.notificationCenterPullStarts, fires: [t(S.active, S.inactiveRuntime)], sources: ["S4", "O7", "O19"]),
    EventRule(
      .notificationCenterMidPull, fires: [t(S.inactiveRuntime, S.active)], sources: ["S4", "O6", "O7"],
      caveat: quirk),
    EventRule(
      .notificationCenterStillShowing, fires: [t(S.active, S.inactiveRuntime)], sources: ["S4", "O7"],
      caveat: quirk),
    EventRule(.notificationCenterDismissed, fires: [t(S.inactiveRuntime, S.active)], sources: ["O6", "O8", "A22"]),
    EventRule(.appSwitcherOpens, fires: [t(S.active, S.inactiveRuntime)], sources: ["O12", "O13", "A22"]),
    EventRule(.appSwitcherSameApp, fires: [t(S.inactiveRuntime, S.active)], sources: ["O12", "O13"]),
    EventRule(.appSwitcherOtherApp, fires: [t(S.inactiveRuntime, S.background)], sources: ["O13"]),
    EventRule(
      .userSwipesAppAway,
      fires: [
        t(S.inactiveRuntime, S.background), t(S.background, S.notRunning, "by-user"),
        t(S.suspended, S.notRunning, "by-user"),
      ],
      sources: ["S1", "O11", "O14"], caveat: SwipeKill.caveat),
    EventRule(.systemPurges, fires: [t(S.suspended, S.notRunning)], sources: ["A22", "A11"]),
    EventRule(
      .systemPrewarms, fires: [t(S.notRunning, S.suspended)], process: .prewarms,
      steps: [
        Step.system(
          "Reported on early iOS 15: UIApplicationMain and the launch calls ran here, hours before the user opened "
            + "the app; Apple's engineers say apps without scenes no longer get didFinishLaunching while prewarming "
            + "since late iOS 15, though one report on iOS 18 still sees it", "O10"
        ).caveat("observed, not documented: when it happens, the launch calls are not repeated after the tap")
      ],
      sources: ["A3", "O10"]),
    EventRule(
      .userOpensPrewarmedApp, fires: [t(S.suspended, S.inactiveLaunch), t(S.inactiveLaunch, S.active)],
      sources: ["A3", "O10"]),
  ] + entries

  /// Links, quick actions and interruptions: the app comes to (or stays in) the foreground inactive, the app
  /// delegate hears of the request, then the system activates it.
  private static let entries: [EventRule] = [
    EventRule(
      .userOpensLinkAtLaunch, fires: [t(S.notRunning, S.inactiveLaunch)],
      steps: [Step.call(.appDelegate, "application(_:open:options:)", "A26", "I").caveat(EntrySteps.afterLaunch)],
      sources: ["A26", "A3"]),
    EventRule(
      .userOpensLink, fires: [t(S.suspended, S.inactiveRuntime), t(S.background, S.inactiveRuntime)],
      steps: [Step.call(.appDelegate, "application(_:open:options:)", "A26", "I").caveat(EntrySteps.beforeActive)],
      sources: ["A26", "A6"]),
    EventRule(
      .userChoosesQuickActionAtLaunch, fires: [t(S.notRunning, S.inactiveLaunch)],
      steps: [
        Step.call(.appDelegate, EntrySteps.appQuickAction, "A27", "I")
          .caveat("uncertain: not called when a launch method handled the item and returned false; its place "
            + "before applicationDidBecomeActive(_:) is not documented")
      ],
      sources: ["A27", "A3"]),
    EventRule(
      .userChoosesQuickAction, fires: [t(S.suspended, S.inactiveRuntime), t(S.background, S.inactiveRuntime)],
      steps: [Step.call(.appDelegate, EntrySteps.appQuickAction, "A27", "I").caveat(EntrySteps.beforeActive)],
      sources: ["A27", "A6"]),
    EventRule(
      .systemActivatesApp, fires: [t(S.inactiveLaunch, S.active), t(S.inactiveRuntime, S.active)],
      sources: ["A1", "A6"]),
    EventRule(
      .siriInvoked, fires: [t(S.active, S.inactiveRuntime)], sources: ["A5", "A22", "I"], caveat: EntrySteps.siri),
    EventRule(
      .siriDismissed, fires: [t(S.inactiveRuntime, S.active)], sources: ["A5", "I"], caveat: EntrySteps.siri),
    EventRule(.permissionAlertShown, fires: [t(S.active, S.inactiveRuntime)], sources: ["O21", "A22"]),
    EventRule(.permissionAlertAnswered, fires: [t(S.inactiveRuntime, S.active)], sources: ["O21", "A5"]),
  ]
}

/// What the link, quick-action and interruption events share across both life cycles.
enum EntrySteps {
  static let appQuickAction = "application(_:performActionFor:completionHandler:)"
  static let sceneQuickAction = "windowScene(_:performActionFor:completionHandler:)"
  static let afterLaunch = "uncertain: Apple documents that the URL comes after the launch methods (unless one "
    + "returned false); its place before applicationDidBecomeActive(_:) is inferred"
  static let beforeActive = "uncertain: the call between entering the foreground and becoming active is the "
    + "model's reading; Apple does not document the order"
  static let siri = "uncertain: Siri is treated like the other system panels, which deactivate the app until they "
    + "are dismissed (A5); no developer's log was found"
}

/// What is uncertain about every swipe-kill sequence, in both life cycles.
enum SwipeKill {
  static let caveat = "uncertain: the calls at a user's kill are observed on some releases, not documented; Apple's "
    + "archived guide says a user's termination sends no notification"
}
