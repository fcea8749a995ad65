/// The transitions of the scene-based life cycle (reference §2.2, §2.3).
enum SceneTransitions {
  private typealias S = SceneStates
  private static let delegate = Receiver.sceneDelegate
  static let willConnect = "scene(_:willConnectTo:options:)"

  /// The 10 directed edges of Apple's figure.
  static let figure: [Transition] = [
    Transition(
      from: S.unattached, to: S.inactiveLaunch,
      trigger: "A person or the app asks for the scene to be shown: a launch, a new window on iPad, or a tap on a "
        + "disconnected scene's card.",
      kind: .eventDriven, appleLineStyle: .solid,
      steps: [
        .system("UIKit creates the scene, loads the storyboard named by UISceneStoryboardFile and sets the window",
          "A8", "A23"),
        .call(delegate, willConnect, "A18", "A3"),
        Step.call(delegate, "sceneWillEnterForeground(_:)", "A19", "S1", "S4").markingStateChange(),
      ],
      sources: ["A3", "A18", "A19", "A23", "A24", "AF"]),
    Transition(
      from: S.inactiveLaunch, to: S.active,
      trigger: "The system activates the scene once it is connected.",
      kind: .systemAutomatic, appleLineStyle: .dashed,
      steps: [.call(delegate, "sceneDidBecomeActive(_:)", "A19")],
      sources: ["A1", "A19", "AF"]),
    Transition(
      from: S.active, to: S.inactiveRuntime,
      trigger: "An interruption (a call, a system alert, Control Center, Notification Center, the app switcher), "
        + "or the first half of leaving the foreground.",
      kind: .eventDriven, appleLineStyle: .solid,
      steps: [.call(delegate, "sceneWillResignActive(_:)", "A19", "A5")],
      sources: ["A5", "A19", "AF"]),
    Transition(
      from: S.inactiveRuntime, to: S.active,
      trigger: "The interruption ends, or the end of a return to the foreground.",
      kind: .eventDriven, appleLineStyle: .solid,
      steps: [.call(delegate, "sceneDidBecomeActive(_:)", "A19")],
      sources: ["A19", "AF"]),
    Transition(
      from: S.inactiveRuntime, to: S.background,
      trigger: "The user leaves the scene: the Home gesture, another app, the Sleep/Wake button, a call accepted.",
      kind: .eventDriven, appleLineStyle: .solid,
      steps: [
        .call(delegate, "sceneDidEnterBackground(_:)", "A19", "A5"),
        .call(delegate, SceneTransitions.restorationActivity, "A20", "I"),
        .system("The system takes the app-switcher snapshot", "A19"),
      ],
      sources: ["A5", "A19", "A20", "AF"]),
    Transition(
      from: S.background, to: S.inactiveRuntime,
      trigger: "The user returns to the scene.",
      kind: .eventDriven, appleLineStyle: .solid,
      steps: [.call(delegate, "sceneWillEnterForeground(_:)", "A19")],
      sources: ["A19", "AF"]),
    Transition(
      from: S.background, to: S.suspended,
      trigger: "The system suspends the app once its background work ends.",
      kind: .systemAutomatic, appleLineStyle: .dashed,
      steps: [
        .system("The system suspends the app's process, and with it every scene in it, without a callback", "A1", "A22")
      ],
      sources: ["A1", "A22", "AF"]),
    Transition(
      from: S.suspended, to: S.background,
      trigger: "The system resumes the process, to deliver an event or as the first step of a return to the "
        + "foreground.",
      kind: .systemAutomatic, appleLineStyle: .dashed,
      steps: [
        .system("The system resumes the process; no scene callback is documented", "A7", "I")
          .caveat("uncertain: Apple documents applicationDidEnterBackground(_:) for apps only; none is assumed for "
            + "scenes")
      ],
      sources: ["A7", "AF", "I"]),
    Transition(
      from: S.unattached, to: S.background,
      trigger: "The system asks the app to handle an event in the background (e.g. a location event) and a scene "
        + "connects for it.",
      kind: .eventDriven, appleLineStyle: .solid,
      steps: [
        Step.call(delegate, willConnect, "A1", "A4")
          .caveat("uncertain: Apple's prose only says the scene moves to the background"),
        Step.call(delegate, "sceneDidEnterBackground(_:)", "I")
          .caveat("uncertain: expected, not documented"),
        Step.call(delegate, SceneTransitions.restorationActivity, "A20", "I")
          .caveat("uncertain: asked whenever a scene enters the background, if the scene connects at all"),
        .system("The event is delivered to an app-level or framework delegate (e.g. CLLocationManagerDelegate)", "A7"),
      ],
      sources: ["A1", "A4", "A21", "AF", "I"]),
    Transition(
      from: S.background, to: S.unattached,
      trigger: "UIKit disconnects the background scene to reclaim its resources; the session is kept. The user's "
        + "close in the app switcher is a separate, event-driven transition.",
      kind: .systemAutomatic, appleLineStyle: .dashed,
      steps: [
        .system("The restoration activity was already asked for when the scene entered the background", "A20", "I"),
        Step.call(delegate, "sceneDidDisconnect(_:)", "A19").markingStateChange(),
      ],
      sources: ["A17", "A19", "A20", "AF"]),
  ]

  /// Asked when a scene enters the background, so the session can restore it after a disconnection or a kill.
  static let restorationActivity = "stateRestorationActivity(for:)"

  /// Transitions the scenarios need that Apple's figure does not draw (reference §5 D1, §4.8).
  static let beyondFigure: [Transition] = [
    Transition(
      from: S.suspended, to: S.unattached,
      trigger: "The system kills the suspended process to reclaim memory; Apple's text, not its figure, allows it.",
      kind: .systemAutomatic, appleLineStyle: nil,
      steps: [.system("No code runs: no sceneDidDisconnect(_:), the session is kept", "A22", "I")],
      sources: ["A1", "A22", "I"]),
    Transition(
      from: S.suspended, to: S.unattached, variant: "by-user",
      trigger: "The user swipes away, in the app switcher, an app whose process is suspended.",
      kind: .eventDriven, appleLineStyle: nil,
      steps: [.system("No code runs: no sceneDidDisconnect(_:); the session is discarded", "A22", "A17", "I")],
      sources: ["A17", "A22", "I"]),
    // Apple draws one dashed edge Background → Unattached; a user's close is an event, so the model splits it off.
    Transition(
      from: S.background, to: S.unattached, variant: "by-user",
      trigger: "The user swipes the scene away in the app switcher while its process still runs in the background "
        + "(e.g. playing audio).",
      kind: .eventDriven, appleLineStyle: nil,
      steps: [
        Step.call(delegate, "sceneDidDisconnect(_:)", "O1", "I")
          .caveat("uncertain: inferred from the swipe from the app switcher (O1); no log of a background scene "
            + "swiped away was found")
      ],
      sources: ["A17", "A19", "O1", "I"]),
    Transition(
      from: S.inactiveRuntime, to: S.unattached,
      trigger: "The user swipes the scene away in the app switcher (recent iOS on iPhone).",
      kind: .eventDriven, appleLineStyle: nil,
      steps: [
        Step.call(delegate, "sceneDidDisconnect(_:)", "O1", "S1")
          .caveat("uncertain: observed on recent iOS (O1, S1), with no sceneDidEnterBackground(_:) first; iOS 13 "
            + "behaved otherwise (O2)")
      ],
      sources: ["O1", "S1"]),
  ]
}

/// The process and session rules of the scene-based life cycle (reference §2.4).
enum SceneRules {
  private typealias S = SceneStates
  private static let connections = [TransitionID(from: S.unattached, to: S.inactiveLaunch), TransitionID(from: S.unattached, to: S.background)]

  static let all = [
    processLaunch, prewarmedLaunch, newSession, discardedSessionsConfiguration, discardedSessions, sessionClosed,
    processTermination, orphanedScenes, deferredDiscard,
  ]

  static let processLaunch = CallRule(
    id: "process-launch", when: "if the app is not running or only prewarmed", label: "launch calls, if not running",
    summary: "When a scene connects and the process is not running, the process launches first.",
    condition: .processLaunches, transitions: connections, placement: .beforeTransition,
    steps: LaunchSteps.start + [
      .call(.appDelegate, "application(_:willFinishLaunchingWithOptions:)", "A3", "S1", "S4"),
      .system("View-controller state restoration does not run: it applies to apps without scenes", "A15"),
      .call(.appDelegate, "application(_:didFinishLaunchingWithOptions:)", "A3", "A15"),
    ],
    effects: [.startsProcess],
    sources: ["A3", "A15"])

  static let prewarmedLaunch = CallRule(
    id: "prewarmed-launch", when: "if the app is not running or only prewarmed", label: "launch calls, if not running",
    summary: "When a scene connects to a prewarmed process, the process is resumed and the launch continues from "
      + "UIApplicationMain; the launch calls run once.",
    condition: .prewarmedProcessResumes, transitions: connections, placement: .beforeTransition,
    steps: LaunchSteps.resume + [
      Step.call(.appDelegate, "application(_:willFinishLaunchingWithOptions:)", "A3").caveat(LaunchSteps.once),
      .system("View-controller state restoration does not run: it applies to apps without scenes", "A15"),
      Step.call(.appDelegate, "application(_:didFinishLaunchingWithOptions:)", "A3").caveat(LaunchSteps.once),
    ],
    effects: [.startsProcess],
    sources: ["A3", "O10", "I"])

  static let newSession = CallRule(
    id: "new-session", when: "new session only", label: "configuration, if new session",
    summary: "Only a scene with a new session (no session from an earlier run) asks for a configuration.",
    condition: .newSession, transitions: connections, placement: .beforeTransition,
    steps: [.call(.appDelegate, "application(_:configurationForConnecting:options:)", "A16", "A24", "S4")],
    sources: ["A16", "A23", "A24", "O4", "O5", "S4"])

  static let discardedSessionsConfiguration = CallRule(
    id: "discarded-sessions-configuration", when: "after the user discarded sessions",
    summary: "After the user discarded sessions, observed relaunches did not ask for a configuration.",
    condition: .discardedSessionsPending, transitions: connections, placement: .beforeTransition,
    steps: [
      Step.system("application(_:configurationForConnecting:options:) is not called", "S4", "O4")
        .caveat("uncertain: seen twice (S4, O4), though the discarded session suggests a new one: it may be skipped")
    ],
    sources: ["S4", "O4"])

  static let discardedSessions = CallRule(
    id: "discarded-sessions", when: "after the user discarded sessions", label: "discarded sessions, if any",
    summary: "Sessions the user discarded while the app was not running are reported at the next launch.",
    condition: .discardedSessionsPending, transitions: connections,
    placement: .afterCall(SceneTransitions.willConnect),
    steps: [
      Step.call(.appDelegate, "application(_:didDiscardSceneSessions:)", "S4", "A17", "A23")
        .caveat("observed between willConnectTo and sceneWillEnterForeground; Apple only says after didFinish")
    ],
    effects: [.reportsDiscardedSessions],
    sources: ["A17", "A23", "S4"])

  static let sessionClosed = CallRule(
    id: "session-closed", when: "if the user closed the scene", label: "discarded session, if closed by the user",
    summary: "A scene the user closes while the process keeps running has its session discarded at once.",
    condition: .sessionDiscardedWhileRunning,
    transitions: [TransitionID(from: S.background, to: S.unattached, variant: "by-user"), TransitionID(from: S.inactiveRuntime, to: S.unattached)],
    placement: .afterTransition,
    steps: [.call(.appDelegate, "application(_:didDiscardSceneSessions:)", "A17", "O3")],
    sources: ["A17", "O3"])

  static let processTermination = CallRule(
    id: "process-termination", when: "if the process ends while running",
    summary: "A process terminated while running (not suspended) hears applicationWillTerminate(_:); a suspended "
      + "one hears nothing.",
    condition: .processTerminatesWhileRunning, placement: .afterTransition,
    steps: [
      Step.call(.appDelegate, "applicationWillTerminate(_:)", "A11", "S1", "O11")
        .caveat("uncertain: for a user's swipe only a seed's log (S1) and a paraphrased Apple answer (O11) report it")
    ],
    sources: ["A11", "A22", "S1"])

  static let orphanedScenes = CallRule(
    id: "orphaned-scenes", when: "if scenes are connected when the process ends",
    summary: "Scenes still connected when the process ends are gone without sceneDidDisconnect(_:).",
    condition: .scenesConnectedAtTermination, placement: .afterTransition,
    steps: [.system("The process ends: scenes still connected are gone without sceneDidDisconnect(_:)", "O2", "I")],
    sources: ["O2", "A22", "I"])

  static let deferredDiscard = CallRule(
    id: "deferred-discard", when: "if the user discarded sessions as the process ended",
    summary: "Sessions discarded as the process ends are reported at the next launch.",
    condition: .sessionsDiscardedAtTermination, placement: .afterTransition,
    steps: [.system("application(_:didDiscardSceneSessions:) will be called at the next launch", "S4", "A17")],
    sources: ["A17", "S4"])
}
