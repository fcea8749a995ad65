extension Source {
  /// Every source of reference §6, seeds first, then Apple (A1, AF, A3…A30 in numeric order), then observations
  /// (O1…O22 in numeric order, including O17 which §6 lists among Apple's), then `I`.
  static let all: [Source] = seeds + apple + observations + [inference]

  private static let appleDocs = "https://developer.apple.com/documentation/uikit/"

  /// The five seed posts (reference §6, "Seeds").
  private static let seeds: [Source] = [
    Source(
      id: "S0",
      title: "[iOS] iOS 13이후 SceneDelegate와 AppDelegate의 역할 (2021-01-13), Markdown source, "
        + "seeds/000_9f668f64b4696c18.txt",
      usedFor: "State definitions, `ActivationState` raw values, the dashed/solid reading, and "
        + "Unattached/Suspended/Not Running memory notes."),
    Source(
      id: "S1",
      title: "Korean post on app and scene life cycles, seeds/001_dea11da238f909f7.txt",
      usedFor: "Four call-stack comparisons of the app and scene life cycles: launch, termination, background, "
        + "foreground."),
    Source(
      id: "S2",
      title: "[iOS] iOS 13이후 SceneDelegate와 AppDelegate의 역할, rendered copy of S0, "
        + "seeds/002_c7f2c16d283fd029.txt",
      usedFor: "A rendered copy of S0 with the same content."),
    Source(
      id: "S3",
      title: "Raccoon97 \"Scene Delegate\" notes, seeds/003_3858af72d14136a9.txt",
      usedFor: "Method comments and the iPhone/iPad `supportsMultipleScenes` test."),
    Source(
      id: "S4",
      title: "2022-03-08 study notes, seeds/004_ff6879e3b8c1cdd6.txt",
      usedFor: "Launch steps (older Apple article), prewarming, app states, and observed scene sequences (first and "
        + "second launch, app switcher, Control Center, Notification Center)."),
  ]

  /// Apple's documentation and figures (reference §6, "Apple documentation", without O17).
  private static let apple: [Source] = [
    Source(
      id: "A1", title: "Managing your app's life cycle", url: appleDocs + "managing-your-app-s-life-cycle",
      usedFor: "Scene and app prose, the figures' alt text, the disconnect text (D1), and \"transitions … "
        + "automatically\"."),
    Source(
      id: "AF",
      title: "The two figures from A1 (`media-3233330@2x.png` scenes, `media-3233333@2x.png` apps); verified copies "
        + "in github.com/iii17-grace/AppleDocumentation `Images/scene-based state transitions.png` and "
        + "`Images/app-based state transitions.png` (2020) and github.com/hyeji-K/fastcampus_iOS_course "
        + "`image/scene-state.png` and `image/app-state.png` (2022); copies in the reference's `figures/`",
      usedFor: "All edge and line-style facts of both figures."),
    Source(
      id: "A3",
      title: "About the app launch sequence (current 6-step version; older 7-step version in S4 and in a 2020 "
        + "code-comment copy)",
      url: appleDocs + "about-the-app-launch-sequence",
      usedFor: "Launch steps and prewarming."),
    Source(
      id: "A4", title: "Responding to the launch of your app", url: appleDocs + "responding-to-the-launch-of-your-app",
      usedFor: "Background launch, launch options, the `.location` example, and \"for a scene-based app… when one "
        + "of your scenes needs to appear onscreen or do some work\"."),
    Source(
      id: "A5", title: "Preparing your UI to run in the background",
      url: appleDocs + "preparing-your-ui-to-run-in-the-background",
      usedFor: "Deactivation and background calls, system panels, the snapshot, background capabilities and the "
        + "per-scene notification."),
    Source(
      id: "A6", title: "Preparing your UI to run in the foreground",
      url: appleDocs + "preparing-your-ui-to-run-in-the-foreground",
      usedFor: "Launch starts inactive; `willEnterForeground` then `didBecomeActive`."),
    Source(
      id: "A7", title: "About the background execution sequence",
      url: appleDocs + "about-the-background-execution-sequence",
      usedFor: "Background launch and resume sequences, including `applicationDidEnterBackground`."),
    Source(
      id: "A8",
      title: "Transitioning to the UIKit scene-based life cycle; TN3187 Migrating to the UIKit scene-based life "
        + "cycle",
      url: appleDocs + "transitioning-to-the-uikit-scene-based-life-cycle",
      usedFor: "The official mapping table; UIKit stops calling the app delegate's UI methods once scenes are "
        + "adopted (iOS 13 and later); TN3187: a warning since iOS 18.4, and in the next major release after iOS 26 "
        + "apps built with the latest SDK must adopt the scene-based life cycle or they fail to launch."),
    Source(
      id: "A9",
      title: "`UIScene.ActivationState` and its cases (`/unattached`, `/foregroundinactive`, `/foregroundactive`, "
        + "`/background`); SDK header `UISceneDefinitions.h`",
      url: appleDocs + "uiscene/activationstate-swift.enum",
      usedFor: "Raw values, definitions, and the \"reenters the attached state\" erratum."),
    Source(
      id: "A10", title: "`UIApplication.State` (and `/inactive`)", url: appleDocs + "uiapplication/state",
      usedFor: "Raw values and the meaning of inactive."),
    Source(
      id: "A11", title: "`applicationWillTerminate(_:)`",
      url: appleDocs + "uiapplicationdelegate/applicationwillterminate(_:)",
      usedFor: "About 5 s; generally not called; called when the app runs in the background and is not "
        + "suspended."),
    Source(
      id: "A12", title: "`applicationDidEnterBackground(_:)` (under the same base path as A11)",
      usedFor: "About 5 s, \"terminated and purged\", and `beginBackgroundTask`."),
    Source(
      id: "A13", title: "`applicationDidBecomeActive(_:)` (deprecated in iOS 26)",
      usedFor: "The deprecation, and \"UIKit will not call this method\" with scenes."),
    Source(
      id: "A14", title: "`applicationWillResignActive(_:)`, `applicationWillEnterForeground(_:)`",
      usedFor: "The same pattern; `willEnterForeground` is \"invariably followed by\" `didBecomeActive`."),
    Source(
      id: "A15", title: "`application(_:didFinishLaunchingWithOptions:)`",
      usedFor: "Ordering with and without scenes, and the aggregate app state."),
    Source(
      id: "A16", title: "`application(_:configurationForConnecting:options:)`",
      usedFor: "Called \"shortly before creating a new scene\"."),
    Source(
      id: "A17", title: "`application(_:didDiscardSceneSessions:)`",
      usedFor: "Removal in the app switcher, delivery at the next launch, and no call for memory reclamation."),
    Source(
      id: "A18", title: "`scene(_:willConnectTo:options:)`",
      usedFor: "\"creates or restores an instance\", and the restoration activity."),
    Source(
      id: "A19",
      title: "`sceneWillEnterForeground(_:)`, `sceneDidBecomeActive(_:)`, `sceneWillResignActive(_:)`, "
        + "`sceneDidEnterBackground(_:)`, `sceneDidDisconnect(_:)`",
      url: appleDocs + "uiscenedelegate/",
      usedFor: "The semantics of each scene delegate method."),
    Source(
      id: "A20", title: "`UISceneSession.stateRestorationActivity`, `UISceneDelegate.stateRestorationActivity(for:)`",
      usedFor: "\"Before disconnecting a scene, the system asks…\"; UIKit asks as the scene enters the background, so "
        + "the activity is ready for any later disconnection or kill."),
    Source(
      id: "A21", title: "`UIApplication.willEnterForegroundNotification`",
      usedFor: "Aggregate semantics; not posted at a background launch."),
    Source(
      id: "A22",
      title: "App Programming Guide for iOS (archived 2017): \"The App Life Cycle\" (Table 2-3, App Termination) "
        + "and \"Strategies for Handling App State Transitions\"; legacy figures (copies in the iii17-grace "
        + "repository)",
      url: "https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/",
      usedFor: "State definitions, launch and background cycles, interruptions, Notification Center, Sleep/Wake "
        + "and termination rules."),
    Source(
      id: "A23",
      title: "Xcode template comments in `AppDelegate.swift` and `SceneDelegate.swift` (as found in many public "
        + "repositories)",
      usedFor: "\"Called when a new scene session is being created\"; \"shortly after "
        + "`application:didFinishLaunchingWithOptions`\"; `sceneDidDisconnect` \"shortly after the scene enters "
        + "the background, or when its session is discarded\"."),
    Source(
      id: "A24",
      title: "WWDC19 session 258 Architecting Your App for Multiple Windows (asciiwwdc transcript; notes at the "
        + "URL); WWDC19 session 246 Window Management in Your Multitasking App (notes at "
        + "https://mackuba.eu/notes/wwdc19/window-management-in-your-multitasking-app); WWDC19 session 212",
      url: "https://mackuba.eu/notes/wwdc19/architecting-your-app-for-multiple-windows/",
      usedFor: "The process, UI and session split, and the activation flows (new session versus existing "
        + "session)."),
    Source(
      id: "A25",
      title: "App Programming Guide state-preservation tips; Apple sample README Restoring your app's state",
      usedFor: "\"deletes an app's preserved state when the user force quits\"."),
    Source(
      id: "A26", title: "`application(_:open:options:)` (available iOS 9.0–26.0) and its SDK deprecation message",
      url: appleDocs + "uiapplicationdelegate/application(_:open:options:)",
      usedFor: "Opening a URL in an app without scenes; deprecated in iOS 26.0 in favour of the scene's URL "
        + "contexts."),
    Source(
      id: "A27",
      title: "`application(_:performActionFor:completionHandler:)` (available iOS 9.0–26.0), "
        + "`UIWindowSceneDelegate.windowScene(_:performActionFor:completionHandler:)`, "
        + "`UIScene.ConnectionOptions.shortcutItem`, and the sample Add Home Screen quick actions",
      url: appleDocs + "add-home-screen-quick-actions",
      usedFor: "Home Screen quick actions: at launch in the connection options, later through the window scene "
        + "delegate; the app delegate method is not called when a launch method handled the item."),
    Source(
      id: "A28",
      title: "`UISceneDelegate.scene(_:openURLContexts:)` and `UIScene.ConnectionOptions.urlContexts`",
      url: appleDocs + "uiscenedelegate/scene(_:openurlcontexts:)",
      usedFor: "Opening a URL in a scene app: connection options at launch, `scene(_:openURLContexts:)` once "
        + "connected."),
    Source(
      id: "A29", title: "SwiftUI `ScenePhase` (`active`, `inactive`, `background`), iOS 14 and later",
      url: "https://developer.apple.com/documentation/swiftui/scenephase",
      usedFor: "The phase a scene's views see in each state."),
    Source(
      id: "A30",
      title: "`UIScene` notifications (`willConnectNotification`, `didActivateNotification`, …) and `UIApplication` "
        + "notifications (`didBecomeActiveNotification`, `didEnterBackgroundNotification`, …)",
      url: appleDocs + "uiscene",
      usedFor: "The notification posted with each delegate call; `UIApplication` notifications are posted whether "
        + "or not the app uses scenes, following the app's aggregate state."),
  ]

  /// Developers' observations and Q&A (reference §6, "Observations and Q&A", with O17).
  private static let observations: [Source] = [
    Source(
      id: "O1",
      title: "Apple Developer Forums thread 732170, \"Unexpected order of scene delegate method calls\" (2023)",
      url: "https://forums.developer.apple.com/forums/thread/732170",
      usedFor: "Swipe-kill: `sceneWillResignActive` → `sceneDidDisconnect`, plus the new-instance edge case."),
    Source(
      id: "O2",
      title: "StackOverflow (matt), \"In iOS 13, what events do I get when the user swipes my app up in the app "
        + "switcher?\", read through the Japanese and Portuguese isolution.pro mirrors",
      usedFor: "The iOS 13 iPhone and iPad variants of a swipe-kill."),
    Source(
      id: "O3", title: "Douglas Hill, \"App termination\" (FB6185896, 2019)",
      url: "https://douglashill.co/app-termination/",
      usedFor: "iPad multi-window discard; closing the last window kills the process."),
    Source(
      id: "O4", title: "Apple Developer Forums thread 702040",
      usedFor: "No `configurationForConnecting` after all windows were discarded."),
    Source(
      id: "O5",
      title: "luxmentis.org, \"On iOS scenes and why your application(_:configurationForConnecting:options:)…\"",
      usedFor: "The three launch cases; restored sessions skip `configurationForConnecting`."),
    Source(
      id: "O6", title: "openradar 49216830 (mirror: github.com/lionheart/openradar-mirror issue #21113)",
      usedFor: "Notification Center: `didBecomeActive` twice (iOS 11–12)."),
    Source(
      id: "O7", title: "OneSignal-iOS-SDK PR #1451 (2024)",
      usedFor: "Resign and become fire twice while swiping Notification Center down."),
    Source(
      id: "O8", title: "github.com/onmyway133/notes issue #8 (2015)",
      usedFor: "Notification Center and Control Center resign/become; banners give no events."),
    Source(
      id: "O9", title: "openradar 33153062 (mirror issue #17847)",
      usedFor: "Resign/become/resign when opening a deep link (iOS 11 beta)."),
    Source(
      id: "O10",
      title: "StackOverflow 71025205; Apple forums 706782 and 764625; g.woetu mirror of a Lyft prewarm report",
      usedFor: "Observed prewarming calls."),
    Source(
      id: "O11",
      title: "seacode.uk, \"When will applicationWillTerminate be called\" (paraphrase of an Apple DTS forum "
        + "answer; attribution not verified)",
      usedFor: "A running app removed from the switcher gets `applicationWillTerminate`; a suspended app does "
        + "not."),
    Source(
      id: "O12",
      title: "e-com-net.com/article/253833.htm and blog.csdn.net/wakin002/article/details/8529841 (same text); "
        + "iOS 4.3/5 tests",
      usedFor: "Lock, Home and double-click-Home sequences; `willEnterForeground` not called at first launch; a "
        + "call taken gives `didEnterBackground`, a call ignored gives `didBecomeActive`."),
    Source(
      id: "O13", title: "blog.csdn.net/decemberd/article/details/7225548",
      usedFor: "Switcher resign/become; `didEnterBackground` when another app is picked; no "
        + "`applicationWillTerminate` for suspended apps."),
    Source(
      id: "O14", title: "sourcedaddy.com, \"Termination\"",
      usedFor: "`didEnterBackground` is sent before `willTerminate`."),
    Source(
      id: "O15", title: "example-a.com Q&A 25857028",
      usedFor: "The iOS 7 simulator sends two backgrounding events on a swipe-kill."),
    Source(
      id: "O16",
      title: "React Native `AppState` docs; Flutter `AppLifecycleState.inactive` docs (quoted on pub.dev)",
      usedFor: "Triggers of inactive: app switcher, Notification Center, Control Center, calls, Touch ID."),
    Source(
      id: "O17",
      title: "`CLLocationManager.startMonitoringSignificantLocationChanges` doc text (quoted on StackOverflow)",
      usedFor: "Relaunch into the background with `UIApplicationLaunchOptionsLocationKey`."),
    Source(
      id: "O19", title: "blogger.tempus.org (2013)",
      usedFor: "Notification Center resign/become."),
    Source(
      id: "O20",
      title: "Amplitude community, \"iOS Silent Notification Problem\" (2021); o2.samwize.com (2015)",
      usedFor: "A silent push launches the app (`willFinish`/`didFinish`); a user-killed app is not launched for "
        + "a silent push."),
    Source(
      id: "O21",
      title: "Permission alerts resign the app: github.com/nickoneill/PermissionScope pull request #34 (2015), "
        + "github.com/dotnet/macios issue #7371 (2019), github.com/Yummypets/YPImagePicker issue #560 (2020, scenes), "
        + "github.com/expo/expo issue #38773 (2025)",
      usedFor: "A system permission alert makes the app (or scene) resign active, and it becomes active again when "
        + "the alert is answered."),
    Source(
      id: "O22",
      title: "onmyway133.com, \"How to work with SceneDelegate in iOS 12\" (issue #580); "
        + "qiita.com/KanaYuzusora/items/6ade8cac63a8867ed41b",
      usedFor: "A URL that launches a scene app arrives in `scene(_:willConnectTo:options:)`; "
        + "`scene(_:openURLContexts:)` is called only when the app is already running."),
  ]

  /// The model's own inference.
  private static let inference = Source(
    id: "I", title: "The model's own inference",
    usedFor: "Modelling decisions the sources do not settle; see the caveats where it is cited.")
}
