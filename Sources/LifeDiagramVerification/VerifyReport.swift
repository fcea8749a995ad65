import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramModel
import LifeDiagramOutput

/// What `verify` says about one log: whether it fits, the scenarios and quirks it shows, or where it left the
/// model and the path it had taken.
public struct VerifyReport: Sendable {
  /// The log's name as the command line gave it.
  public var log: String
  /// The life cycle it was held against.
  public var lifecycle: Lifecycle
  /// The verifier's answer.
  public var verdict: LogVerifier.Verdict
  /// The scenarios the log shows (one for each set that make the same calls).
  public var matches: [String]
  /// The documented quirks the log shows.
  public var quirks: [String]
  /// The scenarios that make the same calls as a match, by its id.
  public var alike: [String: [String]]
  /// When the life cycle was chosen from the log's calls (no `--model`), how many of them it makes; else nil.
  public var chosenBy: Int?
  /// Whether it was chosen for the calls the life cycles chosen before it do not make (a scene app's view
  /// controllers), rather than for the whole log.
  public var chosenForTheRest = false

  /// Creates a report.
  public init(
    log: String, lifecycle: Lifecycle, verdict: LogVerifier.Verdict, matches: [String], quirks: [String],
    alike: [String: [String]] = [:], chosenBy: Int? = nil
  ) {
    (self.log, self.lifecycle, self.verdict, self.matches, self.quirks) = (log, lifecycle, verdict, matches, quirks)
    (self.alike, self.chosenBy) = (alike, chosenBy)
  }

  /// The reports as lines: `LOG: fits …` with the scenarios, or `LOG:LINE: error: CALL cannot happen in STATE;
  /// the model expects one of: …` and the path so far; then the coverage, when asked.
  /// Every line goes through ``DisplayText``: a log's name and a model's state names are text from outside, and a
  /// control character in them must not reach the terminal.
  public static func text(_ logs: [LogReport], coverage: VerifyCoverage?) -> String {
    let text = logs.flatMap(\.runs).map(\.text).joined() + (coverage?.text ?? "")
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { DisplayText.escaping(String($0)) }
      .joined(separator: "\n")
  }

  /// The reports as JSON: one object per log, an array of them for several logs, and `{logs, coverage}` with the
  /// coverage. A log's object holds its first run's fields (`consistent`, `matches`, `quirks`, `divergence`, `log`,
  /// `model`, `modelChosen`, `unobserved`, `scenes`), except that `consistent` is true only when every run is, and
  /// `runs`: an object of those fields for each life cycle the log was held to, the first one first.
  public static func json(_ logs: [LogReport], coverage: VerifyCoverage?) -> String {
    let objects = logs.map(\.json)
    if let coverage { return JSON.object([("logs", .array(objects)), ("coverage", coverage.json)]).text }
    return (objects.count == 1 ? objects[0] : .array(objects)).text
  }

  var text: String {
    guard let divergence = verdict.divergence else {
      let start = verdict.start.map { " from \(describe($0))" } ?? ""
      let count = verdict.path.count
      return "\(log): fits the \(lifecycle.id.rawValue) model: \(count) call\(count == 1 ? "" : "s")\(start)\n"
        + chosenText + unobservedText + scenesText
        + "  matches: \(matches.isEmpty ? "none" : matches.map(withAlike).joined(separator: ", "))\n"
        + "  quirks: \(quirks.isEmpty ? "none" : quirks.map(withAlike).joined(separator: ", "))\n"
    }
    var text = "\(log):\(divergence.entry.line): error: \(divergence.entry.method)\(scene(of: divergence.entry)) "
    if divergence.madeBy.isEmpty {
      text +=
        "cannot happen in \(states(divergence.situations)); the model expects one of: "
        + (divergence.expected.isEmpty
          ? "no call (every event ends the run)" : divergence.expected.joined(separator: ", "))
      if let name = divergence.entry.view ?? divergence.entry.scene,
        divergence.expected.contains(divergence.entry.method)
      {
        text +=
          " (it allows this call there, but by another \(divergence.entry.view != nil ? "view" : "scene") than '\(name)')"
      }
      text += "\n"
    } else {
      text +=
        "is a call of the \(divergence.madeBy.map(\.rawValue).joined(separator: " and ")) life cycle, which the "
        + "\(lifecycle.id.rawValue) model never makes\n"
    }
    text += chosenText + unobservedText
    text +=
      verdict.path.isEmpty
      ? "  the path so far: none (no start of the model makes that call first)\n"
      : "  the path so far:\n"
        + verdict.path.map {
          "  \(log):\($0.entry.line): \($0.entry.method)\(scene(of: $0.entry)) → \(describe($0.after))\n"
        }.joined()
    return text
  }

  /// ` (scene 'ID')` for an entry that names its unit (` (view controller 'ID')`), ` (view 'ID')` for one that
  /// names its view.
  private func scene(of entry: CallLog.Entry) -> String {
    entry.view.map { " (view '\($0)')" } ?? entry.scene.map { " (\(lifecycle.unitName ?? "scene") '\($0)')" } ?? ""
  }

  private var chosenText: String {
    let reason = chosenForTheRest ? "of the calls the models before it do not make" : "of the log's calls"
    return chosenBy.map { "  model: \(lifecycle.id.rawValue), the one that makes most \(reason) (\($0))\n" } ?? ""
  }

  private var unobservedText: String {
    verdict.unobserved.isEmpty
      ? "" : "  not held to (the log never names them): \(verdict.unobserved.joined(separator: ", "))\n"
  }

  private var scenesText: String {
    let scenes = scenePaths
    guard scenes.contains(where: { $0.identity != nil }) || scenes.count > 1 else { return "" }
    return (lifecycle.hasUnitKinds ? "  scenes and views:\n" : "  \(lifecycle.unitName ?? "scene")s:\n")
      + scenes.enumerated().map { index, scene in
        let kind = scene.states.first.flatMap(lifecycle.unitName(in:)) ?? lifecycle.unitName ?? "unit"
        let name = scene.identity.map { "'\($0)'" } ?? "\(kind) \(index + 1)"
        let states = scene.states.map { lifecycle.state($0)?.qualifiedName ?? $0.rawValue }
        return "    \(name): \(states.joined(separator: " → "))\n"
      }.joined()
  }

  /// Each unit of the run, by the identity the log gave it, with the states it went through.
  var scenePaths: [(identity: String?, states: [StateID])] {
    let identities = verdict.identities
    // A unit the run added starts where a new unit of its kind does (a view not in the hierarchy yet).
    let added = verdict.path.last?.after.units.map { lifecycle.firstState(ofUnitKind: lifecycle.state($0.state)?.unit) }
    var paths: [[StateID]] = identities.indices.map { unit in
      verdict.start.flatMap { unit < $0.units.count ? [$0.units[unit].state] : nil }
        ?? [added.flatMap { unit < $0.count ? $0[unit] : nil } ?? lifecycle.initialState]
    }
    for step in verdict.path {
      for (unit, state) in step.after.units.map(\.state).enumerated()
      where unit < paths.count && paths[unit].last != state {
        paths[unit].append(state)
      }
    }
    return zip(identities, paths).map { ($0, $1) }
  }

  /// `cold-launch (the same calls as deep-link-cold, prewarm)`.
  private func withAlike(_ id: String) -> String {
    guard let others = alike[id], !others.isEmpty else { return id }
    return "\(id) (the same calls as \(others.joined(separator: ", ")))"
  }

  var json: JSON {
    let divergence: JSON =
      verdict.divergence.map { divergence in
        .object([
          ("line", .int(divergence.entry.line)), ("call", .string(divergence.entry.method)),
          ("states", .array(stateIDs(divergence.situations).map(JSON.string))),
          ("expected", .array(divergence.expected.map(JSON.string))), ("scene", .string(divergence.entry.scene)),
          ("view", .string(divergence.entry.view)),
          ("madeBy", .array(divergence.madeBy.map { .string($0.rawValue) })),
        ])
      } ?? .null
    let scenes: [JSON] =
      verdict.divergence != nil
      ? []
      : scenePaths.map { scene in
        .object([
          ("scene", .string(scene.identity)), ("kind", .string(scene.states.first.flatMap(lifecycle.unitName(in:)))),
          ("states", .array(scene.states.map { .string($0.rawValue) })),
        ])
      }
    return .object([
      ("consistent", .bool(verdict.divergence == nil)), ("matches", .array(matches.map(JSON.string))),
      ("quirks", .array(quirks.map(JSON.string))), ("divergence", divergence), ("log", .string(log)),
      ("model", .string(lifecycle.id.rawValue)), ("modelChosen", .bool(chosenBy != nil)),
      ("unobserved", .array(verdict.unobserved.map(JSON.string))), ("scenes", .array(scenes)),
    ])
  }

  /// `Foreground Active`, or for several units `scene 1 Foreground Active, scene 2 Unattached`, with the process
  /// where the life cycle follows it and it is not running code.
  func describe(_ situation: Situation) -> String {
    let situation = shown(situation)
    let names = situation.units.enumerated().map { index, unit in
      let name = lifecycle.state(unit.state)?.qualifiedName ?? unit.state.rawValue
      let kind = lifecycle.unitName(in: unit.state) ?? "unit"
      return situation.units.count > 1 ? "\(kind) \(index + 1) \(name)" : name
    }
    let process =
      lifecycle.tracksProcess && situation.process != .running
      ? ", process \(situation.process.rawValue.replacing("-", with: " "))" : ""
    return names.joined(separator: ", ") + process
  }

  /// The situation as a report shows it: without the scenes at its end that have not connected yet (the search
  /// keeps room for a scene a log may open).
  private func shown(_ situation: Situation) -> Situation {
    var situation = situation
    while situation.units.count > 1, let last = situation.units.last, last.state == lifecycle.initialState,
      !last.hasSession
    {
      situation.units.removeLast()
    }
    return situation
  }

  private func states(_ situations: [Situation]) -> String {
    var seen: [String] = []
    for description in situations.map(describe) where !seen.contains(description) { seen.append(description) }
    return seen.joined(separator: " or ")
  }

  private func stateIDs(_ situations: [Situation]) -> [String] {
    var seen: [String] = []
    for id in situations.flatMap({ shown($0).units.map(\.state.rawValue) }) where !seen.contains(id) { seen.append(id) }
    return seen
  }
}

/// Which transitions of a life cycle a set of logs exercised, and for each one they never did, a scenario that
/// would.
public struct VerifyCoverage: Sendable {
  /// The life cycle.
  public var lifecycle: Lifecycle
  /// The ids of the transitions some log took, in model order.
  public var covered: [TransitionID]
  /// The others, each with the first scenario whose run takes it, if any.
  public var uncovered: [(transition: TransitionID, scenario: String?)]

  /// The coverage of the reports' paths (a log that leaves the model counts up to where it left).
  public init(lifecycle: Lifecycle, reports: [VerifyReport], scenarios: [Scenario]) {
    self.lifecycle = lifecycle
    let taken = Set(reports.flatMap { $0.verdict.path.compactMap(\.transition) })
    covered = lifecycle.transitions.map(\.id).filter(taken.contains)
    let runs = scenarios.compactMap { try? Simulator(lifecycle).run($0) }
    uncovered = lifecycle.transitions.map(\.id).filter { !taken.contains($0) }.map { id in
      (id, runs.first { $0.transitions.contains { $0.id == id } }?.scenario.id)
    }
  }

  /// The life cycle's diagram with every transition drawn, those the logs took highlighted, the others faded.
  public func diagram(logs: Int, font: String = DiagramOptions.defaultFont) -> Graph {
    var options = DiagramOptions(
      showsAllTransitions: true, font: font, path: Dictionary(uniqueKeysWithValues: covered.map { ($0, []) }),
      title:
        "\(lifecycle.title): the transitions \(logs == 1 ? "the log" : "\(logs) logs") took (\(covered.count) of \(covered.count + uncovered.count))"
    )
    options.pathMeaning = .coverage
    return lifecycle.diagram(options)
  }

  var text: String {
    let total = covered.count + uncovered.count
    return "coverage of the \(lifecycle.id.rawValue) model: \(covered.count) of \(total) transitions\n"
      + "  covered: \(covered.isEmpty ? "none" : covered.map(\.rawValue).joined(separator: ", "))\n"
      + uncovered.map {
        "  never: \($0.transition.rawValue)"
          + ($0.scenario.map { " (scenario \($0) takes it)" } ?? " (no scenario takes it)") + "\n"
      }.joined()
  }

  var json: JSON {
    .object([
      ("covered", .array(covered.map { .string($0.rawValue) })),
      (
        "uncovered",
        .array(
          uncovered.map {
            .object([("transition", .string($0.transition.rawValue)), ("scenario", .string($0.scenario))])
          })
      ),
    ])
  }
}
