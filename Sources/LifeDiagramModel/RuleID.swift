/// The id of a ``CallRule`` within its life cycle, e.g. `process-launch`. Only data and messages use it: the
/// simulator acts on a rule's condition and effects.
public struct RuleID: StringID {
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
}
