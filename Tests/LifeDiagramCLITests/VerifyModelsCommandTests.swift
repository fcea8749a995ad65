import Foundation
import LifeDiagramTestSupport
import Testing

/// `lifediagram verify` holds every life cycle a log shows (issue #61): without `--model` the fewest models that
/// make all of its calls, each held to its own; with repeated `--model` each one named; the text with a section
/// per model, the JSON with `runs`; and a view controller named by its class.
@Suite struct VerifyModelsCommandTests {
  let tool = BuiltBinary()
  static let seedLog = BuiltBinary.root.appendingPathComponent("Examples/Logs/seed-s4.log").path

  /// The seed's scene-app log (10 calls, two of them also the view controller model's: the scene going to the
  /// background), then a settings screen pushed over the feed on screen, each line naming the scene
  /// as the logging helper does (`scene=A`), which must not make the two controllers one.
  static let controllers = """
    2022-03-08 17:01:16.001 Lifecycle[5021:211893] -[SettingsViewController viewDidLoad] scene=A
    2022-03-08 17:01:16.002 Lifecycle[5021:211893] -[FeedViewController viewWillDisappear:] scene=A
    2022-03-08 17:01:16.003 Lifecycle[5021:211893] -[SettingsViewController viewWillAppear:] scene=A
    2022-03-08 17:01:16.004 Lifecycle[5021:211893] -[FeedViewController viewDidDisappear:] scene=A
    2022-03-08 17:01:16.005 Lifecycle[5021:211893] -[SettingsViewController viewDidAppear:] scene=A

    """

  func log(_ extra: String, in folder: TemporaryFolder) throws -> String {
    let text = try String(contentsOfFile: Self.seedLog, encoding: .utf8) + extra
    try text.write(toFile: folder.path("app.log"), atomically: true, encoding: .utf8)
    return folder.path("app.log")
  }

  func json(_ run: BuiltBinary.Run) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any], "\(run.standardError)")
  }

  @Test func aSceneAppsLogWithViewControllersIsHeldToBothModels() throws {
    let folder = try TemporaryFolder()
    let path = try log(Self.controllers, in: folder)
    let text = try tool.run(["verify", path])
    #expect(text.status == 0, "\(text.output)\(text.standardError)")
    #expect(text.output.hasPrefix("\(path): fits the scene model: 10 calls"), "\(text.output)")
    #expect(text.output.contains("\(path): fits the viewcontroller model: 7 calls"), "\(text.output)")
    #expect(text.output.contains("  model: viewcontroller, the one that makes most of the calls the models before it do not make (5)\n"))
    #expect(!text.output.contains("swiftui"), "SwiftUI's model makes none of the calls the scene model leaves")

    let object = try json(try tool.run(["verify", path, "--format", "json"]))
    #expect(object["model"] as? String == "scene" && object["consistent"] as? Bool == true)
    let runs = try #require(object["runs"] as? [[String: Any]])
    #expect(runs.map { $0["model"] as? String } == ["scene", "viewcontroller"])
    #expect(runs.allSatisfy { $0["consistent"] as? Bool == true && $0["modelChosen"] as? Bool == true })
  }

  @Test func aViewControllerIsNamedByItsClassNotItsScene() throws {
    let folder = try TemporaryFolder()
    let path = try log(Self.controllers, in: folder)
    let object = try json(try tool.run(["verify", path, "--model", "viewcontroller", "--format", "json"]))
    let runs = try #require(object["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let units = try #require(object["scenes"] as? [[String: Any]])
    #expect(Set(units.compactMap { $0["scene"] as? String }) == ["FeedViewController", "SettingsViewController"], "\(units)")
    let text = try tool.run(["verify", path, "--model", "viewcontroller"])
    #expect(text.output.contains("  view controllers:\n"), "\(text.output)")
    #expect(text.output.contains("\n    'FeedViewController': Appeared → Disappearing → Disappeared\n"), "\(text.output)")
    #expect(text.output.contains("\n    'SettingsViewController': Disappeared → Appearing → Appeared\n"), "\(text.output)")
  }

  @Test func eachModelNamedIsHeldAndOneThatDoesNotFitFailsTheLog() throws {
    let folder = try TemporaryFolder()
    let late = "2022-03-08 17:01:17.001 Lifecycle[5021:211893] -[FeedViewController viewDidAppear:]\n"
    let path = try log(Self.controllers + late, in: folder)
    let named = try tool.run(["verify", path, "--model", "scene", "--model", "viewcontroller"])
    #expect(named.status == 1, "\(named.output)")
    #expect(named.output.hasPrefix("\(path): fits the scene model: 10 calls"), "\(named.output)")
    #expect(named.output.contains("\(path):18: error: viewDidAppear(_:) (view controller 'FeedViewController') cannot happen in "), "\(named.output)")
    #expect(!named.output.contains("  model: "))
    let object = try json(try tool.run(["verify", path, "--model", "scene", "--model", "viewcontroller", "--format", "json"]))
    // The top-level fields are the first run's, but a log is consistent only when every run is.
    #expect(object["model"] as? String == "scene" && object["divergence"] is NSNull)
    #expect(object["consistent"] as? Bool == false)
    let runs = try #require(object["runs"] as? [[String: Any]])
    #expect(runs.map { $0["consistent"] as? Bool } == [true, false])
  }

  @Test func fromTakesOneModel() throws {
    let run = try tool.run(["verify", Self.seedLog, "--model", "scene", "--model", "viewcontroller", "--from", "unattached"])
    #expect(run.status == 64 && run.standardError.contains("--from names a state of one model; give only one --model with it"))
  }
}
