/// The transitions of the app-based life cycle (reference §1.2, §1.3; kinds per §5 D10 and issue 2).
enum AppTransitions {
  private typealias S = AppStates
  private static let delegate = Receiver.appDelegate

  /// The 13 directed edges of Apple's figure.
  static let figure: [Transition] = [
    Transition(
      from: S.notRunning, to: S.inactiveLaunch,
      trigger: "The app is launched to the foreground: the user taps its icon, or opens a URL, a notification or "
        + "a Handoff activity.",
      kind: .eventDriven, appleLineStyle: .dashed,
      steps: [.system("The window is made visible; applicationWillEnterForeground(_:) is not called", "A22", "O12")],
      sources: ["A3", "A15", "A22", "AF", "O12", "S0"]),
    Transition(
      from: S.inactiveLaunch, to: S.active,
      trigger: "The launch finishes and the system activates the app.",
      kind: .systemAutomatic, appleLineStyle: .solid,
      steps: [.call(delegate, "applicationDidBecomeActive(_:)", "A15", "A22")],
      sources: ["A1", "A13", "AF"]),
    Transition(
      from: S.active, to: S.inactiveRuntime,
      trigger: "An interruption (a call, a system alert, Control Center, Notification Center, the app switcher), "
        + "or the first half of leaving the foreground.",
      kind: .eventDriven, appleLineStyle: .solid,
      steps: [.call(delegate, "applicationWillResignActive(_:)", "A14", "A22")],
      sources: ["A5", "A14", "A22", "AF"]),
    Transition(
      from: S.inactiveRuntime, to: S.active,
      trigger: "The interruption ends (a panel dismissed, a call declined, the user back from the app switcher), "
        + "or the end of a return to the foreground.",
      kind: .eventDriven, appleLineStyle: .solid,
      steps: [.call(delegate, "applicationDidBecomeActive(_:)", "A13", "A5")],
      sources: ["A5", "A13", "AF"]),
    Transition(
      from: S.inactiveRuntime, to: S.background,
      trigger: "The user leaves the app: the Home gesture, another app, the Sleep/Wake button, a call accepted.",
      kind: .eventDriven, appleLineStyle: .solid,
      steps: [
        .call(delegate, "applicationDidEnterBackground(_:)", "A12", "A7"),
        .system("The system takes the app-switcher snapshot", "A5"),
      ],
      sources: ["A5", "A7", "A12", "A22", "AF"]),
    Transition(
      from: S.background, to: S.inactiveRuntime,
      trigger: "The user brings back an app that is still running in the background.",
      kind: .eventDriven, appleLineStyle: .solid,
      steps: [.call(delegate, "applicationWillEnterForeground(_:)", "A14", "A6")],
      sources: ["A6", "A14", "A22", "AF"]),
    Transition(
      from: S.background, to: S.suspended,
      trigger: "The system suspends the app once its background work ends.",
      kind: .systemAutomatic, appleLineStyle: .dashed,
      steps: [.system("The system suspends the app without notifying it", "A22")],
      sources: ["A22", "AF"]),
    Transition(
      from: S.suspended, to: S.background,
      trigger: "The system resumes the app in the background to deliver an event (location, background fetch, "
        + "a background URLSession, a push).",
      kind: .systemAutomatic, appleLineStyle: .dashed,
      steps: [
        .system("The system resumes the process", "A7"),
        Step.call(delegate, "applicationDidEnterBackground(_:)", "A7")
          .caveat("uncertain: Apple's archived guide says so, but no developer's log confirms it"),
      ],
      sources: ["A7", "AF"]),
    Transition(
      from: S.notRunning, to: S.background,
      trigger: "The system launches the app directly into the background for an event it registered for "
        + "(e.g. a significant location change).",
      kind: .eventDriven, appleLineStyle: .dashed,
      steps: [
        .system("The window is not shown", "A22"),
        .call(delegate, "applicationDidEnterBackground(_:)", "A7"),
        .system("The event is delivered, e.g. locationManager(_:didUpdateLocations:)", "A7"),
        .system("The system takes the app-switcher snapshot", "A7", "A22"),
      ],
      sources: ["A4", "A7", "A22", "AF", "O17"]),
    Transition(
      from: S.background, to: S.notRunning,
      trigger: "The system terminates an app that runs in the background and is not suspended (it needs the "
        + "resources, or the app's background time ran out). The user's swipe is a separate, event-driven transition.",
      kind: .systemAutomatic, appleLineStyle: .dashed,
      steps: [.call(delegate, "applicationWillTerminate(_:)", "A11")],
      sources: ["A11", "A22", "AF"]),
    Transition(
      from: S.suspended, to: S.notRunning,
      trigger: "The system purges the suspended app to reclaim memory. The user's swipe is a separate, event-driven "
        + "transition.",
      kind: .systemAutomatic, appleLineStyle: .dashed,
      steps: [.system("The process is killed; suspended apps get no notification", "A22", "A11")],
      sources: ["A11", "A22", "AF"]),
    Transition(
      from: S.notRunning, to: S.suspended,
      trigger: "Drawn by Apple but never explained; most plausibly a system pre-launch such as prewarming, which "
        + "leaves a paused process.",
      kind: .systemAutomatic, appleLineStyle: .dashed,
      steps: [
        Step.system(
          "The system creates the process ahead of use and runs its launch sequence up to, but not including, main()'s "
            + "call of UIApplicationMain (static initialisers run), then pauses it", "A3"
        ).caveat("inferred: the edge is Apple's, this meaning of it is the model's")
      ],
      sources: ["AF", "A3", "I"]),
    Transition(
      from: S.suspended, to: S.inactiveRuntime,
      trigger: "The user brings a suspended app to the foreground (its icon, the app switcher, a URL, a "
        + "notification).",
      kind: .eventDriven, appleLineStyle: .solid,
      steps: [
        .system("The system resumes the process; there is no background callback", "A6"),
        .call(delegate, "applicationWillEnterForeground(_:)", "A14", "A6"),
      ],
      sources: ["A6", "A14", "AF"]),
  ]

  /// Transitions the scenarios need that Apple's figure does not draw.
  static let beyondFigure: [Transition] = [
    Transition(
      from: S.suspended, to: S.inactiveLaunch,
      trigger: "The user opens a prewarmed app: the paused launch sequence continues.",
      kind: .eventDriven, appleLineStyle: nil,
      steps: [.system("The window is made visible", "A22")],
      sources: ["A3", "O10", "I"]),
    // Apple draws one dashed edge for every way out of Background into Not running; the user's swipe is an event,
    // so the model splits it off (I).
    Transition(
      from: S.background, to: S.notRunning, variant: "by-user",
      trigger: "The user swipes away, in the app switcher, an app that still runs in the background (e.g. one "
        + "playing audio, or one that has just left the foreground).",
      kind: .eventDriven, appleLineStyle: nil,
      steps: [
        Step.call(delegate, "applicationWillTerminate(_:)", "O11", "S1", "A11")
          .caveat("uncertain: a paraphrase of an Apple engineer's answer (O11) and one seed's log (S1); Apple's "
            + "archived guide says a user's termination sends no notification")
      ],
      sources: ["A11", "A22", "O11", "S1", "I"]),
    Transition(
      from: S.suspended, to: S.notRunning, variant: "by-user",
      trigger: "The user swipes away, in the app switcher, a suspended app.",
      kind: .eventDriven, appleLineStyle: nil,
      steps: [.system("The process is killed; a suspended app gets no notification", "A22", "O11")],
      sources: ["A22", "O11", "I"]),
  ]
}

/// The process rules of the app-based life cycle.
enum AppRules {
  /// The launch sequence that runs whenever the process starts (reference §4.1, §4.14).
  static let processLaunch = CallRule(
    id: "process-launch", when: "if the app is not running or only prewarmed", label: "launch calls, if not running",
    summary: "When the process starts, main() and UIApplicationMain run, then the launch calls.",
    condition: .processLaunches,
    transitions: [
      TransitionID(from: AppStates.notRunning, to: AppStates.inactiveLaunch), TransitionID(from: AppStates.notRunning, to: AppStates.background),
    ],
    placement: .beforeTransition,
    steps: LaunchSteps.start + [
      Step.system("UIKit loads the main storyboard named in Info.plist (skipped if there is none)", "A3")
        .markingStateChange(),
      .call(.appDelegate, "application(_:willFinishLaunchingWithOptions:)", "A3", "A22"),
      .system("UIKit restores view-controller state (state restoration)", "A3", "A22"),
      .call(.appDelegate, "application(_:didFinishLaunchingWithOptions:)", "A3", "A15"),
    ],
    effects: [.startsProcess],
    sources: ["A3", "A15", "A22"])

  /// The rest of the launch when the user opens a prewarmed app (reference §4.13).
  static let prewarmedLaunch = CallRule(
    id: "prewarmed-launch", when: "if the app is not running or only prewarmed", label: "launch calls, if not running",
    summary: "When the user opens a prewarmed app, its paused process is resumed and the launch continues from "
      + "UIApplicationMain; the launch calls run once.",
    condition: .prewarmedProcessResumes,
    transitions: [TransitionID(from: AppStates.suspended, to: AppStates.inactiveLaunch)],
    placement: .beforeTransition,
    steps: LaunchSteps.resume + [
      Step.system("UIKit loads the main storyboard named in Info.plist (skipped if there is none)", "A3")
        .markingStateChange(),
      Step.call(.appDelegate, "application(_:willFinishLaunchingWithOptions:)", "A3").caveat(LaunchSteps.once),
      .system("UIKit restores view-controller state (state restoration)", "A3", "A22"),
      Step.call(.appDelegate, "application(_:didFinishLaunchingWithOptions:)", "A3").caveat(LaunchSteps.once),
    ],
    effects: [.startsProcess],
    sources: ["A3", "O10", "I"])
}

/// The first steps of every launch, shared by both life cycles.
enum LaunchSteps {
  static let start: [Step] = [
    .system("The process is created (iOS 15+: if the system prewarmed it, it is resumed instead)", "A3"),
    .system("main() runs", "A3"),
    .system("UIApplicationMain creates UIApplication and the AppDelegate and starts the main run loop", "A3", "S4"),
  ]

  /// The first steps when the user opens a prewarmed app: the process exists already and main() has run.
  static let resume: [Step] = [
    .system("The system resumes the prewarmed process (it is not created again; main() already ran)", "A3"),
    .system("UIApplicationMain creates UIApplication and the AppDelegate and starts the main run loop", "A3"),
  ]

  /// Why a launch call after a prewarm is called only once.
  static let once = "called once per process: if the system already ran it while prewarming (reported on iOS 15, "
    + "O10), it is not called again here"
}
