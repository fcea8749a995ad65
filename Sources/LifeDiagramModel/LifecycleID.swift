/// Which of the two iOS life cycles a model, a diagram or a scenario belongs to.
public enum LifecycleID: String, Codable, CaseIterable, Sendable, Hashable, Comparable {
  /// The app-based life cycle driven by `UIApplicationDelegate` (iOS 12 and earlier, or apps without scenes).
  case app
  /// The scene-based life cycle driven by `UISceneDelegate` (iOS 13 and later).
  case scene

  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
