// A stub of the UIKit declarations the fixture apps and what `migrate` writes into them use, so that the tests
// type-check the migrated apps on a machine without UIKit (LifeDiagramMigrateTests, `TypeCheck`). The shapes
// follow UIKit's own declarations (iOS 26 SDK); the bodies do nothing. Not part of any product.
@_exported import Foundation

public struct CGRect: Sendable {
  public static let zero = CGRect()
  public init() {}
}

open class NSUserActivity: NSObject {
  open var activityType: String = ""
  open var webpageURL: URL?
  public init(activityType: String) { self.activityType = activityType }
}

public protocol UIUserActivityRestoring: AnyObject {}

open class UIResponder: NSObject, UIUserActivityRestoring {}

open class UIViewController: UIResponder {
  open var title: String?
  public override init() {}
  open func viewDidLoad() {}
}

open class UINavigationController: UIViewController {
  public init(rootViewController: UIViewController) {}
}

open class UIScreen {
  public static let main = UIScreen()
  open var bounds = CGRect()
}

open class UIWindow: UIResponder {
  open var rootViewController: UIViewController?
  open weak var windowScene: UIWindowScene?
  open var isKeyWindow = false
  public init(frame: CGRect) {}
  public init(windowScene: UIWindowScene) { self.windowScene = windowScene }
  public override init() {}
  open func makeKeyAndVisible() {}
}

open class UISceneSession: NSObject {}

open class UIOpenURLContext: NSObject {
  open var url: URL { URL(string: "stub:")! }
  open var options: UIScene.OpenURLOptions { UIScene.OpenURLOptions() }
}

open class UIApplicationShortcutItem: NSObject {
  open var type: String = ""
}

public protocol UISceneDelegate: NSObjectProtocol {}

public protocol UIWindowSceneDelegate: UISceneDelegate {
  var window: UIWindow? { get set }
}

open class UIScene: UIResponder {
  open class ConnectionOptions {
    open var urlContexts: Set<UIOpenURLContext> { [] }
    open var userActivities: Set<NSUserActivity> { [] }
    open var shortcutItem: UIApplicationShortcutItem?
  }

  open class OpenURLOptions {
    open var sourceApplication: String?
    open var annotation: Any?
    open var openInPlace = false
  }

  open var delegate: (any UISceneDelegate)?
}

open class UIWindowScene: UIScene {
  open var windows: [UIWindow] { [] }
  open var keyWindow: UIWindow? { nil }
}

public protocol UIApplicationDelegate: NSObjectProtocol {
  var window: UIWindow? { get set }
}

extension UIApplicationDelegate {
  public var window: UIWindow? { get { nil } set {} }
  /// What `@main` calls: UIApplicationMain with this delegate class.
  @MainActor public static func main() {}
}

open class UIApplication: UIResponder {
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let url = LaunchOptionsKey(rawValue: "url")
    public static let shortcutItem = LaunchOptionsKey(rawValue: "shortcutItem")
    public static let userActivityDictionary = LaunchOptionsKey(rawValue: "userActivityDictionary")
  }

  public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let sourceApplication = OpenURLOptionsKey(rawValue: "sourceApplication")
    public static let annotation = OpenURLOptionsKey(rawValue: "annotation")
    public static let openInPlace = OpenURLOptionsKey(rawValue: "openInPlace")
  }

  nonisolated(unsafe) public static let shared = UIApplication()
  open weak var delegate: (any UIApplicationDelegate)?
  open var connectedScenes: Set<UIScene> { [] }
  @available(iOS, deprecated: 13.0)
  open var keyWindow: UIWindow? { nil }
  @available(iOS, deprecated: 15.0)
  open var windows: [UIWindow] { [] }
}

