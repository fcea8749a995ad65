/// A source the model cites: an Apple page or figure, a developer's observation, a seed post, or the model's own
/// inference.
public struct Source: Codable, Sendable, Hashable, Identifiable {
  /// The id the model cites, e.g. `A1`, `AF`, `O3`, `S0` or `I`.
  public var id: SourceID
  /// The title as reference §6 gives it (for a seed, with its file name).
  public var title: String
  /// The URL reference §6 gives, or nil when it gives none (seeds, headers, method pages without a full URL).
  public var url: String?
  /// What the source is used for (or, for a seed, what it is), in one sentence.
  public var usedFor: String

  /// Creates a source.
  public init(id: SourceID, title: String, url: String? = nil, usedFor: String) {
    self.id = id
    self.title = title
    self.url = url
    self.usedFor = usedFor
  }
}
