// An event in a model file: its id, its words, the transitions it fires and what it does beyond them.

extension EventRule {
  enum CodingKeys: String, CodingKey {
    case id, text, fires, process, sessions, steps, sources, caveat, processWide
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try c.decode(EventID.self, forKey: .id), text: try c.decode(String.self, forKey: .text),
      fires: try c.decode([TransitionID].self, forKey: .fires, default: []),
      process: try c.decode(ProcessEffect.self, forKey: .process, default: .none),
      sessions: try c.decode(SessionEffect.self, forKey: .sessions, default: .none),
      steps: try c.decode([Step].self, forKey: .steps, default: []),
      sources: try c.decode([SourceID].self, forKey: .sources, default: []),
      caveat: try c.decodeIfPresent(String.self, forKey: .caveat),
      processWide: try c.decode(Bool.self, forKey: .processWide, default: false))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encode(text, forKey: .text)
    try c.encode(nonEmpty: transitions, forKey: .fires)
    if process != .none { try c.encode(process, forKey: .process) }
    if sessions != .none { try c.encode(sessions, forKey: .sessions) }
    try c.encode(nonEmpty: steps, forKey: .steps)
    try c.encode(nonEmpty: sources, forKey: .sources)
    try c.encodeIfPresent(caveat, forKey: .caveat)
    try c.encode(ifTrue: processWide, forKey: .processWide)
  }
}
