/// The id of a life cycle (`app`, `scene`, or one a model file defines): what `--model` takes and what a
/// scenario's variants name. An open set, like ``SourceID``: the built-ins include ``app``,
/// ``scene`` and ``swiftUI``.
public struct LifecycleID: StringID {
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// The app-based life cycle driven by `UIApplicationDelegate` (iOS 12 and earlier, or apps without scenes).
  public static let app: LifecycleID = "app"
  /// The scene-based life cycle driven by `UISceneDelegate` (iOS 13 and later).
  public static let scene: LifecycleID = "scene"
  /// A SwiftUI app's life cycle as its App, scenes and views see it (iOS 14 and later).
  public static let swiftUI: LifecycleID = "swiftui"
}
