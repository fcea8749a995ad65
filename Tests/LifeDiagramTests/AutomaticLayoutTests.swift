import Foundation
import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramModel
import LifeDiagramTestSupport
import Testing

/// A life cycle whose states have no figure positions is laid out by `dot` with the pinned diagram's meaning.
@Suite struct AutomaticLayoutTests {
  let engine = try! Graphviz.shared.get()

  /// The two built-ins with every position removed, and a small model of four states with a cycle and two
  /// transitions between the same pair of states.
  static let unpinned = [Lifecycle.app.unpinned, Lifecycle.scene.unpinned, Lifecycle.fourStates]

  func svg(_ lifecycle: Lifecycle, _ options: DiagramOptions = DiagramOptions()) throws -> String {
    var warnings: [GraphvizWarning] = []
    let bytes = try engine.render(lifecycle, as: .svg, options: options, warnings: &warnings)
    #expect(warnings.isEmpty, "\(warnings)")
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test(arguments: unpinned) func isLaidOutByDot(_ lifecycle: Lifecycle) {
    #expect(!lifecycle.isLaidOutOnTheGrid)
    #expect(lifecycle.diagram().attributes["layout"] == "dot")
    #expect(Lifecycle.app.diagram().attributes["layout"] == "nop2")
  }

  @Test(arguments: unpinned, [OutputFormat.svg, .pdf]) func rendersWithoutWarnings(
    _ lifecycle: Lifecycle, _ format: OutputFormat
  ) throws {
    for options in WarningTests.optionSets {
      var warnings: [GraphvizWarning] = []
      let bytes = try engine.render(lifecycle, as: format, options: options, warnings: &warnings)
      #expect(warnings.isEmpty, "\(options): \(warnings)")
      #expect(String(decoding: bytes.prefix(5), as: UTF8.self) == (format == .pdf ? "%PDF-" : "<?xml"))
    }
  }

  /// One edge per shown transition, between the right states, dashed exactly when system-automatic.
  @Test(arguments: unpinned) func oneEdgePerTransitionDashedWhenAutomatic(_ lifecycle: Lifecycle) throws {
    let edges = SVGInspector(try svg(lifecycle)).edges(among: Set(lifecycle.states.map(\.id.rawValue)))
    let drawn = edges.map { "\(SVGInspector.edgeName($0)) \(SVGInspector.isDashed($0) ? "dashed" : "solid")" }
    let expected = lifecycle.figureTransitions.map {
      "\($0.from.rawValue)->\($0.to.rawValue) \($0.kind == .systemAutomatic ? "dashed" : "solid")"
    }
    #expect(drawn.sorted() == expected.sorted())
  }

  /// Each call a transition makes itself is a line of its label (marked `(?)` where it is uncertain).
  @Test(arguments: unpinned) func everyCallIsText(_ lifecycle: Lifecycle) throws {
    let text = try svg(lifecycle)
    let bare = try svg(lifecycle, DiagramOptions(showsLabels: false))
    for transition in lifecycle.figureTransitions {
      for method in transition.ownCalls.map(\.method) {
        let lines = [XMLText.escaped(method) + "</text>", XMLText.escaped(method) + " (?)</text>"]
        #expect(lines.contains(where: text.contains), "\(transition.id): \(method)")
        #expect(!lines.contains(where: bare.contains), "\(transition.id): \(method)")
      }
    }
  }

  @Test func labelsOfTheSmallModel() throws {
    let text = try svg(.fourStates)
    for line in ["start()", "didLoad()", "willShow()", "willPark()", "willUnpark()", "userDidQuit()", "(no callback)"] {
      #expect(text.contains(" \(line)</text>"), "\(line)")
    }
    #expect(text.contains(">Loading</text>") && text.contains(">&amp; &lt;more&gt;</text>"))
  }

  /// The legend (its captions) sits under every state.
  @Test(arguments: unpinned) func legendIsUnderTheStates(_ lifecycle: Lifecycle) throws {
    let inspector = SVGInspector(try svg(lifecycle))
    let states = Set(lifecycle.states.map(\.id.rawValue))
    let stateBottoms = inspector.nodes.filter { states.contains($0.title.replacingHyphens()) }.compactMap(\.lastTextY)
    let captions = inspector.nodes.filter { $0.title.replacingHyphens().hasPrefix("legend-") }.compactMap(\.firstTextY)
    #expect(stateBottoms.count == lifecycle.states.count)
    #expect(captions.count >= 3)
    #expect(captions.min() ?? 0 > stateBottoms.max() ?? .infinity)
  }

  /// A state Apple draws twice names its variant, since no column header does.
  @Test func variantsAreNamedInTheBox() throws {
    let text = try svg(Lifecycle.scene.unpinned)
    #expect(text.contains("(Launch Screen UI)</text>"))
    #expect(text.contains("(App UI)</text>"))
  }

  @Test(arguments: OutputFormat.allCases) func twoRendersAreByteIdentical(_ format: OutputFormat) throws {
    var warnings: [GraphvizWarning] = []
    for lifecycle in Self.unpinned {
      for theme in Theme.allCases {
        let first = try engine.render(lifecycle, as: format, scale: 1, theme: theme, warnings: &warnings)
        let second = try engine.render(lifecycle, as: format, scale: 1, theme: theme, warnings: &warnings)
        #expect(first == second, "\(lifecycle.id) \(theme)")
        #expect(!first.isEmpty)
      }
    }
    #expect(warnings.isEmpty, "\(warnings)")
  }

  @Test func darkAndAutoThemesApply() throws {
    var warnings: [GraphvizWarning] = []
    let dark = String(decoding: try engine.render(.fourStates, as: .svg, theme: .dark, warnings: &warnings), as: UTF8.self)
    let auto = String(decoding: try engine.render(.fourStates, as: .svg, theme: .auto, warnings: &warnings), as: UTF8.self)
    #expect(warnings.isEmpty, "\(warnings)")
    #expect(dark.contains("fill=\"#0d1117\""))  // GitHub's dark ground for white
    #expect(auto.contains("prefers-color-scheme: dark"))
  }

  /// A path image of an unpinned model: the path's edges highlighted and numbered, the rest faded and bare.
  @Test func pathImageRenders() throws {
    var run = try #require(try ScenarioRuns.all(in: .builtIn, model: .app).first { $0.scenario.id == "move-to-background" })
    run.lifecycle = run.lifecycle.unpinned
    var warnings: [GraphvizWarning] = []
    let graph = run.pathDiagram()
    #expect(graph.attributes["layout"] == "dot")
    let bytes = try engine.renderImage(graph, as: .svg, title: "path", description: "path", warnings: &warnings)
    #expect(warnings.isEmpty, "\(warnings)")
    let text = String(decoding: bytes, as: UTF8.self)
    let edges = SVGInspector(text).edges(among: Set(run.lifecycle.states.map(\.id.rawValue)))
    let highlighted = edges.filter { $0.body.contains("stroke=\"#1f5fbf\"") }
    #expect(highlighted.count == run.path.count)
    #expect(edges.count - highlighted.count == run.lifecycle.figureTransitions.count - run.path.count)
    for number in run.path.values.flatMap({ $0 }) { #expect(text.contains("step \(number)"), "step \(number)") }
    _ = try engine.renderImage(graph, as: .png, title: "path", description: "path", warnings: &warnings)
    #expect(warnings.isEmpty, "\(warnings)")
  }

  /// Positions on only some states are ignored: the diagram is the one with none.
  @Test func partialPositionsAreIgnored() {
    var partial = Lifecycle.app
    partial.states[0].position = nil
    #expect(!partial.isLaidOutOnTheGrid)
    #expect(partial.diagram() == Lifecycle.app.unpinned.diagram())
    #expect(!partial.diagram().dotSource.contains("pos="))
  }
}

/// Graphviz's escaping of label text in SVG.
private enum XMLText {
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}

extension SVGInspector.Group {
  /// The `y` of the group's first and last `<text>` (SVG y grows downwards).
  var firstTextY: Double? { textYs.first }
  var lastTextY: Double? { textYs.last }

  private var textYs: [Double] {
    body.components(separatedBy: "<text").dropFirst().compactMap { chunk in
      guard let start = chunk.range(of: " y=\"") else { return nil }
      return Double(chunk[start.upperBound...].prefix { $0 != "\"" })
    }
  }
}

extension Lifecycle {
  /// The life cycle with every figure position removed.
  var unpinned: Lifecycle {
    var copy = self
    for index in copy.states.indices { copy.states[index].position = nil }
    return copy
  }

  /// Four states without positions: a cycle (idle, loading, ready, parked, idle), a pair of opposite edges
  /// (ready and parked) and two transitions from parked to idle, one system-automatic and one event-driven.
  static var fourStates: Lifecycle {
    let process = ProcessView(processInMemory: .no, executesCode: .no, receivesEvents: .no, uiOnScreen: .no, note: "")
    func state(_ id: StateID, _ name: String, _ role: StateRole) -> LifecycleState {
      var state = LifecycleState(
        id: id, name: name, role: role, uikitCase: nil, rawValue: nil, process: process, meaning: "",
        position: FigurePosition(row: 0, column: 0), sources: [])
      state.position = nil
      return state
    }
    func transition(_ from: StateID, _ to: StateID, variant: String? = nil, _ kind: TransitionKind, _ calls: String...)
      -> Transition
    {
      Transition(
        from: from, to: to, variant: variant, trigger: "\(from) to \(to)", kind: kind,
        appleLineStyle: kind == .systemAutomatic ? .dashed : .solid, steps: calls.map { Step.call(.appDelegate, $0) },
        sources: [])
    }
    return Lifecycle(
      id: "four", title: "Four-state life cycle", delegateProtocol: "FourDelegate", figureColumnHeaders: [],
      states: [
        state("idle", "Idle", .notRunning), state("loading", "Loading & <more>", .inactive),
        state("ready", "Ready", .active), state("parked", "Parked", .background),
      ],
      initialState: "idle",
      transitions: [
        transition("idle", "loading", .eventDriven, "start()"),
        transition("loading", "ready", .systemAutomatic, "didLoad()", "willShow()"),
        transition("ready", "parked", .eventDriven, "willPark()"),
        transition("parked", "ready", .eventDriven, "willUnpark()"),
        transition("parked", "idle", .systemAutomatic),
        transition("parked", "idle", variant: "by-user", .eventDriven, "userDidQuit()"),
      ],
      rules: [], shortTitle: "four-state", graphName: "FourStateLifecycle", releases: "all")
  }
}
