/// One step of a replayed scenario: a delegate call or a system step, with the situation before and after it.
public struct SequenceRow: Sendable, Hashable {
  /// The row's number, from 1.
  public var index: Int
  /// The event the step belongs to, as the life cycle defines it.
  public var event: EventRule
  /// Whether this is the first row of its event.
  public var startsEvent: Bool
  /// The scene the step concerns (numbered from 1), or nil for the app or the process.
  public var scene: Int?
  /// The step: a delegate call or a system step.
  public var step: Step
  /// The evidence: the step's own, and for a row that moves a state, the event's.
  public var sources: [SourceID]
  /// What is uncertain about the row, or nil.
  public var caveat: String?
  /// The level of evidence the caveat states (kept through translation).
  public var caveatLevel: EvidenceLevel? = nil
  /// The situation before the step.
  public var before: Situation
  /// The situation after the step.
  public var after: Situation
  /// The transition whose state change happens at this row, or nil when no state of the model changes.
  public var transition: Transition?
  /// The id of the transition whose steps (its own, or a rule's that accompanies it) this row is, or nil for an
  /// event's own step or a termination step.
  public var partOf: TransitionID? = nil
  /// Whether the row is part of the process's launch (a rule that starts the process: `main()`, the launch calls).
  public var launchesProcess = false

  /// The delegate call, if the row is one.
  public var call: DelegateCall? { step.call }
}

/// A scenario replayed through one life-cycle model.
public struct ScenarioRun: Sendable, Hashable {
  /// The scenario.
  public var scenario: Scenario
  /// The life cycle it was replayed through.
  public var lifecycle: Lifecycle
  /// The id of that life cycle.
  public var model: LifecycleID { lifecycle.id }
  /// Where it started.
  public var start: Situation
  /// What happened, in order.
  public var rows: [SequenceRow]
  /// The notes of the scenario's variant.
  public var notes: [String]
  /// The evidence for the scenario as a whole.
  public var sources: [SourceID]
  /// The iOS versions the sequence holds for.
  public var holdsFor: String?
  /// The notification each delegate method posts, by the method's id (``Catalog/notificationNames``).
  public var postedNotifications: [String: String] = [:]

  /// Whether the scenario follows more than one scene.
  public var isMultiScene: Bool { start.units.count > 1 }

  /// The transitions the scenario takes, in order.
  public var transitions: [Transition] { rows.compactMap(\.transition) }

  /// The delegate calls the scenario made as part of a transition, in order, each once.
  public func calls(partOf transition: TransitionID) -> [DelegateCall] {
    var calls: [DelegateCall] = []
    for row in rows where row.partOf == transition {
      if let call = row.call, !calls.contains(call) { calls.append(call) }
    }
    return calls
  }
}
