import LifeDiagramModel
import LifeDiagramTestSupport
import Testing

/// Validation covers everything a command uses: each life cycle, the scenarios and the citations; every problem
/// is listed once, with where it is.
@Suite struct CatalogValidationTests {
  @Test func theBuiltInCatalogIsValid() {
    #expect(Catalog.builtIn.validate().isEmpty, "\(Catalog.builtIn.validate())")
  }

  @Test func everyProblemIsListedOnceWithItsLocation() throws {
    var catalog = Catalog.builtIn
    var app = try #require(catalog.lifecycle(.app))
    app.events[0].transitions.append("not-running-to-nowhere")
    app.rules[0].placement = .afterCall("applicationDidFinishDreaming(_:)")
    app.states[0].sources.append("Z9")
    app.states[1].sources.append("Z9")
    catalog.lifecycles[0] = app
    var broken = try #require(catalog.scenario("cold-launch"))
    broken.id = "broken"
    broken.alternativeOf = "ghost"
    broken.variants[0].start.units[0].state = "limbo"
    broken.variants[0].events.append(.init("user-opens-new-window"))
    catalog.scenarios += [broken, broken]
    #expect(catalog.validate().map(\.description) == [
      "app model: rule 'process-launch' is placed after 'applicationDidFinishDreaming(_:)', which none of its transitions calls",
      "app model: event '\(app.events[0].id.rawValue)' names transition 'not-running-to-nowhere', which does not exist",
      "catalog: scenario id 'broken' is used more than once",
      "scenario 'broken': is an alternative of 'ghost', which does not exist",
      "scenario 'broken' (app): unit 1 starts in state 'limbo', which does not exist",
      "scenario 'broken' (app): event \(broken.variants[0].events.count) 'user-opens-new-window' has no rule in the app life cycle",
      "app model: cites source 'Z9', which the catalog does not define",
    ])
  }
}
