/// A life cycle: its states, its transitions, the events that fire them and the rules for calls that belong to
/// no single transition. The built-ins are iOS's (app, scene, view controller); a model file may describe any.
public struct Lifecycle: Sendable, Hashable, Identifiable {
  /// Which life cycle this is.
  public var id: LifecycleID
  /// The title, e.g. `App-based life cycle`.
  public var title: String
  /// The delegate protocol that drives the life cycle, e.g. `UIApplicationDelegate`, or nil when there is none
  /// to name.
  public var delegateProtocol: String?
  /// The column headers of Apple's figure, left to right (an empty string where a column has none).
  public var figureColumnHeaders: [String]
  /// The states, in the order Apple's figure reads (left to right, top to bottom).
  public var states: [LifecycleState]
  /// The id of the state the life cycle starts in.
  public var initialState: StateID
  /// The transitions: every edge of Apple's figure, then the ones the model adds.
  public var transitions: [Transition]
  /// The rules for calls that belong to the process or the session.
  public var rules: [CallRule]
  /// What each scenario event does in this life cycle.
  public var events: [EventRule]
  /// How the life cycle is named in a heading, e.g. `app-based`.
  public var shortTitle: String
  /// The name of its diagram's graph (an identifier, e.g. `AppLifecycle`).
  public var graphName: String
  /// What one of several units following the life cycle side by side is called (`scene`: an iPad app may show
  /// two), or nil when there is only ever one (the app itself).
  public var unitName: String?
  /// Whether the process is followed apart from the units: several scenes share one process, whose launch,
  /// suspension and termination the scenes' states do not say alone. Without units, the process state follows
  /// the app's state.
  public var tracksProcess: Bool
  /// Whether SwiftUI's `ScenePhase` reports its units' states.
  public var hasScenePhase: Bool
  /// The releases the life cycle covers, for sequences that say nothing narrower, or nil when it does not say.
  public var releases: String?
  /// The title of a sequence diagram's first lane, the one that makes the calls, e.g. `UIKit (system)`; nil for
  /// the tool's word `System`.
  public var systemLane: String?

  /// Creates a life cycle.
  public init(
    id: LifecycleID, title: String, delegateProtocol: String?, figureColumnHeaders: [String], states: [LifecycleState],
    initialState: StateID,
    transitions: [Transition], rules: [CallRule], events: [EventRule] = [], shortTitle: String, graphName: String,
    unitName: String? = nil, tracksProcess: Bool = false, hasScenePhase: Bool = false, releases: String?,
    systemLane: String? = nil
  ) {
    self.id = id
    self.title = title
    self.delegateProtocol = delegateProtocol
    self.figureColumnHeaders = figureColumnHeaders
    self.states = states
    self.initialState = initialState
    self.transitions = transitions
    self.rules = rules
    self.events = events
    self.shortTitle = shortTitle
    self.graphName = graphName
    self.unitName = unitName
    self.tracksProcess = tracksProcess
    self.hasScenePhase = hasScenePhase
    self.releases = releases
    self.systemLane = systemLane
  }

  /// The graph name a model file that gives none gets: its id in UpperCamelCase and `Lifecycle`, e.g.
  /// `UrlSessionTaskLifecycle` (`Graph…` first when the id starts with a digit).
  public static func defaultGraphName(for id: LifecycleID) -> String {
    let words = id.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
    let name = words.joined() + "Lifecycle"
    return name.first?.isNumber == true ? "Graph" + name : name
  }

  /// The state with this id, if there is one.
  public func state(_ id: StateID) -> LifecycleState? {
    states.first { $0.id == id }
  }

  /// The transition from one state to another, if the model has one.
  public func transition(from: StateID, to: StateID) -> Transition? {
    transitions.first { $0.from == from && $0.to == to }
  }

  /// What an event does in this life cycle, if it can happen here.
  public func rule(for event: EventID) -> EventRule? {
    events.first { $0.id == event }
  }

  /// Whether the life cycle follows a published figure (Apple's, for the built-ins): some of its transitions
  /// carry the figure's line style. A model without a figure draws every transition as its own.
  public var followsAFigure: Bool { transitions.contains(where: \.isInAppleFigure) }

  /// Whether the diagram draws the transition by default: an edge of the figure, or any edge of a model without
  /// a figure.
  public func isInFigure(_ transition: Transition) -> Bool { !followsAFigure || transition.isInAppleFigure }

  /// The receiver of the process's calls, on a sequence diagram's first lane: the one the model names as its
  /// ``delegateProtocol`` where it is no unit's (a SwiftUI model's `App`), else the app delegate where the life
  /// cycle calls it, else the first other receiver its calls name besides the units', else the units' own.
  public var processReceiver: Receiver {
    let receivers = everyCall.map(\.receiver)
    if let named = delegateProtocol.map(Receiver.init(rawValue:)), receivers.contains(named),
      unitName != nil, !unitReceivers.contains(named)
    {
      return named
    }
    if receivers.contains(.appDelegate) { return .appDelegate }
    guard unitName != nil else { return receivers.first ?? Receiver(rawValue: delegateProtocol ?? "Delegate") }
    return receivers.first { $0 != unitReceiver } ?? unitReceiver
  }

  /// The receiver of a unit's calls (the scene delegate, a view controller): the receiver the transitions' own
  /// calls name most often (the first of equals).
  public var unitReceiver: Receiver { mostCalled(in: transitions) }

  /// What a unit in `state` is called: the state's own kind of unit (``LifecycleState/unit``), else ``unitName``.
  public func unitName(in state: StateID) -> String? { self.state(state)?.unit ?? unitName }

  /// The receiver of the calls of a unit in `state`: for a model with units of several kinds, the receiver the
  /// own calls of the transitions leaving states of that kind name most often; else ``unitReceiver``.
  public func unitReceiver(in state: StateID) -> Receiver {
    guard hasUnitKinds else { return unitReceiver }
    let kind = self.state(state)?.unit
    return mostCalled(in: transitions.filter { self.state($0.from)?.unit == kind })
  }

  /// The receivers of every kind of unit: ``unitReceiver`` alone, or one per kind.
  public var unitReceivers: Set<Receiver> {
    guard hasUnitKinds else { return [unitReceiver] }
    return Set(
      Set(states.map(\.unit)).map { kind in mostCalled(in: transitions.filter { self.state($0.from)?.unit == kind }) })
  }

  /// The state a new unit of `kind` starts in: ``initialState`` for the model's own units (nil), else the first
  /// state of that kind (a view not in the hierarchy yet).
  public func firstState(ofUnitKind kind: String?) -> StateID? {
    kind == nil ? initialState : states.first { $0.unit == kind }?.id
  }

  /// Whether some states belong to units of another kind than the model's own (``LifecycleState/unit``).
  public var hasUnitKinds: Bool { unitName != nil && states.contains { $0.unit != nil } }

  private func mostCalled(in transitions: [Transition]) -> Receiver {
    let receivers = transitions.flatMap(\.ownCalls).map(\.receiver)
    let counts = receivers.reduce(into: [Receiver: Int]()) { $0[$1, default: 0] += 1 }
    var most: Receiver?
    for receiver in receivers where most.map({ counts[receiver, default: 0] > counts[$0, default: 0] }) ?? true {
      most = receiver
    }
    return most ?? Receiver(rawValue: delegateProtocol ?? "Delegate")
  }

  /// The transitions the diagram draws by default (``isInFigure(_:)``).
  public var figureTransitions: [Transition] {
    let follows = followsAFigure  // once, not once per transition as isInFigure(_:) would
    return transitions.filter { !follows || $0.isInAppleFigure }
  }
}

extension Lifecycle {
  /// Whether every state has a grid position, so the diagram is drawn where the model says, not laid out by
  /// Graphviz's `dot`.
  public var isLaidOutOnTheGrid: Bool { states.allSatisfy { $0.position != nil } }
}
