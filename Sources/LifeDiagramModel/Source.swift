/// A source the model cites: an Apple page or figure, a developer's observation, a seed post, or the model's own
/// inference.
public struct Source: Sendable, Hashable, Identifiable {
  /// The id the model cites, e.g. `A1`, `AF`, `O3`, `S0` or `I`.
  public var id: SourceID
  /// The title as reference §6 gives it (for a seed, with its file name).
  public var title: String
  /// The URL reference §6 gives, or nil when it gives none (seeds, headers, method pages without a full URL).
  public var url: String?
  /// What the source is used for (or, for a seed, what it is), in one sentence.
  public var usedFor: String
  /// What kind of evidence it is, as its file says; nil for the kind its id's first letter gives
  /// (``SourceID/kind``).
  public var declaredKind: SourceKind?

  /// What kind of evidence it is: as declared, else as its id says.
  public var kind: SourceKind { declaredKind ?? id.kind }

  /// Creates a source.
  public init(id: SourceID, title: String, url: String? = nil, usedFor: String, kind: SourceKind? = nil) {
    self.id = id
    self.title = title
    self.url = url
    self.usedFor = usedFor
    self.declaredKind = kind
  }
}

extension Source: Codable {
  enum CodingKeys: String, CodingKey { case id, title, url, kind, usedFor }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try c.decode(SourceID.self, forKey: .id), title: try c.decode(String.self, forKey: .title),
      url: try c.decodeIfPresent(String.self, forKey: .url), usedFor: try c.decode(String.self, forKey: .usedFor),
      kind: try c.decodeIfPresent(SourceKind.FileWord.self, forKey: .kind)?.kind)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encode(title, forKey: .title)
    try c.encodeIfPresent(url, forKey: .url)
    try c.encodeIfPresent(declaredKind.map(SourceKind.FileWord.init), forKey: .kind)
    try c.encode(usedFor, forKey: .usedFor)
  }
}

extension SourceKind {
  /// The words a model file declares a source's kind with.
  public enum FileWord: String, Codable, CaseIterable, Sendable {
    case documentation, figure, observation, seed, inference

    var kind: SourceKind {
      switch self {
      case .documentation: .documentation
      case .figure: .figure
      case .observation: .observation
      case .seed: .seed
      case .inference: .inference
      }
    }

    init(_ kind: SourceKind) {
      switch kind {
      case .appleDocumentation, .documentation: self = .documentation
      case .appleFigure, .figure: self = .figure
      case .observation: self = .observation
      case .seed: self = .seed
      case .inference: self = .inference
      }
    }
  }
}
