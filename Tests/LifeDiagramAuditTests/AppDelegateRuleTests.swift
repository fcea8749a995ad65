import LifeDiagramAudit
import LifeDiagramSourceIndex
import LifeDiagramModel
import Testing

/// `never-called`, `deprecated-ios26` and `scene-adoption`: the app delegate's methods, and whether the app
/// adopts scenes, decided from everything given.
@Suite struct AppDelegateRuleTests {
  /// Every method the issue names, one a line from line 5 (the template's class opens at line 4).
  static let everyUIMethod = """
      func applicationDidBecomeActive(_ application: UIApplication) {}
      func applicationWillResignActive(_ application: UIApplication) {}
      func applicationDidEnterBackground(_ application: UIApplication) {}
      func applicationWillEnterForeground(_ application: UIApplication) {}
      func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool { true }
      func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool { true }
      func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool { true }
      func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool { true }
      func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}
    """

  @Test func inASceneAppEveryUIMethodIsNeverCalledAndAllButOneDeprecated() {
    let result = audit(["AppDelegate.swift": appDelegate(Self.everyUIMethod), "SceneDelegate.swift": sceneDelegate("")])
    #expect(result.lifecycle == .scene)
    #expect(result.of("never-called").map { $0.split(separator: " ")[0] } == (5...13).map { "AppDelegate.swift:\($0)" })
    // A method never called and deprecated is one finding, never-called's, which says both (issue #58, item 7).
    #expect(result.of("deprecated-ios26").isEmpty)
    let deprecated = result.findings.filter { $0.message.contains("; it is deprecated in iOS 26.0") }
    #expect(deprecated.count == 8 && deprecated.allSatisfy { $0.alsoMatches == ["deprecated-ios26"] })
    #expect(!deprecated.contains { $0.method == "applicationDidEnterBackground(_:)" })
    // Empty bodies have nothing to move: `{}` says so; `{ true }` does not.
    let first = result.findings.first?.message ?? ""
    #expect(
      first == "UIKit never calls applicationDidBecomeActive(_:) in an app that adopts scenes; move its work to "
        + "sceneDidBecomeActive(_:), or UIApplication.didBecomeActiveNotification; it is deprecated in iOS 26.0 too; empty: delete it",
      "\(first)")
    #expect(result.findings.filter { $0.message.contains("empty: delete it") }.count == 5)
    // The async form of application(_:performActionFor:completionHandler:) counts, under the selector's name.
    #expect(result.of("never-called").contains("AppDelegate.swift:10 application(_:performActionFor:completionHandler:)"))
    #expect(result.of("scene-adoption").isEmpty)
    // With never-called disabled, the deprecations are found on their own.
    let deprecations = audit(["AppDelegate.swift": appDelegate(Self.everyUIMethod), "SceneDelegate.swift": sceneDelegate("")], disabled: ["never-called"])
    #expect(deprecations.of("deprecated-ios26").count == 8)
  }

  /// A baseline written before the two findings were one holds the merged finding by either rule.
  @Test func aBaselineHoldsTheMergedFindingByEitherRule() {
    let result = audit(["AppDelegate.swift": appDelegate(Self.everyUIMethod), "SceneDelegate.swift": sceneDelegate("")])
    let merged = result.findings.filter { !$0.alsoMatches.isEmpty }
    let old = AuditBaseline(entries: merged.map { AuditBaseline.Entry(rule: "deprecated-ios26", file: $0.location.file, method: $0.method) })
    let comparison = old.compare(merged)
    #expect(comparison.new.isEmpty && comparison.fixed.isEmpty && comparison.unchanged.count == 8)
  }

  @Test func aFindingSitsOnTheFuncKeywordAndSaysTheReplacement() throws {
    let body = """
        @available(iOS, deprecated: 26.0)
        func applicationWillEnterForeground(_ application: UIApplication) {}
      """
    let result = audit(["AppDelegate.swift": appDelegate(body), "SceneDelegate.swift": sceneDelegate("")])
    let finding = try #require(result.findings.first { $0.rule == "never-called" })
    #expect(finding.location == CodeLocation(file: "AppDelegate.swift", line: 6, column: 3))
    #expect(finding.message.contains("sceneWillEnterForeground(_:)"))
    #expect(finding.sources.map(\.rawValue) == ["A8", "A14", "A32"], "never-called's, then the deprecation's")
  }

  @Test func anAppWithoutScenesGetsDeprecationsAndTheAdoptionFindingOnly() {
    let result = audit(["AppDelegate.swift": appDelegate(Self.everyUIMethod)])
    #expect(result.lifecycle == .app)
    #expect(result.of("never-called").isEmpty)
    #expect(result.of("deprecated-ios26").count == 8)
    #expect(result.of("scene-adoption") == ["AppDelegate.swift:4 -"])
  }

  @Test func anAppDelegateInObjectiveCLeavesTheInfoPlistToSayWhereTheAppIs() {
    let plist = "<plist>\n<dict>\n\t<key>LSRequiresIPhoneOS</key>\n\t<true/>\n</dict>\n</plist>\n"
    let swift = "extension SPAppDelegate {\n  func helper() {}\n}\n"
    #expect(audit(["App/Info.plist": plist, "App/SPAppDelegate+Extensions.swift": swift]).summary == ["scene-adoption@App/Info.plist:3"])
    let withScenes = plist.replacing("<dict>\n", with: "<dict>\n\(sceneManifest(delegate: "SceneDelegate"))\n")
    #expect(audit(["App/Info.plist": withScenes]).findings.isEmpty)
    // A manifest with no configuration is not adoption (TN3187): the finding stands.
    let empty = plist.replacing("<dict>\n", with: "<dict>\n<key>UIApplicationSceneManifest</key><dict><key>UIApplicationSupportsMultipleScenes</key><false/></dict>\n")
    #expect(audit(["App/Info.plist": empty]).summary == ["empty-scene-manifest@App/Info.plist:3", "scene-adoption@App/Info.plist:4"])
    #expect(audit(["Widget/Info.plist": "<plist><dict><key>NSExtension</key><dict/></dict></plist>"]).findings.isEmpty)
  }

  @Test func theAppCallingTheMethodItselfIsSaid() throws {
    let body = """
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          self.applicationDidBecomeActive(application)
          return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) {
          applicationDidBecomeActive(application)  // itself: not the app calling it
        }
      """
    let result = audit(["AppDelegate.swift": appDelegate(body), "SceneDelegate.swift": sceneDelegate("")])
    let finding = try #require(result.findings.first { $0.rule == "never-called" })
    #expect(finding.message.contains("adopts scenes; only the app's own call reaches it (AppDelegate.swift:6); move"), "\(finding.message)")
    let quiet = audit(["AppDelegate.swift": appDelegate("  func applicationDidBecomeActive(_ a: UIApplication) {}"), "S.swift": sceneDelegate("")])
    #expect(quiet.findings.first { $0.rule == "never-called" }?.message.contains("own call") == false)
  }

  /// "Only the app's own call reaches it" holds only for a call made on the app delegate (issue #42, item 4): a
  /// router's method of the same name is another method.
  @Test(arguments: [
    ("router.application(UIApplication.shared, open: url, options: [:])", false),
    ("(UIApplication.shared.delegate as? AppDelegate)?.application(UIApplication.shared, open: url, options: [:])", true),
    ("UIApplication.shared.delegate?.application?(UIApplication.shared, open: url, options: [:])", true),
    ("appDelegate.application(UIApplication.shared, open: url, options: [:])", true),
  ])
  func theOwnCallIsOnlyACallOnTheAppDelegate(call: String, isOwn: Bool) throws {
    let body = """
        func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool { true }
      """
    let scene = """
      import UIKit
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
          guard let url = contexts.first?.url else { return }
          _ = \(call)
        }
      }
      """
    let result = audit(["AppDelegate.swift": appDelegate(body), "SceneDelegate.swift": scene])
    let finding = try #require(result.findings.first { $0.rule == "never-called" })
    #expect(finding.message.contains("only the app's own call reaches it") == isOwn, "\(call): \(finding.message)")
  }

  /// When an app adopts scenes (issue #42, item 1): a scene configuration in its Info.plist, a configuration
  /// method, or, when no Info.plist is read, a scene delegate (here one conforming in an extension); not a manifest
  /// with no configuration (TN3187), nor a scene delegate the Info.plist read does not wire up.
  @Test func scenesAreAdoptedByAConfigurationInTheInfoPlistOrTheAppDelegateNotByAnEmptyManifest() {
    let method = "  func applicationDidBecomeActive(_ application: UIApplication) {}"
    let plist = "<plist><dict><key>LSRequiresIPhoneOS</key><true/>\(sceneManifest(delegate: "SceneDelegate"))</dict></plist>"
    let emptyManifest = "<plist><dict><key>LSRequiresIPhoneOS</key><true/><key>UIApplicationSceneManifest</key><dict/></dict></plist>"
    let configures = method + """

        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration { fatalError() }
      """
    let byExtension = "class Scenes: UIResponder {}\n"
    let conformance = "extension Scenes: UIWindowSceneDelegate {}\n"
    let adopted: [[String: String]] = [
      ["AppDelegate.swift": appDelegate(method), "Info.plist": plist],
      ["AppDelegate.swift": appDelegate(configures)],
      ["AppDelegate.swift": appDelegate(method), "Scenes.swift": byExtension, "Scenes+Delegate.swift": conformance],
    ]
    for files in adopted {
      let result = audit(files)
      #expect(result.lifecycle == .scene, "\(files.keys.sorted())")
      #expect(result.of("never-called").count == 1, "\(files.keys.sorted())")
    }
    let notAdopted: [[String: String]] = [
      ["AppDelegate.swift": appDelegate(method), "Info.plist": emptyManifest],
      ["AppDelegate.swift": appDelegate(method), "Info.plist": emptyManifest, "Scenes.swift": byExtension, "Scenes+Delegate.swift": conformance],
    ]
    for files in notAdopted {
      let result = audit(files)
      #expect(result.lifecycle == .app, "\(files.keys.sorted())")
      #expect(result.of("scene-adoption").count == 1, "\(files.keys.sorted())")
      #expect(result.apps.first?.evidence.contains { $0.fact.contains("TN3187") } == true, "\(files.keys.sorted())")
    }
  }

  @Test func anAppDelegateConformingInAnExtensionOrThroughItsSuperclassCounts() {
    let files = [
      "AppDelegate.swift": "class AppDelegate: BaseAppDelegate {\n  func applicationWillResignActive(_ application: UIApplication) {}\n}\n",
      "Base.swift": "class BaseAppDelegate: UIResponder {}\nextension BaseAppDelegate: UIApplicationDelegate {}\n",
      "SceneDelegate.swift": sceneDelegate(""),
    ]
    #expect(audit(files).of("never-called") == ["AppDelegate.swift:2 applicationWillResignActive(_:)"])
  }

  @Test func anAppsOwnLookAlikesAreNotDelegateMethods() {
    let body = """
        func willTerminateWithReason(_ reason: String) {}
        func applicationDidBecomeActive() {}
        static func applicationWillResignActive(_ application: UIApplication) {}
        func application(_ application: UIApplication, open url: URL) -> Bool { true }
        func applicationDidEnterBackground(_ application: UIApplication, extra: Int) {}
      """
    let elsewhere = "final class Tracker {\n  func applicationDidBecomeActive(_ application: UIApplication) {}\n}\n"
    let protocolDefault = "protocol Lifecycle {}\nextension Lifecycle {\n  func applicationDidBecomeActive(_ a: UIApplication) {}\n}\n"
    let result = audit([
      "AppDelegate.swift": appDelegate(body), "SceneDelegate.swift": sceneDelegate("  func sceneDidEnterBackground() {}"),
      "Tracker.swift": elsewhere, "Lifecycle.swift": protocolDefault,
    ])
    #expect(result.findings.isEmpty, "\(result.summary)")
  }

  @Test func aFolderWithNothingOfAnAppFindsNothing() {
    let result = audit(["Package.swift": "// swift-tools-version: 6.0\nimport PackageDescription\n", "Sources/main.swift": "print(1)\n"])
    #expect(result.findings.isEmpty)
    #expect(result.lifecycle == .app)
  }
}
