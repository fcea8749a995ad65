import ArgumentParser
import LifeDiagram
import LifeDiagramDocs
import LifeDiagramModel
import LifeDiagramModelFile
import LifeDiagramOutput

/// `--model-file PATH`, repeatable: the user's own life cycles, added to the built-ins for one command, and what
/// a command then covers by default: the files' life cycles.
struct ModelFileOptionGroup: ParsableArguments, ConfigurableOptions {
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
  /// set by ``models(_:)``, not an option.
  var namesFromConfig: String?

  /// The config's `models`, and the file they are in; set by ``apply(_:)``, not options.
  var configModels: [String]?
  var configModelsFile: String?

  static var configKeys: [ConfigKey<Self>] {
    [
      .strings("modelFiles", of: .line, path: true, "Model files to read, as --model-file reads them.", into: \.paths),
      ConfigKey(
        "models", .list(.string(.kebabID)), default: .array([]),
        "The life cycles the commands cover, as --model names them; by default the model files' life cycles, or every built-in."
      ) { options, config in (options.configModels, options.configModelsFile) = (config.strings("models"), config.path)
      },
    ]
  }

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
      throw CLIError(
        message: error.message + "; the name is in \(DisplayText.escaping(config))'s 'models'", status: .dataError)
    }
  }

  /// The models a command covers: `named` (its `--model`), or when none were named, the config's `models`
  /// (remembering that they came from the config, for ``require(_:in:)``). The one place every command that covers
  /// models reads them from the config.
  mutating func models(_ named: [LifecycleID]) -> [LifecycleID] {
    guard named.isEmpty, let names = configModels else { return named }
    namesFromConfig = configModelsFile
    return names.map(LifecycleID.init(rawValue:))
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
