import LifeDiagramModel

/// How a Markdown page writes source ids: plain (`A3`), or each linked to its row on the docs' sources page
/// (`[A3](../sources.md#a3)`), so a table stays narrow and a reader is one click from the source.
public struct SourceLinks: Sendable, Hashable {
  /// The sources page as the page being written links to it, or nil for plain ids.
  public var sourcesPage: String?

  /// Plain ids, for text with no sources page beside it (`model --format md`, `scenarios`).
  public static let plain = SourceLinks(sourcesPage: nil)

  /// Links to a sources page at `sourcesPage` (relative to the page being written).
  public init(sourcesPage: String?) {
    self.sourcesPage = sourcesPage
  }

  /// One id, linked where there is a sources page.
  public func id(_ id: SourceID) -> String {
    guard let sourcesPage else { return id.rawValue }
    return "[\(id.rawValue)](\(sourcesPage)#\(Self.anchor(id)))"
  }

  /// Ids separated by commas, e.g. `A1, AF, S0`.
  public func list(_ ids: [SourceID]) -> String {
    ids.map(id).joined(separator: ", ")
  }

  /// The anchor of a source's row on the sources page: its id in lower case (`a3`).
  public static func anchor(_ id: SourceID) -> String { id.rawValue.lowercased() }
}
