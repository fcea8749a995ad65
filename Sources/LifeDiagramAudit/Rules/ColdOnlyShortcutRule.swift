import LifeDiagramMigrate
import LifeDiagramModel
import LifeDiagramSourceIndex

/// `cold-only-shortcut`: quick actions are read only when the scene connects.
enum ColdOnlyShortcutRule: CorrectableRule {
  static let description = AuditRule(
    id: "cold-only-shortcut",
    title: "Quick actions are read only when the scene connects",
    message: """
      the scene delegate reads connectionOptions.{option} but does not implement {method}: a quick action chosen \
      while the app runs is lost
      """,
    help: """
      A Home Screen quick action that launches the app arrives in `connectionOptions.shortcutItem` of \
      `scene(_:willConnectTo:options:)`; one chosen while the scene is connected arrives in \
      `windowScene(_:performActionFor:completionHandler:)`. Handle both.
      """,
    helpURL: "https://developer.apple.com/documentation/uikit/add-home-screen-quick-actions",
    methods: [
      AuditMethod("windowScene(_:performActionFor:completionHandler:)")
    ],
    connectionOption: "shortcutItem",
    sources: ["A27", "A18"])

  static let finds = """
    a scene delegate that reads `connectionOptions.shortcutItem` but has no \
    `windowScene(_:performActionFor:completionHandler:)`: a quick action chosen while the app runs is lost
    """

  static let place = "the method that reads"

  static let correction: String? = """
    writes `windowScene(_:performActionFor:completionHandler:)` beside the launch's read, both handing the quick action on
    """

  /// The app delegate's method for what arrives while the app runs is taken over by the scene's, beside the
  /// launch's read.
  static func correct(_ migration: inout some AppDelegateMigration) {
    for callback in migration.callbacks where callback.launchOption == .shortcutItem { migration.move(callback) }
  }

  static let triggeringExamples: [RuleExample] = [
    .connecting("perform(connectionOptions.shortcutItem)", marked: true)
  ]

  static let nonTriggeringExamples: [RuleExample] = [
    .connecting(
      "perform(connectionOptions.shortcutItem)",
      then:
        "  func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool { true }"
    )
  ]

  static func findings(in app: AppSources, _ context: RuleContext) -> [AuditFinding] {
    connectionOnlyFindings(in: app)
  }
}
