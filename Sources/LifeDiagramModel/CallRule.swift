/// Calls that belong to the process or to a scene session rather than to one edge of the graph.
///
/// `application(_:willFinishLaunchingWithOptions:)` runs once per process launch, whichever edge launches it;
/// `application(_:configurationForConnecting:options:)` only when a scene connects with a new session. Rules
/// say when such calls happen; the scenario simulator applies them.
public struct CallRule: Codable, Sendable, Hashable, Identifiable {
  /// A stable id, e.g. `process-launch`.
  public var id: RuleID
  /// What the rule says, in one sentence.
  public var summary: String
  /// When the rule's calls happen, in a few words a reader sees instead of the id (edge labels, tables), e.g.
  /// `new session only`.
  public var when: String
  /// When the rule applies.
  public var condition: RuleCondition
  /// The ids of the transitions the rule can accompany; empty for a rule of the process alone (termination).
  public var transitions: [TransitionID]
  /// Where the rule's steps go relative to the steps of the transition it accompanies.
  public var placement: RulePlacement
  /// The steps the rule adds, in order.
  public var steps: [Step]
  /// What applying the rule does to the process or the sessions, beyond its steps.
  public var effects: [RuleEffect]
  /// The evidence for the rule.
  public var sources: [SourceID]

  /// Creates a rule.
  public init(
    id: RuleID, when: String, label: String? = nil, summary: String, condition: RuleCondition,
    transitions: [TransitionID] = [], placement: RulePlacement, steps: [Step], effects: [RuleEffect] = [],
    sources: [SourceID]
  ) {
    self.id = id
    self.summary = summary
    self.when = when
    self.label = label ?? when
    self.condition = condition
    self.transitions = transitions
    self.placement = placement
    self.steps = steps
    self.effects = effects
    self.sources = sources
  }

  /// The delegate calls among the rule's steps.
  public var calls: [DelegateCall] { steps.compactMap(\.call) }

  /// The rule as a diagram's edge label names it in a few words (`configuration, if new session`); the diagram's
  /// legend lists the calls it stands for.
  public var label: String
}

/// When a ``CallRule`` applies.
public enum RuleCondition: String, Codable, CaseIterable, Sendable, Hashable {
  /// A transition starts the app's process (it was not running).
  case processLaunches = "process-launches"
  /// A transition resumes a process the system prewarmed (iOS 15+): the launch continues from `UIApplicationMain`.
  case prewarmedProcessResumes = "prewarmed-process-resumes"
  /// A scene connects and has no session from earlier (first launch, a new window).
  case newSession = "new-session"
  /// A scene connects while sessions the user discarded have not been reported yet.
  case discardedSessionsPending = "discarded-sessions-pending"
  /// The user closed a scene in the app switcher while the process runs.
  case sessionDiscardedWhileRunning = "session-discarded-while-running"
  /// The process is terminated while it is running (not suspended).
  case processTerminatesWhileRunning = "process-terminates-while-running"
  /// The process is terminated while scenes are still connected.
  case scenesConnectedAtTermination = "scenes-connected-at-termination"
  /// The process is terminated right after the user discarded sessions.
  case sessionsDiscardedAtTermination = "sessions-discarded-at-termination"
}

/// What applying a ``CallRule`` does to the situation a replay follows, beyond adding its steps. The simulator
/// acts on these, never on a rule's id.
public enum RuleEffect: String, Codable, CaseIterable, Sendable, Hashable {
  /// The process runs from the rule's first step: it launches, or a prewarmed process resumes.
  case startsProcess = "starts-process"
  /// Sessions the user discarded are reported (no longer pending) at the rule's delegate call.
  case reportsDiscardedSessions = "reports-discarded-sessions"
}

/// Where a ``CallRule``'s steps go.
public enum RulePlacement: Codable, Sendable, Hashable {
  /// Before the steps of the transition (rules in declared order).
  case beforeTransition
  /// Right after the transition's call of this method.
  case afterCall(String)
  /// After the steps of the transition.
  case afterTransition
}
