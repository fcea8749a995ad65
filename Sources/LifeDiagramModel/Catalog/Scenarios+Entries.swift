extension ScenarioCatalog {
  /// How a link, a quick action or a system alert reaches the app (the scenarios developers hit most after the
  /// launch and the move to the background).
  static let entries: [Scenario] = [
    Scenario(
      id: "deep-link-cold", title: "A link opens the app when it is not running",
      summary: "The user opens a link with the app's URL scheme while the app is not running: the app launches and "
        + "receives the URL (a universal link arrives as a user activity instead, at the same places).",
      variants: [
        .init(
          .app, start: Start.app(AppStates.notRunning), events: events(.userOpensLinkAtLaunch, .systemActivatesApp),
          notes: [
            "launchOptions of both launch methods carry the URL (.url); if either returns false, "
              + "application(_:open:options:) is not called (A26).",
            "application(_:open:options:) is deprecated in iOS 26.0; with scenes the URL reaches the scene delegate.",
          ],
          sources: ["A26", "A3", "I"], holdsFor: "iOS 9 to 26 for apps without scenes (the method is deprecated in 26.0)"),
        .init(
          .scene, start: Start.sceneNotRunning(session: false),
          events: events(.userOpensLinkAtLaunch, .systemActivatesApp),
          notes: [
            "Read the URL from connectionOptions.urlContexts (or userActivities for a universal link) in "
              + "scene(_:willConnectTo:options:): scene(_:openURLContexts:) is not called at a launch, and "
              + "launchOptions of didFinishLaunching is nil (A18, A28, O22).",
            "With a session from an earlier run, configurationForConnecting is skipped (relaunch-restored-session).",
          ],
          sources: ["A28", "A18", "O22", "A3"]),
      ]),
    Scenario(
      id: "deep-link-warm", title: "A link opens the app while it is in the background",
      summary: "The user opens a link with the app's URL scheme while the app runs in the background: it comes to "
        + "the foreground and receives the URL.",
      variants: [
        .init(
          .app, start: Start.app(AppStates.background), events: events(.userOpensLink, .systemActivatesApp),
          notes: [
            "From Suspended the process is resumed first, with no callback (return-from-suspended). A "
              + "resign/become/resign bounce was once reported when opening a link (iOS 11 beta, O9)."
          ],
          sources: ["A26", "A6", "A14", "O9", "I"],
          holdsFor: "iOS 9 to 26 for apps without scenes (the method is deprecated in 26.0)"),
        .init(
          .scene, start: Start.scene(SceneStates.background), events: events(.userOpensLink, .systemActivatesApp),
          notes: [
            "A connected scene receives the URL in scene(_:openURLContexts:), a universal link in "
              + "scene(_:continue:); neither comes through scene(_:willConnectTo:options:) (A28, O22).",
            "If UIKit had disconnected the scene, the URL comes with the reconnection, in the connection options "
              + "(scene-reconnect).",
          ],
          sources: ["A28", "A19", "O22", "I"]),
      ]),
    Scenario(
      id: "quick-action-cold", title: "A Home Screen quick action launches the app",
      summary: "The user touches and holds the app icon and chooses a quick action while the app is not running.",
      variants: [
        .init(
          .app, start: Start.app(AppStates.notRunning),
          events: events(.userChoosesQuickActionAtLaunch, .systemActivatesApp),
          notes: [
            "launchOptions carry the item (.shortcutItem). Handle it there and return false, or leave it to "
              + "application(_:performActionFor:completionHandler:), not both (A27)."
          ],
          sources: ["A27", "A3", "I"], holdsFor: "iOS 9 to 26 for apps without scenes (the method is deprecated in 26.0)"),
        .init(
          .scene, start: Start.sceneNotRunning(session: false),
          events: events(.userChoosesQuickActionAtLaunch, .systemActivatesApp),
          notes: [
            "Read the item from connectionOptions.shortcutItem in scene(_:willConnectTo:options:); launchOptions of "
              + "didFinishLaunching is nil and windowScene(_:performActionFor:completionHandler:) is not called (A27)."
          ],
          sources: ["A27", "A18", "A3"]),
      ]),
    Scenario(
      id: "quick-action-warm", title: "A Home Screen quick action while the app is in the background",
      summary: "The user chooses a quick action of an app that runs in the background: it comes to the foreground "
        + "and performs the action.",
      variants: [
        .init(
          .app, start: Start.app(AppStates.background), events: events(.userChoosesQuickAction, .systemActivatesApp),
          notes: ["Call the completion handler with whether the action succeeded (A27)."],
          sources: ["A27", "A6", "A14", "I"],
          holdsFor: "iOS 9 to 26 for apps without scenes (the method is deprecated in 26.0)"),
        .init(
          .scene, start: Start.scene(SceneStates.background),
          events: events(.userChoosesQuickAction, .systemActivatesApp),
          notes: ["The item goes to the scene its targetContentIdentifier selects (A27)."],
          sources: ["A27", "A19", "I"]),
      ]),
    both(
      "interruption-siri", "Interruption: Siri",
      "The user invokes Siri over the app, then dismisses it.",
      app: Start.app(AppStates.active), scene: Start.scene(SceneStates.active),
      events(.siriInvoked, .siriDismissed), sources: ["A5", "A22", "I"],
      notes: [
        "Uncertain: Siri is treated like the other system panels (A5); no developer's log was found. If Siri opens "
          + "another app, the app goes on to the background as in app-switcher-switch-away."
      ]),
    both(
      "interruption-permission-alert", "Interruption: a permission alert",
      "The app asks for a permission (location, camera, notifications, tracking…); the system's alert makes it "
        + "inactive until the user answers.",
      app: Start.app(AppStates.active), scene: Start.scene(SceneStates.active),
      events(.permissionAlertShown, .permissionAlertAnswered), sources: ["O21", "A22"],
      notes: [
        "Work started in applicationDidBecomeActive / sceneDidBecomeActive runs again when the alert is answered: "
          + "asking for a permission from there shows the alert again, in a loop (O21). Ask once, from a user "
          + "action or a view, and read the answer from the permission's own callback."
      ]),
  ]
}
