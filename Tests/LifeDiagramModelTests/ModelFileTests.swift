import Foundation
import LifeDiagramModel
import Testing

/// A model file holds everything needed to read a life cycle back: the built-ins survive the trip unchanged.
@Suite struct ModelFileTests {
  @Test(arguments: Catalog.builtIn.lifecycles) func builtInsRoundTripThroughJSON(_ lifecycle: Lifecycle) throws {
    let file = ModelFile(lifecycle, in: .builtIn)
    let decoded = try JSONDecoder().decode(ModelFile.self, from: JSONEncoder().encode(file))
    #expect(decoded == file)
    #expect(Catalog.builtIn.adding(decoded) == .builtIn)
  }

  @Test func aFileHoldsItsLifecyclesScenariosSourcesAndMethods() {
    let file = ModelFile(Catalog.builtIn.lifecycle(.app)!, in: .builtIn)
    #expect(file.scenarios.map(\.id) == Catalog.builtIn.scenarios(of: .app).map(\.id))
    #expect(file.scenarios.allSatisfy { $0.variants.map(\.model) == [.app] })
    #expect(file.delegateMethods.allSatisfy { $0.receiver == .appDelegate || $0.receiver == "URLSessionDelegate" })
    #expect(file.sources.contains { $0.id == "A22" } && !file.sources.contains { $0.id == "A2" })
  }

  @Test func aNewLifecycleAndItsScenariosComeLast() throws {
    var file = ModelFile(Catalog.builtIn.lifecycle(.app)!, in: .builtIn)
    file.lifecycle.id = "kiosk"
    file.scenarios = Array(file.scenarios.prefix(1)).map { scenario in
      var scenario = scenario
      scenario.id = "kiosk-launch"
      scenario.variants[0].model = "kiosk"
      return scenario
    }
    let catalog = Catalog.builtIn.adding(file)
    #expect(catalog.lifecycles.map(\.id) == [.app, .scene, "viewcontroller", "swiftui", "kiosk"])
    #expect(catalog.scenarios.last?.id == "kiosk-launch")
    #expect(catalog.scenarios.dropLast() == Catalog.builtIn.scenarios[...])
  }

  @Test func replacingABuiltInDropsTheVariantsTheFileLeavesOut() {
    var file = ModelFile(Catalog.builtIn.lifecycle(.app)!, in: .builtIn)
    file.scenarios = file.scenarios.filter { $0.id == "cold-launch" }
    let catalog = Catalog.builtIn.adding(file)
    #expect(catalog.scenarios(of: .app).map(\.id) == ["cold-launch"])
    #expect(catalog.scenarios(of: .scene) == Catalog.builtIn.scenarios(of: .scene).map { scenario in
      scenario.id == "cold-launch" ? scenario : Scenario(
        id: scenario.id, title: scenario.title, summary: scenario.summary, alternativeOf: scenario.alternativeOf,
        variants: scenario.variants.filter { $0.model != .app })
    })
  }

  @Test func aFileOfAnotherVersionIsRefused() throws {
    let text = #"{"schemaVersion": 2}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(ModelFile.self, from: Data(text.utf8)) }
  }
}

/// A state id the diagram keeps for its own nodes is refused with its place, before anything is drawn.
@Suite struct ReservedIDTests {
  @Test func stateIDsMayNotTakeTheDiagramsOwnNodeNames() {
    var model = Catalog.builtIn.lifecycle(.app)!
    model.states[5].id = "legend-0-from"
    model.transitions = model.transitions.map { transition in
      var transition = transition
      if transition.from == "suspended" { transition.from = "legend-0-from" }
      if transition.to == "suspended" { transition.to = "legend-0-from" }
      return transition
    }
    #expect(model.validate().map(\.description) == [
      "app model: states[5].id: state id 'legend-0-from' starts with 'legend-', which the diagram keeps for its own "
        + "nodes; choose another",
    ])
  }
}
