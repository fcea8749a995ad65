/// The `UIApplication` notifications a scene app still gets, following the aggregate of its scenes' states (A15,
/// A21, A30). The notification each delegate call posts is data, on its method in Models/catalog.yaml; these four
/// are posted by no call of their own, so the replay of a life cycle that follows its process adds them.
enum Notifications {
  /// The `UIApplication` notifications of the aggregate state.
  enum App {
    static let didBecomeActive = "UIApplication.didBecomeActiveNotification"
    static let willResignActive = "UIApplication.willResignActiveNotification"
    static let didEnterBackground = "UIApplication.didEnterBackgroundNotification"
    static let willEnterForeground = "UIApplication.willEnterForegroundNotification"
  }
}
