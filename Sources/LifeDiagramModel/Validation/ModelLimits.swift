/// How big a model file may be, so that no command runs for minutes on a file that fits the 2 MiB cap.
///
/// Graphviz's `dot` lays out a model whose states have no grid `position`; its time grows much faster than the
/// model (on a 2-core machine: 50 states and 100 transitions 0.6 s, 100 and 200 about 4 s, 200 and 400 about
/// 90 s), and `docs` draws such a model once more for each of its scenarios. So a model laid out by `dot` is
/// held to ``automaticElements`` states and transitions, and the diagrams a command's model files ask `dot` for
/// to ``automaticWork`` states and transitions drawn in all. A pinned model (every state on the grid) is only
/// drawn, not laid out, and has the plain counts alone. `--no-size-limits` lifts every limit.
public struct ModelLimits: Sendable, Hashable {
  /// The most states a model may have.
  public var states = 200
  /// The most transitions a model may have.
  public var transitions = 400
  /// The most events a model may have.
  public var events = 400
  /// The most scenarios a file may have.
  public var scenarios = 200
  /// The most events one scenario may replay.
  public var eventsPerScenario = 200
  /// The most units (scenes, view controllers) a scenario may follow side by side.
  public var units = 8
  /// The most states and transitions together of a model laid out by `dot` (about a second to lay out).
  public var automaticElements = 150
  /// The most states and transitions `dot` lays out in one command, over every diagram of every model laid out
  /// by `dot` (the state diagram and each scenario's path): about 40 diagrams of the largest model, 30 s here.
  public var automaticWork = 6_000

  /// The limits every command applies unless told `--no-size-limits`.
  public static let standard = ModelLimits()

  /// No limits (`--no-size-limits`).
  public static let none = ModelLimits(
    states: .max, transitions: .max, events: .max, scenarios: .max, eventsPerScenario: .max, units: .max,
    automaticElements: .max, automaticWork: .max)

  /// How to lift a limit, the end of every message about one.
  static let fix = "split the model, or give --no-size-limits (a big model may then take minutes to draw)"
}

extension ModelFile {
  /// Every limit the file passes, as problems at the list that is too long: counts first, then the work `dot`
  /// would do for the file's model beside the models `base` already lays out that way.
  public func limitProblems(_ limits: ModelLimits, joining base: Catalog) -> [ModelIssue] {
    var problems: [FileProblem] = []
    func check(_ count: Int, _ limit: Int, _ path: ModelPath, _ noun: String) {
      if count > limit { problems.append(FileProblem(path, "\(count) \(noun); a model may have at most \(limit): \(ModelLimits.fix)")) }
    }
    check(lifecycle.states.count, limits.states, ["states"], "states")
    check(lifecycle.transitions.count, limits.transitions, ["transitions"], "transitions")
    check(lifecycle.events.count, limits.events, ["events"], "events")
    check(scenarios.count, limits.scenarios, ["scenarios"], "scenarios")
    for (index, scenario) in scenarios.enumerated() {
      for variant in scenario.variants {
        let path = ModelPath(["scenarios"])[index]
        if variant.events.count > limits.eventsPerScenario {
          problems.append(FileProblem(path.appending("events"), "\(variant.events.count) events; a scenario may replay at most \(limits.eventsPerScenario): \(ModelLimits.fix)"))
        }
        if variant.start.units.count > limits.units {
          problems.append(FileProblem(path.appending("start").appending("units"), "\(variant.start.units.count) units; a scenario may follow at most \(limits.units): \(ModelLimits.fix)"))
        }
      }
    }
    if problems.isEmpty, let work = automaticWorkProblem(limits, joining: base) { problems.append(work) }
    return problems.map { ModelIssue(at: "\(lifecycle.id.rawValue) model", path: $0.path, $0.message) }
  }

  /// The one problem with the work `dot` would do, or nil.
  private func automaticWorkProblem(_ limits: ModelLimits, joining base: Catalog) -> FileProblem? {
    let elements = lifecycle.states.count + lifecycle.transitions.count
    guard !lifecycle.isLaidOutOnTheGrid else { return nil }
    if elements > limits.automaticElements {
      return FileProblem(
        ["states"],
        "\(lifecycle.states.count) states and \(lifecycle.transitions.count) transitions without grid positions, more "
          + "than the \(limits.automaticElements) in all that Graphviz's dot lays out in about a second: give every state "
          + "a position, \(ModelLimits.fix)")
    }
    let catalog = base.adding(self)
    let work = catalog.lifecycles.filter { !$0.isLaidOutOnTheGrid }.reduce(0) { total, model in
      total + (model.states.count + model.transitions.count) * (1 + catalog.scenarios(of: model.id).count)
    }
    guard work > limits.automaticWork else { return nil }
    return FileProblem(
      ["scenarios"],
      "Graphviz's dot would lay out \(work) states and transitions for the models without grid positions (each "
        + "model once, and again for each scenario's path), more than the \(limits.automaticWork) a command may ask "
        + "for: fewer scenarios, grid positions, \(ModelLimits.fix)")
  }
}

extension Lifecycle {
  /// Whether every state has a grid position, so the diagram is drawn where the model says, not laid out by
  /// Graphviz's `dot`.
  public var isLaidOutOnTheGrid: Bool { states.allSatisfy { $0.position != nil } }
}
