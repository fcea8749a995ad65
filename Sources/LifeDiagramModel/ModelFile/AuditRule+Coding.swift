// An audit rule in the catalog file, and the methods it names.

extension AuditRule: Codable {
  enum CodingKeys: String, CodingKey { case id, check, title, message, help, helpURL, methods, connectionOption, swiftUIModifier, sources }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try c.decode(String.self, forKey: .id), check: try c.decode(Check.self, forKey: .check),
      title: try c.decode(String.self, forKey: .title), message: try c.decode(String.self, forKey: .message),
      help: try c.decode(String.self, forKey: .help), helpURL: try c.decodeIfPresent(String.self, forKey: .helpURL),
      methods: try c.decode([AuditMethod].self, forKey: .methods, default: []),
      connectionOption: try c.decodeIfPresent(String.self, forKey: .connectionOption),
      swiftUIModifier: try c.decodeIfPresent(String.self, forKey: .swiftUIModifier),
      sources: try c.decode([SourceID].self, forKey: .sources, default: []))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encode(check, forKey: .check)
    try c.encode(title, forKey: .title)
    try c.encode(message, forKey: .message)
    try c.encode(help, forKey: .help)
    try c.encodeIfPresent(helpURL, forKey: .helpURL)
    try c.encode(nonEmpty: methods, forKey: .methods)
    try c.encodeIfPresent(connectionOption, forKey: .connectionOption)
    try c.encodeIfPresent(swiftUIModifier, forKey: .swiftUIModifier)
    try c.encode(nonEmpty: sources, forKey: .sources)
  }
}

extension AuditMethod: Codable {
  enum CodingKeys: String, CodingKey { case selector, replacement, sources }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try c.decode(String.self, forKey: .selector), replacement: try c.decodeIfPresent(String.self, forKey: .replacement),
      sources: try c.decode([SourceID].self, forKey: .sources, default: []))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(selector, forKey: .selector)
    try c.encodeIfPresent(replacement, forKey: .replacement)
    try c.encode(nonEmpty: sources, forKey: .sources)
  }
}
