/// How big a model file may be, and how much one command may draw, so that no command runs for minutes on a
/// file that fits the 2 MiB cap.
///
/// A model whose states have no grid `position` is laid out by Graphviz, `dot` while it is small and `sfdp`
/// beyond (LifeDiagram's `AutomaticLayout`), so its layout takes under a second at the limits here; a pinned
/// model (every state on the grid) is only drawn, not laid out. What a command draws in all is held to
/// ``drawingWork``. `--no-size-limits` lifts every limit.
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
  /// The most rules a model may have.
  public var rules = 50
  /// The most steps a transition, rule or event may have, and the most transitions an event may fire.
  public var listItems = 20
  /// The most notes a scenario may have, and column headers a figure.
  public var notes = 20
  /// The most drawing one command may do, in the units LifeDiagram's `DrawingWork` counts, calibrated so that
  /// even the most a command may do ends in reasonable time on a small machine. The built-in models, unchanged, count nothing.
  public var drawingWork = 10_000

  /// The limits every command applies unless told `--no-size-limits`.
  public static let standard = ModelLimits()

  /// No limits (`--no-size-limits`).
  public static let none = ModelLimits(
    states: .max, transitions: .max, events: .max, scenarios: .max, eventsPerScenario: .max, units: .max, rules: .max,
    listItems: .max, notes: .max, drawingWork: .max)

  /// How to lift a limit, the end of every message about one.
  public static let fix = "split the model, or give --no-size-limits (a big model may then take a while to draw)"
}

extension ModelFile {
  /// Every limit the file passes, as problems at the list that is too long.
  public func limitProblems(_ limits: ModelLimits) -> [ModelIssue] {
    var problems: [FileProblem] = []
    func check(_ count: Int, _ limit: Int, _ path: ModelPath, _ noun: String) {
      if count > limit {
        problems.append(FileProblem(path, "\(count) \(noun), more than the \(limit) allowed: \(ModelLimits.fix)"))
      }
    }
    check(lifecycle.states.count, limits.states, ["states"], "states")
    check(lifecycle.transitions.count, limits.transitions, ["transitions"], "transitions")
    check(lifecycle.events.count, limits.events, ["events"], "events")
    check(scenarios.count, limits.scenarios, ["scenarios"], "scenarios")
    check(lifecycle.rules.count, limits.rules, ["rules"], "rules")
    check(lifecycle.figureColumnHeaders.count, limits.notes, ["figureColumnHeaders"], "column headers")
    for (list, items) in [
      ("transitions", lifecycle.transitions.map(\.steps.count)), ("rules", lifecycle.rules.map(\.steps.count)),
      ("events", lifecycle.events.map(\.steps.count)),
    ] {
      for (index, count) in items.enumerated() {
        check(count, limits.listItems, ModelPath([.key(list)])[index].appending("steps"), "steps")
      }
    }
    for (index, event) in lifecycle.events.enumerated() {
      check(
        event.transitions.count, limits.listItems, ModelPath(["events"])[index].appending("fires"), "transitions fired")
    }
    for (index, scenario) in scenarios.enumerated() {
      for variant in scenario.variants {
        let path = ModelPath(["scenarios"])[index]
        if variant.events.count > limits.eventsPerScenario {
          problems.append(
            FileProblem(
              path.appending("events"),
              "\(variant.events.count) events; a scenario may replay at most \(limits.eventsPerScenario): \(ModelLimits.fix)"
            ))
        }
        check(variant.notes.count, limits.notes, path.appending("notes"), "notes")
        if variant.start.units.count > limits.units {
          problems.append(
            FileProblem(
              path.appending("start").appending("units"),
              "\(variant.start.units.count) units; a scenario may follow at most \(limits.units): \(ModelLimits.fix)"))
        }
      }
    }
    return problems.map { ModelIssue(at: "\(lifecycle.id.rawValue) model", path: $0.path, $0.message) }
  }
}
