import LifeDiagram
import LifeDiagramModel
import Testing

/// Fidelity round 3 (issue 26, items 6 to 8): what the sources leave uncertain reads as uncertain in the diagrams
/// and tables, not only in a caveat further down.
@Suite struct UncertainMarkTests {
  private func label(_ id: LifecycleID, _ transition: String) throws -> String {
    let lifecycle = try #require(Catalog.builtIn.lifecycle(id))
    let graph = lifecycle.diagram()
    let node = try #require(graph.nodes.first { $0.id == "label-\(transition)" })
    return try #require(node.attributes["label"]?.graphvizValue)
  }

  @Test func theAppsSuspendedToBackgroundCallIsMarked() throws {
    #expect(try label(.app, "suspended-to-background").contains("applicationDidEnterBackground(_:) (?)"))
    #expect(try !label(.app, "background-to-suspended").contains("(?)"))
  }

  @Test func theScenesBackgroundLaunchCallsAreMarkedLikeItsScenario() throws {
    let text = try label(.scene, "unattached-to-background")
    for call in ["scene(_:willConnectTo:options:) (?)", "sceneDidEnterBackground(_:) (?)", "stateRestorationActivity(for:) (?)"] {
      #expect(text.contains(call), "\(text)")
    }
    let scene = try #require(Catalog.builtIn.lifecycle(.scene))
    let legend = scene.diagram().nodes.compactMap { $0.attributes["label"]?.graphvizValue }
    #expect(legend.contains { $0.hasPrefix("(?) after a call: uncertain") })
  }

  @Test func theCancelledSwipesRowsFromOneIOS7LogAreUncertain() throws {
    let run = try #require(try ScenarioRuns.all(in: .builtIn).first { $0.scenario.id == "swipe-back-cancelled" })
    let cancelled = run.rows.filter { $0.event.id.rawValue.hasPrefix("swipe-back-abandoned") }
    #expect(cancelled.map { $0.call?.method } == ["viewWillDisappear(_:)", "viewDidDisappear(_:)", "viewWillAppear(_:)", "viewIsAppearing(_:)"])
    #expect(cancelled.allSatisfy { $0.evidenceLevel == .uncertain }, "\(cancelled.map(\.evidenceLevel))")
    #expect(cancelled.prefix(3).allSatisfy { $0.caveat?.contains("iOS 7 (OV6)") == true })
    #expect(run.rows[0].evidenceLevel != .uncertain)
  }
}
