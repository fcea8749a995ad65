import LifeDiagramModel
import LifeDiagramVerification
import Testing

/// What a partial log may leave unsaid, and what it may not (issue #58, item 6): a process that ended launches
/// again with its launch calls, and a scene the log neither names nor shows connecting is not invented.
@Suite struct PartialLogTests {
  static func verdict(_ lines: [String], _ model: LifecycleID) -> LogVerifier.Verdict {
    let text = lines.enumerated().map { "2026-11-23 10:00:\($0.offset) MyApp[1:2] \($0.element)" }.joined(separator: "\n") + "\n"
    return LogVerifierTests.verifier(model).verify(CallLog(text, methods: Catalog.builtIn.delegateMethods))
  }

  static let activeToTerminated = [
    "AppDelegate.applicationDidBecomeActive(_:)", "AppDelegate.applicationWillResignActive(_:)",
    "AppDelegate.applicationDidEnterBackground(_:)", "AppDelegate.applicationWillTerminate(_:)",
  ]

  @Test func aProcessThatEndedLaunchesAgainWithItsLaunchCalls() throws {
    let silent = Self.verdict(Self.activeToTerminated + ["AppDelegate.applicationDidBecomeActive(_:)"], .app)
    let divergence = try #require(silent.divergence, "a relaunch the log does not show was assumed")
    #expect(divergence.entry.line == 5)
    #expect(divergence.expected.contains("application(_:didFinishLaunchingWithOptions:)"), "\(divergence.expected)")
    // With its launch call in the log, the relaunch fits; a log that starts at a launch it does not show still fits.
    let logged = Self.verdict(
      Self.activeToTerminated + ["AppDelegate.application(_:didFinishLaunchingWithOptions:)", "AppDelegate.applicationDidBecomeActive(_:)"],
      .app)
    #expect(logged.divergence == nil, "\(String(describing: logged.divergence))")
    #expect(Self.verdict(Self.activeToTerminated, .app).divergence == nil)
  }

  @Test func aSceneTheLogNeverShowsIsNotInvented() throws {
    let lines = [
      "SceneDelegate.sceneWillEnterForeground(_:)", "SceneDelegate.sceneDidBecomeActive(_:)",
      "SceneDelegate.sceneWillResignActive(_:)", "SceneDelegate.sceneDidEnterBackground(_:)",
      "SceneDelegate.sceneDidBecomeActive(_:)",
    ]
    let verdict = Self.verdict(lines, .scene)
    let divergence = try #require(verdict.divergence, "a second, silent scene was invented")
    #expect(divergence.entry.line == 5)
    #expect(divergence.expected.contains("sceneWillEnterForeground(_:)"))
    // A second scene whose connection the log shows is still followed.
    let second = Self.verdict(
      Array(lines.prefix(4)) + [
        "SceneDelegate.scene(_:willConnectTo:options:)", "SceneDelegate.sceneWillEnterForeground(_:)",
        "SceneDelegate.sceneDidBecomeActive(_:)",
      ], .scene)
    #expect(second.divergence == nil, "\(String(describing: second.divergence))")
  }
}
