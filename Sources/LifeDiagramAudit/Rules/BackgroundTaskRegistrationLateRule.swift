import LifeDiagramModel
import LifeDiagramSourceIndex

/// `background-task-registration-late`: a background task's launch handler is registered after launch.
enum BackgroundTaskRegistrationLateRule: Rule {
  static let description = AuditRule(
    id: "background-task-registration-late",
    title: "A background task's launch handler is registered after launch",
    message: """
      BGTaskScheduler's launch handler is registered {replacement}: every handler must be registered before the app \
      finishes launching, or the app crashes (\"All launch handlers must be registered before application finishes \
      launching\") and its background launches are lost
      """,
    help: """
      The system launches the app in the background to run a registered task, and looks up the handler as launch \
      ends. Register every `BGTaskScheduler` launch handler synchronously in \
      `application(_:didFinishLaunchingWithOptions:)` (or the App's init), not in a `Task`, not on the scene path, \
      not after onboarding.
      """,
    helpURL:
      "https://developer.apple.com/documentation/backgroundtasks/bgtaskscheduler/register(fortaskwithidentifier:using:launchhandler:)",
    sources: ["A35"])

  static let finds = """
    `BGTaskScheduler.shared.register(forTaskWithIdentifier:…)` (Objective-C: `registerForTaskWithIdentifier:`) off \
    the synchronous launch path, by the same judgement
    """

  static let place = "the call"

  static let triggeringExamples: [RuleExample] = [
    .appDelegate(
      "  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n    return true\n  }\n  func onboardingFinished() {\n"
        + "    ↓BGTaskScheduler.shared.register(forTaskWithIdentifier: \"refresh\", using: nil) { task in refresh(task) }\n  }"
    )
  ]

  static let nonTriggeringExamples: [RuleExample] = [
    .appDelegate(
      "  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n    BGTaskScheduler.shared.register(forTaskWithIdentifier: \"refresh\", using: nil) { task in refresh(task) }\n"
        + "    return true\n  }")
  ]

  static func findings(in app: AppSources, _ context: RuleContext) -> [AuditFinding] {
    lateLaunchSiteFindings(.taskRegistration, in: app, scenario: "background-app-refresh")
  }
}
