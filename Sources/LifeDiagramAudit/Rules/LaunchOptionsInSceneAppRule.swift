import LifeDiagramMigrate
import LifeDiagramModel
import LifeDiagramSourceIndex

/// `launch-options-in-scene-app`: a scene-based app reads a launch option UIKit gives its scenes instead.
enum LaunchOptionsInSceneAppRule: CorrectableRule {
  static let description = AuditRule(
    id: "launch-options-in-scene-app",
    title: "A scene-based app reads a launch option UIKit gives its scenes instead",
    message: """
      the app adopts scenes, so UIKit does not put {method} in the launch options: it comes in {replacement} of \
      scene(_:willConnectTo:options:), and the launch reason read here is lost
      """,
    help: """
      Once an app adopts scenes, the URL, the quick action, the user activity and the notification that launched it \
      are delivered to the scene being connected (`UIScene.ConnectionOptions`: `urlContexts`, `shortcutItem`, \
      `userActivities`, `notificationResponse`), not in `application(_:didFinishLaunchingWithOptions:)`'s launch \
      options. Read them in `scene(_:willConnectTo:options:)`. Background launch keys such as `.location` stay in \
      the launch options and are not findings.
      """,
    helpURL: "https://developer.apple.com/documentation/uikit/responding-to-the-launch-of-your-app",
    sources: ["A4", "A8", "A18"])

  static let finds = """
    in an app that adopts scenes, a read of a launch option UIKit delivers to the scene instead: `.url`, \
    `.sourceApplication`, `.annotation`, `.shortcutItem`, `.userActivityDictionary`, `.userActivityType`, \
    `.remoteNotification`, as a subscript key, short on the launch options (`launchOptions?[.url]`, or the launch \
    method's own parameter) or in full on any dictionary (`[UIApplication.LaunchOptionsKey.url]`), and Objective-C's \
    `UIApplicationLaunchOptions…Key`; `.location` and the other background keys are not findings
    """

  static let place = "the key"

  static let correction: String? = """
    reads the URL, user activity or quick action from `connectionOptions` in `scene(_:willConnectTo:options:)`, \
    where the migration hands them on
    """

  /// Everything that can launch the app is read from the connection options, where it is handed on.
  static func correct(_ migration: inout some AppDelegateMigration) {
    for option in [SceneCallback.LaunchOption.urlContexts, .userActivities, .shortcutItem] {
      migration.handOnAtLaunch(option)
    }
  }

  static let triggeringExamples: [RuleExample] = [
    .appDelegate(
      "  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n    ↓if let url = launchOptions?[.url] as? URL { open(url) }\n    return true\n  }",
      scenes: true),
    .objectiveCAppDelegate(
      """
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
          ↓NSURL *url = launchOptions[UIApplicationLaunchOptionsURLKey];
          return YES;
      }
      """, scenes: true),
  ]

  static let nonTriggeringExamples: [RuleExample] = [
    // A background launch's key stays in the launch options.
    .appDelegate(
      "  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n    if launchOptions?[.location] != nil { track() }\n    return true\n  }",
      scenes: true),
    // Without scenes, the launch options carry the URL.
    .appDelegate(
      "  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n    if let url = launchOptions?[.url] as? URL { open(url) }\n    return true\n  }"
    ),
  ]

  static func findings(in app: AppSources, _ context: RuleContext) -> [AuditFinding] {
    guard app.adoptsScenes else { return [] }
    return app.launchOptionReads.map { read in
      let key = "UIApplication.LaunchOptionsKey.\(read.member)"
      let carrier = "connectionOptions.\(SourceIndex.sceneDeliveredLaunchOptions[read.member] ?? "urlContexts")"
      let scenario =
        ["shortcutItem": "quick-action-cold", "remoteNotification": "notification-tap-cold"][read.member]
        ?? "deep-link-cold"
      return finding(
        at: read.location, method: key, message: description.message(method: key, replacement: carrier),
        scenario: scenario)
    }
  }
}
