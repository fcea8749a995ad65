/// What the built-in life cycles share, as the catalog file (Models/catalog.yaml) holds it: the sources every
/// model cites, the delegate-method table, the AppDelegate → SceneDelegate mapping, and where the sources
/// disagree. The life cycles themselves are model files (``ModelFile``) that join it.
public struct CatalogFile: Sendable, Hashable {
  /// The version of the format this build reads and writes.
  public static let schemaVersion = 1

  /// What the docs' index is titled when these life cycles are in it.
  public var title: String?
  /// The paragraph under the index's title.
  public var introduction: String?
  /// The sources, in the order the sources page lists them.
  public var sources: [Source]
  /// The delegate methods, in the order the methods page lists them.
  public var delegateMethods: [DelegateMethod]
  /// How AppDelegate methods map to SceneDelegate methods.
  public var delegateMappings: [DelegateMapping]
  /// Where the sources disagree, and how the model resolves it.
  public var disagreements: [Disagreement]

  /// Creates a catalog file.
  public init(
    title: String? = nil, introduction: String? = nil, sources: [Source] = [], delegateMethods: [DelegateMethod] = [],
    delegateMappings: [DelegateMapping] = [], disagreements: [Disagreement] = []
  ) {
    self.title = title
    self.introduction = introduction
    self.sources = sources
    self.delegateMethods = delegateMethods
    self.delegateMappings = delegateMappings
    self.disagreements = disagreements
  }

  /// The shared part of a catalog: everything but its life cycles and scenarios.
  public init(_ catalog: Catalog) {
    self.init(
      title: catalog.title, introduction: catalog.introduction, sources: catalog.sources,
      delegateMethods: catalog.delegateMethods, delegateMappings: catalog.delegateMappings,
      disagreements: catalog.disagreements)
  }
}

extension Catalog {
  /// A catalog with no life cycle yet, holding what a catalog file shares; model files then add life cycles
  /// (``adding(_:)``).
  public init(_ file: CatalogFile) {
    self.init(
      lifecycles: [], scenarios: [], delegateMethods: file.delegateMethods, delegateMappings: file.delegateMappings,
      sources: file.sources, disagreements: file.disagreements, title: file.title, introduction: file.introduction)
  }
}

extension CatalogFile: Codable {
  enum CodingKeys: String, CodingKey {
    case schemaVersion, title, introduction, sources, delegateMethods, delegateMappings, disagreements
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    try c.requireSchemaVersion(Self.schemaVersion, forKey: .schemaVersion)
    self.init(
      title: try c.decodeIfPresent(String.self, forKey: .title),
      introduction: try c.decodeIfPresent(String.self, forKey: .introduction),
      sources: try c.decode([Source].self, forKey: .sources, default: []),
      delegateMethods: try c.decode([DelegateMethod].self, forKey: .delegateMethods, default: []),
      delegateMappings: try c.decode([DelegateMapping].self, forKey: .delegateMappings, default: []),
      disagreements: try c.decode([Disagreement].self, forKey: .disagreements, default: []))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(Self.schemaVersion, forKey: .schemaVersion)
    try c.encodeIfPresent(title, forKey: .title)
    try c.encodeIfPresent(introduction, forKey: .introduction)
    try c.encode(nonEmpty: sources, forKey: .sources)
    try c.encode(nonEmpty: delegateMethods, forKey: .delegateMethods)
    try c.encode(nonEmpty: delegateMappings, forKey: .delegateMappings)
    try c.encode(nonEmpty: disagreements, forKey: .disagreements)
  }
}
