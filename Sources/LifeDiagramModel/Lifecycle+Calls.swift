extension Lifecycle {
  /// Every delegate call a transition makes whenever it happens: its own calls, plus the calls of the rules that
  /// always accompany it (in the app-based model, leaving *Not running* always launches the process, and opening
  /// a prewarmed app always continues its launch).
  ///
  /// Calls that only sometimes accompany it (a scene app's launch calls, session calls) are in
  /// ``conditionalRules(of:)``.
  public func calls(of transition: Transition) -> [DelegateCall] {
    steps(of: transition, applying: alwaysApplyingRules(of: transition)).compactMap(\.call)
  }

  /// The rules that add delegate calls to the transition only in some situations (e.g. only for a new session).
  public func conditionalRules(of transition: Transition) -> [CallRule] {
    let always = Set(alwaysApplyingRules(of: transition).map(\.id))
    return rules.filter { $0.transitions.contains(transition.id) && !always.contains($0.id) && !$0.calls.isEmpty }
  }

  /// Every call the transition can make, in the order they happen: each with the id of the rule that adds it
  /// only in some situations, or nil for a call made every time.
  public func orderedCalls(of transition: Transition) -> [(call: DelegateCall, conditionalRule: RuleID?)] {
    let conditional = Set(conditionalRules(of: transition).map(\.id))
    let applied = rules.filter { $0.transitions.contains(transition.id) && !$0.calls.isEmpty }
    return plannedSteps(of: transition, applying: applied).compactMap { item in
      item.step.call.map { ($0, item.rule.flatMap { conditional.contains($0) ? $0 : nil }) }
    }
  }

  /// The rules that accompany the transition every time it happens.
  public func alwaysApplyingRules(of transition: Transition) -> [CallRule] {
    let named = rules.filter { $0.transitions.contains(transition.id) }
    guard !named.isEmpty else { return [] }  // most transitions: no search for the state
    let role = state(transition.from)?.role
    return named.filter {
      ($0.isUnconditional
        || $0.condition == .processLaunches && role == .notRunning
        || $0.condition == .prewarmedProcessResumes && role == .suspended)
    }
  }

  /// The transition's steps with the given rules' steps put in place, in order.
  public func steps(of transition: Transition, applying applied: [CallRule]) -> [Step] {
    plannedSteps(of: transition, applying: applied).map(\.step)
  }

  /// The transition's steps with the given rules' steps put in place, each with the rule it comes from.
  public func plannedSteps(of transition: Transition, applying applied: [CallRule]) -> [PlannedStep] {
    func from(_ placement: RulePlacement) -> [PlannedStep] {
      applied.filter { $0.placement == placement }.flatMap { rule in
        rule.steps.map { PlannedStep($0, rule: rule.id, effects: rule.effects) }
      }
    }
    var result = from(.beforeTransition)
    for step in transition.steps {
      result.append(PlannedStep(step, rule: nil))
      if let method = step.call?.method { result += from(.afterCall(method)) }
    }
    return result + from(.afterTransition)
  }
}

/// A step of a transition as it will happen, with the rule that added it (nil for the transition's own steps).
public struct PlannedStep: Sendable, Hashable {
  /// The step.
  public var step: Step
  /// The id of the rule the step comes from, or nil.
  public var rule: RuleID?
  /// What that rule does beyond its steps (none for the transition's own steps).
  public var effects: [RuleEffect]

  /// Creates a planned step.
  public init(_ step: Step, rule: RuleID?, effects: [RuleEffect] = []) {
    self.step = step
    self.rule = rule
    self.effects = effects
  }
}
