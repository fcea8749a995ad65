/// The id of a transition within its life cycle: `<from>-to-<to>`, or `<from>-to-<to>-<variant>` for a second
/// transition between the same states (`background-to-not-running-by-user`).
public struct TransitionID: StringID {
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  /// The id of the transition from one state to another; the one place a transition id is spelled.
  public init(from: StateID, to: StateID, variant: String? = nil) {
    self.rawValue = "\(from.rawValue)-to-\(to.rawValue)" + (variant.map { "-\($0)" } ?? "")
  }
}
