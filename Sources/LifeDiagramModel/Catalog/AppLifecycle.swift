extension Lifecycle {
  /// The app-based life cycle (`UIApplicationDelegate`), as Apple's figure draws it, with every transition tagged.
  ///
  /// Sources: reference §1 (states §1.1, Apple's figure §1.2, transitions §1.3) and the disagreements of §5.
  static let app = Lifecycle(
    id: .app,
    title: "App-based life cycle",
    delegateProtocol: "UIApplicationDelegate",
    figureColumnHeaders: ["", "Launch Screen UI", "App UI"],
    states: AppStates.all,
    initialState: AppStates.notRunning,
    transitions: AppTransitions.figure + AppTransitions.beyondFigure,
    rules: [AppRules.processLaunch, AppRules.prewarmedLaunch],
    events: AppEvents.all,
    shortTitle: "app-based",
    graphName: "AppLifecycle",
    // The releases a life cycle covers: apps without scenes before iOS 13, and since then until they must adopt
    // scenes (TN3187, A8).
    releases: "iOS 12 and earlier, and later releases for apps that have not adopted scenes (built with the SDK of "
      + "the next major release after iOS 26, such an app fails to launch, A8)"
  )
}

/// The states of the app-based life cycle (reference §1.1).
enum AppStates {
  static let notRunning: StateID = "not-running"
  static let inactiveLaunch: StateID = "inactive-launch"
  static let active: StateID = "active"
  static let inactiveRuntime: StateID = "inactive-runtime"
  static let background: StateID = "background"
  static let suspended: StateID = "suspended"

  static let all: [LifecycleState] = [
    LifecycleState(
      id: notRunning, name: "Not running", role: .notRunning, uikitCase: nil, rawValue: nil,
      process: ProcessView(
        processInMemory: .no, executesCode: .no, receivesEvents: .no, uiOnScreen: .no,
        note: "No process. The system may launch the app to deliver certain events; a prewarmed process may sit "
          + "paused before UIApplicationMain (iOS 15+)."),
      meaning: "The app has not been launched, or was running but was terminated by the system.",
      position: FigurePosition(row: 0, column: 0), sources: ["A22", "A3", "A7", "S0", "S1"]),
    LifecycleState(
      id: inactiveLaunch, name: "Inactive", variant: "Launch Screen UI", role: .inactive,
      uikitCase: "UIApplication.State.inactive", rawValue: 1,
      process: ProcessView(
        processInMemory: .yes, executesCode: .yes, receivesEvents: .no, uiOnScreen: .yes,
        note: "The launch storyboard is on screen while the app finishes launching."),
      meaning: "Running in the foreground but not receiving events: the app is launching.",
      position: FigurePosition(row: 0, column: 1), sources: ["A10", "A22", "AF"]),
    LifecycleState(
      id: active, name: "Active", role: .active, uikitCase: "UIApplication.State.active", rawValue: 0,
      process: ProcessView(
        processInMemory: .yes, executesCode: .yes, receivesEvents: .yes, uiOnScreen: .yes,
        note: "The normal mode for foreground apps."),
      meaning: "Running in the foreground and currently receiving events.",
      position: FigurePosition(row: 0, column: 2), sources: ["A10", "A22", "AF"]),
    LifecycleState(
      id: inactiveRuntime, name: "Inactive", variant: "App UI", role: .inactive,
      uikitCase: "UIApplication.State.inactive", rawValue: 1,
      process: ProcessView(
        processInMemory: .yes, executesCode: .yes, receivesEvents: .no, uiOnScreen: .yes,
        note: "The app's UI is on screen, perhaps under a system panel or as a card in the app switcher; "
          + "notifications and accelerometer events still arrive."),
      meaning: "Running in the foreground but not receiving events: an interruption, or on the way to or from the "
        + "background.",
      position: FigurePosition(row: 1, column: 2), sources: ["A10", "A22", "AF"]),
    LifecycleState(
      id: background, name: "Background", role: .background, uikitCase: "UIApplication.State.background",
      rawValue: 2,
      process: ProcessView(
        processInMemory: .yes, executesCode: .limited, receivesEvents: .limited, uiOnScreen: .no,
        note: "About 5 s in applicationDidEnterBackground(_:), more with beginBackgroundTask or a background "
          + "mode; only the system events of declared capabilities."),
      meaning: "In the background and executing code; most apps pass through on their way to being suspended.",
      position: FigurePosition(row: 1, column: 1), sources: ["A5", "A12", "A22", "AF"]),
    LifecycleState(
      id: suspended, name: "Suspended", role: .suspended, uikitCase: nil, rawValue: nil,
      process: ProcessView(
        processInMemory: .yes, executesCode: .no, receivesEvents: .no, uiOnScreen: .no,
        note: "The process stays in memory, frozen; notifications are queued and delivered on resume. The system "
          + "may purge it without notice."),
      meaning: "In the background but not executing code; the system moves apps here without notifying them.",
      position: FigurePosition(row: 1, column: 0), sources: ["A22", "S0", "AF"]),
  ]
}
