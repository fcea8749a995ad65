/// A point where the seed posts disagree with each other or with Apple, and how the model resolves it (reference §5).
public struct Disagreement: Codable, Sendable, Hashable, Identifiable {
  /// The reference's id, e.g. `D1`.
  public var id: String
  /// The point in question, in a few words.
  public var point: String
  /// What the seeds say (quote the Korean briefly with an English gloss where the reference does), or
  /// "(not in the seeds)".
  public var seeds: String
  /// What Apple and the observations say.
  public var apple: String
  /// How the model resolves it.
  public var resolution: String
  /// The sources.
  public var sources: [SourceID]

  /// Creates a disagreement.
  public init(id: String, point: String, seeds: String, apple: String, resolution: String, sources: [SourceID]) {
    self.id = id
    self.point = point
    self.seeds = seeds
    self.apple = apple
    self.resolution = resolution
    self.sources = sources
  }
}
