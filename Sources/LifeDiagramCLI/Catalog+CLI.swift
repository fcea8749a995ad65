import LifeDiagram
import LifeDiagramModel

/// The catalog the commands work on: the built-in one (the one place the CLI reads it, so model files can
/// extend it here).
func commandCatalog() -> Catalog { .builtIn }

extension Catalog {
  /// The life cycle with this id, or the one-line error naming the ones there are.
  func requireLifecycle(_ id: LifecycleID) throws(CLIError) -> Lifecycle {
    guard let lifecycle = lifecycle(id) else {
      throw CLIError.usage(
        "there is no '\(id.rawValue)' life cycle; there are \(lifecycles.map { "'\($0.id.rawValue)'" }.joined(separator: ", "))")
    }
    return lifecycle
  }
}
