import LifeDiagramMigrate
import LifeDiagramModel
import LifeDiagramSourceIndex

/// `warm-only-shortcut`: quick actions are handled only once the scene is connected.
enum WarmOnlyShortcutRule: CorrectableRule {
  static let description = AuditRule(
    id: "warm-only-shortcut",
    title: "Quick actions are handled only once the scene is connected",
    message: """
      the scene delegate implements {method} but never reads connectionOptions.{option}: a quick action that \
      launches the app is lost
      """,
    help: """
      A Home Screen quick action that launches the app arrives in `connectionOptions.shortcutItem` of \
      `scene(_:willConnectTo:options:)`, not in `windowScene(_:performActionFor:completionHandler:)`. Read it there \
      too.
      """,
    helpURL: "https://developer.apple.com/documentation/uikit/add-home-screen-quick-actions",
    methods: [
      AuditMethod("windowScene(_:performActionFor:completionHandler:)")
    ],
    connectionOption: "shortcutItem",
    sources: ["A27", "A18"])

  static let finds = """
    a scene delegate with `windowScene(_:performActionFor:completionHandler:)` that never reads \
    `connectionOptions.shortcutItem`: a quick action that launches the app is lost
    """

  static let place = "the method that has no other half"

  static let correction: String? =
    "hands `connectionOptions.shortcutItem` to the same code in `scene(_:willConnectTo:options:)`"

  /// What arrives at launch is handed to the same code as what arrives while the app runs.
  static func correct(_ migration: inout some AppDelegateMigration) {
    migration.handOnAtLaunch(.shortcutItem)
  }

  static let triggeringExamples: [RuleExample] = [
    .sceneDelegate(
      "  ↓func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, "
        + "completionHandler: @escaping (Bool) -> Void) {\n    completionHandler(perform(shortcutItem))\n  }")
  ]

  static let nonTriggeringExamples: [RuleExample] = [
    .connecting(
      "perform(connectionOptions.shortcutItem)",
      then:
        "  func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool { true }"
    )
  ]

  static func findings(in app: AppSources, _ context: RuleContext) -> [AuditFinding] {
    connectedOnlyFindings(in: app)
  }
}
