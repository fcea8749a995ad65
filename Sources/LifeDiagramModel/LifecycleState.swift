/// A state of a life cycle, as Apple draws it.
public struct LifecycleState: Codable, Sendable, Hashable, Identifiable {
  /// A stable kebab-case id, e.g. `inactive-launch`.
  public var id: StateID
  /// The display name, e.g. `Inactive`.
  public var name: String
  /// Which copy of a state Apple draws twice this is (`Launch Screen UI` or `App UI`); nil for the others.
  public var variant: String?
  /// The role the state plays in an app's life cycle, which the simulator and the colours know; nil for a state
  /// of a life cycle the roles do not fit.
  public var role: StateRole?
  /// The state's fill colour, `#RRGGBB`, or nil for its role's colour (a neutral grey without a role).
  public var color: String?
  /// The UIKit enum case, e.g. `UIApplication.State.inactive`; nil for states UIKit has no case for.
  public var uikitCase: String?
  /// The case's raw value, e.g. `1`; nil where there is no case.
  public var rawValue: Int?
  /// What the state means for the app's process and the user, or nil for a life cycle the questions do not fit
  /// (a model file's that is not an app's).
  public var process: ProcessView?
  /// Apple's meaning of the state, quoted or paraphrased.
  public var meaning: String
  /// Where Apple's figure draws the state, or nil for a state that is not pinned; a diagram follows the positions
  /// only when every state has one.
  public var position: FigurePosition?
  /// The kind of unit in this state, where a model follows units of more than one kind (`view` beside the
  /// model's `scene`s): what tables and lanes call a unit in it. Nil for the model's own ``Lifecycle/unitName``.
  public var unit: String?
  /// The evidence for the state.
  public var sources: [SourceID]
  /// The state's name in the language a catalog was translated into (``Catalog/translated(_:)``), shown beside
  /// the name Apple spells; nil in English.
  public var gloss: String?

  /// Creates a state.
  public init(
    id: StateID, name: String, variant: String? = nil, role: StateRole?, color: String? = nil, uikitCase: String?,
    rawValue: Int?, process: ProcessView?, meaning: String, position: FigurePosition? = nil, unit: String? = nil,
    sources: [SourceID]
  ) {
    self.id = id
    self.name = name
    self.variant = variant
    self.role = role
    self.color = color
    self.uikitCase = uikitCase
    self.rawValue = rawValue
    self.process = process
    self.meaning = meaning
    self.position = position
    self.unit = unit
    self.sources = sources
  }

  /// The name with its gloss and its variant where Apple draws the state twice, e.g. `Inactive (Launch Screen UI)`,
  /// or in Korean `Inactive (비활성, 런치 스크린 UI)`.
  public var qualifiedName: String {
    let extras = [gloss, variant].compactMap(\.self)
    return extras.isEmpty ? name : "\(name) (\(extras.joined(separator: ", ")))"
  }
}
