/// How well a step is established, from its sources and caveat.
public enum EvidenceLevel: String, Codable, CaseIterable, Sendable, Hashable {
  /// Apple documents it (or draws it).
  case documented
  /// Developers observed it (logs, radars, the seed posts); tied to an iOS version, not a contract.
  case observed
  /// Nobody documents or reports it for sure: expected, not confirmed.
  case uncertain
  /// The model's own inference.
  case inferred

  /// The level a caveat states: `uncertain` or `observed` when it says so (in the model's English), else nil.
  public static func stated(by caveat: String?) -> EvidenceLevel? {
    guard let caveat else { return nil }
    if contains(caveat, "uncertain") { return .uncertain }
    return contains(caveat, "observed") ? .observed : nil
  }

  /// Whether `word` occurs in `text`, compared byte for byte. `String.contains(_:)` with a string goes through
  /// _StringProcessing's generic searcher, far costlier than this loop, and every run asks it of the catalog.
  private static func contains(_ text: String, _ word: String) -> Bool {
    let text = Array(text.utf8)
    let word = Array(word.utf8)
    guard !word.isEmpty, text.count >= word.count else { return word.isEmpty }
    return (0...(text.count - word.count)).contains { start in text[start..<start + word.count].elementsEqual(word) }
  }

  /// The level of a step with these sources and caveat: the level its caveat states (``stated(by:)``) wins, then
  /// Apple's word, then observations; a step with neither is inferred.
  public init(sources: [SourceID], caveatLevel: EvidenceLevel?) {
    let kinds = Set(sources.map(\.kind))
    if let caveatLevel {
      self = caveatLevel
    } else if kinds.contains(.appleDocumentation) || kinds.contains(.appleFigure) {
      self = .documented
    } else if kinds.contains(.observation) || kinds.contains(.seed) {
      self = .observed
    } else {
      self = .inferred
    }
  }
}

extension SequenceRow {
  /// How well the row is established.
  public var evidenceLevel: EvidenceLevel { EvidenceLevel(sources: sources, caveatLevel: caveatLevel) }
}
