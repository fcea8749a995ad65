// A delegate method in a model file; a method nothing cites may leave `sources` out.

extension DelegateMethod {
  enum CodingKeys: String, CodingKey {
    case receiver, selector, objcSelector, signature, meaning, notification, deprecation, sources
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try c.decode(Receiver.self, forKey: .receiver), try c.decode(String.self, forKey: .selector),
      objcSelector: try c.decodeIfPresent(String.self, forKey: .objcSelector),
      signature: try c.decode(String.self, forKey: .signature), meaning: try c.decode(String.self, forKey: .meaning),
      notification: try c.decodeIfPresent(String.self, forKey: .notification),
      deprecation: try c.decodeIfPresent(Deprecation.self, forKey: .deprecation),
      sources: try c.decode([SourceID].self, forKey: .sources, default: []))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(receiver, forKey: .receiver)
    try c.encode(selector, forKey: .selector)
    try c.encodeIfPresent(objcSelector, forKey: .objcSelector)
    try c.encode(signature, forKey: .signature)
    try c.encode(meaning, forKey: .meaning)
    try c.encodeIfPresent(notification, forKey: .notification)
    try c.encodeIfPresent(deprecation, forKey: .deprecation)
    try c.encode(nonEmpty: sources, forKey: .sources)
  }
}
