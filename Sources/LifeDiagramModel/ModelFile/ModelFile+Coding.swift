// The model file's top level: the version, the life cycle's own fields, then its lists. Scenarios are written
// flat (one variant each, in this file's life cycle).

extension ModelFile: Codable {
  enum CodingKeys: String, CodingKey {
    case schemaVersion, id, title, shortTitle, delegateProtocol, graphName, unitName, tracksProcess, hasScenePhase
    case releases, systemLane, figureColumnHeaders, initialState, states, transitions, rules, events, scenarios, sources
    case delegateMethods
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    try c.requireSchemaVersion(Self.schemaVersion, forKey: .schemaVersion)
    let id = try c.decode(LifecycleID.self, forKey: .id)
    let title = try c.decode(String.self, forKey: .title)
    let lifecycle = Lifecycle(
      id: id, title: title,
      delegateProtocol: try c.decodeIfPresent(String.self, forKey: .delegateProtocol),
      figureColumnHeaders: try c.decode([String].self, forKey: .figureColumnHeaders, default: []),
      states: try c.decode([LifecycleState].self, forKey: .states),
      initialState: try c.decode(StateID.self, forKey: .initialState),
      transitions: try c.decode([Transition].self, forKey: .transitions),
      rules: try c.decode([CallRule].self, forKey: .rules, default: []),
      events: try c.decode([EventRule].self, forKey: .events, default: []),
      shortTitle: try c.decode(String.self, forKey: .shortTitle, default: title),
      graphName: try c.decode(String.self, forKey: .graphName, default: Lifecycle.defaultGraphName(for: id)),
      unitName: try c.decodeIfPresent(String.self, forKey: .unitName),
      tracksProcess: try c.decode(Bool.self, forKey: .tracksProcess, default: false),
      hasScenePhase: try c.decode(Bool.self, forKey: .hasScenePhase, default: false),
      releases: try c.decodeIfPresent(String.self, forKey: .releases),
      systemLane: try c.decodeIfPresent(String.self, forKey: .systemLane))
    self.init(
      lifecycle: lifecycle,
      scenarios: try c.decode([ScenarioEntry].self, forKey: .scenarios, default: []).map { $0.scenario(in: id) },
      sources: try c.decode([Source].self, forKey: .sources, default: []),
      delegateMethods: try c.decode([DelegateMethod].self, forKey: .delegateMethods, default: []))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(Self.schemaVersion, forKey: .schemaVersion)
    try c.encode(lifecycle.id, forKey: .id)
    try c.encode(lifecycle.title, forKey: .title)
    try c.encode(lifecycle.shortTitle, forKey: .shortTitle)
    try c.encodeIfPresent(lifecycle.delegateProtocol, forKey: .delegateProtocol)
    try c.encode(lifecycle.graphName, forKey: .graphName)
    try c.encodeIfPresent(lifecycle.unitName, forKey: .unitName)
    try c.encode(ifTrue: lifecycle.tracksProcess, forKey: .tracksProcess)
    try c.encode(ifTrue: lifecycle.hasScenePhase, forKey: .hasScenePhase)
    try c.encodeIfPresent(lifecycle.releases, forKey: .releases)
    try c.encodeIfPresent(lifecycle.systemLane, forKey: .systemLane)
    try c.encode(nonEmpty: lifecycle.figureColumnHeaders, forKey: .figureColumnHeaders)
    try c.encode(lifecycle.initialState, forKey: .initialState)
    try c.encode(lifecycle.states, forKey: .states)
    try c.encode(
      lifecycle.transitions.map { PrintedTransition($0, calls: lifecycle.calls(of: $0)) }, forKey: .transitions)
    try c.encode(nonEmpty: lifecycle.rules, forKey: .rules)
    try c.encode(nonEmpty: lifecycle.events, forKey: .events)
    try c.encode(nonEmpty: scenarios.compactMap { ScenarioEntry($0, in: lifecycle.id) }, forKey: .scenarios)
    try c.encode(nonEmpty: sources, forKey: .sources)
    try c.encode(nonEmpty: delegateMethods, forKey: .delegateMethods)
  }
}

/// A transition as `model` prints it: with `calls`, every call it makes whenever it happens.
private struct PrintedTransition: Encodable {
  var transition: Transition
  var calls: [DelegateCall]

  init(_ transition: Transition, calls: [DelegateCall]) {
    self.transition = transition
    self.calls = calls
  }

  func encode(to encoder: any Encoder) throws {
    try transition.encode(to: encoder, calls: calls)
  }
}

/// A scenario as a model file holds it: the scenario's fields and its one variant's, side by side.
private struct ScenarioEntry: Codable {
  var id: String
  var title: String
  var summary: String
  var alternativeOf: String?
  var start: Situation
  var events: [Scenario.Occurrence]
  var notes: [String]
  var sources: [SourceID]
  var holdsFor: String?

  enum CodingKeys: String, CodingKey {
    case id, title, summary, alternativeOf, start, events, notes, sources, holdsFor
  }

  init?(_ scenario: Scenario, in model: LifecycleID) {
    guard let variant = scenario.variant(model) else { return nil }
    (id, title, summary, alternativeOf) = (scenario.id, scenario.title, scenario.summary, scenario.alternativeOf)
    (start, events, notes, sources, holdsFor) = (
      variant.start, variant.events, variant.notes, variant.sources, variant.holdsFor
    )
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    id = try c.decode(String.self, forKey: .id)
    title = try c.decode(String.self, forKey: .title)
    summary = try c.decode(String.self, forKey: .summary)
    alternativeOf = try c.decodeIfPresent(String.self, forKey: .alternativeOf)
    start = try c.decode(Situation.self, forKey: .start)
    events = try c.decode([Scenario.Occurrence].self, forKey: .events)
    notes = try c.decode([String].self, forKey: .notes, default: [])
    sources = try c.decode([SourceID].self, forKey: .sources, default: [])
    holdsFor = try c.decodeIfPresent(String.self, forKey: .holdsFor)
  }

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encode(title, forKey: .title)
    try c.encode(summary, forKey: .summary)
    try c.encodeIfPresent(alternativeOf, forKey: .alternativeOf)
    try c.encode(start, forKey: .start)
    try c.encode(events, forKey: .events)
    try c.encode(nonEmpty: notes, forKey: .notes)
    try c.encode(nonEmpty: sources, forKey: .sources)
    try c.encodeIfPresent(holdsFor, forKey: .holdsFor)
  }

  func scenario(in model: LifecycleID) -> Scenario {
    Scenario(
      id: id, title: title, summary: summary, alternativeOf: alternativeOf,
      variants: [.init(model, start: start, events: events, notes: notes, sources: sources, holdsFor: holdsFor)])
  }
}
