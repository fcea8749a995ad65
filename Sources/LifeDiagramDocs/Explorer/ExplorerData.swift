import LifeDiagram
import LifeDiagramModel
import LifeDiagramOutput

/// What the HTML explorer's script reads, as JSON: each life cycle's states, its scenarios exactly as
/// `lifediagram scenarios --format json` prints them (``ScenarioRun/json(words:)``), its free play
/// (``FreePlay``), and the sources the evidence cites. The script looks things up in it and computes nothing the
/// model knows.
struct ExplorerData {
  let catalog: Catalog
  let runs: [ScenarioRun]
  let words: Words

  /// The members of the page's data object: each life cycle, and the sources by id.
  var members: [JSON.Member] {
    [
      ("models", .array(catalog.lifecycles.map(model))),
      ("sources", .object(catalog.sources.map { ($0.id.rawValue, source($0)) })),
    ]
  }

  /// A life cycle: its scenarios as JSON, and beside them the rows at which each scenario's events begin (the
  /// JSON does not say, and two events in a row may be the same).
  private func model(_ lifecycle: Lifecycle) -> JSON {
    let ownRuns = runs.filter { $0.model == lifecycle.id }
    return .object([
      ("id", .string(lifecycle.id.rawValue)),
      ("states", .object(lifecycle.states.map { ($0.id.rawValue, .string($0.qualifiedName)) })),
      ("transitions", .object(lifecycle.transitions.map { ($0.id.rawValue, transition($0, in: lifecycle)) })),
      ("scenarios", .array(ownRuns.map { $0.json(words: words) })),
      ("eventStarts", .array(ownRuns.map { run in .array(run.rows.filter(\.startsEvent).map { .int($0.index) }) })),
      ("play", play(lifecycle)),
    ])
  }

  /// A transition as the caption under the diagram spells it out: the number its edge carries, its kind, its
  /// trigger and its calls (`method (when)` for a call made only in some situations).
  private func transition(_ transition: Transition, in lifecycle: Lifecycle) -> JSON {
    .object([
      ("number", .int(lifecycle.transitionNumber(of: transition))),
      ("from", .string(transition.from.rawValue)), ("to", .string(transition.to.rawValue)),
      ("kind", .string(words(transition.kind.rawValue))), ("trigger", .string(transition.trigger)),
      ("calls", .array(lifecycle.callLabels(of: transition).map { .string($0) })),
    ])
  }

  private func source(_ source: Source) -> JSON {
    .object([("title", .string(source.title)), ("url", .string(source.url))])
  }

  /// The free play: its situations (each with the state the diagram marks and a description), and each one's
  /// moves (the event, the transitions it takes, the rows it writes, the lines of its log, where it leads).
  private func play(_ lifecycle: Lifecycle) -> JSON {
    let game = FreePlay(lifecycle)
    let situations = game.situations.map { situation in
      JSON.object([
        ("state", .string(situation.units.first?.state.rawValue)),
        ("text", .string(describe(situation, in: lifecycle))),
      ])
    }
    let moves = game.moves.map { moves in JSON.array(moves.map { move(lifecycle, $0) }) }
    return .object([
      ("situations", .array(situations)), ("moves", .array(moves)), ("truncated", .bool(game.isTruncated)),
    ])
  }

  private func move(_ lifecycle: Lifecycle, _ move: FreePlay.Move) -> JSON {
    let rows = move.rows.map { row in
      JSON.object([
        ("receiver", .string(row.call?.receiver.rawValue ?? words("System"))),
        ("method", .string(row.call?.method)),
        ("system", .string(row.step.systemText)),
      ])
    }
    return .object([
      ("event", .string(move.event.text)),
      ("eventId", .string(move.event.id.rawValue)),
      ("transitions", .array(move.transitions.map { .string($0.rawValue) })),
      ("rows", .array(rows)),
      ("log", .array(move.rows.compactMap(\.call).map { .string(Self.logLine($0)) })),
      ("to", .int(move.target)),
    ])
  }

  /// A call as a log line `verify` reads: `SceneDelegate.sceneDidBecomeActive(_:)`, as `print(#function)` in a
  /// type's method would, with the type in front.
  private static func logLine(_ call: DelegateCall) -> String {
    "\(call.receiver.rawValue).\(call.method)"
  }

  /// `Active`, or `Active · process: Running` where the model tracks the process.
  private func describe(_ situation: Situation, in lifecycle: Lifecycle) -> String {
    let state = situation.units.first.flatMap { lifecycle.state($0.state)?.qualifiedName } ?? "-"
    guard lifecycle.tracksProcess else { return state }
    return state + " · " + words("process") + ": " + words(situation.process.name)
  }
}
