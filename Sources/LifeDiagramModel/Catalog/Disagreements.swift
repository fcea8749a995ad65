extension Disagreement {
  /// Every disagreement of reference §5, D1 to D22, in order.
  static let all: [Disagreement] = [
    Disagreement(
      id: "D1", point: "Can a Suspended scene go directly to Unattached?",
      seeds: "S0/S2: \"UIKit은 언제든지 background 또는 일시 중단된 scene의 연결을 끊고… unattached 상태로 되돌릴 수 있다\" "
        + "(\"UIKit can disconnect a background or suspended scene at any time and return it to unattached\"). "
        + "S1: \"Suspended에서 Unattached로 변하기 위해서는 Background 상태를 거쳐야 한다\" "
        + "(\"to go from Suspended to Unattached it must pass through Background\").",
      apple: "Apple's text says background or suspended (A1), but its figure has only Background → Unattached, "
        + "dashed (AF). A kill while suspended yields Unattached with no callback (A22).",
      resolution: "The figure's edges are drawn as Apple draws them, and a disconnect with `sceneDidDisconnect` goes "
        + "through Background. The model adds the transition Suspended → Unattached (process killed, text only): "
        + "it is not in Apple's figure, has no callback, and is drawn only with `--all-transitions`.",
      sources: ["A1", "AF", "A22"]),
    Disagreement(
      id: "D2", point: "Which states connect to Unattached?",
      seeds: "S1: \"Unattached는 Background 상태와만 전환될 수 있다\" "
        + "(\"Unattached can only transition to and from Background\").",
      apple: "The figure draws Unattached → Foreground Inactive (solid), Unattached → Background (solid) and "
        + "Background → Unattached (dashed).",
      resolution: "S1 is right only about the incoming edges; the model follows the figure.",
      sources: ["AF"]),
    Disagreement(
      id: "D3", point: "Termination sequence, app-based",
      seeds: "S1: `applicationWillResignActive` → `applicationDidEnterBackground` → `applicationWillTerminate`.",
      apple: "Legacy Apple: user-initiated termination sends no notification (A22). Observed: S1's sequence for an "
        + "app that is still running (O11, O14).",
      resolution: "Use S1's sequence for a swipe-kill from the foreground (scenario swipe-kill-foreground), and no calls for a suspended app.",
      sources: ["A22", "O11", "O14", "S1"]),
    Disagreement(
      id: "D4", point: "Termination sequence, scene-based",
      seeds: "S1: `sceneWillResignActive` → `sceneDidDisconnect` → `applicationWillTerminate`.",
      apple: "A 2023 forum thread agrees for the scene part (O1). On iOS 13 iPhone: `sceneDidEnterBackground` → "
        + "`applicationWillTerminate`, no disconnect (O2); on iPad without multi-window: disconnect → discard → "
        + "terminate.",
      resolution: "Default to S1/O1; the result depends on the iOS version and device. The iOS 13 variants are the "
        + "scenarios `swipe-kill-foreground-ios13-iphone` and `swipe-kill-foreground-ios13-ipad`.",
      sources: ["O1", "O2", "S1"]),
    Disagreement(
      id: "D5", point: "Typo in a method name",
      seeds: "S1: `applicationDidEngerBackground(_:)`.",
      apple: "The method is `applicationDidEnterBackground(_:)`.",
      resolution: "Fix the typo.",
      sources: ["A12"]),
    Disagreement(
      id: "D6", point: "Is `configurationForConnecting` part of launch?",
      seeds: "S1 omits it. S4 has it on the first launch but not on a relaunch.",
      apple: "It is called only \"shortly before creating a new scene\" or \"when a new scene session is being "
        + "created\", and not when an existing session is restored (O4, O5, A24).",
      resolution: "Make it conditional: only when a scene connects with a new session.",
      sources: ["A16", "A23", "O4", "O5", "S4"]),
    Disagreement(
      id: "D7", point: "Where `didDiscardSceneSessions` falls at relaunch",
      seeds: "S4: between `scene(_:willConnectTo:options:)` and `sceneWillEnterForeground`.",
      apple: "Apple: \"the next time your app launches\"; the template: \"shortly after `didFinishLaunching`\".",
      resolution: "Compatible: use S4's order, tagged as observed; the only hard constraint is that it comes after "
        + "`didFinishLaunching`.",
      sources: ["A17", "A23", "S4"]),
    Disagreement(
      id: "D8", point: "When `sceneDidDisconnect` happens",
      seeds: "S0/S2 (the template comment): \"Scene이 background에 들어간 직후나 session이 삭제되었을 때\" "
        + "(\"right after the scene enters the background, or when the session is deleted\"). "
        + "S3: disconnecting leads to \"Suspended\".",
      apple: "UIKit does not automatically disconnect a scene when the user switches to another app; it disconnects "
        + "on an explicit close in the switcher or to reclaim memory, and the target state is Unattached.",
      resolution: "Read the template's \"shortly after… enters the background\" loosely; S3's \"→ Suspended\" is "
        + "wrong, so the disconnect goes to Unattached.",
      sources: ["A19", "A23", "AF"]),
    Disagreement(
      id: "D9", point: "Memory and process meaning of Unattached",
      seeds: "S0/S2: Unattached \"메모리를 점유하고 있고, 실행 중인 상태\" (\"occupies memory and is running\").",
      apple: "Apple: the scene is \"not currently connected\"; disconnected scene objects are deleted while the "
        + "session is kept, and the process may not exist at all.",
      resolution: "Unattached says nothing about the process; the scene's objects are absent except just before "
        + "it connects.",
      sources: ["A9", "A17", "A19"]),
    Disagreement(
      id: "D10", point: "What dashed and solid mean, against Apple's drawings",
      seeds: "S0/S2: dashed means automatic, with no event; solid means caused by a user or system event.",
      apple: "Apple gives no legend and its two figures disagree: Not running → Inactive is dashed but Unattached → "
        + "Foreground Inactive solid, the launch Inactive → Active solid but Foreground Inactive → Foreground Active "
        + "dashed, Not running → Background dashed but Unattached → Background solid. The text says launch "
        + "activation is automatic, which fits the scene figure.",
      resolution: "The model tags each transition by its meaning (system-automatic or event-driven) and records "
        + "Apple's line style beside it; in the app figure three edges differ: Not running → Inactive "
        + "(event-driven, drawn dashed), the launch Inactive → Active (system-automatic, drawn solid) and "
        + "Not running → Background (event-driven, drawn dashed). `--line-style apple` draws Apple's figure "
        + "exactly.",
      sources: ["AF", "A1", "S0"]),
    Disagreement(
      id: "D11", point: "Not running ↔ Suspended",
      seeds: "S1 mentions Not running → Background or Suspended.",
      apple: "Apple's figure draws both directions, dashed, but Apple never explains them.",
      resolution: "Suspended → Not running is a purge without notice (A22); Not running → Suspended is unexplained, "
        + "possibly a pre-launch or prewarm (inference).",
      sources: ["AF", "A22"]),
    Disagreement(
      id: "D12", point: "Apple's own text on leaving Unattached",
      seeds: "S0: \"유저가 app switcher로부터 interface를 dismiss하거나 자원을 재요청할 때 attached 상태로 다시 돌아오게 된다\" "
        + "(\"returns to the attached state when the user dismisses the interface from the app switcher or "
        + "resources are reclaimed\").",
      apple: "Apple's case page says \"A scene reenters the attached state when the user dismisses the interface "
        + "from the app switcher or to reclaim its resources\", which contradicts A1 (\"returning that scene to "
        + "the unattached state\").",
      resolution: "Treat it as an Apple erratum and read it as \"unattached\"; S0 translated the erratum faithfully.",
      sources: ["A9", "A1"]),
    Disagreement(
      id: "D13", point: "Legacy Apple figure \"Launching an app into the background\"",
      seeds: "(not in the seeds)",
      apple: "The legacy figure shows `applicationDidBecomeActive:` next to \"Enter Background\", but Apple's text "
        + "says `applicationDidEnterBackground` (A7).",
      resolution: "A figure error: use `applicationDidEnterBackground`.",
      sources: ["A7", "A22"]),
    Disagreement(
      id: "D14", point: "Notification Center",
      seeds: "S4: \"willResignActive가 두번이나 호출됨\" (\"willResignActive is called twice\"): resign → become → "
        + "resign.",
      apple: "Apple describes a single inactive period (A22); radar 49216830 and OneSignal report the bounce as a "
        + "bug.",
      resolution: "Use Apple's single inactive period for the scenario (notification-center), and give the reported "
        + "four-call bounce as a variant marked uncertain (notification-center-bounce).",
      sources: ["S4", "O6", "O7", "A22"]),
    Disagreement(
      id: "D15", point: "Returning from the app switcher",
      seeds: "S4 first wrote `sceneWillEnterForeground` → `sceneWillResignActive` → `sceneDidBecomeActive`, then "
        + "struck out the middle call.",
      apple: "Apple: `willEnterForeground` is \"invariably followed by\" `didBecomeActive`.",
      resolution: "Use `sceneWillEnterForeground` → `sceneDidBecomeActive` from Background, and only "
        + "`sceneDidBecomeActive` if the app never left Foreground Inactive.",
      sources: ["A19", "S4"]),
    Disagreement(
      id: "D16", point: "What a Not running app can receive",
      seeds: "S1: \"푸시와 같이 특정한 이벤트는 전달받을 수 있다\" (\"it can still receive certain events such as push\").",
      apple: "A Not running app receives nothing; the system may launch it into the background for registered "
        + "events such as location, a silent push (not after a user force-quit, O20) or a background URLSession.",
      resolution: "Say \"can be launched for\", not \"receives\".",
      sources: ["A7", "A22", "O20"]),
    Disagreement(
      id: "D17", point: "Background time limit",
      seeds: "S4: \"iOS 12이라면 180초\" (\"180 seconds on iOS 12\").",
      apple: "Apple gives no fixed number: \"Apps don't normally receive any extra execution time\"; "
        + "`didEnterBackground` has about 5 s, and `beginBackgroundTask` gives a limited, variable time.",
      resolution: "Do not encode 180 s.",
      sources: ["A5", "A12"]),
    Disagreement(
      id: "D18", point: "Is the scene life cycle optional?",
      seeds: "S0/S1: scenes are needed only for multiple windows; otherwise the AppDelegate is enough.",
      apple: "Since iOS 13 UIKit no longer calls the app delegate's UI methods once an app adopts scenes. In iOS 26 "
        + "applicationDidBecomeActive, applicationWillResignActive, applicationWillEnterForeground, "
        + "application(_:open:options:) and application(_:performActionFor:completionHandler:) are deprecated on "
        + "iOS (applicationDidEnterBackground is not). TN3187: in the next major release after iOS 26, apps built "
        + "with the latest SDK must adopt the scene-based life cycle, or they fail to launch.",
      resolution: "The seeds are outdated; state each deprecation per method (delegate methods page).",
      sources: ["A8", "A13", "A14", "A12", "A26", "A27"]),
    Disagreement(
      id: "D19", point: "`willEnterForeground` at cold launch",
      seeds: "(not in the seeds: S1 is correct for both models)",
      apple: "The app version is not called at cold launch (legacy figure; O12), while the scene version is called "
        + "for newly connected scenes (A19); some tutorials wrongly list `applicationWillEnterForeground` at launch.",
      resolution: "Keep the asymmetry.",
      sources: ["A19", "A22", "O12"]),
    Disagreement(
      id: "D20", point: "Prewarming",
      seeds: "S4 paraphrases Apple: prewarming stops before `UIApplicationMain`.",
      apple: "Observed on iOS 15: `UIApplicationMain` runs and `willFinish`/`didFinish` may be called, but "
        + "`willConnectTo` is not.",
      resolution: "Present both (scenario prewarm).",
      sources: ["A3", "O10"]),
    Disagreement(
      id: "D21", point: "Suspended → Background callback",
      seeds: "(not in the seeds)",
      apple: "Apple (A7) says `applicationDidEnterBackground` is called when a suspended app is resumed in the "
        + "background; no observation confirms it, and nothing is said for scenes.",
      resolution: "Tag it as documented but unverified, and assume no scene callback (inference).",
      sources: ["A7"]),
    Disagreement(
      id: "D22", point: "S0's \"dismissed UI → suspended\"",
      seeds: "S0: the scene is moved \"to background… 일시 중단된 상태로\" (\"into a suspended state\").",
      apple: "Apple: \"to the background state and eventually to the suspended state\".",
      resolution: "Two steps: Foreground Inactive → Background (solid, an event), then Background → Suspended "
        + "(dashed, automatic).",
      sources: ["A1"]),
  ]
}
