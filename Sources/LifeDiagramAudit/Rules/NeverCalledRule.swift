import LifeDiagramMigrate
import LifeDiagramModel
import LifeDiagramSourceIndex

/// `never-called`: UIKit never calls this app-delegate method in an app that adopts scenes.
enum NeverCalledRule: CorrectableRule {
  static let description = AuditRule(
    id: "never-called",
    title: "UIKit never calls this app-delegate method in an app that adopts scenes",
    message: "UIKit never calls {method} in an app that adopts scenes{alsoCalled}; move its work to {replacement}",
    help: """
      Once an app adopts scenes (iOS 13 and later), UIKit calls the scene delegate's methods instead of the app \
      delegate's UI methods, so these are never called by the system. Move the work to the scene delegate method \
      named, or observe the `UIApplication` notification, which is still posted.
      """,
    helpURL: "https://developer.apple.com/documentation/uikit/transitioning-to-the-uikit-scene-based-life-cycle",
    methods: [
      AuditMethod("applicationDidBecomeActive(_:)", sources: ["A13"]),
      AuditMethod("applicationWillResignActive(_:)", sources: ["A14"]),
      AuditMethod("applicationDidEnterBackground(_:)", replacement: "sceneDidEnterBackground(_:)", sources: ["A12"]),
      AuditMethod("applicationWillEnterForeground(_:)", sources: ["A14"]),
      AuditMethod("application(_:open:options:)", sources: ["A26"]),
      AuditMethod("application(_:performActionFor:completionHandler:)", sources: ["A27"]),
      AuditMethod(
        "application(_:continue:restorationHandler:)",
        replacement: "scene(_:continue:), or at launch the user activities of scene(_:willConnectTo:options:)",
        sources: ["A31"]),
      AuditMethod(
        "application(_:willContinueUserActivityWithType:)",
        replacement: "scene(_:willContinueUserActivityWithType:)",
        sources: ["A31"]),
      AuditMethod(
        "application(_:didFailToContinueUserActivityWithType:error:)",
        replacement: "scene(_:didFailToContinueUserActivityWithType:error:)",
        sources: ["A31"]),
    ],
    sources: ["A8"])

  static let finds = """
    in an app that adopts scenes, an app-delegate method UIKit no longer calls: `applicationDidBecomeActive`, \
    `applicationWillResignActive`, `applicationDidEnterBackground`, `applicationWillEnterForeground`, \
    `application(_:open:options:)`, `application(_:performActionFor:completionHandler:)`, \
    `application(_:continue:restorationHandler:)`, `application(_:willContinueUserActivityWithType:)`, \
    `application(_:didFailToContinueUserActivityWithType:error:)`; when the app calls the method itself, the message \
    says where, when its body is empty it says "empty: delete it", and when the method is also deprecated it says \
    that too
    """

  static let place = "the method's `func`"

  static let correction: String? = """
    moves the method to its scene-delegate counterpart (`applicationDidBecomeActive(_:)` → `sceneDidBecomeActive(_:)`): \
    an empty body is removed, a body that reaches nothing of the app delegate's moves, any other stays renamed \
    `handle…` and the scene method calls it
    """

  /// Each of the rule's methods the catalog pairs with a scene-delegate method is taken over by it, in the
  /// catalog's order.
  static func correct(_ migration: inout some AppDelegateMigration) {
    let methods = Set(description.methods.map(\.selector))
    for callback in migration.callbacks where methods.contains(callback.appSelector.selector) {
      migration.move(callback)
    }
  }

  static let triggeringExamples: [RuleExample] = [
    .appDelegate(
      "  ↓func applicationDidBecomeActive(_ application: UIApplication) {\n    refresh()\n  }", scenes: true),
    .appDelegate("  ↓func applicationWillResignActive(_ application: UIApplication) {}", scenes: true),
    .objectiveCAppDelegate(
      "↓- (void)applicationDidEnterBackground:(UIApplication *)application {\n    [self save];\n}", scenes: true),
  ]

  static let nonTriggeringExamples: [RuleExample] = [
    // Without scenes, UIKit calls it.
    .appDelegate("  func applicationDidBecomeActive(_ application: UIApplication) {\n    refresh()\n  }"),
    .appDelegate(
      "  func applicationDidReceiveMemoryWarning(_ application: UIApplication) {\n    purge()\n  }", scenes: true),
  ]

  static func findings(in app: AppSources, _ context: RuleContext) -> [AuditFinding] {
    guard app.adoptsScenes else { return [] }
    return appDelegateMethodFindings(in: app, context, notingEmptyBodies: true)
  }
}
