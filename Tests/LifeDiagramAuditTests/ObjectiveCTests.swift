import LifeDiagramModel
import Testing

@testable import LifeDiagramAudit
@testable import LifeDiagramSourceIndex

/// Objective-C read as Swift is (issue #42, item 2): every rule holds app delegates, scene delegates and view
/// controllers written in `.m` and `.h` files, and a Swift class whose base class is declared in Objective-C.
@Suite struct ObjectiveCTests {
  static let appDelegateHeader = """
    #import <UIKit/UIKit.h>
    @interface AppDelegate : UIResponder <UIApplicationDelegate>
    @property (strong, nonatomic) UIWindow *window;
    @end

    """

  static let appDelegate = """
    #import "AppDelegate.h"

    @implementation AppDelegate

    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
        return YES;
    }

    - (void)applicationDidBecomeActive:(UIApplication *)application {
        NSLog(@"%s - [super viewDidAppear:animated] in a string is text", __PRETTY_FUNCTION__);
    }

    - (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options {
        return YES;
    }

    @end

    """

  static let sceneDelegate = """
    #import <UIKit/UIKit.h>
    @interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
    @end

    @implementation SceneDelegate
    - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
        NSURL *url = connectionOptions.URLContexts.anyObject.URL;
    }
    @end

    """

  @Test func anObjectiveCAppDelegateIsHeldAgainstTheRules() throws {
    let result = audit(["App/AppDelegate.h": Self.appDelegateHeader, "App/AppDelegate.m": Self.appDelegate, "App/SceneDelegate.m": Self.sceneDelegate])
    #expect(result.lifecycle == .scene)
    let found = result.findings.map { "\($0.rule) \($0.method ?? "-") \($0.location.file):\($0.location.line):\($0.location.column)" }
    #expect(found == [
      "never-called applicationDidBecomeActive(_:) App/AppDelegate.m:9:1",
      "never-called application(_:open:options:) App/AppDelegate.m:13:1",
      "cold-only-url scene(_:openURLContexts:) App/SceneDelegate.m:6:1",
    ], "\(found)")
  }

  @Test func anAppWithoutScenesInObjectiveCIsToldToAdoptThem() {
    let result = audit(["AppDelegate.h": Self.appDelegateHeader, "AppDelegate.m": Self.appDelegate])
    #expect(result.lifecycle == .app)
    #expect(result.findings.map(\.rule).contains("scene-adoption"))
    #expect(result.implementations["AppDelegate.applicationDidBecomeActive(_:)"]?.first?.file == "AppDelegate.m")
  }

  /// A forward declaration (`@protocol AppTheme;`, as ChatSecure's header has) ends at its `;`: the interface after
  /// it is read.
  @Test func aForwardProtocolDeclarationDoesNotHideTheInterfaceAfterIt() {
    let header = Self.appDelegateHeader.replacing(
      "#import <UIKit/UIKit.h>\n", with: "#import <UIKit/UIKit.h>\n@class Coordinator, Theme;\n@protocol AppTheme;\n@protocol A, B;\n")
    let result = audit(["AppDelegate.h": header, "AppDelegate.m": Self.appDelegate])
    #expect(result.findings.map(\.rule).contains("scene-adoption"))
    #expect(result.of("deprecated-ios26").count == 2)
  }

  @Test func anOverrideWithoutSuperInObjectiveCIsFound() {
    let controller = """
      @interface FeedViewController : UIViewController
      @end
      @implementation FeedViewController
      - (void)viewWillAppear:(BOOL)animated {
          // [super viewWillAppear:animated]; is only a comment
          [self reload];
      }
      - (void)viewDidAppear:(BOOL)animated {
          [super viewDidAppear:animated];
      }
      #if 0
      - (void)viewWillDisappear:(BOOL)animated {}
      #endif
      @end
      """
    let found = audit(["FeedViewController.m": controller]).findings.filter { $0.rule == "missing-super" }
    #expect(found.map(\.method) == ["viewWillAppear(_:)"])
    #expect(found.first?.location.line == 4)
  }

  /// The preprocessor as the compiler sees it (issue #58, item 2): an `#if` whose condition is true is compiled
  /// (`0 || 1`, `!0`, `(1)`), one that is false whatever the macros say is skipped (`0 && DEBUG`, `!1`), one that
  /// names a macro counts as compiled; a `//` comment ending in a backslash takes the next line with it.
  @Test(arguments: [
    ("0 || 1", true), ("!0", true), ("(1)", true), ("1 && (0 || 1)", true), ("0x1", true), ("2 == 2", true),
    ("DEBUG || 0", true), ("defined(DEBUG)", true), ("0 // off", false), ("0 && DEBUG", false), ("!1", false),
    ("(0)", false), ("1 && 0", false), ("1 == 2", false), ("0 /* never */", false),
  ])
  func anIfConditionIsEvaluatedAsTheCompilerWould(condition: String, compiled: Bool) {
    let controller = """
      @interface FeedViewController : UIViewController
      @end
      @implementation FeedViewController
      #if \(condition)
      - (void)viewWillDisappear:(BOOL)animated {}
      #endif
      @end
      """
    let found = audit(["FeedViewController.m": controller]).of("missing-super")
    #expect(found == (compiled ? ["FeedViewController.m:5 viewWillDisappear(_:)"] : []))
  }

  @Test func aLineCommentEndingInABackslashContinuesOnTheNextLine() {
    let controller = """
      @interface FeedViewController : UIViewController
      @end
      @implementation FeedViewController
      - (void)viewWillAppear:(BOOL)animated {
          // the next line is part of this comment \\
          [super viewWillAppear:animated];
      }
      - (void)viewDidAppear:(BOOL)animated {
          // a backslash inside the line \\ does not
          [super viewDidAppear:animated];
      }
      @end
      """
    let found = audit(["FeedViewController.m": controller]).of("missing-super")
    #expect(found == ["FeedViewController.m:4 viewWillAppear(_:)"])
  }

  /// A Swift view controller whose base class is declared in an Objective-C header is a view controller.
  @Test func aSwiftClassFollowsItsObjectiveCBaseClass() {
    let header = "@interface BaseViewController : UIViewController\n@end\n"
    let swift = """
      import UIKit
      final class SettingsViewController: BaseViewController {
        override func viewDidDisappear(_ animated: Bool) {}
      }
      """
    let found = audit(["Base.h": header, "Settings.swift": swift]).findings
    #expect(found.map(\.rule) == ["missing-super"])
  }

  @Test func aCommentSilencesAFindingInObjectiveC() {
    let controller = """
      @interface A : UIViewController
      @end
      @implementation A
      - (void)viewWillAppear:(BOOL)animated {  // lifediagram:disable missing-super
      }
      @end
      """
    #expect(audit(["A.m": controller]).findings.isEmpty)
  }

  @Test func selectorsTakeTheCatalogsSwiftNames() {
    let selectors = ObjCSelectors(Catalog.builtIn.delegateMethods)
    #expect(selectors.swiftSelector(of: "application:openURL:options:").selector == "application(_:open:options:)")
    #expect(selectors.swiftSelector(of: "scene:continueUserActivity:").selector == "scene(_:continue:)")
    #expect(selectors.swiftSelector(of: "viewWillAppear:").selector == "viewWillAppear(_:)")
    #expect(selectors.swiftSelector(of: "reloadData").selector == "reloadData()")
    #expect(selectors.swiftSelector(of: "tableView:cellForRowAtIndexPath:").selector == "tableView(_:cellForRowAtIndexPath:)")
  }

  /// Every method a rule names reads back from its Objective-C selector, so no rule is blind in Objective-C.
  @Test func everyRuleMethodHasItsObjectiveCSelector() {
    let selectors = ObjCSelectors(Catalog.builtIn.delegateMethods)
    let known = Dictionary(
      Catalog.builtIn.delegateMethods.compactMap { m in m.objcSelector.map { (m.selector, $0) } }, uniquingKeysWith: { a, _ in a })
      .merging(ObjCSelectors.renamed.map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    for rule in Catalog.auditRules {
      for method in rule.methods {
        let objc = known[method.selector] ?? Self.defaultObjC(method.selector)
        #expect(selectors.swiftSelector(of: objc).selector == method.selector, "\(rule.id): \(method.selector) from \(objc)")
      }
    }
  }

  /// `viewWillAppear(_:)` → `viewWillAppear:`, `didReceiveMemoryWarning()` → `didReceiveMemoryWarning`.
  static func defaultObjC(_ swift: String) -> String {
    let base = swift.prefix { $0 != "(" }
    let labels = swift.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ":").map(String.init)
    guard !labels.isEmpty else { return String(base) }
    return ([String(base)] + labels.dropFirst()).map { $0 + ":" }.joined()
  }
}
