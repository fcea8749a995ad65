/// A model type with stored properties its initializer does not take: derived from the others (a caveat's level)
/// or filled in later (a translation's gloss, a replay's flags). The generated built-ins (lifediagram-codegen) leave
/// them out and let the initializer give them, as it does when a model file is read.
public protocol DerivedProperties {
  /// The names of those stored properties.
  static var derivedProperties: Set<String> { get }
}

extension LifecycleState: DerivedProperties {
  /// ``gloss``, which only a translated catalog gives.
  public static var derivedProperties: Set<String> { ["gloss"] }
}

extension Step: DerivedProperties {
  /// ``caveatLevel``, read from the caveat.
  public static var derivedProperties: Set<String> { ["caveatLevel"] }
}

extension EventRule: DerivedProperties {
  /// ``caveatLevel``, read from the caveat.
  public static var derivedProperties: Set<String> { ["caveatLevel"] }
}
