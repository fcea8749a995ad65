import LifeDiagramMigrate
import LifeDiagramModel
import LifeDiagramSourceIndex

/// `warm-only-url`: URLs are handled only once the scene is connected.
enum WarmOnlyURLRule: CorrectableRule {
  static let description = AuditRule(
    id: "warm-only-url",
    title: "URLs are handled only once the scene is connected",
    message: """
      the scene delegate implements {method} but never reads connectionOptions.{option}: a URL that launches the app \
      is lost
      """,
    help: """
      A URL that launches the app or connects a new scene arrives in `connectionOptions.urlContexts` of \
      `scene(_:willConnectTo:options:)`, not in `scene(_:openURLContexts:)`. Read it there too.
      """,
    helpURL: "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)",
    methods: [
      AuditMethod("scene(_:openURLContexts:)")
    ],
    connectionOption: "urlContexts",
    sources: ["A28", "A18", "O22"])

  static let finds = """
    a scene delegate with `scene(_:openURLContexts:)` that never reads `connectionOptions.urlContexts`: a URL that \
    launches the app is lost
    """

  static let place = "the method that has no other half"

  static let correction: String? =
    "hands `connectionOptions.urlContexts` to the same code in `scene(_:willConnectTo:options:)`"

  /// What arrives at launch is handed to the same code as what arrives while the app runs.
  static func correct(_ migration: inout some AppDelegateMigration) {
    migration.handOnAtLaunch(.urlContexts)
  }

  static let triggeringExamples: [RuleExample] = [
    .sceneDelegate(
      "  ↓func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {\n    open(URLContexts.first?.url)\n  }"
    )
  ]

  static let nonTriggeringExamples: [RuleExample] = [
    .connecting(
      "open(connectionOptions.urlContexts.first?.url)",
      then: "  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}"),
    // Options handed on whole may be read elsewhere: the audit cannot tell, so it says nothing.
    .connecting(
      "router.route(scene, options: connectionOptions)",
      then: "  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}"),
  ]

  static func findings(in app: AppSources, _ context: RuleContext) -> [AuditFinding] {
    connectedOnlyFindings(in: app)
  }
}
