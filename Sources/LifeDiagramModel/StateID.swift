/// The id of a state within its life cycle, kebab-case (`inactive-launch`, `foreground-active`).
public struct StateID: StringID {
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
}
