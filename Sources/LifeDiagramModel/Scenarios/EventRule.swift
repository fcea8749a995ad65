/// What an event does in one life cycle: the transitions it may fire, and its effect on the process and the
/// scene sessions.
///
/// From each unit's current state (the app, or each scene) the simulator fires the first listed transition that
/// leaves that state, then keeps going from the new state with the rest of the list, so one event can chain
/// (*Active → Inactive → Background* for the Home gesture).
public struct EventRule: Codable, Sendable, Hashable, Identifiable {
  /// The event.
  public var id: EventID
  /// The event in plain words, e.g. `The user taps the app icon`.
  public var text: String
  /// The ids of the transitions the event may fire.
  public var transitions: [TransitionID]
  /// What the event does to the process after its transitions.
  public var process: ProcessEffect
  /// What the event does to the scene sessions it disconnects.
  public var sessions: SessionEffect
  /// System steps the event adds after its transitions (e.g. what was observed during prewarming).
  public var steps: [Step]
  /// The evidence that the event has this effect.
  public var sources: [SourceID]
  /// What is uncertain about the event's effect, or nil.
  public var caveat: String?
  /// The level of evidence the caveat states, kept when the caveat is translated (``EvidenceLevel/stated(by:)``).
  public var caveatLevel: EvidenceLevel?
  /// Whether the event acts on the process as a whole (suspension, resumption, a purge): every scene it moves
  /// changes state in one step, instead of one step per scene.
  public var processWide: Bool

  /// Creates a rule.
  public init(
    _ id: EventID, text: String, fires transitions: [TransitionID], process: ProcessEffect = .none,
    sessions: SessionEffect = .none, steps: [Step] = [], sources: [SourceID], caveat: String? = nil,
    processWide: Bool = false
  ) {
    self.id = id
    self.text = text
    self.transitions = transitions
    self.process = process
    self.sessions = sessions
    self.steps = steps
    self.sources = sources
    self.caveat = caveat
    self.caveatLevel = EvidenceLevel.stated(by: caveat)
    self.processWide = processWide
  }
}

/// What an event does to the app's process.
public enum ProcessEffect: String, Codable, CaseIterable, Sendable, Hashable {
  /// Nothing beyond its transitions.
  case none
  /// The system launches the process ahead of use and pauses it before `UIApplicationMain`.
  case prewarms
  /// The process is terminated (the app hears `applicationWillTerminate(_:)` if it was running).
  case terminates
}

/// What an event does to the sessions of the scenes it disconnects.
public enum SessionEffect: String, Codable, CaseIterable, Sendable, Hashable {
  /// Sessions are kept.
  case none
  /// The user discarded the sessions; reported to the app at once if its process keeps running, otherwise at
  /// the next launch.
  case discards
  /// The user discarded the sessions, and the app hears of it at once even though its process then ends
  /// (observed on iOS 13 iPads, O2).
  case discardsBeforeTermination = "discards-before-termination"
}
