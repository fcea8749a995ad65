/// The id of a source in the reference: `A1`…`A30` (Apple's documentation), `AF` (Apple's figures),
/// `O1`…`O22` (developers' observations), `S0`…`S4` (the seed posts) or `I` (the model's own inference).
public struct SourceID: StringID, Comparable {
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  /// What kind of evidence the source gives.
  public var kind: SourceKind {
    switch rawValue.first {
    case "A": rawValue == "AF" ? .appleFigure : .appleDocumentation
    case "O": .observation
    case "S": .seed
    default: .inference
    }
  }

  /// Orders `A2` before `A10` and groups by kind: Apple, figure, observations, seeds, inference.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.kind.order, lhs.number, lhs.rawValue) < (rhs.kind.order, rhs.number, rhs.rawValue)
  }

  private var number: Int { Int(rawValue.drop { !$0.isNumber }) ?? 0 }
}

/// The kinds of evidence the reference distinguishes.
public enum SourceKind: String, Codable, CaseIterable, Sendable, Hashable {
  /// Apple's documentation, headers or template comments.
  case appleDocumentation = "Apple documentation"
  /// What Apple's life-cycle figures draw.
  case appleFigure = "Apple figure"
  /// A developer's observation of real delegate calls, tied to an iOS version.
  case observation = "developer observation"
  /// One of the five seed posts the product was created from.
  case seed
  /// The model's own inference: a modelling decision, not a fact.
  case inference
  /// Documentation other than Apple's, as a model file declares it (`kind: documentation`).
  case documentation
  /// A published figure other than Apple's, as a model file declares it (`kind: figure`).
  case figure

  var order: Int { Self.allCases.firstIndex(of: self)! }
}
