import LifeDiagramGraphviz
import LifeDiagramModel

/// Replays scenarios for the commands and the docs.
public enum ScenarioRuns {
  /// Every scenario of the catalog in every life cycle it exists for (or only `model`), in catalog order.
  public static func all(in catalog: Catalog, model: LifecycleID? = nil) throws(SimulationError) -> [ScenarioRun] {
    try runs(of: catalog.scenarios, in: catalog, model: model)
  }

  /// The runs of `scenarios` in every life cycle of the catalog they exist for (or only `model`), in order.
  public static func runs(
    of scenarios: [Scenario], in catalog: Catalog, model: LifecycleID? = nil
  ) throws(SimulationError) -> [ScenarioRun] {
    var runs: [ScenarioRun] = []
    let notifications = catalog.notificationNames
    for scenario in scenarios {
      for variant in scenario.variants where model == nil || variant.model == model {
        guard let lifecycle = catalog.lifecycle(variant.model) else {
          throw SimulationError(
            scenario: scenario.id, model: variant.model, step: 0, event: nil,
            state: "-", reason: "the catalog has no \(variant.model.rawValue) life cycle")
        }
        runs.append(try Simulator(lifecycle, notifications: notifications).run(scenario))
      }
    }
    return runs
  }

  /// The file name of a run's sequence diagram, e.g. `cold-launch-scene-sequence.svg`: the same name
  /// `lifediagram scenarios` and `lifediagram docs` write.
  public static func fileName(_ run: ScenarioRun, _ format: OutputFormat) -> String {
    "\(run.scenario.id)-\(run.model.rawValue)-sequence.\(format.fileExtension)"
  }
}
