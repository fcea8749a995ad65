// A scenario's start in a model file: flags that are usually false may be left out, and so may the process
// when it is running (always, for a life cycle of something other than an app).

extension Situation {
  enum CodingKeys: String, CodingKey { case process, units, discardedSessionsPending }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      process: try c.decode(ProcessState.self, forKey: .process, default: .running),
      units: try c.decode([Unit].self, forKey: .units),
      discardedSessionsPending: try c.decode(Bool.self, forKey: .discardedSessionsPending, default: false))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    if process != .running { try c.encode(process, forKey: .process) }
    try c.encode(units, forKey: .units)
    try c.encode(ifTrue: discardedSessionsPending, forKey: .discardedSessionsPending)
  }
}

extension Situation.Unit {
  enum CodingKeys: String, CodingKey { case state, hasSession, flags }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try c.decode(StateID.self, forKey: .state),
      hasSession: try c.decode(Bool.self, forKey: .hasSession, default: false),
      flags: Set(try c.decode([String].self, forKey: .flags, default: [])))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(state, forKey: .state)
    try c.encode(ifTrue: hasSession, forKey: .hasSession)
    try c.encode(nonEmpty: flags.sorted(), forKey: .flags)
  }
}
