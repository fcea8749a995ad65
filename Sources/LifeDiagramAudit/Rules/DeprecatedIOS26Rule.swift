import LifeDiagramMigrate
import LifeDiagramModel
import LifeDiagramSourceIndex

/// `deprecated-ios26`: the iOS 26 SDK deprecates this app-delegate method.
enum DeprecatedIOS26Rule: CorrectableRule {
  static let description = AuditRule(
    id: "deprecated-ios26",
    title: "The iOS 26 SDK deprecates this app-delegate method",
    message: "{method} is deprecated in iOS 26.0; use {replacement}",
    help: """
      The iOS 26 SDK deprecates the app delegate's UI and user-activity methods on iOS, iPadOS, Mac Catalyst, tvOS \
      and visionOS (`applicationDidEnterBackground(_:)` is not deprecated on iOS and iPadOS). Deprecated is not \
      removed: UIKit still calls them in an app without scenes, but TN3187 says that in the next major release an \
      app built with the latest SDK must adopt scenes or it will not launch.
      """,
    helpURL: "https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle",
    // never-called's methods but applicationDidEnterBackground(_:), which iOS does not deprecate.
    methods: NeverCalledRule.description.methods.filter { $0.selector != "applicationDidEnterBackground(_:)" },
    sources: ["A32"])

  static let finds = """
    a method of `never-called`'s list the iOS 26 SDK deprecates (all but `applicationDidEnterBackground`), with its \
    replacement; where the method is also never called it is one `never-called` finding that says both \
    (`--disable never-called` brings this one back, and a baseline matches either)
    """

  static let place = "the method's `func`"

  static let correction: String? = "moves the method to the scene delegate, as for `never-called`"

  /// As `never-called`'s: each deprecated method the catalog pairs with a scene-delegate method is taken over by it.
  static func correct(_ migration: inout some AppDelegateMigration) {
    let methods = Set(description.methods.map(\.selector))
    for callback in migration.callbacks where methods.contains(callback.appSelector.selector) {
      migration.move(callback)
    }
  }

  static let triggeringExamples: [RuleExample] = [
    .appDelegate(
      "  ↓func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {\n    true\n  }"
    ),
    .objectiveCAppDelegate(
      "↓- (void)applicationWillEnterForeground:(UIApplication *)application {\n    [self reload];\n}"),
  ]

  static let nonTriggeringExamples: [RuleExample] = [
    // Not deprecated on iOS.
    .appDelegate("  func applicationDidEnterBackground(_ application: UIApplication) {\n    save()\n  }"),
    // Never called too: one `never-called` finding says both.
    .appDelegate("  func applicationDidBecomeActive(_ application: UIApplication) {\n    refresh()\n  }", scenes: true),
  ]

  static func findings(in app: AppSources, _ context: RuleContext) -> [AuditFinding] {
    appDelegateMethodFindings(in: app, context, notingEmptyBodies: false)
  }
}
