extension Lifecycle {
  /// Every delegate call a transition makes whenever it happens: its own calls, plus the calls of the rules that
  /// always accompany it (in the app-based model, leaving *Not running* always launches the process).
  ///
  /// Calls that only sometimes accompany it (a scene app's launch calls, session calls) are in
  /// ``conditionalRules(of:)``.
  public func calls(of transition: Transition) -> [DelegateCall] {
    steps(of: transition, applying: alwaysApplyingRules(of: transition)).compactMap(\.call)
  }

  /// The rules that accompany the transition only in some situations (e.g. only for a new session).
  public func conditionalRules(of transition: Transition) -> [CallRule] {
    let always = Set(alwaysApplyingRules(of: transition).map(\.id))
    return rules.filter { $0.transitions.contains(transition.id) && !always.contains($0.id) }
  }

  /// The rules that accompany the transition every time it happens.
  public func alwaysApplyingRules(of transition: Transition) -> [CallRule] {
    let leavesNotRunning = state(transition.from)?.role == .notRunning
    return rules.filter {
      $0.transitions.contains(transition.id) && $0.condition == .processLaunches && leavesNotRunning
    }
  }

  /// The transition's steps with the given rules' steps put in place, in order.
  public func steps(of transition: Transition, applying applied: [CallRule]) -> [Step] {
    var result = applied.filter { $0.placement == .beforeTransition }.flatMap(\.steps)
    for step in transition.steps {
      result.append(step)
      guard let method = step.call?.method else { continue }
      result += applied.filter { $0.placement == .afterCall(method) }.flatMap(\.steps)
    }
    return result + applied.filter { $0.placement == .afterTransition }.flatMap(\.steps)
  }
}
