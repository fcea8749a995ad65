extension Lifecycle {
  /// Every problem in the model, each once, in a stable order: duplicate ids, unknown states, transitions and
  /// calls that rules and events name, events that fire nothing, unreachable states. An empty list means the
  /// model is valid. Paths are those of the life cycle's model file.
  public func validate() -> [ModelIssue] {
    problems().map { ModelIssue(at: "\(id.rawValue) model", path: $0.path, $0.message) }
  }

  func problems() -> [FileProblem] {
    duplicateIDs() + reservedIDs() + unknownStates() + ruleProblems() + eventProblems() + unreachableStates()
  }

  /// The prefixes of the diagram's own nodes (column headers, legend rows, edge labels); a state id that starts
  /// with one could take a node's place.
  public static let reservedStatePrefixes = ["column-", "legend-", "label-"]

  private func reservedIDs() -> [FileProblem] {
    states.enumerated().compactMap { index, state in
      guard let prefix = Self.reservedStatePrefixes.first(where: { state.id.rawValue.hasPrefix($0) }) else { return nil }
      return FileProblem(
        ModelPath(["states"])[index].appending("id"),
        "state id '\(state.id)' starts with '\(prefix)', which the diagram keeps for its own nodes; choose another")
    }
  }

  private func duplicateIDs() -> [FileProblem] {
    repeated(states.map(\.id.rawValue), "states", "state")
      + repeated(transitions.map(\.id.rawValue), "transitions", "transition")
      + repeated(rules.map(\.id.rawValue), "rules", "rule") + repeated(events.map(\.id.rawValue), "events", "event")
  }

  private func unknownStates() -> [FileProblem] {
    let known = states.map(\.id.rawValue)
    func check(_ id: StateID, _ path: ModelPath) -> FileProblem? {
      known.contains(id.rawValue) ? nil : FileProblem(path, unknown("state", id.rawValue, among: known))
    }
    var problems = [check(initialState, ["initialState"])].compactMap { $0 }
    for (index, transition) in transitions.enumerated() {
      let path = ModelPath(["transitions"])[index]
      problems += [check(transition.from, path.appending("from")), check(transition.to, path.appending("to"))]
        .compactMap { $0 }
    }
    return problems
  }

  /// Rules must name transitions that exist, and a rule placed after a call must follow one its transitions make.
  private func ruleProblems() -> [FileProblem] {
    rules.enumerated().flatMap { index, rule in
      let path = ModelPath(["rules"])[index]
      var problems = unknownTransitions(rule.transitions, path.appending("transitions"))
      if case .afterCall(let method) = rule.placement {
        let made = transitions.filter { rule.transitions.contains($0.id) }.flatMap(\.ownCalls).map(\.method)
        if !made.contains(method) {
          problems.append(
            FileProblem(path.appending("afterCall"), "none of the rule's transitions calls '\(method)'"))
        }
      }
      return problems
    }
  }

  /// An event must fire something (or prewarm the process), and name only transitions that exist.
  private func eventProblems() -> [FileProblem] {
    events.enumerated().flatMap { index, event in
      let path = ModelPath(["events"])[index]
      var problems = unknownTransitions(event.transitions, path.appending("fires"))
      if event.transitions.isEmpty && event.process != .prewarms {
        problems.append(FileProblem(path, "event '\(event.id)' fires no transition; list one under 'fires'"))
      }
      return problems
    }
  }

  private func unknownTransitions(_ ids: [TransitionID], _ path: ModelPath) -> [FileProblem] {
    ids.enumerated().compactMap { index, id in
      transitions.contains { $0.id == id }
        ? nil : FileProblem(path[index], unknown("transition", id.rawValue, among: transitions.map(\.id.rawValue)))
    }
  }

  private func unreachableStates() -> [FileProblem] {
    guard states.contains(where: { $0.id == initialState }) else { return [] }
    // Sets of raw strings: cheaper to set up than a set of a generic id type, and this runs on every command.
    var reached: Set<String> = [initialState.rawValue]
    var frontier = [initialState]
    while let current = frontier.popLast() {
      for transition in transitions where transition.from == current && reached.insert(transition.to.rawValue).inserted {
        frontier.append(transition.to)
      }
    }
    return states.enumerated().filter { !reached.contains($0.element.id.rawValue) }.map { index, state in
      FileProblem(
        ModelPath(["states"])[index],
        "state '\(state.id)' cannot be reached from the initial state '\(initialState)'; add a transition into it")
    }
  }
}

/// A problem at the second and later uses of each id that occurs more than once in a list.
func repeated(_ ids: [String], _ list: String, _ kind: String) -> [FileProblem] {
  var seen: Set<String> = []
  return ids.enumerated().compactMap { index, id in
    seen.insert(id).inserted
      ? nil : FileProblem(ModelPath([.key(list), .index(index), .key("id")]), "\(kind) id '\(id)' is used more than once")
  }
}
