// A transition in a model file. Its id may be left out when it is the usual `<from>-to-<to>`; `calls`, which
// `model` prints for readers and tools, is worked out from the model and never read back.

extension Transition {
  enum CodingKeys: String, CodingKey {
    case id, from, to, trigger, kind, appleLineStyle, calls, steps, sources
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let from = try c.decode(StateID.self, forKey: .from)
    let to = try c.decode(StateID.self, forKey: .to)
    self.init(
      from: from, to: to, trigger: try c.decode(String.self, forKey: .trigger, default: ""),
      kind: try c.decode(TransitionKind.self, forKey: .kind),
      appleLineStyle: try c.decodeIfPresent(LineStyle.self, forKey: .appleLineStyle),
      steps: try c.decode([Step].self, forKey: .steps, default: []),
      sources: try c.decode([SourceID].self, forKey: .sources, default: []))
    id = try c.decode(TransitionID.self, forKey: .id, default: id)
  }

  public func encode(to encoder: any Encoder) throws {
    try encode(to: encoder, calls: nil)
  }

  /// Writes the transition, with `calls` (every call it makes whenever it happens) when given.
  func encode(to encoder: any Encoder, calls: [DelegateCall]?) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encode(from, forKey: .from)
    try c.encode(to, forKey: .to)
    if !trigger.isEmpty { try c.encode(trigger, forKey: .trigger) }
    try c.encode(kind, forKey: .kind)
    try c.encodeIfPresent(appleLineStyle, forKey: .appleLineStyle)
    try c.encodeIfPresent(calls, forKey: .calls)
    try c.encode(nonEmpty: steps, forKey: .steps)
    try c.encode(nonEmpty: sources, forKey: .sources)
  }
}
