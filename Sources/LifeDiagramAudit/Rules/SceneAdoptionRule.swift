import LifeDiagramMigrate
import LifeDiagramModel
import LifeDiagramSourceIndex

/// `scene-adoption`: the app has not adopted scenes.
enum SceneAdoptionRule: CorrectableRule {
  static let description = AuditRule(
    id: "scene-adoption",
    title: "The app has not adopted scenes",
    message: """
      the app has not adopted scenes (no scene configuration in its Info.plist's UIApplicationSceneManifest, no \
      application(_:configurationForConnecting:options:), no SwiftUI App; a manifest without configurations or a \
      scene delegate nothing wires up is not adoption): UIKit logs \"UIScene lifecycle will soon be required\" from \
      iOS 26, and in the next major release an app built with the latest SDK that has not adopted scenes will not \
      launch (TN3187)
      """,
    help: """
      Add a scene delegate and a `UIApplicationSceneManifest` with a scene configuration naming it to the Info.plist \
      (or return a configuration from `application(_:configurationForConnecting:options:)`), then move the app \
      delegate's UI work to the scene delegate. TN3187 describes the migration.
      """,
    helpURL: "https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle",
    methods: [
      AuditMethod("application(_:configurationForConnecting:options:)")
    ],
    sources: ["A32", "A8"])

  static let finds = "an app that has not adopted scenes, and what TN3187 means for it"

  static let place = """
    the app delegate's `class`, or its `@interface` for an app delegate in Objective-C (the `Info.plist` key that \
    makes it an iOS app only where the audit sees no app delegate)
    """

  static let correction: String? = """
    writes the scene manifest into every Info.plist the app's configurations name, a scene delegate beside the app \
    delegate (added to the Xcode project), and moves the window to `scene(_:willConnectTo:options:)`
    """

  /// Last of the steps that move code (the callbacks are the rules' before it): the manifest (a manifest without
  /// configurations is not adoption either), the window, then the app delegate's `window` kept only where something
  /// still reads it, and `@main`.
  static func correct(_ migration: inout some AppDelegateMigration) {
    migration.addSceneManifest()
    migration.completeSceneManifest()
    migration.moveWindow()
    migration.settleWindowProperty()
    migration.replaceApplicationMain()
  }

  static let triggeringExamples: [RuleExample] = [
    .swift(
      """
      import UIKit

      @main
      ↓class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
      }
      """, path: "AppDelegate.swift"),
    RuleExample([
      "AppDelegate.h": "#import <UIKit/UIKit.h>\n↓@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n",
      "AppDelegate.m": "#import \"AppDelegate.h\"\n@implementation AppDelegate\n@end\n",
    ]),
  ]

  static let nonTriggeringExamples: [RuleExample] = [
    .appDelegate("", scenes: true),
    // A configuration returned in code adopts scenes too.
    .appDelegate(
      "  func application(_ application: UIApplication, configurationForConnecting session: UISceneSession, "
        + "options: UIScene.ConnectionOptions) -> UISceneConfiguration {\n"
        + "    UISceneConfiguration(name: \"Default Configuration\", sessionRole: session.role)\n  }"),
  ]

  static func findings(in app: AppSources, _ context: RuleContext) -> [AuditFinding] {
    guard !app.adoptsScenes else { return [] }
    let delegates = app.appDelegates
    // An app delegate written in Objective-C leaves the app's Info.plist to say where the app is.
    guard let place = (delegates.first(where: \.isMain) ?? delegates.first)?.location ?? app.appPropertyList else {
      return []
    }
    return [finding(at: place, method: nil, message: description.message())]
  }
}
