import LifeDiagramAudit
import LifeDiagramSourceIndex
import LifeDiagramModel
import Testing

/// `--disable RULE` and `// lifediagram:disable RULE`, as SwiftLint users expect.
@Suite struct SuppressionTests {
  static let methods = """
      // lifediagram:disable deprecated-ios26
      func applicationDidBecomeActive(_ application: UIApplication) {}
      func applicationWillResignActive(_ application: UIApplication) {}  // lifediagram:disable never-called, deprecated-ios26
      func applicationWillEnterForeground(_ application: UIApplication) {}
      // lifediagram:disable all
      func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool { true }
    """

  @Test func aCommentOnTheLineOrTheLineAboveSilencesItsRules() {
    let result = audit(["AppDelegate.swift": appDelegate(Self.methods), "SceneDelegate.swift": sceneDelegate("")])
    #expect(
      result.summary == [
        "never-called@AppDelegate.swift:6", "never-called@AppDelegate.swift:8",
      ], "\(result.summary)")
    // Line 8's deprecation is in its never-called finding; line 6's was silenced, so its finding does not say it.
    #expect(result.findings.map { $0.alsoMatches } == [[], ["deprecated-ios26"]])
  }

  @Test func aDisabledRuleIsNotChecked() {
    let result = audit(
      ["AppDelegate.swift": appDelegate(Self.methods), "SceneDelegate.swift": sceneDelegate("")], disabled: ["never-called"])
    #expect(result.summary == ["deprecated-ios26@AppDelegate.swift:8"])
  }

  @Test func aMarkerThatIsNotACommentOrNamesNoRuleSilencesNothing() {
    let body = """
        let note = "lifediagram:disable never-called"
        func applicationDidBecomeActive(_ application: UIApplication) {}
        // lifediagram:disable-next never-called
        func applicationWillResignActive(_ application: UIApplication) {}
      """
    let result = audit(["AppDelegate.swift": appDelegate(body), "SceneDelegate.swift": sceneDelegate("")], disabled: ["deprecated-ios26"])
    #expect(result.summary == ["never-called@AppDelegate.swift:6", "never-called@AppDelegate.swift:8"])
  }
}
