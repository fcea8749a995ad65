import LifeDiagramModel

extension Lifecycle {
  /// The model as JSON: `id`, `title`, `states` and `transitions`, with the field names other tools rely on.
  public var json: JSON {
    .object([
      ("id", .string(id.rawValue)),
      ("title", .string(title)),
      ("delegateProtocol", .string(delegateProtocol)),
      ("initialState", .string(initialState.rawValue)),
      ("states", .array(states.map(stateJSON))),
      ("transitions", .array(transitions.map(transitionJSON))),
      ("rules", .array(rules.map(ruleJSON))),
    ])
  }

  private func stateJSON(_ state: LifecycleState) -> JSON {
    .object([
      ("id", .string(state.id.rawValue)),
      ("name", .string(state.name)),
      ("variant", .string(state.variant)),
      ("uikitCase", .string(state.uikitCase)),
      ("rawValue", .int(state.rawValue)),
      ("processInMemory", .string(state.process?.processInMemory.rawValue)),
      ("executesCode", .string(state.process?.executesCode.rawValue)),
      ("receivesEvents", .string(state.process?.receivesEvents.rawValue)),
      ("uiOnScreen", .string(state.process?.uiOnScreen.rawValue)),
      ("sources", .array(state.sources.map { .string($0.rawValue) })),
    ])
  }

  private func transitionJSON(_ transition: Transition) -> JSON {
    .object([
      ("id", .string(transition.id.rawValue)),
      ("from", .string(transition.from.rawValue)),
      ("to", .string(transition.to.rawValue)),
      ("trigger", .string(transition.trigger)),
      ("kind", .string(transition.kind.rawValue)),
      ("appleLineStyle", .string(transition.appleLineStyle?.rawValue)),
      ("calls", .array(calls(of: transition).map(callJSON))),
      ("conditionalCalls", .array(conditionalRules(of: transition).flatMap(ruleCallsJSON))),
      ("sources", .array(transition.sources.map { .string($0.rawValue) })),
    ])
  }

  private func ruleJSON(_ rule: CallRule) -> JSON {
    .object([
      ("id", .string(rule.id.rawValue)),
      ("condition", .string(rule.condition.rawValue)),
      ("summary", .string(rule.summary)),
      ("transitions", .array(rule.transitions.map { .string($0.rawValue) })),
      ("calls", .array(rule.calls.map(callJSON))),
      ("sources", .array(rule.sources.map { .string($0.rawValue) })),
    ])
  }

  private func ruleCallsJSON(_ rule: CallRule) -> [JSON] {
    rule.calls.map { call in
      .object([("receiver", .string(call.receiver.rawValue)), ("method", .string(call.method)), ("rule", .string(rule.id.rawValue))])
    }
  }

  private func callJSON(_ call: DelegateCall) -> JSON {
    .object([("receiver", .string(call.receiver.rawValue)), ("method", .string(call.method))])
  }
}
