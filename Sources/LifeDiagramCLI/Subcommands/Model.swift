import ArgumentParser
import LifeDiagram
import LifeDiagramModel

extension LifeDiagramCommand {
  /// Prints a life-cycle model as JSON or Markdown.
  struct Model: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print a life-cycle model as JSON or Markdown.")

    /// The formats the model prints in.
    enum Format: String, ExpressibleByArgument, CaseIterable {
      case json, md
    }

    @Argument(help: "The life cycle: app or scene.")
    var lifecycle: LifecycleID

    @Option(help: "The output format.")
    var format: Format = .json

    func run() throws {
      let model = try commandCatalog().requireLifecycle(lifecycle)
      try Output.standardOutput(format == .json ? model.json.text : model.markdownReference)
    }
  }
}
