import ArgumentParser
import LifeDiagram
import LifeDiagramDocs
import LifeDiagramModel
import LifeDiagramModelFile
import LifeDiagramOutput

/// `--model-file PATH`, repeatable: the user's own life cycles, added to the built-ins for one command, and what
/// a command then covers by default: the files' life cycles.
struct ModelFileOptionGroup: ParsableArguments {
  @Option(
    name: .customLong("model-file"),
    help: ArgumentHelp(
      "A model file (YAML or JSON, see 'lifediagram schema'); repeatable. The command then covers the files' "
        + "life cycles, and the built-ins only when --model names them. A file whose id is a built-in's replaces it.",
      valueName: "path"),
    completion: .file(extensions: ["yaml", "yml", "json"]))
  var paths: [String] = []

  @Flag(
    name: .customLong("no-size-limits"),
    help: ArgumentHelp(
      "Read model files larger than the limits (200 states, 400 transitions, 400 events, ...; GUARANTEES.md, "
        + "\"Untrusted input\"); such a model may take a while to draw."))
  var noSizeLimits = false

  /// The config file the `--model` names came from, when no flag gave them, for the message of an unknown one;
  /// set by a command's `resolved()`, not an option.
  var namesFromConfig: String?

  /// The limits the files and the drawing are held to.
  var limits: ModelLimits { noSizeLimits ? .none : .standard }

  /// The built-in catalog with these files in it, validated: every life cycle, for commands that name one.
  func catalog() throws(CLIError) -> Catalog {
    try commandCatalog(modelFiles: paths, limits: limits).catalog
  }

  /// The catalog a command covers (``Catalog/selecting(_:keepingShared:)``): the life cycles `named` (`--model`),
  /// in catalog order; with none named, the model files' life cycles when files are given (the built-ins come in
  /// only when named), or else every built-in. An unknown name is the one-line error listing those there are.
  func catalog(covering named: [LifecycleID]) throws(CLIError) -> Catalog {
    let (catalog, fileModels) = try commandCatalog(modelFiles: paths, limits: limits)
    for id in named { _ = try require(id, in: catalog) }
    let chosen = !named.isEmpty ? named : fileModels.isEmpty ? catalog.lifecycles.map(\.id) : fileModels
    // A file that replaces a built-in (Models/app.yaml given back) still counts as that built-in.
    let builtIns = Set(Catalog.builtIn.lifecycles.map(\.id))
    return catalog.selecting(chosen, keepingShared: chosen.contains(where: builtIns.contains))
  }

  /// The life cycle `id` of `catalog`, or the one-line error listing those there are: a name the config file
  /// gave (``namesFromConfig``) is that file's error (exit 65, naming it and its `models`), one typed a usage
  /// error (64). Every command answers a bad name the same way through here.
  func require(_ id: LifecycleID, in catalog: Catalog) throws(CLIError) -> Lifecycle {
    do {
      return try catalog.requireLifecycle(id)
    } catch {
      guard let config = namesFromConfig else { throw error }
      throw CLIError(message: error.message + "; the name is in \(DisplayText.escaping(config))'s 'models'", status: .dataError)
    }
  }

  /// Takes what the config says of the models where no flag did: its `modelFiles` into ``paths``, and its
  /// `models` in place of `models` when none were named (remembering that they came from the config, for
  /// ``require(_:in:)``); returns the models the command covers. The one place every command that covers models
  /// reads them from the config.
  mutating func take(_ config: ProjectConfig, models: [LifecycleID]) -> [LifecycleID] {
    if paths.isEmpty { paths = config.modelFiles ?? [] }
    guard models.isEmpty, let named = config.models else { return models }
    namesFromConfig = config.path
    return named.map(LifecycleID.init(rawValue:))
  }

  /// Refuses to draw more than ``ModelLimits/drawingWork`` (exit 65): `work` is ``DrawingWork``'s count for one
  /// copy of the images, `copies` how many times each is drawn (its formats, or the docs' languages).
  func checkDrawingWork(_ work: Int, copies: Int) throws(CLIError) {
    let work = work * copies
    guard work > limits.drawingWork else { return }
    throw CLIError(
      message: "the images would take \(work) units of drawing (each state and transition once, 4 times when dot "
        + "lays it out, again on each scenario's path, 10 per sequence-diagram row; in each language or format), more than the "
        + "\(limits.drawingWork) a command may do in under a minute: draw fewer models, scenarios or languages, or give "
        + "--no-size-limits (GUARANTEES.md, \"Untrusted input\")",
      status: .dataError)
  }
}
