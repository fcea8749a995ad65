/// An id that is a string in the model and in model files (`"scene"`, `"A22"`), typed so one kind of id cannot
/// stand for another. Conforming types get string literals, single-value Codable and `description` for free.
public protocol StringID: RawRepresentable, Codable, Sendable, Hashable, ExpressibleByStringLiteral,
  CustomStringConvertible
where RawValue == String {
  init(rawValue: String)
}

extension StringID {
  public init(stringLiteral value: String) { self.init(rawValue: value) }

  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  public var description: String { rawValue }
}
