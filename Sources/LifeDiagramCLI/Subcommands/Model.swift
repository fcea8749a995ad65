import ArgumentParser
import LifeDiagram
import LifeDiagramDocs
import LifeDiagramModel
import LifeDiagramModelFile

extension LifeDiagramCommand {
  /// Prints a life-cycle model: as a model file (JSON or YAML) that `--model-file` reads back, or as Markdown.
  struct Model: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "model",
      abstract:
        "Print a life-cycle model as a model file (JSON or YAML), as Markdown, or for another state-machine tool.",
      discussion: "JSON and YAML print a complete model file (schemaVersion 1: states, transitions, rules, events, "
        + "scenarios, sources, layout): edit it and pass it back with --model-file. 'lifediagram schema' "
        + "describes the format. mermaid-state (Mermaid's stateDiagram-v2), plantuml, scxml (W3C SCXML) and xstate "
        + "(an XState machine configuration) take the model to the tools people already use; where a format "
        + "cannot dash a line, its comment says how a system-automatic transition is marked instead.")

    /// The formats the model prints in: a model file, Markdown, or another tool's state-machine format.
    enum Format: String, RawValueArgument {
      case json, yaml, md
      case mermaidState = "mermaid-state"
      case plantuml, scxml, xstate
    }

    @Argument(help: "The life cycle: app, scene, viewcontroller, swiftui, or one a model file adds.")
    var lifecycle: LifecycleID

    @Option(
      help: ArgumentHelp(
        "The output format: json or yaml (a model file), md (Markdown), or mermaid-state, plantuml, scxml or xstate "
          + "(a state machine for those tools; every transition, its calls as labels, logs or actions)."))
    var format: Format = .json

    @OptionGroup var modelFiles: ModelFileOptionGroup

    @OptionGroup var language: LanguageOptionGroup

    func validate() throws {
      if format != .md && !language.codes.allSatisfy({ $0 == Translation.english.language }) {
        throw ValidationError(
          "--format \(format.rawValue) is written in the model's own English; --lang applies to --format md")
      }
      if language.codes.count > 1 { throw ValidationError("the model prints in one language; give --lang once") }
    }

    func run() throws {
      let catalog = try modelFiles.catalog()
      let model = try catalog.requireLifecycle(lifecycle)
      let file = ModelFile(model, in: catalog)
      let text: String
      do {
        switch format {
        case .json: text = try file.jsonText()
        case .yaml: text = try file.yamlText()
        case .md: text = try markdown(catalog)
        case .mermaidState: text = model.mermaidStateDiagram()
        case .plantuml: text = model.plantUMLStateDiagram()
        case .scxml: text = model.scxmlDocument()
        case .xstate: text = model.xstateMachine()
        }
      } catch let error as CLIError {
        throw error
      } catch {
        throw CLIError(message: "cannot print the \(lifecycle) model: \(error)", status: .software)
      }
      try Output.standardOutput(text)
    }

    /// The model as Markdown in the language `--lang` names.
    private func markdown(_ catalog: Catalog) throws(CLIError) -> String {
      let (translated, words) = try language.translate(catalog)
      let text = try translated.requireLifecycle(lifecycle).markdownReference(words: words)
      try words.requireCompleteForCLI()
      return text
    }
  }
}
