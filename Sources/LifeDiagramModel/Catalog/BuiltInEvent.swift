/// The events of the built-in life cycles, with their words: both models name the same events, and each says
/// which of its transitions an event fires (``EventRule``). Raw values are the ids used in data and output.
enum BuiltInEvent: String, CaseIterable {
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
  case userOpensLinkAtLaunch = "user-opens-link-at-launch"
  case userOpensLink = "user-opens-link"
  case userChoosesQuickActionAtLaunch = "user-chooses-quick-action-at-launch"
  case userChoosesQuickAction = "user-chooses-quick-action"
  case systemActivatesApp = "system-activates-app"
  case siriInvoked = "siri-invoked"
  case siriDismissed = "siri-dismissed"
  case permissionAlertShown = "permission-alert-shown"
  case permissionAlertAnswered = "permission-alert-answered"

  /// The event's id.
  var id: EventID { EventID(rawValue: rawValue) }

  /// The event in plain words.
  var text: String {
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
    case .userOpensLinkAtLaunch: "The user opens a link with the app's URL scheme; the app is not running"
    case .userOpensLink: "The user opens a link with the app's URL scheme"
    case .userChoosesQuickActionAtLaunch: "The user chooses a Home Screen quick action of the app; it is not running"
    case .userChoosesQuickAction: "The user chooses a Home Screen quick action of the app"
    case .systemActivatesApp: "The system activates the app in the foreground"
    case .siriInvoked: "The user invokes Siri over the app"
    case .siriDismissed: "The user dismisses Siri"
    case .permissionAlertShown: "The app asks for a permission (e.g. location); the system shows its alert"
    case .permissionAlertAnswered: "The user answers the permission alert"
    }
  }
}

extension EventRule {
  /// The rule of a built-in event, with the event's words.
  init(
    _ event: BuiltInEvent, fires transitions: [TransitionID], process: ProcessEffect = .none,
    sessions: SessionEffect = .none, steps: [Step] = [], sources: [SourceID], caveat: String? = nil,
    processWide: Bool = false
  ) {
    self.init(
      event.id, text: event.text, fires: transitions, process: process, sessions: sessions, steps: steps,
      sources: sources, caveat: caveat, processWide: processWide)
  }
}

extension Scenario.Occurrence {
  /// An occurrence of a built-in event.
  init(_ event: BuiltInEvent, scene: Int? = nil) {
    self.init(event.id, scene: scene)
  }
}
