import Foundation
import LifeDiagramModel
import Testing

@testable import LifeDiagramAudit
@testable import LifeDiagramSourceIndex

/// The launch path's rules that need no call graph (issue #43, first step): `launch-options-in-scene-app` and
/// `empty-scene-manifest`, each with the bug, its fix, and the shapes the issue names, in Swift and Objective-C.
@Suite struct LaunchPathRuleTests {
  static let sceneApp = "<plist><dict><key>LSRequiresIPhoneOS</key><true/>\(sceneManifest(delegate: "SceneDelegate"))</dict></plist>"
  static let scene = sceneDelegate("")

  /// A scene-based app's `didFinishLaunching` reading the keys UIKit now gives its scenes, written short, through
  /// a renamed parameter, and in full; `.location`, a background launch's key, stays.
  @Test func aSceneBasedAppReadingSceneKeysInItsLaunchOptionsIsFound() {
    let body = """
        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          if let url = options?[.url] as? URL { open(url) }
          let item = options?[UIApplication.LaunchOptionsKey.shortcutItem]
          _ = options?[.location]
          return true
        }
        func handle(_ launchOptions: [UIApplication.LaunchOptionsKey: Any]) {
          _ = launchOptions[.remoteNotification]
          _ = settings[.url]  // another dictionary's key: not a launch option
        }
      """
    let result = audit(["App/AppDelegate.swift": appDelegate(body), "App/SceneDelegate.swift": Self.scene, "App/Info.plist": Self.sceneApp])
    expectEveryScenarioIsPublished(result)
    #expect(result.of("launch-options-in-scene-app") == [
      "App/AppDelegate.swift:6 UIApplication.LaunchOptionsKey.url",
      "App/AppDelegate.swift:7 UIApplication.LaunchOptionsKey.shortcutItem",
      "App/AppDelegate.swift:12 UIApplication.LaunchOptionsKey.remoteNotification",
    ])
    let message = result.findings.first { $0.rule == "launch-options-in-scene-app" }?.message ?? ""
    #expect(message.contains("it comes in connectionOptions.urlContexts of scene(_:willConnectTo:options:)"), "\(message)")
    // The fix: the app-based app may read them; the scene-based app reads its connection options instead.
    let appBased = audit(["App/AppDelegate.swift": appDelegate(body)].merging(["App/Info.plist": ScenesAbsent.plist]) { $1 })
    #expect(appBased.of("launch-options-in-scene-app").isEmpty)
  }

  @Test func anObjectiveCSceneBasedAppReadingLaunchKeysIsFound() {
    let header = "#import <UIKit/UIKit.h>\n@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n"
    let implementation = """
      #import "AppDelegate.h"
      @implementation AppDelegate
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
          NSURL *url = launchOptions[UIApplicationLaunchOptionsURLKey];
          id location = launchOptions[UIApplicationLaunchOptionsLocationKey];
          return YES;
      }
      - (UISceneConfiguration *)application:(UIApplication *)application configurationForConnectingSceneSession:(UISceneSession *)session options:(UISceneConnectionOptions *)options {
          return nil;
      }
      @end

      """
    let result = audit(["AppDelegate.h": header, "AppDelegate.m": implementation])
    #expect(result.lifecycle == .scene)
    #expect(result.of("launch-options-in-scene-app") == ["AppDelegate.m:4 UIApplication.LaunchOptionsKey.url"])
    // The same app reading UIKit's app-wide windows, with dot syntax and as a message.
    let windows = implementation.replacing(
      "    return YES;\n}\n- (UISceneConfiguration",
      with: "    UIWindow *key = [UIApplication sharedApplication].keyWindow;\n    NSArray *all = [[UIApplication sharedApplication] windows];\n    UIWindow *dotted = UIApplication.sharedApplication.keyWindow;\n    return YES;\n}\n- (UISceneConfiguration")
    #expect(audit(["AppDelegate.h": header, "AppDelegate.m": windows]).of("app-window-in-scene-app") == [
      "AppDelegate.m:6 keyWindow", "AppDelegate.m:7 windows", "AppDelegate.m:8 keyWindow",
    ])
  }

  /// A manifest with no configuration, in an app nothing else makes scene-based, on the manifest's key; none when
  /// the manifest has a configuration, or the app configures scenes in code.
  @Test func anEmptySceneManifestIsFoundOnItsKey() {
    let empty = "<plist>\n<dict>\n<key>LSRequiresIPhoneOS</key><true/>\n<key>UIApplicationSceneManifest</key>\n<dict>\n<key>UIApplicationSupportsMultipleScenes</key><false/>\n</dict>\n</dict>\n</plist>\n"
    let method = "  func applicationDidBecomeActive(_ application: UIApplication) {}"
    let result = audit(["App/AppDelegate.swift": appDelegate(method), "App/Info.plist": empty])
    #expect(result.of("empty-scene-manifest") == ["App/Info.plist:4 -"])
    #expect(result.of("scene-adoption").count == 1, "the app is held to the app-based rules")
    #expect(audit(["App/AppDelegate.swift": appDelegate(method), "App/Info.plist": Self.sceneApp]).of("empty-scene-manifest").isEmpty)
    let configures = method + """

        func application(_ application: UIApplication, configurationForConnecting session: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration { fatalError() }
      """
    #expect(audit(["App/AppDelegate.swift": appDelegate(configures), "App/Info.plist": empty]).of("empty-scene-manifest").isEmpty)
  }

  /// `app-window-in-scene-app`: UIKit's app-wide windows read in a scene-based app, through `UIApplication.shared`
  /// split across lines, a parameter of type `UIApplication`, or the app's own extension of it; the app delegate's
  /// `window` unless scene code gives it the scene's. The app's own members and locals of those names are not
  /// UIKit's; an app-based app may read them all.
  @Test func aSceneBasedAppReadingAppWideWindowsIsFound() {
    let helpers = """
      import UIKit

      extension UIApplication {
        var topController: UIViewController? {
          windows.first { $0.isKeyWindow }?.rootViewController
        }
        var firstScene: UIWindowScene? {
          let windows = connectedScenes.compactMap { $0 as? UIWindowScene }
          return windows.first
        }
      }

      final class Router {
        let keyWindow: UIWindow? = nil
        func present(in application: UIApplication) {
          _ = UIApplication
            .shared
            .keyWindow
          _ = application.windows
          _ = self.keyWindow
          _ = (UIApplication.shared.delegate as? AppDelegate)?.window
        }
      }

      """
    let files = ["App/AppDelegate.swift": appDelegate("  var window: UIWindow?"), "App/SceneDelegate.swift": Self.scene, "App/Info.plist": Self.sceneApp, "App/Helpers.swift": helpers]
    #expect(audit(files).of("app-window-in-scene-app") == [
      "App/Helpers.swift:5 windows", "App/Helpers.swift:18 keyWindow", "App/Helpers.swift:19 windows", "App/Helpers.swift:21 window",
    ])
    // A scene delegate that gives the app delegate its window makes the app delegate's window right.
    var bridged = files
    bridged["App/SceneDelegate.swift"] = sceneDelegate("""
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
          (UIApplication.shared.delegate as? AppDelegate)?.window = window
        }
      """)
    #expect(audit(bridged).of("app-window-in-scene-app").count == 3)
    // An extension of UIApplication that declares its own `keyWindow`: every read of that name is the app's
    // member (issue #58, item 7); `windows` is still UIKit's.
    var shadowed = files
    shadowed["App/Window.swift"] = """
      import UIKit

      extension UIApplication {
        var keyWindow: UIWindow? {
          connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\\.windows).first { $0.isKeyWindow }
        }
        var frontWindow: UIWindow? { keyWindow }
      }

      """
    #expect(audit(shadowed).of("app-window-in-scene-app") == [
      "App/Helpers.swift:5 windows", "App/Helpers.swift:19 windows", "App/Helpers.swift:21 window",
    ])
    var appBased = files
    appBased["App/Info.plist"] = ScenesAbsent.plist
    appBased["App/SceneDelegate.swift"] = nil
    #expect(audit(appBased).of("app-window-in-scene-app").isEmpty)
  }

  /// `completion-handler-unused`: a handler missed on an early return, in one branch, or after a loop, is found; one
  /// called on every path, in a `defer`, stored for later, passed on, or captured by a closure is not; a
  /// `restorationHandler` may go uncalled; a label or a member of the handler's name is not a use.
  @Test func aCompletionHandlerMissedOnSomePathIsFound() {
    let body = """
        func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
          guard let id = userInfo["id"] as? String else { return }
          store.sync(id)
          completionHandler(.newData)
        }
        func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
          if shortcutItem.type == "new" {
            completionHandler(true)
          } else if shortcutItem.type == "old" {
            log(completion: true)
          } else {
            completionHandler(false)
          }
        }
        func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void) {
          defer { completionHandler() }
          guard !identifier.isEmpty else { return }
        }
        func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
          fetcher.run { result in completionHandler(result) }
        }
        func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
          return true
        }
      """
    let notifications = """
      import UserNotifications

      final class Notifications: NSObject, UNUserNotificationCenterDelegate {
        var pending: (() -> Void)?
        func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
          pending = completionHandler
        }
        func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
          for _ in 0..<3 { completionHandler([.banner]) }
        }
      }

      """
    let result = audit(["App/AppDelegate.swift": appDelegate(body), "App/Notifications.swift": notifications])
    expectEveryScenarioIsPublished(result)
    #expect(result.of("completion-handler-unused") == [
      "App/AppDelegate.swift:5 application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
      "App/AppDelegate.swift:10 application(_:performActionFor:completionHandler:)",
      "App/Notifications.swift:8 userNotificationCenter(_:willPresent:withCompletionHandler:)",
    ])
  }

  /// A synchronous chain longer than the launch path is followed: what lies past the bound may be reached, so the
  /// rule says nothing of it rather than "launch never reaches it" (issue #58, item 5); within the bound, a method
  /// launch does not reach is still found.
  @Test(arguments: [LaunchPath.maximumDepth + 2, LaunchPath.maximumDepth - 2])
  func pastTheLaunchPathsBoundTheRuleStaysSilent(length: Int) {
    let body = """
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          step0()
          return true
        }
      \((0..<length).map { "  func step\($0)() { step\($0 + 1)() }\n" }.joined())  func step\(length)() {
          UNUserNotificationCenter.current().delegate = self
        }
        func onboardingFinished() {
          UNUserNotificationCenter.current().delegate = self
        }
      """
    let found = audit(["App/AppDelegate.swift": appDelegate(body)]).of("notification-delegate-late").map { $0.split(separator: " ")[0] }
    let onboarding = "App/AppDelegate.swift:\(length + 13)"
    // Past the bound the path is not complete: neither site is judged. Within it, the chain's end is on the path
    // and the onboarding's call is not.
    #expect(found == (length > LaunchPath.maximumDepth ? [] : [Substring(onboarding)]))
  }

  /// `notification-delegate-late` and `background-task-registration-late`: the launch path followed call by call.
  /// Set in a helper launch calls synchronously (through a shared instance's initializer and a method): no
  /// finding; behind an asynchronous hop inside a function launch calls, in `scene(_:willConnectTo:options:)`, or
  /// after onboarding: a finding each.
  @Test func whatMustHappenBeforeLaunchEndsIsFollowedAlongTheLaunchPath() {
    let body = """
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          Notifications.shared.start()
          Tasks().registerAll()
          return true
        }
      """
    let helpers = """
      import UIKit
      import UserNotifications
      import BackgroundTasks

      final class Notifications: NSObject, UNUserNotificationCenterDelegate {
        static let shared = Notifications()
        private let center = UNUserNotificationCenter.current()
        override init() {
          super.init()
          center.delegate = self
        }
        func start() {
          Task {
            self.center.delegate = self
          }
        }
      }

      final class Tasks {
        func registerAll() {
          BGTaskScheduler.shared.register(forTaskWithIdentifier: "refresh", using: nil) { _ in }
          DispatchQueue.main.async {
            BGTaskScheduler.shared.register(forTaskWithIdentifier: "late", using: nil) { _ in }
          }
        }
      }

      final class OnboardingViewController: UIViewController {
        func finish() {
          UNUserNotificationCenter.current().delegate = Notifications.shared
        }
      }

      """
    let scene = sceneDelegate("""
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
          UNUserNotificationCenter.current().delegate = Notifications.shared
        }
        func sceneDidBecomeActive(_ scene: UIScene) {
          BGTaskScheduler.shared.register(forTaskWithIdentifier: "scene", using: nil) { _ in }
        }
      """)
    let result = audit(["App/AppDelegate.swift": appDelegate(body), "App/Helpers.swift": helpers, "App/SceneDelegate.swift": scene])
    expectEveryScenarioIsPublished(result)
    #expect(result.of("notification-delegate-late").map { $0.split(separator: " ")[0] } == [
      "App/Helpers.swift:14", "App/Helpers.swift:30", "App/SceneDelegate.swift:6",
    ])
    #expect(result.of("background-task-registration-late").map { $0.split(separator: " ")[0] } == [
      "App/Helpers.swift:23", "App/SceneDelegate.swift:9",
    ])
    let message = result.findings.first { $0.rule == "notification-delegate-late" }?.message ?? ""
    #expect(message.contains("inside a closure that runs later"), "\(message)")
    // What --explain prints: the calls from launch to the code, or that launch never reaches it.
    let late = result.findings.filter { $0.rule == "notification-delegate-late" }
    #expect(late.first?.explanation == [
      "AppDelegate.application(_:didFinishLaunchingWithOptions:) (App/AppDelegate.swift:5)", "Notifications.start() (App/Helpers.swift:12)",
      "inside a closure that runs later: App/Helpers.swift:14:19",
    ])
    #expect(late.last?.explanation.first == "launch starts at AppDelegate.application(_:didFinishLaunchingWithOptions:) (App/AppDelegate.swift:5)")
    #expect(late.last?.explanation.last?.hasSuffix("methods reached, not SceneDelegate.scene(_:willConnectTo:options:) (App/SceneDelegate.swift:5)") == true)
    // Each finding names the model's scenario that shows what runs when, and the scenario is the catalog's.
    let known = Set(Catalog.builtIn.scenarios.map(\.id))
    for finding in result.findings where finding.rule.hasSuffix("-late") {
      let named = finding.message.split(separator: "lifediagram scenarios ").last.map { String($0.dropLast()) } ?? ""
      #expect(known.contains(named), "\(finding.message)")
    }
    // Without a launch entry point the audit can see, nothing is judged.
    #expect(audit(["App/Helpers.swift": helpers]).of("notification-delegate-late").isEmpty)
  }

  /// The same in Objective-C: a helper launch messages (through a nested receiver too), a block handed to
  /// `dispatch_async`, a method launch never reaches, and `setDelegate:` on a name the file gives the center.
  @Test func whatMustHappenBeforeLaunchEndsIsFollowedInObjectiveC() {
    let header = "#import <UIKit/UIKit.h>\n@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n"
    let implementation = """
      #import "AppDelegate.h"
      @implementation AppDelegate
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
          [self setUpNotifications];
          [[Tasks shared] registerLater];
          return YES;
      }
      - (void)setUpNotifications {
          [UNUserNotificationCenter currentNotificationCenter].delegate = self;
      }
      - (void)onboardingDone {
          UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
          [center setDelegate:self];
      }
      @end

      @implementation Tasks
      - (void)registerLater {
          [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:@"now" usingQueue:nil launchHandler:^(BGTask *task) {}];
          dispatch_async(dispatch_get_main_queue(), ^{
              [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:@"later" usingQueue:nil launchHandler:^(BGTask *task) {}];
          });
      }
      @end

      """
    let result = audit(["AppDelegate.h": header, "AppDelegate.m": implementation])
    #expect(result.of("notification-delegate-late").map { $0.split(separator: " ")[0] } == ["AppDelegate.m:13"])
    #expect(result.of("background-task-registration-late").map { $0.split(separator: " ")[0] } == ["AppDelegate.m:21"])
  }

  /// `completion-handler-unused` in Objective-C: a handler never named, or a `return` before any use, is found; one
  /// called first, captured by a block, or returned from a block's own `return` is not.
  @Test func aCompletionHandlerMissedInObjectiveCIsFound() {
    let header = "#import <UIKit/UIKit.h>\n@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n"
    let implementation = """
      #import "AppDelegate.h"
      @implementation AppDelegate
      - (void)application:(UIApplication *)application performActionForShortcutItem:(UIApplicationShortcutItem *)item completionHandler:(void (^)(BOOL))completionHandler {
          [self handle:item];
      }
      - (void)application:(UIApplication *)application didReceiveRemoteNotification:(NSDictionary *)userInfo fetchCompletionHandler:(void (^)(UIBackgroundFetchResult))completionHandler {
          if (userInfo == nil) {
              return;
          }
          completionHandler(UIBackgroundFetchResultNewData);
      }
      - (void)application:(UIApplication *)application performFetchWithCompletionHandler:(void (^)(UIBackgroundFetchResult))completionHandler {
          dispatch_async(dispatch_get_main_queue(), ^{
              if (!self.ready) { return; }
              completionHandler(UIBackgroundFetchResultNoData);
          });
          return;
      }
      - (void)application:(UIApplication *)application handleEventsForBackgroundURLSession:(NSString *)identifier completionHandler:(void (^)(void))completionHandler {
          completionHandler();
          if (identifier == nil) { return; }
      }
      @end

      """
    let result = audit(["AppDelegate.h": header, "AppDelegate.m": implementation])
    #expect(result.of("completion-handler-unused").map { $0.split(separator: " ")[0] } == ["AppDelegate.m:3", "AppDelegate.m:6"])
  }
}

/// An iOS app's Info.plist with no scene manifest.
enum ScenesAbsent {
  static let plist = "<plist><dict><key>LSRequiresIPhoneOS</key><true/></dict></plist>"
}

/// Every scenario a finding names (its docs page linked by the report) is a built-in scenario whose page the
/// repository commits under `Docs/scenarios/`, which the published docs address serves.
func expectEveryScenarioIsPublished(_ result: AuditResult, sourceLocation: SourceLocation = #_sourceLocation) {
  let named = result.findings.compactMap(\.scenario)
  #expect(!named.isEmpty, "no finding names a scenario", sourceLocation: sourceLocation)
  let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Docs/scenarios")
  for id in Set(named) {
    #expect(Catalog.builtIn.scenarios.contains { $0.id == id }, "\(id) is no built-in scenario", sourceLocation: sourceLocation)
    #expect(
      FileManager.default.fileExists(atPath: docs.appendingPathComponent("\(id).md").path), "Docs/scenarios/\(id).md is missing",
      sourceLocation: sourceLocation)
  }
}
