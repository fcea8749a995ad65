// A rule in a model file. Its placement is a word, with the method for `after-call`; its label defaults to
// its `when`.

extension CallRule {
  enum CodingKeys: String, CodingKey {
    case id, when, label, summary, condition, ifSet, unlessSet, sets, clears, transitions, placement, afterCall, steps,
      effects, sources
  }

  /// The words a model file uses for a placement.
  enum PlacementWord: String, Codable {
    case beforeTransition = "before-transition"
    case afterCall = "after-call"
    case afterTransition = "after-transition"
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let placement: RulePlacement =
      switch try c.decode(PlacementWord.self, forKey: .placement) {
      case .beforeTransition: .beforeTransition
      case .afterTransition: .afterTransition
      case .afterCall: .afterCall(try c.decode(String.self, forKey: .afterCall))
      }
    self.init(
      id: try c.decode(RuleID.self, forKey: .id), when: try c.decode(String.self, forKey: .when),
      label: try c.decodeIfPresent(String.self, forKey: .label), summary: try c.decode(String.self, forKey: .summary),
      condition: try c.decodeIfPresent(RuleCondition.self, forKey: .condition),
      ifSet: try c.decodeIfPresent(String.self, forKey: .ifSet),
      unlessSet: try c.decodeIfPresent(String.self, forKey: .unlessSet),
      sets: try c.decode([String].self, forKey: .sets, default: []),
      clears: try c.decode([String].self, forKey: .clears, default: []),
      transitions: try c.decode([TransitionID].self, forKey: .transitions, default: []), placement: placement,
      steps: try c.decode([Step].self, forKey: .steps, default: []),
      effects: try c.decode([RuleEffect].self, forKey: .effects, default: []),
      sources: try c.decode([SourceID].self, forKey: .sources, default: []))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encode(when, forKey: .when)
    if label != when { try c.encode(label, forKey: .label) }
    try c.encode(summary, forKey: .summary)
    try c.encodeIfPresent(condition, forKey: .condition)
    try c.encodeIfPresent(ifSet, forKey: .ifSet)
    try c.encodeIfPresent(unlessSet, forKey: .unlessSet)
    try c.encode(nonEmpty: sets, forKey: .sets)
    try c.encode(nonEmpty: clears, forKey: .clears)
    try c.encode(nonEmpty: transitions, forKey: .transitions)
    switch placement {
    case .beforeTransition: try c.encode(PlacementWord.beforeTransition, forKey: .placement)
    case .afterTransition: try c.encode(PlacementWord.afterTransition, forKey: .placement)
    case .afterCall(let method):
      try c.encode(PlacementWord.afterCall, forKey: .placement)
      try c.encode(method, forKey: .afterCall)
    }
    try c.encode(nonEmpty: steps, forKey: .steps)
    try c.encode(nonEmpty: effects, forKey: .effects)
    try c.encode(nonEmpty: sources, forKey: .sources)
  }
}
