import LifeDiagramMigrate
import LifeDiagramModel
import LifeDiagramSourceIndex

/// `warm-only-activity`: user activities are handled only once the scene is connected.
enum WarmOnlyActivityRule: CorrectableRule {
  static let description = AuditRule(
    id: "warm-only-activity",
    title: "User activities are handled only once the scene is connected",
    message: """
      the scene delegate implements {method} but never reads connectionOptions.{option}: an activity that launches \
      the app (Handoff, a universal link) is lost
      """,
    help: """
      A user activity that launches the app arrives in `connectionOptions.userActivities` of \
      `scene(_:willConnectTo:options:)`, not in `scene(_:continue:)`. Read it there too.
      """,
    helpURL: "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)",
    methods: [
      AuditMethod("scene(_:continue:)")
    ],
    connectionOption: "userActivities",
    sources: ["A31", "A18"])

  static let finds = """
    a scene delegate with `scene(_:continue:)` that never reads `connectionOptions.userActivities`: an activity that \
    launches the app is lost
    """

  static let place = "the method that has no other half"

  static let correction: String? =
    "hands `connectionOptions.userActivities` to the same code in `scene(_:willConnectTo:options:)`"

  /// What arrives at launch is handed to the same code as what arrives while the app runs.
  static func correct(_ migration: inout some AppDelegateMigration) {
    migration.handOnAtLaunch(.userActivities)
  }

  static let triggeringExamples: [RuleExample] = [
    .sceneDelegate(
      "  ↓func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {\n    resume(userActivity)\n  }")
  ]

  static let nonTriggeringExamples: [RuleExample] = [
    .connecting(
      "resume(connectionOptions.userActivities.first)",
      then: "  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}")
  ]

  static func findings(in app: AppSources, _ context: RuleContext) -> [AuditFinding] {
    connectedOnlyFindings(in: app)
  }
}
