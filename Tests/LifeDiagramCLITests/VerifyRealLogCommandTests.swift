import Foundation
import LifeDiagramTestSupport
import Testing

/// `lifediagram verify` on real logs (issue #44): the model from the log, `--logged` and its config key, a rival's
/// call, scenes in the report and the JSON, and the errors that name their culprit.
@Suite struct VerifyRealLogCommandTests {
  let tool = BuiltBinary()
  static let seedLog = BuiltBinary.root.appendingPathComponent("Examples/Logs/seed-s4.log").path

  func write(_ text: String, _ name: String, in folder: TemporaryFolder) throws -> String {
    try text.write(toFile: folder.path(name), atomically: true, encoding: .utf8)
    return folder.path(name)
  }

  func json(_ run: BuiltBinary.Run) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any], "\(run.standardError)")
  }

  @Test func theSeedsLogFitsWithAndWithoutTheModelNamed() throws {
    let named = try tool.run(["verify", Self.seedLog, "--model", "scene"])
    #expect(named.status == 0, "\(named.output)")
    #expect(named.output.contains("not held to (the log never names them): stateRestorationActivity(for:), "))
    #expect(!named.output.contains("  model: "))
    let chosen = try tool.run(["verify", Self.seedLog])
    #expect(chosen.status == 0, "\(chosen.output)")
    #expect(chosen.output.contains("\n  model: scene, the one that makes most of the log's calls (10)\n"))
    let object = try json(try tool.run(["verify", Self.seedLog, "--format", "json"]))
    #expect(object["model"] as? String == "scene" && object["modelChosen"] as? Bool == true)
    #expect((object["unobserved"] as? [String])?.first == "stateRestorationActivity(for:)")
    let scenes = try #require(object["scenes"] as? [[String: Any]])
    #expect(scenes.count == 1 && scenes[0]["scene"] is NSNull)
    #expect((scenes[0]["states"] as? [String])?.last == "foreground-active")
  }

  @Test func loggedMakesAMethodRequiredFromTheFlagAndFromTheConfig() throws {
    let flag = try tool.run(["verify", Self.seedLog, "--logged", "stateRestorationActivity(for:)"])
    #expect(flag.status == 1)
    #expect(flag.output.hasPrefix("\(Self.seedLog):11: error: sceneWillEnterForeground(_:) cannot happen in Background; "))
    let folder = try TemporaryFolder()
    let config = try write("verify:\n  logged: ['stateRestorationActivity(for:)']\n", "config.yml", in: folder)
    let fromConfig = try tool.run(["verify", Self.seedLog, "--config", config])
    #expect(fromConfig.status == 1 && fromConfig.output.hasPrefix("\(Self.seedLog):11: error: "), "\(fromConfig.output)")
    // The flag wins over the config.
    #expect(try tool.run(["verify", Self.seedLog, "--config", config, "--logged", "sceneDidBecomeActive(_:)"]).status == 0)
  }

  @Test func anUnknownLoggedMethodIsAUsageErrorNamingIt() throws {
    let objc = try tool.run(["verify", Self.seedLog, "--model", "scene", "--logged", "sceneDidBecomeActive:"])
    #expect(objc.status == 64)
    #expect(objc.standardError.contains("--logged: 'sceneDidBecomeActive:' is not a delegate method of the scene model; in Swift's form it is sceneDidBecomeActive(_:)"), "\(objc.standardError)")
    let typo = try tool.run(["verify", Self.seedLog, "--logged", "sceneDidBecomActive(_:)"])
    #expect(typo.status == 64 && typo.standardError.contains("'sceneDidBecomActive(_:)' is not a delegate method of the "))
  }

  @Test func aCallOfTheWrongLifeCycleIsExitOneNamingIt() throws {
    let folder = try TemporaryFolder()
    var lines = try String(contentsOfFile: Self.seedLog, encoding: .utf8).split(separator: "\n").map(String.init)
    lines.insert("2022-03-08 17:01:02.112100+0900 Lifecycle[5021:211893] -[AppDelegate applicationDidBecomeActive:]", at: 8)
    let log = try write(lines.joined(separator: "\n") + "\n", "mixed.log", in: folder)
    let run = try tool.run(["verify", log, "--model", "scene"])
    #expect(run.status == 1)
    #expect(run.output.hasPrefix(
      "\(log):9: error: applicationDidBecomeActive(_:) is a call of the app life cycle, which the scene model never makes\n"))
    let object = try json(try tool.run(["verify", log, "--model", "scene", "--format", "json"]))
    #expect((object["divergence"] as? [String: Any])?["madeBy"] as? [String] == ["app"])
    // The scene log held to the app model: not exit 0.
    let asApp = try tool.run(["verify", Self.seedLog, "--model", "app"])
    #expect(asApp.status == 1)
    #expect(asApp.output.hasPrefix("\(Self.seedLog):5: error: application(_:configurationForConnecting:options:) is a call of the scene life cycle"))
  }

  @Test func aLogTwoModelsFitEquallyAsksForTheModel() throws {
    let folder = try TemporaryFolder()
    let log = try write(
      "AppDelegate.application(_:willFinishLaunchingWithOptions:)\nAppDelegate.application(_:didFinishLaunchingWithOptions:)\n",
      "launch.log", in: folder)
    let run = try tool.run(["verify", log])
    #expect(run.status == 64)
    #expect(run.standardError.contains("'\(log)' could be a run of the 'app' or 'scene' model (each makes 2 of its calls); name one with --model"))
    #expect(try tool.run(["verify", log, "--model", "app"]).status == 0)
    let none = try tool.run(["verify", try write("nothing here\n", "none.log", in: folder)])
    #expect(none.status == 1 && none.standardError.contains("names a delegate call of any model"))
    let from = try tool.run(["verify", log, "--from", "active"])
    #expect(from.status == 64 && from.standardError.contains("--from names a state of one model; give --model too"))
  }

  @Test func twoWindowsAreNamedInTheReportAndTheWrongSceneInTheError() throws {
    let folder = try TemporaryFolder()
    let calls: [(String, String?)] = [
      ("AppDelegate.application(_:willFinishLaunchingWithOptions:)", nil), ("AppDelegate.application(_:didFinishLaunchingWithOptions:)", nil),
      ("AppDelegate.application(_:configurationForConnecting:options:)", "A"), ("SceneDelegate.scene(_:willConnectTo:options:)", "A"),
      ("SceneDelegate.sceneWillEnterForeground(_:)", "A"), ("SceneDelegate.sceneDidBecomeActive(_:)", "A"),
      ("AppDelegate.application(_:configurationForConnecting:options:)", "B"), ("SceneDelegate.scene(_:willConnectTo:options:)", "B"),
      ("SceneDelegate.sceneWillEnterForeground(_:)", "B"), ("SceneDelegate.sceneDidBecomeActive(_:)", "B"),
    ]
    func text(_ scene: (String) -> String) -> String {
      calls.map { "2025-06-02 14:03:21.418210-0700 Trips[4401:2210987] \($0.0)" + ($0.1.map { " scene=\(scene($0))" } ?? "") }
        .joined(separator: "\n") + "\n"
    }
    let log = try write(text { $0 }, "two.log", in: folder)
    let run = try tool.run(["verify", log])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("  scenes:\n    'A': Unattached → Foreground Inactive (Launch Screen UI) → Foreground Active\n    'B': Unattached → "))
    #expect(run.output.contains("matches: cold-launch"))
    let scenes = try #require(try json(try tool.run(["verify", log, "--format", "json"]))["scenes"] as? [[String: Any]])
    #expect(scenes.map { $0["scene"] as? String } == ["A", "B"])
    // B's sceneWillEnterForeground (line 9) given to A, which is active, and which the log would show resigning.
    var lines = text { $0 }.split(separator: "\n").map(String.init)
    lines[8] = lines[8].replacingOccurrences(of: "scene=B", with: "scene=A")
    let wrong = try write(lines.joined(separator: "\n") + "\n", "wrong.log", in: folder)
    let logged = ["--logged", "sceneWillResignActive(_:),sceneDidEnterBackground(_:)"]
    let failed = try tool.run(["verify", wrong, "--format", "json"] + logged)
    let divergence = try #require(try json(failed)["divergence"] as? [String: Any])
    #expect(divergence["line"] as? Int == 9 && divergence["scene"] as? String == "A")
    let report = try tool.run(["verify", wrong] + logged)
    #expect(report.output.hasPrefix("\(wrong):9: error: sceneWillEnterForeground(_:) (scene 'A') cannot happen in "))
    #expect(report.output.contains("(it allows this call there, but by another scene than 'A')"), "\(report.output)")
  }

  @Test func coverageOfLogsOfTwoModelsAsksForTheModel() throws {
    let folder = try TemporaryFolder()
    let controller = try write("-[FeedViewController viewDidLoad]\n", "vc.log", in: folder)
    let run = try tool.run(["verify", Self.seedLog, controller, "--coverage"])
    #expect(run.status == 64)
    #expect(run.standardError.contains("--coverage maps one model, and '\(Self.seedLog)' is a run of the scene model, '\(controller)' of the viewcontroller model"))
  }
}
