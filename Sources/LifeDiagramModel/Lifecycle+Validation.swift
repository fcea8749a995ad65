extension Lifecycle {
  /// Every problem in the model, each once, in a stable order: duplicate ids, missing endpoints, unknown rule
  /// targets and call placements, event rules naming nothing, unreachable states. An empty list means the model
  /// is valid.
  public func validate() -> [ModelIssue] {
    let problems = duplicateIDs() + missingEndpoints() + unknownRuleTargets() + unknownPlacements()
      + unknownEventTargets() + unreachableStates()
    return problems.map { ModelIssue(id, $0) }
  }

  private func duplicateIDs() -> [String] {
    duplicates(states.map(\.id)).map { "state id '\($0)' is used more than once" }
      + duplicates(transitions.map(\.id)).map { "transition id '\($0)' is used more than once" }
      + duplicates(rules.map(\.id)).map { "rule id '\($0)' is used more than once" }
  }

  private func missingEndpoints() -> [String] {
    let known = Set(states.map(\.id))
    var problems = known.contains(initialState) ? [] : ["initial state '\(initialState)' does not exist"]
    for transition in transitions {
      for end in [transition.from, transition.to] where !known.contains(end) {
        problems.append("transition '\(transition.id)' names state '\(end)', which does not exist")
      }
    }
    return problems
  }

  private func unknownRuleTargets() -> [String] {
    let known = Set(transitions.map(\.id))
    return rules.flatMap { rule in
      rule.transitions.filter { !known.contains($0) }.map {
        "rule '\(rule.id)' names transition '\($0)', which does not exist"
      }
    }
  }

  /// A rule placed after a call that none of its transitions makes would never be placed.
  private func unknownPlacements() -> [String] {
    rules.compactMap { rule in
      guard case .afterCall(let method) = rule.placement else { return nil }
      let made = transitions.filter { rule.transitions.contains($0.id) }.flatMap(\.ownCalls).map(\.method)
      return made.contains(method)
        ? nil : "rule '\(rule.id)' is placed after '\(method)', which none of its transitions calls"
    }
  }

  /// An event rule must fire something (or prewarm the process), and name only transitions that exist.
  private func unknownEventTargets() -> [String] {
    let known = Set(transitions.map(\.id))
    var problems = duplicates(events.map(\.id)).map { "event '\($0)' has more than one rule" }
    for rule in events {
      problems += rule.transitions.filter { !known.contains($0) }.map {
        "event '\(rule.id)' names transition '\($0)', which does not exist"
      }
      if rule.transitions.isEmpty && rule.process != .prewarms {
        problems.append("event '\(rule.id)' fires no transition")
      }
    }
    return problems
  }

  private func unreachableStates() -> [String] {
    guard states.contains(where: { $0.id == initialState }) else { return [] }
    var reached: Set<StateID> = [initialState]
    var frontier = [initialState]
    while let current = frontier.popLast() {
      for transition in transitions where transition.from == current && reached.insert(transition.to).inserted {
        frontier.append(transition.to)
      }
    }
    return states.filter { !reached.contains($0.id) }.map {
      "state '\($0.id)' cannot be reached from the initial state '\(initialState)'"
    }
  }
}

/// The values that occur more than once, in the order of their second occurrence.
func duplicates<ID: Hashable>(_ values: [ID]) -> [ID] {
  var seen: Set<ID> = []
  var repeated: [ID] = []
  for value in values where !seen.insert(value).inserted && !repeated.contains(value) {
    repeated.append(value)
  }
  return repeated
}
