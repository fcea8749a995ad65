import LifeDiagram
import LifeDiagramModel
import LifeDiagramModelFile

/// The catalog the commands work on, validated: the built-in one with the user's model files added in order
/// (the one place the CLI reads it), and the ids of the files' life cycles, in order. A model file with problems
/// is every problem listed, exit 65, before anything is written; an invalid built-in catalog likewise.
func commandCatalog(
  modelFiles paths: [String] = [], limits: ModelLimits = .standard
) throws(CLIError) -> (catalog: Catalog, fileModels: [LifecycleID]) {
  var catalog: Catalog
  var fileModels: [LifecycleID] = []
  switch validatedBuiltIn {
  case .success(let builtIn): catalog = builtIn
  case .failure(let error): throw error
  }
  for path in paths {
    let bytes = try ModelFileReader.bytes(of: path)
    do {
      let name = ModelFileReader.displayName(of: path)
      let file = try ModelFile.load(fileName: name, bytes: bytes, joining: catalog, limits: limits)
      catalog = catalog.adding(file)
      if !fileModels.contains(file.lifecycle.id) { fileModels.append(file.lifecycle.id) }
    } catch {
      throw .invalidModelFile(error)
    }
  }
  let issues = paths.isEmpty ? [] : catalog.validate()
  if !issues.isEmpty { throw .invalidModel(issues) }
  return (catalog, fileModels)
}

/// The built-in catalog, validated once per process in debug builds (the tests' and a developer's). The catalog is
/// compiled in and CatalogValidationTests proves it valid, so a release build does not spend a good part of
/// every run proving it again.
private let validatedBuiltIn: Result<Catalog, CLIError> = {
  #if DEBUG
    let issues = Catalog.builtIn.validate()
    if !issues.isEmpty { return .failure(.invalidModel(issues)) }
  #endif
  return .success(.builtIn)
}()

extension Catalog {
  /// The life cycle with this id, or the one-line error naming the ones there are.
  func requireLifecycle(_ id: LifecycleID) throws(CLIError) -> Lifecycle {
    guard let lifecycle = lifecycle(id) else {
      throw CLIError.usage(
        "there is no '\(id.rawValue)' life cycle; there are \(lifecycles.map { "'\($0.id.rawValue)'" }.joined(separator: ", "))"
          + " (a model file adds one with --model-file)")
    }
    return lifecycle
  }
}
