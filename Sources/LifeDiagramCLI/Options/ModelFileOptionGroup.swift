import ArgumentParser
import LifeDiagramModel

/// `--model-file PATH`, repeatable: the user's own life cycles, added to the built-ins for one command.
struct ModelFileOptionGroup: ParsableArguments {
  @Option(
    name: .customLong("model-file"),
    help: ArgumentHelp(
      "A model file (YAML or JSON, see 'lifediagram schema') to add to the built-in life cycles; repeatable. "
        + "A file whose id is a built-in's replaces it.",
      valueName: "path"))
  var paths: [String] = []

  /// The built-in catalog with these files in it, validated.
  func catalog() throws(CLIError) -> Catalog {
    try commandCatalog(modelFiles: paths)
  }
}
