extension DelegateMethod {
  /// Deprecated on iOS in 26.0 (A13, A14; the iOS 13 rule that UIKit stops calling it once scenes are adopted is
  /// older and separate, A8).
  private static func ios26(_ replacement: String) -> Deprecation {
    Deprecation(platforms: "iOS, iPadOS", since: "26.0", replacement: replacement)
  }

  private static let launchOptionsNote = " In a scene-based app launchOptions is nil (A15): a URL, shortcut item or "
    + "user activity arrives in the connection options of scene(_:willConnectTo:options:)."

  /// Every delegate method the reference names, app delegate first.
  static let all: [DelegateMethod] = appDelegate + sceneDelegate

  /// The `UIApplicationDelegate` methods.
  static let appDelegate: [DelegateMethod] = [
    DelegateMethod(
      .appDelegate, "application(_:willFinishLaunchingWithOptions:)",
      signature: "func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: "
        + "[UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool",
      meaning: "The launch process has begun; state restoration has not run yet. Once per process launch."
        + launchOptionsNote,
      sources: ["A3", "A15", "A18", "A22"]),
    DelegateMethod(
      .appDelegate, "application(_:didFinishLaunchingWithOptions:)",
      signature: "func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: "
        + "[UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool",
      meaning: "The process is done launching; in a scene app the system then creates the scenes."
        + launchOptionsNote,
      sources: ["A3", "A15", "A18"]),
    DelegateMethod(
      .appDelegate, "applicationDidBecomeActive(_:)",
      signature: "func applicationDidBecomeActive(_ application: UIApplication)",
      meaning: "The app moved from inactive to active and now receives events.",
      deprecation: ios26("sceneDidBecomeActive(_:)"), sources: ["A13", "A8"]),
    DelegateMethod(
      .appDelegate, "applicationWillResignActive(_:)",
      signature: "func applicationWillResignActive(_ application: UIApplication)",
      meaning: "The app is about to move from active to inactive: an interruption, or the start of leaving.",
      deprecation: ios26("sceneWillResignActive(_:)"), sources: ["A14", "A8"]),
    DelegateMethod(
      .appDelegate, "applicationDidEnterBackground(_:)",
      signature: "func applicationDidEnterBackground(_ application: UIApplication)",
      meaning: "The app is now in the background; about 5 seconds to save state before the snapshot. Not "
        + "deprecated on iOS or iPadOS; once scenes are adopted (iOS 13+) UIKit calls sceneDidEnterBackground(_:) "
        + "instead and still posts UIApplication.didEnterBackgroundNotification.",
      deprecation: Deprecation(
        platforms: "tvOS, visionOS", since: "26.0", replacement: "sceneDidEnterBackground(_:)",
        note: "Not deprecated on iOS or iPadOS."),
      sources: ["A12", "A8"]),
    DelegateMethod(
      .appDelegate, "applicationWillEnterForeground(_:)",
      signature: "func applicationWillEnterForeground(_ application: UIApplication)",
      meaning: "The app is about to leave the background; invariably followed by applicationDidBecomeActive(_:). "
        + "Not called at a cold launch.",
      deprecation: ios26("sceneWillEnterForeground(_:)"), sources: ["A14", "A8", "O12"]),
    DelegateMethod(
      .appDelegate, "application(_:open:options:)",
      signature: "func application(_ app: UIApplication, open url: URL, options: "
        + "[UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool",
      meaning: "Open a URL sent to the app (a custom scheme, a file). At a cold launch it comes after "
        + "didFinishLaunching, unless a launch method returned false.",
      deprecation: Deprecation(
        platforms: "iOS, iPadOS, Mac Catalyst, tvOS, visionOS", since: "26.0",
        replacement: "scene(_:openURLContexts:), or at launch the URL contexts of scene(_:willConnectTo:options:)"),
      sources: ["A26", "A8"]),
    DelegateMethod(
      .appDelegate, "application(_:performActionFor:completionHandler:)",
      signature: "func application(_ application: UIApplication, performActionFor shortcutItem: "
        + "UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)",
      meaning: "The user chose a Home Screen quick action, unless a launch method handled it and returned false.",
      deprecation: Deprecation(
        platforms: "iOS, iPadOS, Mac Catalyst, visionOS", since: "26.0",
        replacement: "windowScene(_:performActionFor:completionHandler:), or at launch the shortcut item of "
          + "scene(_:willConnectTo:options:)"),
      sources: ["A27", "A8"]),
    DelegateMethod(
      .appDelegate, "applicationWillTerminate(_:)",
      signature: "func applicationWillTerminate(_ application: UIApplication)",
      meaning: "The process is about to be terminated while running (not suspended); about 5 seconds. Never for "
        + "a suspended app, never at reboot.",
      sources: ["A11", "A22"]),
    DelegateMethod(
      .appDelegate, "application(_:configurationForConnecting:options:)",
      signature: "func application(_ application: UIApplication, configurationForConnecting "
        + "connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration",
      meaning: "A new scene session is being created: return the configuration for it. Not called when an "
        + "existing session reconnects.",
      sources: ["A16", "A23", "O5"]),
    DelegateMethod(
      .appDelegate, "application(_:didDiscardSceneSessions:)",
      signature: "func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: "
        + "Set<UISceneSession>)",
      meaning: "The user closed scenes in the app switcher; if the app was not running, reported at the next "
        + "launch. Not called when the system reclaims memory.",
      sources: ["A17", "A23"]),
  ]

  /// The `UISceneDelegate` and `UIWindowSceneDelegate` methods.
  static let sceneDelegate: [DelegateMethod] = [
    DelegateMethod(
      .sceneDelegate, "scene(_:willConnectTo:options:)",
      signature: "func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: "
        + "UIScene.ConnectionOptions)",
      meaning: "A scene is being created or restored and attached to the app: set up its window here. Its "
        + "connection options carry what launched or connected it: URL contexts, a shortcut item, user activities.",
      sources: ["A18", "A27", "A28"]),
    DelegateMethod(
      .sceneDelegate, "scene(_:openURLContexts:)",
      signature: "func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)",
      meaning: "Open URLs sent to a scene that is already connected. Not called when the URL launches or connects "
        + "the scene: those arrive in the connection options of scene(_:willConnectTo:options:).",
      sources: ["A28", "A18"]),
    DelegateMethod(
      .sceneDelegate, "windowScene(_:performActionFor:completionHandler:)",
      signature: "func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: "
        + "UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)",
      meaning: "The user chose a Home Screen quick action for a scene that is already connected; at a launch the "
        + "item arrives in the connection options of scene(_:willConnectTo:options:) instead.",
      sources: ["A27", "A18"]),
    DelegateMethod(
      .sceneDelegate, "sceneWillEnterForeground(_:)",
      signature: "func sceneWillEnterForeground(_ scene: UIScene)",
      meaning: "The scene is about to come to the foreground; called for newly connected scenes too.",
      sources: ["A19"]),
    DelegateMethod(
      .sceneDelegate, "sceneDidBecomeActive(_:)",
      signature: "func sceneDidBecomeActive(_ scene: UIScene)",
      meaning: "The scene became active and now receives events.", sources: ["A19"]),
    DelegateMethod(
      .sceneDelegate, "sceneWillResignActive(_:)",
      signature: "func sceneWillResignActive(_ scene: UIScene)",
      meaning: "The scene is about to stop receiving events: an interruption, or the start of leaving.",
      sources: ["A19"]),
    DelegateMethod(
      .sceneDelegate, "sceneDidEnterBackground(_:)",
      signature: "func sceneDidEnterBackground(_ scene: UIScene)",
      meaning: "The scene is in the background; the snapshot is taken shortly after this returns.",
      sources: ["A19"]),
    DelegateMethod(
      .sceneDelegate, "stateRestorationActivity(for:)",
      signature: "func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?",
      meaning: "Asked when the scene enters the background: an activity to restore the scene with if it is later "
        + "disconnected or its process ended. A scene the user closes in the app switcher loses its session, and "
        + "the activity with it.",
      sources: ["A20", "A17", "I"]),
    DelegateMethod(
      .sceneDelegate, "sceneDidDisconnect(_:)",
      signature: "func sceneDidDisconnect(_ scene: UIScene)",
      meaning: "The scene was removed from the app (closed by the user or reclaimed); its session is kept unless "
        + "discarded. Not app termination.",
      sources: ["A19", "S3"]),
  ]
}

extension DelegateMapping {
  /// The AppDelegate → SceneDelegate mapping of reference §3.
  static let all: [DelegateMapping] = [
    DelegateMapping(
      appDelegate: "applicationDidBecomeActive(_:)", sceneDelegate: "sceneDidBecomeActive(_:)",
      note: "Apple's table. UIApplication.didBecomeActiveNotification is still posted (aggregate state).",
      sources: ["A8"]),
    DelegateMapping(
      appDelegate: "applicationWillResignActive(_:)", sceneDelegate: "sceneWillResignActive(_:)",
      note: "Apple's table.", sources: ["A8"]),
    DelegateMapping(
      appDelegate: "applicationDidEnterBackground(_:)", sceneDelegate: "sceneDidEnterBackground(_:)",
      note: "Apple's table.", sources: ["A8"]),
    DelegateMapping(
      appDelegate: "applicationWillEnterForeground(_:)", sceneDelegate: "sceneWillEnterForeground(_:)",
      note: "Apple's table. Asymmetry: the scene version is called at a cold launch, the app version is not.",
      sources: ["A8", "A19", "A22"]),
    DelegateMapping(
      appDelegate: "(window setup in application(_:didFinishLaunchingWithOptions:))",
      sceneDelegate: "scene(_:willConnectTo:options:)",
      note: "Not in Apple's table: where the window and root view controller are created.",
      sources: ["A8", "A18"]),
    DelegateMapping(
      appDelegate: "(none)", sceneDelegate: "sceneDidDisconnect(_:)",
      note: "Scene only; it is not applicationWillTerminate(_:).", sources: ["S3", "A19"]),
    DelegateMapping(
      appDelegate: "application(_:open:options:)", sceneDelegate: "scene(_:openURLContexts:)",
      note: "At launch the URL arrives in the connection options of scene(_:willConnectTo:options:), not in "
        + "scene(_:openURLContexts:).",
      sources: ["A26", "A28", "A18"]),
    DelegateMapping(
      appDelegate: "application(_:performActionFor:completionHandler:)",
      sceneDelegate: "windowScene(_:performActionFor:completionHandler:)",
      note: "At launch the shortcut item arrives in the connection options of scene(_:willConnectTo:options:).",
      sources: ["A27", "A18"]),
    DelegateMapping(
      appDelegate: "application(_:willFinishLaunchingWithOptions:), application(_:didFinishLaunchingWithOptions:), "
        + "applicationWillTerminate(_:)",
      sceneDelegate: "(stay in the AppDelegate)", note: "The process life cycle.", sources: ["A8", "A24"]),
    DelegateMapping(
      appDelegate: "(new in iOS 13)",
      sceneDelegate: "AppDelegate application(_:configurationForConnecting:options:), "
        + "application(_:didDiscardSceneSessions:)",
      note: "The session life cycle.", sources: ["A16", "A17", "S0", "S1"]),
  ]
}
