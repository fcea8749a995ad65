extension Lifecycle {
  /// The scene-based life cycle (`UISceneDelegate`), as Apple's figure draws it, with every transition tagged.
  ///
  /// Sources: reference §2 (states §2.1, Apple's figure §2.2, transitions §2.3, process and session calls §2.4).
  static let scene = Lifecycle(
    id: .scene,
    title: "Scene-based life cycle",
    delegateProtocol: "UISceneDelegate",
    figureColumnHeaders: ["", "Launch Screen UI", "App UI"],
    states: SceneStates.all,
    initialState: SceneStates.unattached,
    transitions: SceneTransitions.figure + SceneTransitions.beyondFigure,
    rules: SceneRules.all,
    events: SceneEvents.all,
    shortTitle: "scene-based",
    graphName: "SceneLifecycle",
    unitName: "scene",
    tracksProcess: true,
    hasScenePhase: true,
    releases: "iOS 13 and later"
  )
}

/// The states of the scene-based life cycle (reference §2.1).
enum SceneStates {
  static let unattached: StateID = "unattached"
  static let inactiveLaunch: StateID = "foreground-inactive-launch"
  static let active: StateID = "foreground-active"
  static let inactiveRuntime: StateID = "foreground-inactive-runtime"
  static let background: StateID = "background"
  static let suspended: StateID = "suspended"

  static let all: [LifecycleState] = [
    LifecycleState(
      id: unattached, name: "Unattached", role: .unattached, uikitCase: "UIScene.ActivationState.unattached",
      rawValue: -1,
      process: ProcessView(
        processInMemory: .notImplied, executesCode: .no, receivesEvents: .no, uiOnScreen: .no,
        note: "The scene is not connected; its objects exist only just before a connection (the session is kept). "
          + "The process may run other scenes, or not exist at all."),
      meaning: "Not currently connected to the app; every scene starts here until the system connects it.",
      position: FigurePosition(row: 0, column: 0), sources: ["A9", "A17", "A19", "AF"]),
    LifecycleState(
      id: inactiveLaunch, name: "Foreground Inactive", variant: "Launch Screen UI", role: .inactive,
      uikitCase: "UIScene.ActivationState.foregroundInactive", rawValue: 1,
      process: ProcessView(
        processInMemory: .yes, executesCode: .yes, receivesEvents: .no, uiOnScreen: .yes,
        note: "The launch screen is on screen while the scene connects."),
      meaning: "Running in the foreground but not receiving events: the scene is connecting.",
      position: FigurePosition(row: 0, column: 1), sources: ["A9", "AF"]),
    LifecycleState(
      id: active, name: "Foreground Active", role: .active, uikitCase: "UIScene.ActivationState.foregroundActive",
      rawValue: 0,
      process: ProcessView(
        processInMemory: .yes, executesCode: .yes, receivesEvents: .yes, uiOnScreen: .yes,
        note: "The scene's interface is on screen and visible."),
      meaning: "Running in the foreground and currently receiving events.",
      position: FigurePosition(row: 0, column: 2), sources: ["A9", "AF"]),
    LifecycleState(
      id: inactiveRuntime, name: "Foreground Inactive", variant: "App UI", role: .inactive,
      uikitCase: "UIScene.ActivationState.foregroundInactive", rawValue: 1,
      process: ProcessView(
        processInMemory: .yes, executesCode: .yes, receivesEvents: .no, uiOnScreen: .yes,
        note: "The scene's UI is on screen, perhaps under a system panel or as a card in the app switcher."),
      meaning: "Running in the foreground but not receiving events, on the way to or from another state.",
      position: FigurePosition(row: 1, column: 2), sources: ["A9", "AF"]),
    LifecycleState(
      id: background, name: "Background", role: .background, uikitCase: "UIScene.ActivationState.background",
      rawValue: 2,
      process: ProcessView(
        processInMemory: .yes, executesCode: .limited, receivesEvents: .limited, uiOnScreen: .no,
        note: "Runs for this scene's work only, for a limited time; the snapshot is taken shortly after "
          + "sceneDidEnterBackground(_:) returns."),
      meaning: "Running in the background and not on screen.",
      position: FigurePosition(row: 1, column: 1), sources: ["A9", "A19", "AF"]),
    LifecycleState(
      id: suspended, name: "Suspended", role: .suspended, uikitCase: nil, rawValue: nil,
      process: ProcessView(
        processInMemory: .yes, executesCode: .no, receivesEvents: .no, uiOnScreen: .no,
        note: "Still connected; the process is frozen. UIKit has no case for it: activationState reads "
          + "background."),
      meaning: "Moved to the background and eventually suspended when someone dismisses the app's UI.",
      position: FigurePosition(row: 1, column: 0), sources: ["A1", "S0", "AF"]),
  ]
}
