import LifeDiagramModel
import LifeDiagramSourceIndex

/// `completion-handler-unused`: a delegate method does not call its completion handler on every path.
enum CompletionHandlerUnusedRule: Rule {
  static let description = AuditRule(
    id: "completion-handler-unused",
    title: "A delegate method does not call its completion handler on every path",
    message: """
      {method} receives a completion handler that some path through it (an early return, a branch) neither calls, \
      stores, passes on nor captures: the system waits for it, warns, and may end the app or drop the work
      """,
    help: """
      UIKit and the notification center hand these methods a completion handler and wait for it: a background fetch \
      or a silent push is cut short and counted against the app, a notification response or presentation never \
      completes, a quick action is not acknowledged. Call the handler on every path (a `defer` does it once), or \
      keep it and call it when the work is done.
      """,
    helpURL:
      "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:)",
    sources: ["A36", "A35"])

  static let finds = """
    an app delegate's, scene delegate's or notification center delegate's method (`application…`, `scene…`, \
    `windowScene…`, `userNotificationCenter…`) whose last parameter is a completion handler (a function labelled \
    `…Handler` or `completion`; not `restorationHandler`, which may go uncalled) and on some path through its body (an \
    early `return`, a `guard`'s `else`, a branch, a loop that may not run) neither calls, stores, passes on nor \
    captures it; a `defer` that uses it covers every path after it, and `fatalError()` ends a path. In Objective-C, \
    what is certain: a handler never named, or a `return` before any use (a block that names it captures it; a \
    block's own `return` is not the method's)
    """

  static let place = "the method's `func` (`-`)"

  static let triggeringExamples: [RuleExample] = [
    .appDelegate(
      """
        ↓func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
          guard ready else { return }
          completionHandler(.newData)
        }
      """),
    .objectiveCAppDelegate(
      """
      ↓- (void)application:(UIApplication *)application performActionForShortcutItem:(UIApplicationShortcutItem *)item completionHandler:(void (^)(BOOL))completionHandler {
          [self handle:item];
      }
      """),
  ]

  static let nonTriggeringExamples: [RuleExample] = [
    .appDelegate(
      """
        func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
          defer { completionHandler(.newData) }
          guard ready else { return }
          refresh()
        }
      """)
  ]

  static func findings(in app: AppSources, _ context: RuleContext) -> [AuditFinding] {
    let delegateMethods: Set<String> = ["application", "scene", "windowScene", "userNotificationCenter"]
    var seen: Set<CodeLocation> = []
    let types = app.appDelegates + app.sceneDelegates + app.notificationDelegates
    return types.flatMap { type in
      type.methods.compactMap { method -> AuditFinding? in
        guard method.missesCompletionHandler, delegateMethods.contains(method.name),
          seen.insert(method.location).inserted
        else { return nil }
        let selector = "\(method.name)(\(method.labels.map { "\($0):" }.joined()))"
        let scenario = scenarios[method.labels.dropFirst().first ?? ""]
        return finding(
          at: method.location, method: selector, message: description.message(method: selector), scenario: scenario)
      }
    }
  }

  /// The built-in scenario that shows a method's handler awaited, by the method's second label.
  private static let scenarios = [
    "performFetchWithCompletionHandler": "background-app-refresh", "didReceiveRemoteNotification": "silent-push",
    "performActionFor": "quick-action-warm", "didReceive": "notification-tap-warm",
    "handleEventsForBackgroundURLSession": "background-urlsession", "willPresent": "notification-foreground",
  ]
}
