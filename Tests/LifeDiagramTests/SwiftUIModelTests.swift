import Foundation
import LifeDiagram
import LifeDiagramModel
import LifeDiagramOutput
import Testing

/// The built-in SwiftUI life cycle (issue 46, Models/swiftui.yaml): each scenario replays to the order its sources
/// give (observed where a log shows it, the model's reading marked uncertain where none does), with the scene's
/// phase and the App's aggregate beside each step.
@Suite struct SwiftUIModelTests {
  /// `receiver method` per call, as the scenario's JSON gives them.
  static let expected: [String: [String]] = [
    // OS1: the root view's onAppear before the phase turns active; OS3: App.init before UIApplicationMain;
    // OS2: .task after onAppear.
    "cold-launch": launch + root + activation,
    // A3, OS3, OS5: App.init runs while prewarming, and not again at the tap.
    "prewarm": launch + root + activation,
    // OS1: active, inactive, background; the App's aggregate follows its only scene.
    "move-to-background": phase("scene 1") + phase("scene 1"),
    "return-to-foreground": phase("scene 1") + phase("scene 1"),
    // OS7: the pushed view's onAppear, then the root's onDisappear.
    "navigation-push": appears("view 3") + ["View (view 2) onDisappear(perform:)"],
    "navigation-pop": appears("view 2") + ["View (view 3) onDisappear(perform:)"],
    "tab-switch": appears("view 3") + ["View (view 2) onDisappear(perform:)"],
    // A sheet leaves the presenting view alone; a cover takes it off screen.
    "sheet-present": appears("view 3"),
    "sheet-dismiss": ["View (view 3) onDisappear(perform:)"],
    "full-screen-cover": appears("view 3") + ["View (view 2) onDisappear(perform:)"],
    "deep-link-cold": launch + root + ["View (view 2) onOpenURL(perform:)"] + activation,
    "deep-link-warm": phase("scene 1") + ["View (view 2) onOpenURL(perform:)"] + phase("scene 1"),
    // AS1: the App's phase is the aggregate; it changes only when the last active scene leaves.
    "second-scene-ipad": [
      "Scene (scene 2) onChange(of:scenePhase)", "Scene (scene 1) onChange(of:scenePhase)",
      "Scene (scene 1) onChange(of:scenePhase)",
    ] + phase("scene 2") + phase("scene 2"),
    // OS4, OS6: the adaptor's configuration, then the scene delegate the App installed.
    // OS1: the root view appears between the connection and the activation, as in a cold launch (issue #58).
    "quick-action-cold": launch + [
      "AppDelegate application(_:configurationForConnecting:options:)", "SceneDelegate scene(_:willConnectTo:options:)",
    ] + root + activation,
  ]
  static let launch = [
    "App init()", "AppDelegate application(_:willFinishLaunchingWithOptions:)",
    "AppDelegate application(_:didFinishLaunchingWithOptions:)",
  ]
  static let root = appears("view 2")
  static let activation = phase("scene 1")
  static func appears(_ view: String) -> [String] { ["View (\(view)) onAppear(perform:)", "View (\(view)) task(priority:_:)"] }
  static func phase(_ scene: String) -> [String] { ["Scene (\(scene)) onChange(of:scenePhase)", "App onChange(of:scenePhase)"] }

  static func steps(_ id: String) throws -> [[String: Any]] {
    let run = try #require(try ScenarioRuns.runs(of: [Catalog.builtIn.scenario(id)!], in: .builtIn, model: "swiftui").first)
    let list = try JSONSerialization.jsonObject(with: Data(JSON.array([run.json()]).text.utf8)) as! [[String: Any]]
    return list[0]["steps"] as! [[String: Any]]
  }

  @Test func theScenariosAreTheIssues() {
    #expect(Set(Catalog.builtIn.scenarios(of: "swiftui").map(\.id)) == Set(Self.expected.keys))
  }

  @Test(arguments: expected.keys.sorted()) func replayMatchesTheSources(_ id: String) throws {
    let calls = try Self.steps(id).compactMap { step in (step["method"] as? String).map { "\(step["receiver"] as! String) \($0)" } }
    #expect(calls == Self.expected[id], "\(id)")
  }

  /// While a second window connects, its own phase is inactive and the App's still active.
  @Test func theAppsPhaseIsTheAggregateOfItsScenes() throws {
    let steps = try Self.steps("second-scene-ipad")
    let connected = try #require(steps.first)
    #expect(connected["scenePhase"] as? String == "inactive" && connected["appScenePhase"] as? String == "active")
    let sceneOneLeaves = steps.filter { ($0["receiver"] as? String) == "Scene (scene 1)" }
    #expect(sceneOneLeaves.map { $0["scenePhase"] as? String } == ["inactive", "background"])
    #expect(sceneOneLeaves.allSatisfy { $0["appScenePhase"] as? String == "active" })
    #expect(steps.last?["appScenePhase"] as? String == "background")
  }

  /// A view's rows carry its scene's phase.
  @Test func aViewsRowsCarryItsScenesPhase() throws {
    let appear = try #require(try Self.steps("cold-launch").first { $0["method"] as? String == "onAppear(perform:)" })
    #expect(appear["scenePhase"] as? String == "inactive")
    let push = try #require(try Self.steps("navigation-push").first)
    #expect(push["scenePhase"] as? String == "active" && push["scene"] as? Int == 3)
  }

  /// Where no log gives the order, the rows say so; App.init during prewarming is observed, not documented.
  @Test func unloggedOrdersAreUncertain() throws {
    for id in ["navigation-pop", "tab-switch", "full-screen-cover"] {
      let disappear = try #require(try Self.steps(id).first { $0["method"] as? String == "onDisappear(perform:)" })
      #expect((disappear["evidence"] as? [String: Any])?["level"] as? String == "uncertain", "\(id)")
    }
    let push = try #require(try Self.steps("navigation-push").first { $0["method"] as? String == "onDisappear(perform:)" })
    #expect((push["evidence"] as? [String: Any])?["level"] as? String != "uncertain")
    // App.init while prewarming is only reported, and the reports disagree (issue #58, item 8).
    let initRow = try #require(try Self.steps("prewarm").first { $0["method"] as? String == "init()" })
    #expect((initRow["evidence"] as? [String: Any])?["level"] as? String == "uncertain")
  }

  /// The model draws every transition (no Apple figure), with a diagram per language and docs pages.
  @Test func theModelIsABuiltInWithItsDocs() throws {
    let swiftUI = try #require(Catalog.builtIn.lifecycle("swiftui"))
    #expect(!swiftUI.followsAFigure && swiftUI.hasUnitKinds)
    #expect(swiftUI.processReceiver == "App")
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    for path in ["Docs/swiftui-lifecycle.md", "Docs/ko/swiftui-lifecycle.md", "Diagrams/swiftui-lifecycle.svg"] {
      #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(path)")
    }
  }
}
