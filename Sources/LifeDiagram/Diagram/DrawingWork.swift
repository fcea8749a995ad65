import LifeDiagramModel

/// How much drawing a command's images take, in units calibrated on PNG, the costliest format (PERFORMANCE.md,
/// "Bounds", has the time a unit takes), so a command can refuse work it could not finish in a minute
/// (``ModelLimits/drawingWork``):
/// - each state and transition of a model's diagram is 1, or 4 when Graphviz's `dot` lays it out (a model with
///   no grid positions, up to ``AutomaticLayout/layeredElements``; a bigger one is laid out by `sfdp`, as cheap
///   as a pinned one);
/// - in the docs, the diagram is drawn again for each scenario's path, and each row of a scenario's sequence
///   diagram is 10.
///
/// The built-in models, exactly as built in, count nothing: the limit is for model files, and the built-ins' own
/// drawing is known and measured. The units are calibrated with `docs --png` of bench/big-model's files, so they
/// follow what drawing costs, not what a model's size suggests.
public enum DrawingWork {
  /// The units of drawing each model's diagram once.
  public static func diagrams(of models: [Lifecycle]) -> Int {
    models.reduce(0) { $0 + elements(of: $1) }
  }

  /// The units of the docs of a catalog whose scenarios replay as `runs`: every diagram, every path, every
  /// sequence diagram.
  public static func docs(of catalog: Catalog, runs: [ScenarioRun]) -> Int {
    diagrams(of: catalog.lifecycles) + runs.reduce(0) { $0 + elements(of: $1.lifecycle) } + sequenceDiagrams(of: runs)
  }

  /// The units of drawing each run's sequence diagram.
  public static func sequenceDiagrams(of runs: [ScenarioRun]) -> Int {
    var builtIn: [LifecycleID: Bool] = [:]
    return runs.reduce(0) { total, run in
      let trusted = builtIn[run.model] ?? isBuiltIn(run.lifecycle)
      builtIn[run.model] = trusted
      return total + (trusted ? 0 : 10 * run.rows.count)
    }
  }

  private static func elements(of model: Lifecycle) -> Int {
    guard !isBuiltIn(model) else { return 0 }
    return (model.states.count + model.transitions.count) * (model.automaticLayout() == .layered ? 4 : 1)
  }

  /// Whether the model is a built-in one, unchanged (a model file that gives a built-in back with an edit is not).
  private static func isBuiltIn(_ model: Lifecycle) -> Bool {
    Catalog.builtIn.lifecycle(model.id) == model
  }
}
