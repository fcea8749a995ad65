import Foundation
import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramDocs
import LifeDiagramModel
import LifeDiagramTestSupport
import Testing

/// A model too big for `dot`'s layered layout is laid out by `sfdp` (``AutomaticLayout``): every transition is
/// still drawn, dashed exactly when system-automatic, with its calls, and the legend is one caption.
@Suite struct SpreadLayoutTests {
  let engine = try! Graphviz.shared.get()

  /// The switch sits at ``AutomaticLayout/layeredElements`` states and shown transitions; a pinned model has none.
  @Test func theLayoutFollowsTheSize() {
    #expect(AutomaticLayout(states: 50, transitions: 100) == .layered)
    #expect(AutomaticLayout(states: 50, transitions: 101) == .spread)
    #expect(Lifecycle.chain(60).automaticLayout() == .spread)
    #expect(Lifecycle.chain(60).diagram().attributes["layout"] == "sfdp")
    #expect(Lifecycle.chain(20).automaticLayout() == .layered)
    #expect(Lifecycle.app.automaticLayout() == nil)
  }

  /// `dot`'s drawing counts 4 units a state or transition, `sfdp`'s 1, as a pinned diagram's does.
  @Test func theDrawingWorkFollowsTheLayout() {
    #expect(DrawingWork.diagrams(of: [.chain(20)]) == (20 + 37) * 4)
    #expect(DrawingWork.diagrams(of: [.chain(60)]) == 60 + 117)
  }

  @Test func everyTransitionIsDrawnDashedWhenAutomatic() throws {
    let chain = Lifecycle.chain(120)
    var warnings: [GraphvizWarning] = []
    let text = String(decoding: try engine.render(chain, as: .svg, warnings: &warnings), as: UTF8.self)
    #expect(warnings.isEmpty, "\(warnings)")
    let edges = SVGInspector(text).edges(among: Set(chain.states.map(\.id.rawValue)))
    let drawn = edges.map { "\(SVGInspector.edgeName($0)) \(SVGInspector.isDashed($0) ? "dashed" : "solid")" }
    let expected = chain.transitions.map {
      "\($0.from.rawValue)->\($0.to.rawValue) \($0.kind == .systemAutomatic ? "dashed" : "solid")"
    }
    #expect(drawn.sorted() == expected.sorted())
    #expect(text.contains(" call7to8()</text>"))
    #expect(text.contains("- - -  system-automatic: the system makes the transition, no specific event"))
    #expect(text.contains("———  event-driven: a user or system event causes the transition"))
  }

  /// `sfdp` draws from the C library's `rand()`, so a render between two others must not change the second. SVG
  /// alone: the positions are what the layout decides (PNG and PDF draw the same positions, and their own
  /// determinism is `AutomaticLayoutTests`').
  @Test func twoRendersAreByteIdentical() throws {
    var warnings: [GraphvizWarning] = []
    let first = try engine.render(.chain(60), as: .svg, warnings: &warnings)
    _ = try engine.render(.chain(70), as: .svg, warnings: &warnings)
    let second = try engine.render(.chain(60), as: .svg, warnings: &warnings)
    #expect(first == second && !first.isEmpty)
    #expect(warnings.isEmpty, "\(warnings)")
  }
}

extension Lifecycle {
  /// `count` states without positions in a chain, each state also stepping two ahead (so about twice as many
  /// transitions as states), every third transition system-automatic.
  static func chain(_ count: Int) -> Lifecycle {
    let process = ProcessView(processInMemory: .no, executesCode: .no, receivesEvents: .no, uiOnScreen: .no, note: "")
    let roles: [StateRole] = [.notRunning, .inactive, .active, .background, .suspended]
    let states = (0..<count).map { index in
      var state = LifecycleState(
        id: StateID(rawValue: "s\(index)"), name: "State \(index)", role: roles[index % roles.count], uikitCase: nil,
        rawValue: nil, process: process, meaning: "", position: FigurePosition(row: 0, column: 0), sources: [])
      state.position = nil
      return state
    }
    let pairs = (0..<count - 1).map { ($0, $0 + 1) } + (0..<count - 2).map { ($0, $0 + 2) }
    let transitions = pairs.enumerated().map { index, pair in
      let kind: TransitionKind = index % 3 == 0 ? .systemAutomatic : .eventDriven
      return Transition(
        from: StateID(rawValue: "s\(pair.0)"), to: StateID(rawValue: "s\(pair.1)"), trigger: "Next.", kind: kind,
        appleLineStyle: kind == .systemAutomatic ? .dashed : .solid,
        steps: [Step.call(.appDelegate, "call\(pair.0)to\(pair.1)()")], sources: [])
    }
    return Lifecycle(
      id: "chain", title: "A chain of \(count) states", delegateProtocol: "ChainDelegate", figureColumnHeaders: [],
      states: states, initialState: "s0", transitions: transitions, rules: [], shortTitle: "chain",
      graphName: "Chain", releases: "all")
  }
}
