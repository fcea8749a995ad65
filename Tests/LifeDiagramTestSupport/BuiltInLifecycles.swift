import LifeDiagramModel

extension Lifecycle {
  /// The built-in app life cycle: the tests' shorthand for `Catalog.builtIn.lifecycle(.app)!`.
  public static var app: Lifecycle { Catalog.builtIn.lifecycle(.app)! }
  /// The built-in scene life cycle.
  public static var scene: Lifecycle { Catalog.builtIn.lifecycle(.scene)! }
}
