import Foundation
import LifeDiagramTestSupport
import Testing

/// `lifediagram verify`: exit codes, the error line, JSON, and coverage, through the built binary.
@Suite struct VerifyCommandTests {
  let binary = BuiltBinary()

  static let coldLaunch = """
    2026-11-23 10:00:01 MyApp[1:2] AppDelegate.application(_:willFinishLaunchingWithOptions:)
    2026-11-23 10:00:01 MyApp[1:2] AppDelegate.application(_:didFinishLaunchingWithOptions:)
    2026-11-23 10:00:01 MyApp[1:2] -[AppDelegate application:configurationForConnectingSceneSession:options:]
    2026-11-23 10:00:01 MyApp[1:2] -[SceneDelegate scene:willConnectToSession:options:]
    some other line
    2026-11-23 10:00:02 MyApp[1:2] SceneDelegate.sceneWillEnterForeground(_:)
    2026-11-23 10:00:02 MyApp[1:2] SceneDelegate.sceneDidBecomeActive(_:)

    """

  func write(_ text: String, _ name: String, in folder: TemporaryFolder) throws -> String {
    try text.write(toFile: folder.path(name), atomically: true, encoding: .utf8)
    return folder.path(name)
  }

  @Test func aFittingRunExitsZeroAndNamesItsScenario() throws {
    let folder = try TemporaryFolder()
    let log = try write(Self.coldLaunch, "cold.log", in: folder)
    let run = try binary.run(["verify", log, "--model", "scene"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.output.contains("matches: cold-launch"))
    let json = try binary.run(["verify", log, "--model", "scene", "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any])
    #expect(object["consistent"] as? Bool == true)
    #expect((object["matches"] as? [String])?.first == "cold-launch")
    #expect(object["divergence"] is NSNull)
  }

  @Test func aRunThatLeavesTheModelIsOneErrorLineAtItsLine() throws {
    let folder = try TemporaryFolder()
    let swapped = Self.coldLaunch.replacingOccurrences(of: "sceneWillEnterForeground(_:)", with: "SWAP")
      .replacingOccurrences(of: "sceneDidBecomeActive(_:)", with: "sceneWillEnterForeground(_:)")
      .replacingOccurrences(of: "SWAP", with: "sceneDidBecomeActive(_:)")
    let log = try write(swapped, "swapped.log", in: folder)
    let run = try binary.run(["verify", log, "--model", "scene"])
    #expect(run.status == 1)
    let first = run.output.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix("\(log):6: error: sceneDidBecomeActive(_:) cannot happen in "), "\(first)")
    // The log never names the scene's way to the background, so the model may have taken it unseen: from there a
    // launch's calls are expected too.
    #expect(first.contains("; the model expects one of: ") && first.hasSuffix(", sceneWillEnterForeground(_:)"), "\(first)")
    #expect(run.output.contains("\(log):4: scene(_:willConnectTo:options:)"))
    let json = try binary.run(["verify", log, "--model", "scene", "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any])
    let divergence = try #require(object["divergence"] as? [String: Any])
    #expect(object["consistent"] as? Bool == false)
    #expect(divergence["line"] as? Int == 6 && divergence["call"] as? String == "sceneDidBecomeActive(_:)")
    #expect((divergence["expected"] as? [String])?.contains("sceneWillEnterForeground(_:)") == true)
    #expect(divergence["scene"] is NSNull && divergence["madeBy"] as? [String] == [])
    // Held to the methods that would take it there, the log can only have been launching (in the foreground or
    // the background).
    let strict = try binary.run([
      "verify", log, "--model", "scene", "--format", "json", "--logged",
      "sceneWillResignActive(_:), sceneDidEnterBackground(_:),sceneDidDisconnect(_:),applicationWillTerminate(_:)",
    ])
    let strictObject = try #require(try JSONSerialization.jsonObject(with: strict.standardOutput) as? [String: Any])
    let strictDivergence = try #require(strictObject["divergence"] as? [String: Any])
    #expect(strictDivergence["line"] as? Int == 6)
    #expect(strictDivergence["expected"] as? [String] == ["sceneDidEnterBackground(_:)", "sceneWillEnterForeground(_:)"])
  }

  @Test func aLogWithNoCallOfTheModelSaysSo() throws {
    let folder = try TemporaryFolder()
    let log = try write("viewDidLoad()\nnothing else\n", "vc.log", in: folder)
    let run = try binary.run(["verify", log, "--model", "scene"])
    #expect(run.status == 1)
    #expect(run.standardError.contains("no line of '\(log)' names a delegate call of the scene model"))
    // The same line is a run of the view controller: its view loads.
    #expect(try binary.run(["verify", log, "--model", "viewcontroller"]).status == 0)
  }

  @Test func fromAndCoverage() throws {
    let folder = try TemporaryFolder()
    let log = try write(Self.coldLaunch, "cold.log", in: folder)
    #expect(try binary.run(["verify", log, "--model", "scene", "--from", "unattached"]).status == 0)
    // From the background the process may be killed silently and launched again, but its session survives: no
    // configuration is asked for (relaunch-restored-session), so the third call is where the log leaves the model.
    let wrong = try binary.run(["verify", log, "--model", "scene", "--from", "background"])
    #expect(wrong.status == 1 && wrong.output.hasPrefix("\(log):3: error: application(_:configurationForConnecting:options:) cannot happen"))
    let unknown = try binary.run(["verify", log, "--model", "scene", "--from", "nowhere"])
    #expect(unknown.status == 64 && unknown.standardError.contains("no state 'nowhere'"))
    let coverage = try binary.run(["verify", log, "--model", "scene", "--coverage"])
    #expect(coverage.output.contains("coverage of the scene model: 2 of "))
    #expect(coverage.output.contains("never: foreground-active-to-foreground-inactive-runtime (scenario "))
  }

  @Test func theCoverageDiagramHighlightsTheTransitionsTaken() throws {
    let folder = try TemporaryFolder()
    let log = try write(Self.coldLaunch, "cold.log", in: folder)
    let run = try binary.run(["verify", log, "--model", "scene", "--coverage", "--svg", "-o", folder.path("out"), "--format", "json"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError == "wrote \(folder.path("out"))/scene-coverage.svg\n")
    let object = try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any])
    let coverage = try #require(object["coverage"] as? [String: Any])
    #expect(coverage["covered"] as? [String] == ["unattached-to-foreground-inactive-launch", "foreground-inactive-launch-to-foreground-active"])
    let svg = try String(contentsOfFile: folder.path("out/scene-coverage.svg"), encoding: .utf8).lowercased()
    #expect(svg.contains("stroke=\"#1f5fbf\"") && svg.contains("stroke=\"#cccccc\""))
    #expect(try binary.run(["verify", log, "--model", "scene", "--svg"]).status == 64)
  }

  @Test func aControlCharacterInALogsNameNeverReachesTheTerminal() throws {
    let folder = try TemporaryFolder()
    let log = try write(Self.coldLaunch, "a\u{1B}[31mred.log", in: folder)
    let run = try binary.run(["verify", log, "--model", "scene"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(!run.output.contains("\u{1B}") && run.output.contains("a\\u{1B}[31mred.log: fits the scene model"), "\(run.output)")
  }
}
