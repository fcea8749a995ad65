import LifeDiagramMigrate
import LifeDiagramModel
import LifeDiagramSourceIndex

/// `empty-scene-manifest`: the scene manifest declares no scene configuration.
enum EmptySceneManifestRule: CorrectableRule {
  static let description = AuditRule(
    id: "empty-scene-manifest",
    title: "The scene manifest declares no scene configuration",
    message: """
      UIApplicationSceneManifest declares no scene configuration (UISceneConfigurations is missing or empty) and \
      nothing else makes the app scene-based: this is not scene adoption (TN3187), so UIKit keeps the app-delegate \
      life cycle and the app is held to it
      """,
    help: """
      A manifest written only to silence the iOS 26 warning, with no `UISceneConfigurations` entry, does not adopt \
      scenes: UIKit still runs the app on the app-delegate life cycle, and TN3187's requirement is not met. Declare \
      a configuration (its `UISceneDelegateClassName` naming the scene delegate), or return one from \
      `application(_:configurationForConnecting:options:)`, then move the UI work to the scene delegate.
      """,
    helpURL: "https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle",
    sources: ["A32", "A8"])

  static let finds = """
    a `UIApplicationSceneManifest` whose `UISceneConfigurations` is missing or empty, in an app nothing else makes \
    scene-based: not adoption (TN3187), so the app is held to the app-based rules and `scene-adoption` applies too
    """

  static let place = "the `UIApplicationSceneManifest` key"

  static let correction: String? = "completes the manifest with the scene configuration, keeping what it holds"

  static func correct(_ migration: inout some AppDelegateMigration) {
    migration.completeSceneManifest()
  }

  static let triggeringExamples: [RuleExample] = [
    RuleExample([
      "AppDelegate.swift": "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n}\n",
      "Info.plist": RuleExample.infoPlist(
        "  ↓<key>UIApplicationSceneManifest</key>\n  <dict>\n    <key>UIApplicationSupportsMultipleScenes</key>\n    <false/>\n  </dict>"
      ),
    ])
  ]

  static let nonTriggeringExamples: [RuleExample] = [
    .appDelegate("", scenes: true)
  ]

  static func findings(in app: AppSources, _ context: RuleContext) -> [AuditFinding] {
    guard !app.adoptsScenes else { return [] }
    return app.infoPlists.compactMap { plist in
      guard let place = plist.manifest, !plist.declaresSceneConfiguration else { return nil }
      return finding(at: place, method: nil, message: description.message())
    }
  }
}
