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

  @Flag(
    name: .customLong("no-size-limits"),
    help: ArgumentHelp(
      "Read model files larger than the limits (200 states, 400 transitions, 150 of both for a model without "
        + "grid positions, ...; README, \"Untrusted input\"); such a model may take minutes to draw."))
  var noSizeLimits = false

  /// The built-in catalog with these files in it, validated.
  func catalog() throws(CLIError) -> Catalog {
    try commandCatalog(modelFiles: paths, limits: noSizeLimits ? .none : .standard)
  }
}
