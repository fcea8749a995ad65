/// The id of something that happens to an app (`user-taps-icon`): what a scenario is made of, and what each life
/// cycle's ``EventRule`` defines. An open set: a model file adds its own.
public struct EventID: StringID {
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
}
