import Foundation
import LifeDiagramTestSupport
import Testing

/// `lifediagram verify` on a log of thousands of calls (issue #40), through the built binary: it answers, with
/// the exit code and the line a short log gets.
@Suite struct VerifyLongLogCommandTests {
  let binary = BuiltBinary()

  /// How many lines the long logs have.
  static let lineCount = 5_000

  /// The calls of going to the background and coming back, one log line each, as `lifediagram scenarios` replays
  /// them.
  func roundTrip(_ model: String) throws -> [String] {
    let scenarios = ["move-to-background", "return-to-foreground"]
    let run = try binary.run(["scenarios"] + scenarios + ["--model", model, "--format", "json"])
    #expect(run.status == 0, "\(run.standardError)")
    let tables = try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [[String: Any]])
    return tables.flatMap { ($0["steps"] as? [[String: Any]]) ?? [] }.compactMap { step in
      guard let receiver = step["receiver"] as? String, let method = step["method"] as? String else { return nil }
      return "2026-11-23 10:00:01 MyApp[1:2] \(receiver).\(method)"
    }
  }

  /// `lineCount` lines of round trips, changed by `change`, written to `name` in `folder`: the file's path.
  func longLog(
    _ model: String, _ name: String, in folder: TemporaryFolder, change: (inout [String]) throws -> Void = { _ in }
  ) throws -> String {
    let trip = try roundTrip(model)
    try #require(!trip.isEmpty)
    var lines = Array((0..<(Self.lineCount / trip.count + 1)).map { _ in trip }.joined().prefix(Self.lineCount))
    try change(&lines)
    try (lines.joined(separator: "\n") + "\n").write(toFile: folder.path(name), atomically: true, encoding: .utf8)
    return folder.path(name)
  }

  @Test(arguments: ["app", "scene"]) func thousandsOfFittingLinesExitZero(_ model: String) throws {
    let folder = try TemporaryFolder()
    let log = try longLog(model, "long.log", in: folder)
    let run = try binary.run(["verify", log, "--model", model])
    #expect(run.status == 0, "\(run.standardError)")
    let first = run.output.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix("\(log): fits the \(model) model: \(Self.lineCount) calls from "), "\(first)")
  }

  @Test func oneWrongLineNearTheEndIsTheErrorsLine() throws {
    let folder = try TemporaryFolder()
    var wrong = 0
    let log = try longLog("app", "wrong.log", in: folder) { lines in
      // The last time the app comes back from the background, it resigns active instead.
      wrong = try #require(lines.lastIndex { $0.hasSuffix("applicationWillEnterForeground(_:)") })
      lines[wrong] = lines[0]
    }
    let run = try binary.run(["verify", log, "--model", "app"])
    #expect(run.status == 1)
    let first = run.output.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix("\(log):\(wrong + 1): error: applicationWillResignActive(_:) cannot happen in "), "\(first)")
  }

  /// A long log of an app that logs only its scenes' activation: every other call is hidden, so the search goes
  /// through every situation those calls may pass unseen, at every line. Near the end, the last two activations
  /// are resignations instead: the log names no scene, so two scenes may each resign once, but a third resignation
  /// in a row has no active scene left, whatever happened unseen. Its line is the error's, within the guarantees'
  /// bound (run by the release binary: the debug build is ten times slower).
  @Test func aPartiallyLoggedLogThatLeavesNearTheEndIsTheErrorsLine() throws {
    let folder = try TemporaryFolder()
    var wrong = 0
    let log = try longLog("scene", "partial.log", in: folder) { lines in
      lines = lines.filter { $0.hasSuffix("sceneWillResignActive(_:)") || $0.hasSuffix("sceneDidBecomeActive(_:)") }
      let becomes = lines.indices.filter { lines[$0].hasSuffix("sceneDidBecomeActive(_:)") }.suffix(2)
      let resign = try #require(lines.first { $0.hasSuffix("sceneWillResignActive(_:)") })
      for index in becomes { lines[index] = resign }
      wrong = try #require(becomes.first) + 1
    }
    let run = try binary.run(["verify", log])
    #expect(run.status == 1, "\(run.standardError)")
    let first = run.output.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix("\(log):\(wrong + 1): error: sceneWillResignActive(_:) cannot happen in "), "\(first)")
    let hidden = run.output.split(separator: "\n").first { $0.hasPrefix("  not held to (the log never names them): ") }
    #expect(hidden?.contains(" sceneWillEnterForeground(_:),") == true, "\(run.output)")
  }

  /// A log that opens and closes a new window eight thousand times, each named by its own session, then names the
  /// first, long gone: a point of the search per scene, whose tried lines could take memory by the square of the
  /// log's length (870 MB here before the bits were budgeted). Under a 400 MB address-space limit it still answers,
  /// at the right line.
  @Test(.enabled(if: ResourceLimit.isAvailable, ResourceLimit.missing)) func aLogNamingThousandsOfScenesStaysWithinMemory() throws {
    let folder = try TemporaryFolder()
    let cycle = [
      "AppDelegate.application(_:configurationForConnecting:options:)", "SceneDelegate.scene(_:willConnectTo:options:)",
      "SceneDelegate.sceneWillEnterForeground(_:)", "SceneDelegate.sceneDidBecomeActive(_:)", "SceneDelegate.sceneWillResignActive(_:)",
      "SceneDelegate.sceneDidDisconnect(_:)",
    ]
    var lines = ["AppDelegate.application(_:willFinishLaunchingWithOptions:)", "AppDelegate.application(_:didFinishLaunchingWithOptions:)"]
    for scene in 0..<8_000 {
      lines += cycle.map { "\($0) scene=S\(scene)" } + ["AppDelegate.application(_:didDiscardSceneSessions:)"]
    }
    lines.append("SceneDelegate.sceneDidBecomeActive(_:) scene=S0")
    let log = folder.path("scenes.log")
    try (lines.joined(separator: "\n") + "\n").write(toFile: log, atomically: true, encoding: .utf8)
    let run = try Launch(try binary.path, ["verify", log], prefix: [ResourceLimit.prlimit, "--as=400000000"]).wait(seconds: 60)
    #expect(run.status == 1, "\(run.standardError)")
    #expect(run.standardOutput.hasPrefix("\(log):\(lines.count): error: sceneDidBecomeActive(_:) (scene 'S0') cannot happen in "))
  }

  /// A SwiftUI log of nine views' onAppear alone (their onDisappear never logged) leaves so much unsaid that the
  /// situations multiply: the search stops at its bound with exit 65 and one line naming the fix. In-process,
  /// with the bound lowered by the debug build's hook (the real one takes the release binary about 3 s; the
  /// library's test holds a search to the bound it is given).
  @Test func aLogThatLeavesTooMuchUnsaidStopsAtTheBound() throws {
    let lines = LogSamples.viewsWithoutDisappearance
    let folder = try TemporaryFolder()
    try (lines.joined(separator: "\n") + "\n").write(toFile: folder.path("views.log"), atomically: true, encoding: .utf8)
    let run = try InProcessTool().run(
      ["verify", folder.path("views.log"), "--model", "swiftui"], environment: ["LIFEDIAGRAM_TEST_VERIFY_POINTS": "5000"])
    #expect(run.status == 65, "\(run.standardError)")
    #expect(run.standardError.split(separator: "\n").count == 1)
    #expect(run.standardError.contains("too much of the run is unlogged to follow: the search stopped at its bound"))
  }
}
