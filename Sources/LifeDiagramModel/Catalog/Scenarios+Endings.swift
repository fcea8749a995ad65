extension ScenarioCatalog {
  static let endings: [Scenario] = [
    Scenario(
      id: "swipe-kill-foreground", title: "Swipe the app away from the foreground",
      summary: "The user opens the app switcher from the running app and swipes it away.",
      variants: [
        .init(
          .app, start: Start.app(AppStates.active), events: events(.appSwitcherOpens, .userSwipesAppAway),
          notes: [
            "A suspended app swiped away gets no callback (A22, O11). Apple's legacy text says user termination "
              + "sends no notification; observation shows this sequence for a running app (see Disagreements)."
          ],
          sources: ["S1", "O11", "O14", "A11"]),
        .init(
          .scene, start: Start.scene(SceneStates.active), events: events(.appSwitcherOpens, .userSwipesAppAway),
          notes: [
            "Recent iOS on iPhone (S1, O1). The iOS 13 variants are swipe-kill-foreground-ios13-iphone and "
              + "swipe-kill-foreground-ios13-ipad (O2); on an iPad app with several windows iOS 13 behaves like "
              + "the iPhone variant, 'possibly' (O2)."
          ],
          sources: ["S1", "O1", "S4", "A17"],
          holdsFor: "recent iOS on iPhone (observed in 2023, O1); iOS 13 behaved otherwise (see its iOS 13 variants)"),
      ]),
    Scenario(
      id: "swipe-kill-foreground-ios13-iphone", title: "Swipe the app away (iOS 13, iPhone)",
      summary: "The iOS 13 iPhone variant: the scene enters the background and the app terminates, no disconnect.",
      alternativeOf: "swipe-kill-foreground",
      variants: [
        .init(
          .scene, start: Start.scene(SceneStates.active), events: events(.appSwitcherOpens, .userSwipesAppAwayIOS13IPhone),
          sources: ["O2"], holdsFor: "iOS 13 on iPhone (O2)")
      ]),
    Scenario(
      id: "swipe-kill-foreground-ios13-ipad", title: "Swipe the app away (iOS 13, iPad, one window)",
      summary: "The iOS 13 iPad variant for an app without multiple windows: disconnect, discard, terminate.",
      alternativeOf: "swipe-kill-foreground",
      variants: [
        .init(
          .scene, start: Start.scene(SceneStates.active), events: events(.appSwitcherOpens, .userSwipesAppAwayIOS13IPad),
          sources: ["O2"], holdsFor: "iOS 13 on iPad, for an app without multiple windows (O2)")
      ]),
    Scenario(
      id: "swipe-kill-background", title: "Swipe away an app running in the background",
      summary: "The user swipes away, in the app switcher, an app that still runs in the background (e.g. playing "
        + "audio, or finishing a background task).",
      variants: [
        .init(
          .app, start: Start.app(AppStates.background), events: events(.userSwipesAppAway),
          notes: [
            "applicationDidEnterBackground(_:) ran when the app left the foreground, not now. A suspended app swiped "
              + "away gets no callback at all (A22, O11)."
          ],
          sources: ["O11", "S1", "A11", "A22", "I"]),
        .init(
          .scene, start: Start.scene(SceneStates.background), events: events(.userSwipesAppAway),
          notes: [
            "Inferred from the swipe from the foreground (O1, S1): no log of a background scene swiped away was "
              + "found. The restoration activity is not used: the user discarded the session, reported at the next "
              + "launch (A17)."
          ],
          sources: ["O1", "S1", "A11", "A17", "I"]),
      ]),
    Scenario(
      id: "system-purge-suspended", title: "A suspended app purged by the system",
      summary: "The system reclaims memory by terminating a suspended app: no callback at all.",
      variants: [
        .init(
          .app, start: Start.app(AppStates.suspended), events: events(.systemPurges),
          notes: ["The same holds at device reboot (A22)."], sources: ["A22", "A11"]),
        .init(
          .scene, start: Start.scene(SceneStates.suspended), events: events(.systemPurges),
          notes: [
            "No sceneDidDisconnect, no applicationWillTerminate, no didDiscardSceneSessions: sessions are kept, and "
              + "the next launch restores the scene without configurationForConnecting (relaunch-restored-session)."
          ],
          sources: ["A22", "A17", "I"]),
      ]),
    Scenario(
      id: "prewarm", title: "Prewarming (iOS 15+)",
      summary: "The system prewarms the app; later the user opens it, the paused process is resumed and the launch "
        + "continues.",
      variants: [
        .init(
          .app, start: Start.app(AppStates.notRunning), events: events(.systemPrewarms, .userOpensPrewarmedApp),
          notes: [
            "Documented (A3): prewarming runs the launch sequence up to, but not including, main()'s call of "
              + "UIApplicationMain; the process is then paused, and resumed (not created) when the user opens the app. "
              + "The launch calls run once per process: after the tap, as the table shows, unless the system already "
              + "ran them while prewarming (reported on early iOS 15, O10).",
            "Do not time a launch from process creation, and do not assume the user is looking when "
              + "didFinishLaunching runs: a prewarmed process has ActivePrewarm=1 in its environment (O10).",
          ],
          sources: ["A3", "O10", "I"],
          holdsFor: "iOS 15 and later (prewarming), for apps that have not adopted scenes"),
        .init(
          .scene, start: Start.sceneNotRunning(session: false), events: events(.systemPrewarms, .userTapsIcon),
          notes: [
            "Documented (A3): the process is paused before UIApplicationMain and resumed when the user opens the "
              + "app. Reported (O10): UIApplicationMain and didFinishLaunching may already run while prewarming; "
              + "scene(_:willConnectTo:options:) never does. Each launch call runs once per process.",
            "A prewarmed process has ActivePrewarm=1 in its environment (O10).",
          ],
          sources: ["A3", "O10", "I"], holdsFor: "iOS 15 and later (prewarming)"),
      ]),
  ]

  static let scenes: [Scenario] = [
    Scenario(
      id: "second-scene-ipad", title: "A second scene on iPad, then both to the background",
      summary: "With scene 1 active the user opens a new window; then goes Home, and both scenes go to the background.",
      variants: [
        .init(
          .scene,
          start: Situation(
            process: .running,
            units: [.init(SceneStates.active, hasSession: true), .init(SceneStates.unattached, hasSession: false)]),
          events: [
            .init(.userOpensNewWindow, scene: 2), .init(.userGoesHome), .init(.systemSuspends),
          ],
          notes: [
            "How the two scenes' calls interleave (1-1-2-2 or 1-2-1-2) is not documented; the table shows each step "
              + "for both scenes in turn. In Split View both scenes stay active; a brief resign/become on scene 1 "
              + "during the animation was not verified. App-level notifications follow the aggregate state and fire once."
          ],
          sources: ["A5", "A16", "A18", "A24", "S1"],
          holdsFor: "iPadOS 13 and later, for an app that supports multiple windows")
      ]),
    Scenario(
      id: "scene-reconnect", title: "A scene disconnected by the system, then reconnected",
      summary: "UIKit disconnects a background scene to reclaim memory; later the user returns to it and it "
        + "reconnects with its session.",
      variants: [
        .init(
          .scene, start: Start.scene(SceneStates.background), events: events(.systemDisconnectsScene, .userTapsSceneCard),
          notes: [
            "The session is kept: no didDiscardSceneSessions (A17), and no configurationForConnecting when the scene "
              + "reconnects (A24). A suspended scene is resumed first (I).",
            "scene(_:willConnectTo:options:) finds in session.stateRestorationActivity what the scene returned from "
              + "stateRestorationActivity(for:) when it entered the background (A20): rebuild the UI from it.",
            "App-based apps have no equivalent: without scenes the system can only terminate the whole process.",
          ],
          sources: ["A1", "A17", "A19", "A20", "A24", "I"])
      ]),
  ]
}
