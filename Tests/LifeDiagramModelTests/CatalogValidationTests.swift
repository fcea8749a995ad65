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
    let appScenarios = catalog.scenarios(of: .app).count - 2  // the first 'broken' in the app model's file
    let sceneScenarios = catalog.scenarios(of: .scene).count - 2
    let swiftUIScenarios = catalog.scenarios(of: "swiftui").count - 2
    #expect(catalog.validate().map(\.description) == [
      "app model: rules[0].afterCall: none of the rule's transitions calls 'applicationDidFinishDreaming(_:)'",
      "app model: events[0].fires[5]: unknown transition 'not-running-to-nowhere'; did you mean 'not-running-to-suspended'?",
      "app model: scenarios[\(appScenarios)].alternativeOf: unknown scenario 'ghost'",
      "app model: scenarios[\(appScenarios)].start.units[0].state: unknown state 'limbo'",
      "app model: scenarios[\(appScenarios)].events[1].event: unknown event 'user-opens-new-window'",
      "app model: states[0].sources[5]: unknown source 'Z9'; did you mean 'O9'? (define it under 'sources')",
      "app model: states[1].sources[3]: unknown source 'Z9'; did you mean 'O9'? (define it under 'sources')",
      "scene model: scenarios[\(sceneScenarios)].alternativeOf: unknown scenario 'ghost'",
      "swiftui model: scenarios[\(swiftUIScenarios)].alternativeOf: unknown scenario 'ghost'",
      "catalog: scenario id 'broken' is used more than once",
    ])
  }
}
