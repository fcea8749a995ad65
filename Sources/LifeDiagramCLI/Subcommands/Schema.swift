import ArgumentParser
import LifeDiagramModelFile

extension LifeDiagramCommand {
  /// Prints the JSON Schema of model files.
  struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "schema",
      abstract: "Print the JSON Schema (draft 2020-12) of model files, schemaVersion 1.",
      discussion: "Editors that know JSON Schema check and complete a model file with it; every key is described.")

    @Flag(name: .customLong("config"), help: "Print the schema of the project config file, .lifediagram.yml, instead.")
    var config = false

    func run() throws {
      try Output.standardOutput(config ? ConfigFile.lifediagram.schemaText : ModelFileSchema.jsonSchemaText)
    }
  }
}
