import LifeDiagramModel

/// Replays scenarios for the commands and the docs.
public enum ScenarioRuns {
  /// Every built-in scenario in every model it exists for (or only `model`), in catalog order.
  public static func all(model: LifecycleID? = nil) throws(SimulationError) -> [ScenarioRun] {
    var runs: [ScenarioRun] = []
    for scenario in Scenario.all {
      for variant in scenario.variants where model == nil || variant.model == model {
        runs.append(try Simulator(Lifecycle.builtIn(variant.model)).run(scenario))
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
