import LifeDiagramModel
import LifeDiagramSourceIndex

/// `notification-delegate-late`: the notification center's delegate is assigned after launch.
enum NotificationDelegateLateRule: Rule {
  static let description = AuditRule(
    id: "notification-delegate-late",
    title: "The notification center's delegate is assigned after launch",
    message: """
      the notification center's delegate is assigned {replacement}: a notification tap that launches the app finds \
      no delegate, and the tap is lost; assign it in application(_:didFinishLaunchingWithOptions:) (or the App's \
      init)
      """,
    help: """
      UIKit delivers the notification that launched the app to the notification center's delegate right after \
      launch. A delegate assigned later (in a `Task`, after onboarding, in `scene(_:willConnectTo:options:)` or \
      `sceneDidBecomeActive(_:)`) misses it, so tapping a notification on a cold launch does nothing. Assign \
      `UNUserNotificationCenter.current().delegate` synchronously before \
      `application(_:didFinishLaunchingWithOptions:)` returns.
      """,
    helpURL: "https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate",
    sources: ["A4", "A36"])

  static let finds = """
    the notification center's `delegate` assigned (on `UNUserNotificationCenter.current()`, or a name the file gives \
    it) off the synchronous launch path: inside a closure that runs later, in code launch never reaches, or on the \
    scene path (`scene(_:willConnectTo:options:)`); Objective-C's \
    `[UNUserNotificationCenter currentNotificationCenter].delegate =` and `setDelegate:` too
    """

  static let place = "the assignment"

  static let triggeringExamples: [RuleExample] = [
    .appDelegate(
      "  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n    Task {\n      ↓UNUserNotificationCenter.current().delegate = self\n    }\n    return true\n  }"
    ),
    .objectiveCAppDelegate(
      """
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
          return YES;
      }
      - (void)onboardingDone {
          UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
          ↓[center setDelegate:self];
      }
      """),
  ]

  static let nonTriggeringExamples: [RuleExample] = [
    .appDelegate(
      "  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n    UNUserNotificationCenter.current().delegate = self\n    return true\n  }"
    )
  ]

  static func findings(in app: AppSources, _ context: RuleContext) -> [AuditFinding] {
    lateLaunchSiteFindings(.notificationDelegate, in: app, scenario: "notification-tap-cold")
  }
}
