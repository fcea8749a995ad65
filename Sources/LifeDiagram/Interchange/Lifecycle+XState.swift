import LifeDiagramModel
import LifeDiagramOutput

extension Lifecycle {
  /// The life cycle as an XState machine configuration in JSON (`model ID --format xstate`), which
  /// `createMachine` takes as it is: `initial`, and for each state its `on` map from an event (the transition's
  /// id) to its `target`. A transition's calls are its `actions`, named `Receiver.method`; its kind, trigger,
  /// conditions and sources are in its `meta`, since XState draws nothing; each state's meaning is its
  /// `description`.
  public func xstateMachine() -> String {
    let note =
      interchangeNote(format: "xstate", cannotDash: nil).dropLast(2)
      + ["XState draws nothing: each transition's kind (dashed: system-automatic, solid: event-driven) is in its meta."]
    let machine: JSON = .object([
      ("id", .string(id.rawValue)),
      ("description", .string(note.joined(separator: " "))),
      ("initial", .string(initialState.rawValue)),
      ("states", .object(states.map { state in (state.id.rawValue, xstateState(state)) })),
    ])
    return machine.text(scalarListsOnOneLine: true)
  }

  private func xstateState(_ state: LifecycleState) -> JSON {
    var members: [JSON.Member] = [
      ("description", .string(state.qualifiedName + ": " + state.meaning))
    ]
    let outgoing = transitions.filter { $0.from == state.id }
    if !outgoing.isEmpty {
      members.append(("on", .object(outgoing.map { ($0.id.rawValue, xstateTransition($0)) })))
    }
    return .object(members)
  }

  private func xstateTransition(_ transition: Transition) -> JSON {
    let calls = interchangeCalls(of: transition)
    var meta: [JSON.Member] = [
      ("kind", .string(transition.kind.rawValue)),
      ("trigger", .string(transition.trigger)),
    ]
    if !isInFigure(transition) { meta.append(("inAppleFigure", .bool(false))) }
    let conditional = calls.filter { $0.when != nil }
    if !conditional.isEmpty {
      meta.append(
        (
          "conditions",
          .array(
            conditional.map {
              .object([("action", .string($0.receiver + "." + $0.method)), ("when", .string($0.when))])
            })
        ))
    }
    meta.append(("sources", .array(transition.sources.map { .string($0.rawValue) })))
    return .object([
      ("target", .string(transition.to.rawValue)),
      ("actions", .array(calls.map { .string($0.receiver + "." + $0.method) })),
      ("meta", .object(meta)),
    ])
  }
}
