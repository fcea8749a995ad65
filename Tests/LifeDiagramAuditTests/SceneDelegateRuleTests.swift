import LifeDiagramAudit
import LifeDiagramSourceIndex
import LifeDiagramModel
import Testing

/// `cold-only-*` and `warm-only-*`: a scene delegate must take a URL, a user activity and a quick action both
/// at connection (the connection options) and once connected (its method).
@Suite struct SceneDelegateRuleTests {
  static let connect = "  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {"

  func findings(_ body: String) -> [String] {
    audit(["SceneDelegate.swift": sceneDelegate(body)]).summary
  }

  @Test func readingOnlyAtConnectionIsColdOnlyAtTheMethodThatReads() {
    let body = Self.connect + """

          guard let url = connectionOptions.urlContexts.first?.url else { return }
          handle(url)
        }
      """
    // Line 5 is the scene delegate's first body line: the `func` of scene(_:willConnectTo:options:).
    #expect(findings(body) == ["cold-only-url@SceneDelegate.swift:5"])
  }

  @Test func implementingOnlyTheConnectedMethodIsWarmOnly() {
    let body = """
        func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
        func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
        func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) { completionHandler(true) }
      """
    #expect(findings(body) == ["warm-only-url@SceneDelegate.swift:5", "warm-only-activity@SceneDelegate.swift:6", "warm-only-shortcut@SceneDelegate.swift:7"])
  }

  @Test func bothHalvesFindNothingTheAsyncFormIncluded() {
    let body = Self.connect + """

          let url = connectionOptions.urlContexts.first
          let activity = connectionOptions.userActivities.first
          savedShortcut = connectionOptions.shortcutItem
        }
        func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
        func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
        func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool { true }
      """
    #expect(findings(body).isEmpty)
  }

  @Test func optionsHandedOnWholeMayBeReadElsewhereSoWarmOnlyIsNotSaid() {
    let body = Self.connect + """

          router.route(scene, options: connectionOptions)
        }
        func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
      """
    #expect(findings(body).isEmpty)
  }

  @Test func aReadInAHelperTypeCountsForTheApp() {
    let helper = "struct Links {\n  func first(_ options: UIScene.ConnectionOptions) -> URL? { options.urlContexts.first?.url }\n}\n"
    let body = "  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}"
    #expect(audit(["SceneDelegate.swift": sceneDelegate(body), "Links.swift": helper]).findings.isEmpty)
  }

  @Test func theAppsOwnShortcutPropertyAndTheLaunchKeyAreNotConnectionOptions() {
    let body = """
        var shortcutItem: UIApplicationShortcutItem?
        func sceneDidBecomeActive(_ scene: UIScene) {
          _ = self.shortcutItem
          _ = UIApplication.LaunchOptionsKey.shortcutItem
        }
        func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) { completionHandler(true) }
      """
    #expect(findings(body) == ["warm-only-shortcut@SceneDelegate.swift:10"])
  }

  @Test func theAppDelegateChoosingAConfigurationIsNotTheSceneDelegateReading() {
    let chooses = """
        func application(_ a: UIApplication, configurationForConnecting s: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
          UISceneConfiguration(name: options.userActivities.first?.activityType, sessionRole: s.role)
        }
      """
    let files = ["AppDelegate.swift": appDelegate(chooses), "SceneDelegate.swift": sceneDelegate("  func sceneDidBecomeActive(_ s: UIScene) {}")]
    #expect(audit(files).findings.isEmpty)
  }

  @Test func aSwiftUIModifierTakesTheConnectedScenesShare() {
    let body = Self.connect + """

          _ = connectionOptions.urlContexts.first
          _ = connectionOptions.userActivities.first
        }
      """
    let app = "@main struct MyApp: App {\n  var body: some Scene {\n    WindowGroup { Text(\"x\").onOpenURL { _ in }.onContinueUserActivity(\"a\") { _ in } }\n  }\n}\n"
    #expect(findings(body) == ["cold-only-url@SceneDelegate.swift:5", "cold-only-activity@SceneDelegate.swift:5"])
    #expect(audit(["SceneDelegate.swift": sceneDelegate(body), "MyApp.swift": app]).findings.isEmpty)
  }

  @Test func noSceneDelegateNoSceneFinding() {
    let reads = "final class Coordinator {\n  func start(_ o: UIScene.ConnectionOptions) { _ = o.urlContexts }\n}\n"
    #expect(audit(["Coordinator.swift": reads]).findings.isEmpty)
  }
}
