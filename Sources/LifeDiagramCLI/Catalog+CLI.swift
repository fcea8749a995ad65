import LifeDiagram
import LifeDiagramModel

/// The catalog the commands work on, validated: the built-in one (the one place the CLI reads it, so model
/// files can extend it here). An invalid catalog is every problem listed, exit 65, before anything is written.
func commandCatalog() throws(CLIError) -> Catalog {
  switch validatedBuiltIn {
  case .success(let catalog): return catalog
  case .failure(let error): throw error
  }
}

/// The built-in catalog, validated once per process.
private let validatedBuiltIn: Result<Catalog, CLIError> = {
  let issues = Catalog.builtIn.validate()
  return issues.isEmpty ? .success(.builtIn) : .failure(.invalidModel(issues))
}()

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
