/// Something that happens to an app: what a scenario is made of.
///
/// Events are the same for both life cycles; each model says which of its transitions an event fires
/// (``EventRule``). Raw values are the ids used in data and output.
public enum ScenarioEvent: String, Codable, CaseIterable, Sendable, Hashable {
  case userTapsIcon = "user-taps-icon"
  case systemLaunchesInBackground = "system-launches-in-background"
  case systemSuspends = "system-suspends"
  case systemResumesInBackground = "system-resumes-in-background"
  case userGoesHome = "user-goes-home"
  case controlCenterOpens = "control-center-opens"
  case controlCenterCloses = "control-center-closes"
  case callArrives = "call-arrives"
  case callDeclined = "call-declined"
  case callAccepted = "call-accepted"
  case notificationCenterPullStarts = "notification-center-pull-starts"
  case notificationCenterMidPull = "notification-center-mid-pull"
  case notificationCenterStillShowing = "notification-center-still-showing"
  case notificationCenterDismissed = "notification-center-dismissed"
  case appSwitcherOpens = "app-switcher-opens"
  case appSwitcherSameApp = "app-switcher-same-app"
  case appSwitcherOtherApp = "app-switcher-other-app"
  case userSwipesAppAway = "user-swipes-app-away"
  case userSwipesAppAwayIOS13IPhone = "user-swipes-app-away-ios13-iphone"
  case userSwipesAppAwayIOS13IPad = "user-swipes-app-away-ios13-ipad"
  case systemPurges = "system-purges"
  case systemPrewarms = "system-prewarms"
  case userOpensPrewarmedApp = "user-opens-prewarmed-app"
  case userOpensNewWindow = "user-opens-new-window"
  case systemDisconnectsScene = "system-disconnects-scene"
  case userTapsSceneCard = "user-taps-scene-card"

  /// The event in plain words.
  public var text: String {
    switch self {
    case .userTapsIcon: "The user taps the app icon"
    case .systemLaunchesInBackground: "An event the app registered for arrives (e.g. a location change)"
    case .systemSuspends: "The system suspends the app"
    case .systemResumesInBackground: "The system resumes the app in the background for an event"
    case .userGoesHome: "The user swipes up to the Home Screen"
    case .controlCenterOpens: "The user opens Control Center"
    case .controlCenterCloses: "The user dismisses Control Center"
    case .callArrives: "A full-screen incoming call arrives"
    case .callDeclined: "The user declines the call"
    case .callAccepted: "The user accepts the call"
    case .notificationCenterPullStarts: "The user starts pulling Notification Center down"
    case .notificationCenterMidPull: "Notification Center is half-way or fully extended"
    case .notificationCenterStillShowing: "Notification Center is still showing"
    case .notificationCenterDismissed: "The user dismisses Notification Center"
    case .appSwitcherOpens: "The user opens the app switcher"
    case .appSwitcherSameApp: "The user taps the same app in the app switcher"
    case .appSwitcherOtherApp: "The user taps another app in the app switcher"
    case .userSwipesAppAway: "The user swipes the app away in the app switcher"
    case .userSwipesAppAwayIOS13IPhone: "The user swipes the app away (iOS 13, iPhone)"
    case .userSwipesAppAwayIOS13IPad: "The user swipes the app away (iOS 13, iPad, one window)"
    case .systemPurges: "The system purges the suspended app to reclaim memory"
    case .systemPrewarms: "The system prewarms the app (iOS 15+)"
    case .userOpensPrewarmedApp: "The user taps the icon of the prewarmed app"
    case .userOpensNewWindow: "The user opens a new window (Dock drag, Open in New Window)"
    case .systemDisconnectsScene: "UIKit disconnects the background scene to reclaim resources"
    case .userTapsSceneCard: "The user taps the disconnected scene's card in the app switcher"
    }
  }
}
