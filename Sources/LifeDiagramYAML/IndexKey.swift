/// A list position in a coding path (`Index 3`), as the encoders and decoders of node trees name one.
public struct IndexKey: CodingKey, Sendable {
  public let intValue: Int?
  public var stringValue: String { "Index \(intValue ?? 0)" }

  public init(_ index: Int) { intValue = index }
  public init?(stringValue: String) { nil }
  public init?(intValue: Int) { self.intValue = intValue }
}
