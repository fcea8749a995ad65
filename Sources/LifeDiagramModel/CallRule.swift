/// Calls that belong to the process, to a scene session or to a unit's history rather than to one edge of the
/// graph.
///
/// `application(_:willFinishLaunchingWithOptions:)` runs once per process launch, whichever edge launches it;
/// `application(_:configurationForConnecting:options:)` only when a scene connects with a new session. Rules
/// say when such calls happen; the scenario simulator applies them.
public struct CallRule: Codable, Sendable, Hashable, Identifiable {
  /// A stable id, e.g. `process-launch`.
  public var id: RuleID
  /// When the rule's calls happen, in a few words a reader sees instead of the id (edge labels, tables), e.g.
  /// `new session only`.
  public var when: String
  /// The rule as a diagram's edge label names it in a few words (`configuration, if new session`); the diagram's
  /// legend lists the calls it stands for.
  public var label: String
  /// What the rule says, in one sentence.
  public var summary: String
  /// When the rule applies, in an app's terms (the process launches, a session is new, ...), or nil when that
  /// is not what decides it.
  public var condition: RuleCondition?
  /// A flag the unit must carry for the rule to apply (set by an earlier rule's ``sets``), or nil.
  public var ifSet: String?
  /// A flag the unit must not carry for the rule to apply, or nil: `unlessSet: view-loaded` with
  /// `sets: [view-loaded]` makes a call happen once per unit.
  public var unlessSet: String?
  /// The flags applying the rule sets on the unit.
  public var sets: [String]
  /// The flags applying the rule clears on the unit.
  public var clears: [String]
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
    id: RuleID, when: String, label: String? = nil, summary: String, condition: RuleCondition?,
    ifSet: String? = nil, unlessSet: String? = nil, sets: [String] = [], clears: [String] = [],
    transitions: [TransitionID] = [], placement: RulePlacement, steps: [Step], effects: [RuleEffect] = [],
    sources: [SourceID]
  ) {
    self.id = id
    self.summary = summary
    self.when = when
    self.label = label ?? when
    self.condition = condition
    self.ifSet = ifSet
    self.unlessSet = unlessSet
    self.sets = sets
    self.clears = clears
    self.transitions = transitions
    self.placement = placement
    self.steps = steps
    self.effects = effects
    self.sources = sources
  }

  /// Whether the rule applies whatever the situation: no condition and no flag to test.
  public var isUnconditional: Bool { condition == nil && ifSet == nil && unlessSet == nil }

  /// The delegate calls among the rule's steps.
  public var calls: [DelegateCall] { steps.compactMap(\.call) }
}

/// When a ``CallRule`` applies.
public enum RuleCondition: String, Codable, CaseIterable, Sendable, Hashable {
  /// A transition starts the app's process (it was not running).
  case processLaunches = "process-launches"
  /// A transition resumes a process the system prewarmed (iOS 15+): the launch continues from `UIApplicationMain`.
  case prewarmedProcessResumes = "prewarmed-process-resumes"
  /// A scene connects and has no session from earlier (first launch, a new window).
  case newSession = "new-session"
  /// A scene connects with a session from an earlier run that the user did not discard (a relaunch, a reconnection):
  /// the session holds the scene's restoration activity.
  case restoredSession = "restored-session"
  /// The App's own SwiftUI `ScenePhase`, the aggregate of every scene's (``Lifecycle/appScenePhase(of:)``),
  /// changes with the transition: what a `.onChange(of: scenePhase)` in the `App` sees.
  case appScenePhaseChanges = "app-scene-phase-changes"
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
