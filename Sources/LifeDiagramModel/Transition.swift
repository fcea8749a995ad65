/// A directed transition between two states, with what causes it and the delegate calls it makes.
public struct Transition: Codable, Sendable, Hashable, Identifiable {
  /// A stable id, `<from>-to-<to>`, or `<from>-to-<to>-<variant>` for a second transition between the same
  /// states (e.g. `background-to-not-running-by-user`, the user's kill beside the system's termination).
  public var id: TransitionID
  /// The id of the state the transition leaves.
  public var from: StateID
  /// The id of the state the transition enters.
  public var to: StateID
  /// What causes the transition, in plain words.
  public var trigger: String
  /// Whether the system makes the transition by itself or an event causes it.
  public var kind: TransitionKind
  /// The line style of Apple's figure, or nil when Apple's figure does not draw the transition.
  public var appleLineStyle: LineStyle?
  /// What the transition itself does, in order: delegate calls and system steps.
  ///
  /// Calls that belong to the process or the session (launching the process, a new scene session, discarded
  /// sessions, termination) are not here: they come from the model's ``CallRule``s.
  public var steps: [Step]
  /// The evidence for the transition.
  public var sources: [SourceID]

  /// Creates a transition; its id is derived from its endpoints and, for a second transition between the same
  /// states, a variant such as `by-user`.
  public init(
    from: StateID, to: StateID, variant: String? = nil, trigger: String, kind: TransitionKind,
    appleLineStyle: LineStyle?, steps: [Step], sources: [SourceID]
  ) {
    self.id = TransitionID(from: from, to: to, variant: variant)
    self.from = from
    self.to = to
    self.trigger = trigger
    self.kind = kind
    self.appleLineStyle = appleLineStyle
    self.steps = steps
    self.sources = sources
  }

  /// Creates a transition with an id of its own (a model file may name one).
  public init(
    id: TransitionID, from: StateID, to: StateID, trigger: String, kind: TransitionKind, appleLineStyle: LineStyle?,
    steps: [Step], sources: [SourceID]
  ) {
    self.init(
      from: from, to: to, trigger: trigger, kind: kind, appleLineStyle: appleLineStyle, steps: steps, sources: sources)
    self.id = id
  }

  /// The delegate calls among the transition's own steps, in order.
  public var ownCalls: [DelegateCall] { steps.compactMap(\.call) }

  /// Whether the transition leaves its state as it was (a view loading, a layout pass).
  public var keepsItsState: Bool { from == to }

  /// Whether Apple's figure draws this transition.
  public var isInAppleFigure: Bool { appleLineStyle != nil }
}
