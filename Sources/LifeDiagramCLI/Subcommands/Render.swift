import ArgumentParser
import LifeDiagram
import LifeDiagramDocs
import LifeDiagramGraphviz
import LifeDiagramModel
import LifeDiagramModelFile
import LifeDiagramOutput

extension LifeDiagramCommand {
  /// Renders the life-cycle diagrams: the default command.
  struct Render: DrawsOnEveryRun, ConfigurableOptions, ConfiguredOptions {
    static let configuration = CommandConfiguration(
      commandName: "render",
      abstract: "Render the life-cycle diagrams (the default command).")

    /// `--svg`, `--png`, `--pdf`, `--dot`: one flag for each ``OutputFormat``.
    @Flag var chosenFormats: [OutputFormat] = []

    @Option(name: .shortAndLong, help: "The folder to write into, or '-' for standard output.", completion: .directory)
    var output = "Diagrams"

    @Option(
      help:
        "Render only this life cycle; repeat it for several (--model app --model scene). By default every built-in, or, with --model-file, the files' life cycles."
    )
    var model: [LifecycleID] = []

    @OptionGroup var diagram: DiagramOptionGroup

    @OptionGroup var modelFiles: ModelFileOptionGroup

    @OptionGroup var configFile: ConfigOptionGroup

    @OptionGroup var language: LanguageOptionGroup

    @Flag(help: "Print the versions of lifediagram and Graphviz.")
    var version = false

    /// The formats asked for, each once in ``OutputFormat``'s order, or SVG when none was.
    var formats: [OutputFormat] {
      chosenFormats.isEmpty ? [.svg] : OutputFormat.allCases.filter(chosenFormats.contains)
    }

    /// The life cycles to draw: those `--model` names, in the order named, or all those the catalog covers.
    func lifecycles(in catalog: Catalog) throws(CLIError) -> [Lifecycle] {
      guard !model.isEmpty else { return catalog.lifecycles }
      var seen: Set<LifecycleID> = []
      var chosen: [Lifecycle] = []
      for id in model where seen.insert(id).inserted { chosen.append(try modelFiles.require(id, in: catalog)) }
      return chosen
    }

    func validate() throws {
      try Validation.folder(output, option: "-o")
      if language.codes.count > 1 { throw ValidationError("render draws one language; give --lang once") }
      if output == "-" && (formats.count > 1 || Set(model).count != 1) {
        throw ValidationError(
          "'-o -' writes one diagram in one format to standard output; choose one --model and one format")
      }
    }

    static var configKeys: [ConfigKey<Self>] {
      [
        ConfigKey(
          "formats", .list(.enumeration(OutputFormat.allCases.map(\.rawValue))),
          "The formats 'lifediagram' (the default command) writes, as --svg, --png, --pdf and --dot ask for them."
        ) { command, config in
          guard command.chosenFormats.isEmpty, let formats = config.strings("formats") else { return }
          command.chosenFormats = formats.compactMap(OutputFormat.init(rawValue:))
        }
      ]
    }

    static var configuredGroups: [ConfiguredGroup<Self>] {
      [.own, .group(\.diagram.appearance), .group(\.modelFiles), .group(\.language)]
    }

    var readsConfig: Bool { !version }

    mutating func settle(configured: Bool) throws {
      guard configured else { return }
      model = modelFiles.models(model)
      try diagram.validate()
      try validate()
    }

    func run() throws {
      try configured().draw()
    }

    /// Prints `lifediagram VERSION (Graphviz VERSION)`: what `--version` prints, with or without the parser.
    /// The tool's version and the Graphviz library's; Graphviz is not started for it (as `dot -V` does not
    /// render), so a broken plugin configuration shows on the first drawing, not here.
    static func printVersion() throws {
      try Output.standardOutput("lifediagram \(toolVersion) (Graphviz \(Graphviz.runtimeVersion))\n")
    }

    private func draw() throws {
      if version { return try Self.printVersion() }
      let (catalog, words) = try language.translate(try modelFiles.catalog(covering: model))
      let font = language.font(diagram.font, for: words.translation)
      let drawn = try lifecycles(in: catalog)
      try modelFiles.checkDrawingWork(DrawingWork.diagrams(of: drawn), copies: formats.count)
      let artifacts = DiagramArtifacts(
        lifecycles: drawn, formats: formats, options: diagram.options(font: font, words: words),
        scale: diagram.scale, theme: diagram.theme)
      let files = artifacts.drawings.map { drawing in
        FileRequest.File(folder: output, path: drawing.path) { engine, warnings in
          try artifacts.draw(drawing, with: engine, warnings: &warnings)
        }
      }
      let fonts = formats.contains(where: \.drawsInstalledFonts) ? [font] : []
      if output == "-" { return try Frontend.printDrawn(files[0], fonts: fonts, complete: words.requireCompleteForCLI) }
      try Frontend.write(
        FileRequest(
          command: "render", folders: [output], files: files, fonts: fonts, complete: words.requireCompleteForCLI,
          report: .eachFile(in: output)))
    }
  }
}

/// The tool's version.
let toolVersion = "0.1.0"

/// Each output format is a flag of its own: `--svg`, `--png`, `--pdf`, `--dot`.
extension OutputFormat: EnumerableFlag {
  public static func help(for value: OutputFormat) -> ArgumentHelp? {
    switch value {
    case .svg: "Write SVG (the default when no format is given)."
    case .png: "Write PNG."
    case .pdf: "Write PDF."
    case .dot: "Write the DOT source."
    }
  }
}
