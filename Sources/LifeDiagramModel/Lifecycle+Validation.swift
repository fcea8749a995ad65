extension Lifecycle {
  /// Every problem in the model, in a stable order: duplicate ids, missing endpoints, unknown rule targets,
  /// unreachable states. An empty list means the model is valid.
  public func validate() -> [ModelIssue] {
    (duplicateIDs() + missingEndpoints() + unknownRuleTargets() + unreachableStates()).map { ModelIssue(id, $0) }
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

  private func unreachableStates() -> [String] {
    guard states.contains(where: { $0.id == initialState }) else { return [] }
    var reached: Set<String> = [initialState]
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
private func duplicates(_ values: [String]) -> [String] {
  var seen: Set<String> = []
  var repeated: [String] = []
  for value in values where !seen.insert(value).inserted && !repeated.contains(value) {
    repeated.append(value)
  }
  return repeated
}
