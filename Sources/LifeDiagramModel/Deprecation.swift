/// How and where Apple deprecated a delegate method: per platform, since which release, and what replaces it.
public struct Deprecation: Codable, Sendable, Hashable {
  /// The platforms the deprecation applies to, as Apple lists them, e.g. `iOS, iPadOS, Mac Catalyst`.
  public var platforms: String
  /// The release that deprecates it, e.g. `26.0`.
  public var since: String
  /// What to use instead, e.g. `sceneDidBecomeActive(_:)`.
  public var replacement: String
  /// What else a developer should know (e.g. where it is not deprecated), or nil.
  public var note: String?

  /// Creates a deprecation.
  public init(platforms: String, since: String, replacement: String, note: String? = nil) {
    self.platforms = platforms
    self.since = since
    self.replacement = replacement
    self.note = note
  }

  /// The deprecation in one sentence, e.g. `Deprecated in iOS, iPadOS 26.0; use sceneDidBecomeActive(_:).`
  public var summary: String {
    "Deprecated in \(platforms) \(since); use \(replacement)." + (note.map { " \($0)" } ?? "")
  }
}
