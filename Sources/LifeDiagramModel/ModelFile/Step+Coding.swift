// A step in a model file: `call` with its `receiver`, or `system`, plus what backs it.

extension Step {
  enum CodingKeys: String, CodingKey {
    case call, receiver, system, sources, caveat, marksStateChange
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let action: Action
    if let method = try c.decodeIfPresent(String.self, forKey: .call) {
      action = .call(DelegateCall(try c.decode(Receiver.self, forKey: .receiver), method))
    } else {
      action = .system(try c.decode(String.self, forKey: .system))
    }
    self.init(
      action, sources: try c.decode([SourceID].self, forKey: .sources, default: []),
      caveat: try c.decodeIfPresent(String.self, forKey: .caveat),
      marksStateChange: try c.decode(Bool.self, forKey: .marksStateChange, default: false))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    switch action {
    case .call(let call):
      try c.encode(call.method, forKey: .call)
      try c.encode(call.receiver, forKey: .receiver)
    case .system(let text):
      try c.encode(text, forKey: .system)
    }
    try c.encode(nonEmpty: sources, forKey: .sources)
    try c.encodeIfPresent(caveat, forKey: .caveat)
    try c.encode(ifTrue: marksStateChange, forKey: .marksStateChange)
  }
}
