extension Lifecycle {
  /// Every problem in the model, each once, in a stable order: duplicate ids, unknown states, transitions and
  /// calls that rules and events name, events that fire nothing, unreachable states. An empty list means the
  /// model is valid. Paths are those of the life cycle's model file.
  public func validate() -> [ModelIssue] {
    problems().map {
      ModelIssue(at: "\(id.rawValue) model", path: $0.path, $0.message, isConsequence: $0.isConsequence)
    }
  }

  /// `startFlags`: the flags scenarios start units with, which rules may test as they test flags rules set.
  func problems(startFlags: Set<String> = []) -> [FileProblem] {
    let misspelt = misspeltTransitions()
    return duplicateIDs() + reservedIDs() + unknownStates() + ruleProblems(misspelt, startFlags: startFlags)
      + eventProblems(misspelt) + unreachableStates(misspelt)
  }

  /// A transition with an unknown endpoint: its place, its id, and its endpoints with each unknown one replaced
  /// by the state closest to it (nil when no state is close).
  struct MisspeltTransition {
    var index: Int
    var id: TransitionID
    var intended: (from: StateID, to: StateID)?
    /// The id it would have once spelt right, when its id is the usual `<from>-to-<to>`.
    var intendedID: TransitionID?
  }

  /// The transitions whose `from` or `to` names no state. Their ids are not offered as "did you mean", and
  /// what goes wrong only because of them is a consequence (``FileProblem/isConsequence``).
  private func misspeltTransitions() -> [MisspeltTransition] {
    let known = states.map(\.id.rawValue)
    let knownSet = Set(known)
    func intended(_ id: StateID) -> StateID? {
      knownSet.contains(id.rawValue) ? id : nearestIDs(to: id.rawValue, among: known, limit: 1).first.map(StateID.init)
    }
    return transitions.enumerated().compactMap { index, transition in
      let (from, to) = (transition.from, transition.to)
      guard !knownSet.contains(from.rawValue) || !knownSet.contains(to.rawValue) else { return nil }
      let fixed = intended(from).flatMap { from in intended(to).map { (from: from, to: $0) } }
      let derived = transition.id == TransitionID(from: from, to: to)
      return MisspeltTransition(
        index: index, id: transition.id, intended: fixed,
        intendedID: derived ? fixed.map { TransitionID(from: $0.from, to: $0.to) } : nil)
    }
  }

  /// The prefixes of the diagram's own nodes (column headers, legend rows, edge labels); a state id that starts
  /// with one could take a node's place.
  public static let reservedStatePrefixes = ["column-", "legend-", "label-"]

  private func reservedIDs() -> [FileProblem] {
    states.enumerated().compactMap { index, state in
      guard let prefix = Self.reservedStatePrefixes.first(where: { state.id.rawValue.hasPrefix($0) }) else {
        return nil
      }
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
    let isKnown = Set(known)
    func check(_ id: StateID, _ path: ModelPath) -> FileProblem? {
      isKnown.contains(id.rawValue) ? nil : FileProblem(path, unknown("state", id.rawValue, among: known))
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
  private func ruleProblems(_ misspelt: [MisspeltTransition], startFlags: Set<String>) -> [FileProblem] {
    let setFlags = Set(rules.flatMap(\.sets)).union(startFlags)
    let known = Set(transitions.map(\.id))
    return rules.enumerated().flatMap { index, rule in
      let path = ModelPath(["rules"])[index]
      var problems = unknownTransitions(rule.transitions, path.appending("transitions"), misspelt, known: known)
      for (key, flag) in [("ifSet", rule.ifSet), ("unlessSet", rule.unlessSet)] {
        guard let flag, !setFlags.contains(flag) else { continue }
        let message =
          unknown("flag", flag, among: setFlags.sorted())
          + " (no rule sets it and no scenario starts with it: add it to a rule's 'sets')"
        problems.append(FileProblem(path.appending(key), message))
      }
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
  private func eventProblems(_ misspelt: [MisspeltTransition]) -> [FileProblem] {
    let known = Set(transitions.map(\.id))
    return events.enumerated().flatMap { index, event in
      let path = ModelPath(["events"])[index]
      var problems = unknownTransitions(event.transitions, path.appending("fires"), misspelt, known: known)
      if event.transitions.isEmpty && event.process != .prewarms {
        problems.append(FileProblem(path, "event '\(event.id)' fires no transition; list one under 'fires'"))
      }
      return problems
    }
  }

  /// References to transitions that do not exist. One that a misspelt transition would be, once its state is
  /// spelt right, is a consequence of that misspelling; the misspelt ids are never suggested.
  /// `known` is every transition's id, built once by the caller: a model may have hundreds of transitions and
  /// events, and a search of them all per event made this check quadratic.
  private func unknownTransitions(
    _ ids: [TransitionID], _ path: ModelPath, _ misspelt: [MisspeltTransition], known: Set<TransitionID>
  ) -> [FileProblem] {
    let misspeltIDs = Set(misspelt.map(\.id))
    return ids.enumerated().compactMap { index, id in
      if known.contains(id) && !misspeltIDs.contains(id) { return nil }
      if let cause = misspelt.first(where: { $0.intendedID == id || $0.id == id }) {
        return FileProblem(
          path[index], "transition '\(id)' does not exist while transitions[\(cause.index)] names an unknown state",
          isConsequence: true)
      }
      let candidates = transitions.map(\.id).filter { !misspeltIDs.contains($0) }.map(\.rawValue)
      return FileProblem(path[index], unknown("transition", id.rawValue, among: candidates))
    }
  }

  /// States no transition reaches. A state that a misspelt transition would reach once spelt right is a
  /// consequence of the misspelling; one that stays out of reach even then is a problem of its own.
  /// States no transition reaches from the initial state, or, for a unit of another kind (``LifecycleState/unit``),
  /// from the first state of its kind.
  private func unreachableStates(_ misspelt: [MisspeltTransition]) -> [FileProblem] {
    guard states.contains(where: { $0.id == initialState }) else { return [] }
    let edges = transitions.map { (from: $0.from, to: $0.to) }
    let initials = kindInitialStates
    let reached = reachable(through: edges, from: initials)
    let intendedEdges = misspelt.compactMap(\.intended)
    let reachedOnceSpeltRight =
      intendedEdges.isEmpty ? reached : reachable(through: edges + intendedEdges, from: initials)
    let cause = misspelt.first.map { " while transitions[\($0.index)] names an unknown state" } ?? ""
    return states.enumerated().filter { !reached.contains($0.element.id.rawValue) }.map { index, state in
      let consequence = reachedOnceSpeltRight.contains(state.id.rawValue)
      let start =
        state.unit == nil ? initialState : initials.first { self.state($0)?.unit == state.unit } ?? initialState
      return FileProblem(
        ModelPath(["states"])[index],
        "state '\(state.id)' cannot be reached from the initial state '\(start)'"
          + (consequence ? cause : "; add a transition into it"), isConsequence: consequence)
    }
  }

  /// The initial state, then the first state of each other kind of unit.
  private var kindInitialStates: [StateID] {
    var seen: Set<String?> = [nil]
    var initials = [initialState]
    for state in states where state.unit != nil && seen.insert(state.unit).inserted { initials.append(state.id) }
    return initials
  }

  /// The states reached from the initial state through these edges, as raw strings: cheaper to set up than a
  /// set of a generic id type, and this runs on every command.
  private func reachable(through edges: [(from: StateID, to: StateID)], from initials: [StateID]) -> Set<String> {
    let targets = Dictionary(grouping: edges, by: \.from.rawValue).mapValues { $0.map(\.to) }
    var reached = Set(initials.map(\.rawValue))
    var frontier = initials
    while let current = frontier.popLast() {
      for target in targets[current.rawValue] ?? [] where reached.insert(target.rawValue).inserted {
        frontier.append(target)
      }
    }
    return reached
  }
}

/// A problem at the second and later uses of each id that occurs more than once in a list.
func repeated(_ ids: [String], _ list: String, _ kind: String) -> [FileProblem] {
  var seen: Set<String> = []
  return ids.enumerated().compactMap { index, id in
    seen.insert(id).inserted
      ? nil
      : FileProblem(ModelPath([.key(list), .index(index), .key("id")]), "\(kind) id '\(id)' is used more than once")
  }
}
