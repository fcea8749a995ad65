/// The state of one replay: the situation so far and the rows written. Used by ``Simulator`` and by `verify`'s
/// search (`LifeDiagramVerification`), in this package only.
package struct Replay {
  /// Why an event cannot happen in the situation.
  package struct Refusal: Error {
    let reason: String
  }

  let lifecycle: Lifecycle
  let start: Situation
  package var situation: Situation
  package var rows: [SequenceRow] = []

  /// A replay that starts in `situation`.
  package init(lifecycle: Lifecycle, situation: Situation) {
    self.lifecycle = lifecycle
    self.start = situation
    self.situation = situation
  }

  /// Applies one event: its transitions (unit by unit, in lock step), its own steps, then its process effect.
  package mutating func apply(_ occurrence: Scenario.Occurrence) throws(Refusal) {
    guard let rule = lifecycle.rule(for: occurrence.event) else {
      throw Refusal(reason: "the \(lifecycle.id.rawValue) model has no such event")
    }
    let firstRow = rows.count
    if rule.process == .prewarms {
      guard situation.process == .notRunning else {
        throw Refusal(reason: "only a process that is not running can be prewarmed")
      }
    }
    let fired = try fireTransitions(of: rule, for: try targets(occurrence))
    if fired == 0 && rule.process != .prewarms {
      throw Refusal(reason: "no transition of the event leaves that state")
    }
    if rule.process == .prewarms { situation.process = .prewarmed }
    for step in rule.steps { append(step, event: rule, scene: nil, sources: step.sources) }
    if rule.process == .terminates { terminate(rule) }
    if rows.count > firstRow { rows[firstRow].startsEvent = true }
  }

  /// A description of the situation for error messages, e.g. `'active'` or `process running, scene 1 'background'`.
  func describe() -> String {
    let units = situation.units.enumerated().map { index, unit in
      lifecycle.unitName(in: unit.state).map { "\($0) \(index + 1) '\(unit.state)'" } ?? "'\(unit.state)'"
    }
    let process = lifecycle.tracksProcess ? ["process \(situation.process.rawValue)"] : []
    return (process + units).joined(separator: ", ")
  }

  // MARK: - Transitions

  private func targets(_ occurrence: Scenario.Occurrence) throws(Refusal) -> [Int] {
    guard let scene = occurrence.scene else { return Array(situation.units.indices) }
    guard situation.units.indices.contains(scene - 1) else {
      throw Refusal(reason: "there is no scene \(scene)")
    }
    return [scene - 1]
  }

  /// Fires, round by round, the next transition of the event for each target unit; returns how many fired.
  private mutating func fireTransitions(of rule: EventRule, for targets: [Int]) throws(Refusal) -> Int {
    var fired = Array(repeating: Set<TransitionID>(), count: situation.units.count)
    var total = 0
    var progressed = true
    while progressed {
      progressed = false
      var round: [(unit: Int, transition: Transition)] = []
      for unit in targets {
        guard let transition = next(of: rule, unit: unit, excluding: fired[unit]) else { continue }
        fired[unit].insert(transition.id)
        round.append((unit, transition))
        total += 1
        progressed = true
      }
      if rule.processWide, round.count > 1, round.allSatisfy({ $0.transition == round[0].transition }) {
        fireTogether(round[0].transition, units: round.map(\.unit), event: rule)
      } else {
        for (unit, transition) in round { fire(transition, unit: unit, event: rule) }
      }
    }
    return total
  }

  /// Fires one transition for several units at once, as one step of the process (no scene is named): the
  /// system suspends or resumes a process, not a scene. Only the transition's own steps run; such transitions
  /// have no process or session rules. A call to the units' own receiver (a view controller's trait change while
  /// the scene goes to the background) is each unit's, one row per unit.
  private mutating func fireTogether(_ transition: Transition, units: [Int], event: EventRule) {
    let planned = Self.shown(lifecycle.plannedSteps(of: transition, applying: []), of: transition)
    let marker = Self.markerIndex(in: planned)
    let unitReceivers = lifecycle.unitName == nil ? [] : lifecycle.unitReceivers
    for (index, item) in planned.enumerated() {
      if index == marker {
        for unit in units { enter(transition, unit: unit, event: event) }
        let sources = (item.step.sources + event.sources).uniqued()
        append(
          item.step, event: event, scene: nil, sources: sources, transition: transition, caveat: event.caveat,
          partOf: transition)
      } else if let receiver = item.step.call?.receiver, unitReceivers.contains(receiver) {
        for unit in units {
          append(
            item.step, event: event, scene: unit + 1, sources: item.step.sources, caveat: event.caveat,
            partOf: transition)
        }
      } else {
        append(
          item.step, event: event, scene: nil, sources: item.step.sources, caveat: event.caveat, partOf: transition)
      }
    }
  }

  private func next(of rule: EventRule, unit: Int, excluding fired: Set<TransitionID>) -> Transition? {
    let state = situation.units[unit].state
    return rule.transitions.lazy
      .filter { !fired.contains($0) }
      .compactMap { id in lifecycle.transitions.first { $0.id == id } }
      .first { $0.from == state }
  }

  private mutating func fire(_ transition: Transition, unit: Int, event: EventRule) {
    let applied = lifecycle.rules.filter {
      $0.transitions.contains(transition.id) && holds($0, unit: unit, event: event, transition: transition)
    }
    for rule in applied {
      situation.units[unit].flags.formUnion(rule.sets)
      situation.units[unit].flags.subtract(rule.clears)
    }
    let planned = Self.shown(lifecycle.plannedSteps(of: transition, applying: applied), of: transition)
    let marker = Self.markerIndex(in: planned)
    let scene = lifecycle.unitName == nil ? nil : unit + 1
    var launched = false
    // A session the event discards is gone by the transition's last row (a closed window's discard report).
    let discards = transition.to == lifecycle.initialState && event.sessions != .none
    for (index, item) in planned.enumerated() {
      if discards && index == planned.count - 1 { situation.units[unit].hasSession = false }
      let startsProcess = item.effects.contains(.startsProcess)
      if startsProcess && !launched {
        launched = true
        situation.process = .running
      }
      if item.effects.contains(.reportsDiscardedSessions), item.step.call != nil {
        situation.discardedSessionsPending = false
      }
      // The event's caveat (e.g. "uncertain") covers everything its transition does, except the process launch,
      // which happens the same way whatever launched it.
      let caveat = startsProcess ? nil : event.caveat
      if index == marker {
        enter(transition, unit: unit, event: event)
        let sources = (item.step.sources + event.sources).uniqued()
        append(
          item.step, event: event, scene: scene, sources: sources, transition: transition, caveat: caveat,
          partOf: transition, launchesProcess: startsProcess)
      } else {
        append(
          item.step, event: event, scene: scene, sources: item.step.sources, caveat: caveat, partOf: transition,
          launchesProcess: startsProcess)
      }
    }
  }

  /// The steps of a transition as its rows show them: a transition with none (a model file may leave them out)
  /// still changes the state, on a row of its own.
  static func shown(_ planned: [PlannedStep], of transition: Transition) -> [PlannedStep] {
    guard planned.isEmpty else { return planned }
    return [
      PlannedStep(Step(.system("The state changes; no delegate is called"), sources: transition.sources), rule: nil)
    ]
  }

  /// Where the state changes: a step marked so, else the transition's first own call, else its first own step.
  static func markerIndex(in planned: [PlannedStep]) -> Int {
    planned.firstIndex { $0.step.marksStateChange }
      ?? planned.firstIndex { $0.rule == nil && $0.step.call != nil }
      ?? planned.firstIndex { $0.rule == nil }
      ?? 0
  }

  /// Moves a unit into the transition's target state and updates the process to match.
  private mutating func enter(_ transition: Transition, unit: Int, event: EventRule) {
    situation.units[unit].state = transition.to
    if lifecycle.state(transition.from)?.role == .unattached { situation.units[unit].hasSession = true }
    let roles = situation.units.compactMap { lifecycle.state($0.state)?.role }
    if lifecycle.tracksProcess {
      if roles.allSatisfy({ $0 == .suspended || $0 == .unattached }) && roles.contains(.suspended) {
        situation.process = .suspended
      } else if situation.process == .suspended && roles.contains(where: { $0 != .suspended && $0 != .unattached }) {
        situation.process = .running
      }
    } else {
      switch roles.first {
      case .notRunning: situation.process = .notRunning
      case .suspended: situation.process = event.process == .prewarms ? .prewarmed : .suspended
      default: situation.process = .running
      }
    }
  }

  private func holds(_ rule: CallRule, unit: Int, event: EventRule, transition: Transition) -> Bool {
    let flags = situation.units[unit].flags
    if let flag = rule.ifSet, !flags.contains(flag) { return false }
    if let flag = rule.unlessSet, flags.contains(flag) { return false }
    guard let condition = rule.condition else { return true }
    let hasSession = situation.units[unit].hasSession
    switch condition {
    case .processLaunches: return situation.process == .notRunning
    case .prewarmedProcessResumes: return situation.process == .prewarmed
    case .newSession: return !hasSession && !situation.discardedSessionsPending
    case .restoredSession: return hasSession && !situation.discardedSessionsPending
    case .appScenePhaseChanges:
      var after = situation.units.map(\.state)
      after[unit] = transition.to
      return lifecycle.appScenePhase(of: after) != lifecycle.appScenePhase(of: situation.units.map(\.state))
    case .discardedSessionsPending: return situation.discardedSessionsPending
    case .sessionDiscardedWhileRunning:
      return event.sessions == .discardsBeforeTermination
        || (event.sessions == .discards && event.process != .terminates)
    case .processTerminatesWhileRunning, .scenesConnectedAtTermination, .sessionsDiscardedAtTermination: return false
    }
  }

  // MARK: - Termination

  /// Ends the process: `applicationWillTerminate(_:)` if it was running, connected scenes dropped, discarded
  /// sessions remembered for the next launch.
  private mutating func terminate(_ event: EventRule) {
    let wasRunning = situation.process == .running
    let connected = situation.units.indices.filter { situation.units[$0].state != lifecycle.initialState }
    let deferred = event.sessions == .discards
    var changed = false
    for rule in lifecycle.rules {
      let applies =
        switch rule.condition {
        case .processTerminatesWhileRunning?: wasRunning
        case .scenesConnectedAtTermination?: !connected.isEmpty
        case .sessionsDiscardedAtTermination?: deferred
        default: false
        }
      guard applies else { continue }
      for step in rule.steps {
        if !changed {
          changed = true
          situation.process = .notRunning
        }
        var edge: Transition?
        if rule.condition == .scenesConnectedAtTermination {
          // The scenes go to Unattached the way a disconnection does, only without its callbacks.
          // A user's kill (the sessions are discarded) takes the event-driven edge where the model has one
          // beside the system's automatic one.
          edge = connected.first.flatMap { unit in
            let from = situation.units[unit].state
            let edges = lifecycle.transitions.filter { $0.from == from && $0.to == lifecycle.initialState }
            let system = edges.first { $0.kind == .systemAutomatic } ?? edges.first
            let byUser = edges.first { $0.kind == .eventDriven }
            return event.sessions != .none ? byUser ?? system : system
          }
          for unit in connected { situation.units[unit].state = lifecycle.initialState }
        }
        if rule.condition == .sessionsDiscardedAtTermination { situation.discardedSessionsPending = true }
        append(step, event: event, scene: nil, sources: step.sources, transition: edge)
      }
    }
    if !changed, !rows.isEmpty {
      rows[rows.count - 1].after.process = .notRunning
      situation.process = .notRunning
    }
    if deferred { situation.discardedSessionsPending = true }
  }

  // MARK: - Rows

  private mutating func append(
    _ step: Step, event: EventRule, scene: Int?, sources: [SourceID], transition: Transition? = nil,
    caveat: String? = nil, partOf: Transition? = nil, launchesProcess: Bool = false
  ) {
    let before = rows.last?.after ?? start
    rows.append(
      SequenceRow(
        index: rows.count + 1, event: event, startsEvent: false, scene: scene, step: step,
        sources: sources, caveat: step.caveat ?? caveat,
        caveatLevel: step.caveat != nil ? step.caveatLevel : caveat == nil ? nil : event.caveatLevel, before: before,
        after: situation, transition: transition, partOf: partOf?.id, launchesProcess: launchesProcess))
  }
}

extension Array where Element: Hashable {
  /// The elements without repeats, in first-seen order.
  func uniqued() -> [Element] {
    var seen: Set<Element> = []
    return filter { seen.insert($0).inserted }
  }
}
