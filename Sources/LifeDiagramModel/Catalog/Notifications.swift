/// The notification UIKit posts with each delegate call (A30): `UIApplication` notifications for the app delegate's
/// calls, `UIScene` notifications for the scene delegate's.
enum Notifications {
  static let byMethod: [String: String] = [
    "application(_:didFinishLaunchingWithOptions:)": "UIApplication.didFinishLaunchingNotification",
    "applicationDidBecomeActive(_:)": App.didBecomeActive,
    "applicationWillResignActive(_:)": App.willResignActive,
    "applicationDidEnterBackground(_:)": App.didEnterBackground,
    "applicationWillEnterForeground(_:)": App.willEnterForeground,
    "applicationWillTerminate(_:)": "UIApplication.willTerminateNotification",
    "scene(_:willConnectTo:options:)": "UIScene.willConnectNotification",
    "sceneWillEnterForeground(_:)": "UIScene.willEnterForegroundNotification",
    "sceneDidBecomeActive(_:)": "UIScene.didActivateNotification",
    "sceneWillResignActive(_:)": "UIScene.willDeactivateNotification",
    "sceneDidEnterBackground(_:)": "UIScene.didEnterBackgroundNotification",
    "sceneDidDisconnect(_:)": "UIScene.didDisconnectNotification",
  ]

  /// The notification UIKit posts with a call to the app or scene delegate, if any.
  static func posted(by call: DelegateCall) -> String? {
    guard call.receiver == .appDelegate || call.receiver == .sceneDelegate else { return nil }
    return byMethod[call.method]
  }

  /// The `UIApplication` notifications a scene app still gets, following the aggregate of its scenes' states.
  enum App {
    static let didBecomeActive = "UIApplication.didBecomeActiveNotification"
    static let willResignActive = "UIApplication.willResignActiveNotification"
    static let didEnterBackground = "UIApplication.didEnterBackgroundNotification"
    static let willEnterForeground = "UIApplication.willEnterForegroundNotification"
  }
}
