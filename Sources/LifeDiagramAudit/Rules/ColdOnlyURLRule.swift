import LifeDiagramMigrate
import LifeDiagramModel
import LifeDiagramSourceIndex

/// `cold-only-url`: URLs are read only when the scene connects.
enum ColdOnlyURLRule: CorrectableRule {
  static let description = AuditRule(
    id: "cold-only-url",
    title: "URLs are read only when the scene connects",
    message: """
      the scene delegate reads connectionOptions.{option} but does not implement {method}: a URL sent to a running \
      scene is lost
      """,
    help: """
      A URL that launches the app or connects a new scene arrives in `connectionOptions.urlContexts` of \
      `scene(_:willConnectTo:options:)`; a URL sent while the scene is connected arrives in \
      `scene(_:openURLContexts:)`. Handle both.
      """,
    helpURL: "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)",
    methods: [
      AuditMethod("scene(_:openURLContexts:)")
    ],
    connectionOption: "urlContexts",
    swiftUIModifier: "onOpenURL",
    sources: ["A28", "A18", "O22"])

  static let finds = """
    a scene delegate that reads `connectionOptions.urlContexts` but has no `scene(_:openURLContexts:)`: a URL sent to \
    a running scene is lost
    """

  static let place = "the method that reads"

  static let correction: String? =
    "writes `scene(_:openURLContexts:)` beside the launch's read, both handing the URL on"

  /// The app delegate's method for what arrives while the app runs is taken over by the scene's, beside the
  /// launch's read.
  static func correct(_ migration: inout some AppDelegateMigration) {
    for callback in migration.callbacks where callback.launchOption == .urlContexts { migration.move(callback) }
  }

  static let triggeringExamples: [RuleExample] = [
    .connecting("open(connectionOptions.urlContexts.first?.url)", marked: true),
    .objectiveC(
      """
      @interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
      @end
      @implementation SceneDelegate
      ↓- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
          NSURL *url = connectionOptions.URLContexts.anyObject.URL;
      }
      @end
      """, path: "SceneDelegate.m"),
  ]

  static let nonTriggeringExamples: [RuleExample] = [
    .connecting(
      "open(connectionOptions.urlContexts.first?.url)",
      then: "  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}"),
    // A SwiftUI view takes the running scene's URLs.
    RuleExample([
      "SceneDelegate.swift": RuleExample.sceneDelegateSource(
        RuleExample.willConnect("open(connectionOptions.urlContexts.first?.url)")),
      "ContentView.swift":
        "import SwiftUI\n\nstruct ContentView: View {\n  var body: some View {\n    Text(\"Shop\").onOpenURL { open($0) }\n  }\n}\n",
    ]),
  ]

  static func findings(in app: AppSources, _ context: RuleContext) -> [AuditFinding] {
    connectionOnlyFindings(in: app)
  }
}
