/// The object UIKit calls.
public enum Receiver: String, Codable, CaseIterable, Sendable, Hashable {
  /// The `UIApplicationDelegate`.
  case appDelegate = "AppDelegate"
  /// A `UISceneDelegate` (or `UIWindowSceneDelegate`).
  case sceneDelegate = "SceneDelegate"
}
