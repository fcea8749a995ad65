import ArgumentParser
import LifeDiagram
import LifeDiagramModel

extension LifecycleID: ExpressibleByArgument {
  public init?(argument: String) { self.init(argument) }

  /// The life cycles of the built-in catalog, for `--help` and completions; an id a model file defines is
  /// accepted too and checked against the catalog the command uses.
  public static var allValueStrings: [String] { Catalog.builtIn.lifecycles.map(\.id.rawValue) }

  public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
