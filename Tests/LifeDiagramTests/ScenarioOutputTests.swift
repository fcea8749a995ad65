import Foundation
import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramModel
import LifeDiagramOutput
import LifeDiagramTestSupport
import Testing

/// Every scenario in every model it exists for, replayed once.
let scenarioRuns: [ScenarioRun] = (try? ScenarioRuns.all(in: .builtIn)) ?? []

extension ScenarioRun: CustomTestStringConvertible {
  public var testDescription: String { "\(scenario.id) (\(model.rawValue))" }
}

@Suite struct ScenarioOutputTests {
  @Test func everyScenarioReplays() throws {
    #expect(scenarioRuns.count == Catalog.builtIn.scenarios.flatMap(\.models).count)
    #expect(try ScenarioRuns.all(in: .builtIn).count == scenarioRuns.count)
  }

  @Test(arguments: scenarioRuns) func markdownIsGolden(_ run: ScenarioRun) {
    assertSnapshot(run.markdownSection(), named: "scenarios/\(run.scenario.id)-\(run.model.rawValue).md")
  }

  @Test(arguments: scenarioRuns) func jsonIsGolden(_ run: ScenarioRun) {
    assertSnapshot(run.json().text, named: "scenarios/\(run.scenario.id)-\(run.model.rawValue).json")
  }

  /// `notification` is an array or null; `scenePhase` is one of SwiftUI's three phases (a suspended scene stays
  /// `background`) or null where there is no scene.
  @Test func jsonFieldsHaveTheirTypes() throws {
    let run = try #require(scenarioRuns.first { $0.scenario.id == "move-to-background" && $0.model == .scene })
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.json().text.utf8)) as? [String: Any])
    let steps = try #require(object["steps"] as? [[String: Any]])
    #expect(steps[0]["notification"] as? [String] == ["UIScene.willDeactivateNotification", "UIApplication.willResignActiveNotification"])
    #expect(steps[2]["notification"] is NSNull)
    #expect(steps.last?["to"] as? String == "suspended" && steps.last?["scenePhase"] as? String == "background")
    let launch = try #require(scenarioRuns.first { $0.scenario.id == "cold-launch" && $0.model == .scene })
    let launchObject = try #require(try JSONSerialization.jsonObject(with: Data(launch.json().text.utf8)) as? [String: Any])
    let first = try #require((launchObject["steps"] as? [[String: Any]])?.first)
    #expect(first["to"] as? String == "unattached" && first["scenePhase"] is NSNull)
    for run in scenarioRuns {
      let phases = try #require(try JSONSerialization.jsonObject(with: Data(run.json().text.utf8)) as? [String: Any])["steps"] as? [[String: Any]]
      #expect(phases?.allSatisfy { $0["scenePhase"] is NSNull || ["active", "inactive", "background"].contains($0["scenePhase"] as? String) } == true)
    }
  }

  /// Five columns that fit a wiki's column; the notifications and ScenePhase in a table of their own, which has
  /// ScenePhase only where SwiftUI reports the life cycle and Notification only where its calls post any.
  @Test func markdownTablesHaveTheDocumentedColumns() throws {
    let app = try #require(scenarioRuns.first { $0.model == .app })
    #expect(app.markdownTable().headers == ["#", "Event", "Call", "State", "Evidence"])
    #expect(app.notificationTable()?.headers == ["#", "Notification"])
    let scene = try #require(scenarioRuns.first { $0.model == .scene })
    #expect(scene.markdownTable().headers == ["#", "Event", "Call", "State", "Evidence"])
    #expect(scene.notificationTable()?.headers == ["#", "Notification", "ScenePhase"])
    var quiet = scene
    quiet.lifecycle.hasScenePhase = false
    for index in quiet.lifecycle.transitions.indices { quiet.lifecycle.transitions[index].steps = [] }
    quiet.lifecycle.rules = []
    for index in quiet.lifecycle.events.indices { quiet.lifecycle.events[index].steps = [] }
    #expect(quiet.notificationTable() == nil)
  }

  /// What the nine columns said is all still there: the receiver with its call, the line with the state change,
  /// the caveat as a numbered row note that the row's evidence names, and a notification and the ScenePhase where
  /// they happen.
  @Test func theFiveColumnTableStillSaysEverything() throws {
    let run = try #require(scenarioRuns.first { $0.scenario.id == "launch-into-background" && $0.model == .scene })
    let table = run.markdownTable()
    let connect = try #require(table.rows.first { $0[2].contains("scene(_:willConnectTo:options:)") })
    #expect(connect[2] == "SceneDelegate: `scene(_:willConnectTo:options:)`")
    #expect(connect[3] == "process: Running; scene: Unattached → Background · solid (event-driven)")
    #expect(connect[4].hasSuffix("uncertain (note 2)"), "\(connect[4])")
    let notes = run.rowNotesMarkdown()
    #expect(notes.contains("2. Row 8: uncertain: Apple's prose only says the scene moves to the background\n"))
    let phases = try #require(run.notificationTable()).rows
    #expect(phases.contains(["8", "`UIScene.willConnectNotification`", "background"]))
    #expect(phases.first == ["1", "", "none"])
  }

  @Test func jsonStepsKeepTheDocumentedFieldNames() throws {
    // The UIKit life cycles' receivers; the SwiftUI model's are its own (App, Scene (scene 1), View (view 2)).
    let runs = scenarioRuns.filter { $0.scenario.id == "cold-launch" && $0.model != "swiftui" }
    let text = JSON.array(runs.map { $0.json() }).text
    let list = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [[String: Any]]
    #expect(list.map { $0["model"] as? String } == ["app", "scene"])
    for entry in list {
      for key in ["id", "model", "title", "steps"] { #expect(entry[key] != nil, "\(key)") }
      for step in entry["steps"] as! [[String: Any]] {
        let keys = ["index", "event", "receiver", "method", "system", "notification", "scenePhase", "from", "to", "kind"]
        for key in keys + ["evidence"] {
          #expect(step.keys.contains(key), "\(key)")
        }
        let receiver = step["receiver"] as! String
        #expect(["AppDelegate", "SceneDelegate", "System"].contains(receiver))
        #expect((step["method"] is NSNull) == (receiver == "System"))
        #expect((step["system"] is NSNull) != (receiver == "System"))
      }
    }
  }

  @Test func multiSceneReceiversCarryTheSceneNumber() throws {
    let run = try #require(scenarioRuns.first { $0.scenario.id == "second-scene-ipad" })
    let calls = run.markdownTable().rows.map { $0[2] }
    #expect(calls.contains { $0.hasPrefix("SceneDelegate (scene 1): `") })
    #expect(calls.contains { $0.hasPrefix("SceneDelegate (scene 2): `") })
  }

  @Test func csvHasOneRecordPerStep() throws {
    let run = try #require(scenarioRuns.first { $0.scenario.id == "interruption" && $0.model == .app })
    let records = run.csvRecords().components(separatedBy: "\r\n").filter { !$0.isEmpty }
    #expect(records.count == run.rows.count)
    #expect(records[0].hasPrefix("interruption,app,1,The user opens Control Center,AppDelegate,applicationWillResignActive(_:),"))
  }

  @Test func mermaidIsASequenceDiagramWithoutBareSemicolons() throws {
    for run in scenarioRuns {
      let text = run.mermaid()
      #expect(text.hasPrefix("sequenceDiagram\n"))
      #expect(!text.replacingOccurrences(of: "#59;", with: "").replacingOccurrences(of: "#35;", with: "").contains(";"))
      #expect(text.components(separatedBy: "UIKit->>").count - 1 == run.rows.filter { $0.call != nil }.count)
    }
  }

  @Test func sequenceDiagramRendersWithALanePerDelegate() throws {
    let engine = try Graphviz.shared.get()
    let run = try #require(scenarioRuns.first { $0.scenario.id == "second-scene-ipad" })
    let svg = SVGInspector(String(decoding: try engine.render(run.sequenceDiagram(), as: .svg), as: UTF8.self))
    let titles = svg.nodes.map(\.title)
    for lane in ["lane&#45;UIKit", "lane&#45;AD", "lane&#45;SD1", "lane&#45;SD2"] { #expect(titles.contains(lane)) }
    #expect(svg.edges.filter { !$0.title.contains("lane") }.count == run.rows.filter { $0.call != nil }.count)
    #expect(try engine.render(run.sequenceDiagram(), as: .png).prefix(4).elementsEqual([0x89, 0x50, 0x4E, 0x47]))
  }
}
