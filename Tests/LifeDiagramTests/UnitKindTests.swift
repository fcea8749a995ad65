import Foundation
import LifeDiagram
import LifeDiagramModel
import LifeDiagramModelFile
import LifeDiagramOutput
import Testing

/// A model may follow units of two kinds (a SwiftUI app's scenes and views): a state's `unit` names its kind,
/// and tables, lanes and phases follow it. A scenario may start a unit with flags its rules test, and a rule may
/// wait for the App's aggregate phase to change.
@Suite struct UnitKindTests {
  /// Windows (the model's units) and widgets (`unit: widget`); the host hears the aggregate phase.
  static let yaml = """
    schemaVersion: 1
    id: kinds
    title: Windows and widgets
    shortTitle: windows
    delegateProtocol: Host
    graphName: Kinds
    unitName: window
    tracksProcess: true
    hasScenePhase: true
    releases: every release
    initialState: closed
    states:
      - {id: closed, name: Closed, role: unattached, meaning: No window.}
      - {id: shown, name: Shown, role: active, meaning: The window is shown.}
      - {id: hidden, name: Hidden, role: background, meaning: The window is hidden.}
      - {id: absent, name: Absent, unit: widget, meaning: Not in the window.}
      - {id: visible, name: Visible, unit: widget, meaning: On screen.}
    transitions:
      - {from: closed, to: shown, trigger: Open., kind: event-driven, steps: [{call: opened(), receiver: Window}]}
      - {from: shown, to: hidden, trigger: Hide., kind: event-driven, steps: [{call: hid(), receiver: Window}]}
      - {from: absent, to: visible, trigger: Show., kind: event-driven, steps: [{call: appeared(), receiver: Widget}]}
    rules:
      - id: host-sees
        when: if the aggregate changes
        summary: The host hears the aggregate phase.
        condition: app-scene-phase-changes
        transitions: [shown-to-hidden]
        placement: after-transition
        steps: [{call: phaseChanged(), receiver: Host}]
      - id: greeter
        when: if greeted
        summary: A greeted window says hello first.
        ifSet: greeted
        transitions: [closed-to-shown]
        placement: before-transition
        steps: [{call: hello(), receiver: Host}]
    events:
      - {id: open, text: Open, fires: [closed-to-shown]}
      - {id: hide, text: Hide, fires: [shown-to-hidden]}
      - {id: show, text: Show, fires: [absent-to-visible]}
    scenarios:
      - id: two-windows
        title: Two windows
        summary: A greeted window opens with its widget; then both windows hide.
        start:
          units: [{state: closed, flags: [greeted]}, {state: absent}, {state: shown}]
        events: [{event: open, scene: 1}, {event: show, scene: 2}, {event: hide, scene: 1}, {event: hide, scene: 3}]

    """

  static func load(_ text: String) throws(InvalidModelFile) -> ModelFile {
    try ModelFile.load(fileName: "kinds.yaml", bytes: Array(text.utf8), joining: .builtIn)
  }

  static func run() throws -> ScenarioRun {
    let file = try load(yaml)
    let catalog = Catalog.builtIn.adding(file)
    return try #require(try ScenarioRuns.runs(of: [catalog.scenario("two-windows")!], in: catalog, model: "kinds").first)
  }

  @Test func eachUnitIsNamedAndCalledByItsKind() throws {
    let run = try Self.run()
    let json = try JSONSerialization.jsonObject(with: Data(JSON.array([run.json()]).text.utf8)) as! [[String: Any]]
    let steps = json[0]["steps"] as! [[String: Any]]
    let calls = steps.compactMap { step in (step["method"] as? String).map { "\(step["receiver"] as! String) \($0)" } }
    #expect(calls == [
      "Host hello()", "Window (window 1) opened()", "Widget (widget 2) appeared()", "Window (window 1) hid()",
      "Window (window 3) hid()", "Host phaseChanged()",
    ])
    let widget = try #require(steps.first { $0["method"] as? String == "appeared()" })
    #expect(widget["scenePhase"] as? String == "active")  // its window's, the unit before it
    let mermaid = run.mermaid()
    #expect(mermaid.contains("Widget (widget 2)") && mermaid.contains("Window (window 3)"))
    #expect(run.markdownTables().contains("window 1: Shown; widget 2: Absent → Visible; window 3: Shown"))
  }

  @Test func aFlagAScenarioStartsWithIsOneRulesMayTest() throws {
    #expect(throws: Never.self) { try Self.load(Self.yaml) }
    let withoutIt = Self.yaml.replacingOccurrences(of: ", flags: [greeted]", with: "")
    let problems = (try? Self.load(withoutIt)).map { _ in [String]() } ?? Self.problems(withoutIt)
    #expect(problems.contains { $0.contains("unknown flag 'greeted'") && $0.contains("no scenario starts with it") })
  }

  @Test func aKindsStatesAreReachedFromItsFirstState() throws {
    let orphan = Self.yaml.replacingOccurrences(
      of: "  - {id: visible, name: Visible, unit: widget, meaning: On screen.}\n",
      with: "  - {id: visible, name: Visible, unit: widget, meaning: On screen.}\n"
        + "  - {id: lost, name: Lost, unit: widget, meaning: Nowhere.}\n")
    let problems = Self.problems(orphan)
    #expect(problems.contains { $0.contains("state 'lost' cannot be reached from the initial state 'absent'") }, "\(problems)")
  }

  static func problems(_ text: String) -> [String] {
    do {
      _ = try load(text)
      return []
    } catch {
      return error.problems.map(\.description)
    }
  }
}
