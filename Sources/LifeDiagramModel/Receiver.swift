/// The object UIKit calls, as a sequence diagram's lane names it (`AppDelegate`, `SceneDelegate`). An open set: a
/// model file names its own receivers.
public struct Receiver: StringID {
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  /// The `UIApplicationDelegate`.
  public static let appDelegate: Receiver = "AppDelegate"
  /// A `UISceneDelegate` (or `UIWindowSceneDelegate`).
  public static let sceneDelegate: Receiver = "SceneDelegate"
}
