import LifeDiagramMigrate
import LifeDiagramModel
import LifeDiagramSourceIndex

/// `cold-only-activity`: user activities are read only when the scene connects.
enum ColdOnlyActivityRule: CorrectableRule {
  static let description = AuditRule(
    id: "cold-only-activity",
    title: "User activities are read only when the scene connects",
    message: """
      the scene delegate reads connectionOptions.{option} but does not implement {method}: an activity handed to a \
      running scene (Handoff, a universal link) is lost
      """,
    help: """
      A user activity that launches the app arrives in `connectionOptions.userActivities` of \
      `scene(_:willConnectTo:options:)`; one handed to a connected scene arrives in `scene(_:continue:)`. Handle \
      both.
      """,
    helpURL: "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)",
    methods: [
      AuditMethod("scene(_:continue:)")
    ],
    connectionOption: "userActivities",
    swiftUIModifier: "onContinueUserActivity",
    sources: ["A31", "A18"])

  static let finds = """
    a scene delegate that reads `connectionOptions.userActivities` but has no `scene(_:continue:)`: an activity \
    handed to a running scene is lost
    """

  static let place = "the method that reads"

  static let correction: String? = "writes `scene(_:continue:)` beside the launch's read, both handing the activity on"

  /// The app delegate's method for what arrives while the app runs is taken over by the scene's, beside the
  /// launch's read.
  static func correct(_ migration: inout some AppDelegateMigration) {
    for callback in migration.callbacks where callback.launchOption == .userActivities { migration.move(callback) }
  }

  static let triggeringExamples: [RuleExample] = [
    .connecting("resume(connectionOptions.userActivities.first)", marked: true)
  ]

  static let nonTriggeringExamples: [RuleExample] = [
    .connecting(
      "resume(connectionOptions.userActivities.first)",
      then: "  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}")
  ]

  static func findings(in app: AppSources, _ context: RuleContext) -> [AuditFinding] {
    connectionOnlyFindings(in: app)
  }
}
