import LifeDiagramModel
import LifeDiagramSourceIndex

/// `missing-super`: a view controller method is overridden without calling super.
enum MissingSuperRule: Rule {
  static let description = AuditRule(
    id: "missing-super",
    title: "A view controller method is overridden without calling super",
    message: "this override of {method} never calls super.{method}: UIKit requires it",
    help: """
      Apple's documentation of each appearance method, of `didReceiveMemoryWarning()` and of `updateProperties()` \
      (iOS 26) says that an override must call `super` at some point in its implementation; without it, UIKit's own \
      work (for the transition, a parent view controller's forwarding, or releasing memory) is skipped.
      """,
    helpURL: "https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)",
    methods: [
      AuditMethod("viewWillAppear(_:)", sources: ["AV5"]),
      AuditMethod("viewIsAppearing(_:)", sources: ["AV6"]),
      AuditMethod("viewDidAppear(_:)", sources: ["AV7"]),
      AuditMethod("viewWillDisappear(_:)", sources: ["AV8"]),
      AuditMethod("viewDidDisappear(_:)", sources: ["AV9"]),
      AuditMethod("didReceiveMemoryWarning()", sources: ["AV22"]),
      AuditMethod("updateProperties()", sources: ["AV23"]),
    ],
    sources: ["AV1"])

  static let finds = """
    a view controller's override of `viewWillAppear`, `viewIsAppearing`, `viewDidAppear`, `viewWillDisappear`, \
    `viewDidDisappear`, `didReceiveMemoryWarning` or (iOS 26) `updateProperties` that never calls `super`'s
    """

  static let place = "the override's `func`"

  static let triggeringExamples: [RuleExample] = [
    .swift(
      """
      import UIKit

      final class FeedViewController: UIViewController {
        ↓override func viewWillAppear(_ animated: Bool) {
          reload()
        }
      }
      """),
    .objectiveC(
      """
      @interface FeedViewController : UIViewController
      @end
      @implementation FeedViewController
      ↓- (void)viewWillAppear:(BOOL)animated {
          // [super viewWillAppear:animated]; is only a comment
          [self reload];
      }
      @end
      """),
  ]

  static let nonTriggeringExamples: [RuleExample] = [
    .swift(
      """
      import UIKit

      final class FeedViewController: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          reload()
        }
      }
      """),
    .objectiveC(
      """
      @interface FeedViewController : UIViewController
      @end
      @implementation FeedViewController
      - (void)viewDidAppear:(BOOL)animated {
          [super viewDidAppear:animated];
      }
      @end
      """),
  ]

  static func findings(in app: AppSources, _ context: RuleContext) -> [AuditFinding] {
    app.viewControllers.flatMap { controller in
      controller.methods.compactMap { method -> AuditFinding? in
        guard method.isOverride, method.hasBody, let selector = description.methods.first(where: method.matches),
          !method.superCalls.contains(method.name)
        else { return nil }
        return finding(at: method.location, method: selector, message: description.message(method: selector.selector))
      }
    }
  }
}
