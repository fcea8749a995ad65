import ArgumentParser
import LifeDiagram
import LifeDiagramDocs
import LifeDiagramGraphviz
import LifeDiagramModel
import LifeDiagramOutput

extension LifeDiagramCommand {
  /// Lists the scenarios, or prints their sequence tables of delegate calls.
  struct Scenarios: ParsableCommand, ConfiguredOptions {
    static let configuration = CommandConfiguration(
      commandName: "scenarios",
      abstract: "List the scenarios, or print their sequence tables of delegate calls.",
      discussion: "With no id, lists the scenarios. Text formats print to standard output; svg, png and dot "
        + "write <id>-<model>-sequence.<ext> files (the names docs uses) into the --output folder.")

    /// The formats a scenario prints or renders in.
    enum Format: String, RawValueArgument {
      case text, md, csv, json, mermaid, svg, png, dot
      var image: OutputFormat? { OutputFormat(rawValue: rawValue) }
    }

    @Argument(
      help: "Scenario ids (see 'lifediagram scenarios').", completion: .list(Catalog.builtIn.scenarios.map(\.id)))
    var ids: [String] = []

    @Flag(help: "Every scenario.") var all = false

    @Option(help: "Only this life cycle. By default every built-in, or, with --model-file, the files' life cycles.")
    var model: LifecycleID?

    @Option(
      help: ArgumentHelp(
        "The output format (by default text in a terminal, md otherwise). text: plain aligned tables. mermaid: one "
          + "scenario as one Mermaid diagram; several as Markdown, a heading and a fenced mermaid block each."))
    var format: Format?

    @Option(
      name: .shortAndLong, help: "The folder image formats are written into ('-' for standard output).",
      completion: .directory)
    var output = "."

    @OptionGroup var appearance: AppearanceOptionGroup

    var font: String? { appearance.font }
    var scale: Int { appearance.scale }
    var theme: Theme { appearance.theme }

    @OptionGroup var modelFiles: ModelFileOptionGroup

    /// The config's `models`, when no `--model` was given: what a list or `--all` covers. Not an option.
    var configModels: [LifecycleID]?

    /// The life cycles a list or `--all` covers: `--model`'s, else the config's, else the command's default.
    var covered: [LifecycleID] { model.map { [$0] } ?? configModels ?? [] }

    @OptionGroup var configFile: ConfigOptionGroup

    @OptionGroup var language: LanguageOptionGroup

    func validate() throws {
      if all && !ids.isEmpty { throw ValidationError("give scenario ids or --all, not both") }
      if ids.isEmpty && !all, let format, format.image != nil {
        throw ValidationError("--format \(format.rawValue) writes images of scenarios; name scenario ids or --all")
      }
      try Validation.folder(output, option: "-o")
      try appearance.validate()
      if language.codes.count > 1 { throw ValidationError("scenarios print in one language; give --lang once") }
    }

    /// Refuses ids and a `--model` the catalog does not have (after parsing: the catalog may come from files).
    private func check(against catalog: Catalog) throws(CLIError) {
      for id in ids where catalog.scenario(id) == nil {
        let near = catalog.nearestScenarioIDs(to: id)
        let hint =
          near.isEmpty
          ? "run 'lifediagram scenarios' for the list"
          : "did you mean \(near.map { "'\($0)'" }.joined(separator: ", "))?"
        throw .usage("unknown scenario '\(DisplayText.escaping(id))'; \(hint)")
      }
      for id in covered { _ = try modelFiles.require(id, in: catalog) }
      guard let model else { return }
      for id in ids where catalog.scenario(id)?.variant(model) == nil {
        let models = catalog.scenario(id)?.models.map(\.rawValue).joined(separator: " and ") ?? ""
        throw .usage("scenario '\(id)' does not exist for the \(model.rawValue) model; it exists for \(models)")
      }
    }

    static var configuredGroups: [ConfiguredGroup<Self>] {
      [.group(\.appearance), .group(\.modelFiles), .group(\.language)]
    }

    mutating func settle(configured: Bool) throws {
      guard configured else { return }
      let models = modelFiles.models(model.map { [$0] } ?? [])
      if model == nil {
        configModels = models
        if models.count == 1 { model = models[0] }
      }
      try validate()
    }

    func run() throws {
      try configured().tabulate()
    }

    private func tabulate() throws {
      // A list or --all covers the models a command covers by default (--model-file narrows it to the files');
      // a scenario named by its id comes from any model.
      let english = ids.isEmpty ? try modelFiles.catalog(covering: covered) : try modelFiles.catalog()
      try check(against: english)
      let (catalog, words) = try language.translate(english)
      if ids.isEmpty && !all {
        return try Output.standardOutput(ScenarioListing.text(catalog, model: model))
      }
      let runs = try selectedRuns(in: catalog)
      let width = Console.current.terminalWidth()
      let format = self.format ?? (width == nil ? .md : .text)
      if let image = format.image {
        try modelFiles.checkDrawingWork(DrawingWork.sequenceDiagrams(of: runs), copies: 1)
        return try render(runs, as: image, words: words)
      }
      let text = ScenarioText.render(runs, as: format, words: words, width: width ?? 100)
      try words.requireCompleteForCLI()
      try Output.standardOutput(text)
    }

    private func selectedRuns(in catalog: Catalog) throws(CLIError) -> [ScenarioRun] {
      let scenarios = all ? catalog.scenarios : uniqueIDs.compactMap(catalog.scenario)
      do {
        return try ScenarioRuns.runs(of: scenarios, in: catalog, model: model)
      } catch {
        throw .invalidScenario(error)
      }
    }

    /// The ids in the order given, each once: `cold-launch cold-launch` is one scenario, not two files.
    private var uniqueIDs: [String] {
      var seen: Set<String> = []
      return ids.filter { seen.insert($0).inserted }
    }

    private func render(_ runs: [ScenarioRun], as format: OutputFormat, words: Words) throws {
      if output == "-" && runs.count != 1 {
        throw ValidationError("'-o -' writes one scenario in one model to standard output; name one id and --model")
      }
      let font = language.font(font, for: words.translation)
      let files = runs.map { run in
        FileRequest.File(folder: output, path: ScenarioRuns.fileName(run, format)) { engine, warnings in
          try engine.renderImage(
            run.sequenceDiagram(font: font, words: words).forImage(format, scale: scale, theme: theme), as: format,
            title: run.heading, description: words("Sequence diagram: {summary}", ["summary": run.scenario.summary]),
            fallbackFonts: words.svgFallbackFonts, language: words.translation.language, warnings: &warnings)
        }
      }
      let fonts = format.drawsInstalledFonts ? [font] : []
      if output == "-" { return try Frontend.printDrawn(files[0], fonts: fonts, complete: words.requireCompleteForCLI) }
      try Frontend.write(
        FileRequest(
          command: "scenarios", folders: [output], files: files, fonts: fonts, complete: words.requireCompleteForCLI,
          report: .eachFile(in: output)))
    }
  }
}

/// The scenario list: id, models, one-line description.
enum ScenarioListing {
  /// Every scenario, or only those of `model`.
  static func text(_ catalog: Catalog, model: LifecycleID?) -> String {
    let scenarios = model.map(catalog.scenarios(of:)) ?? catalog.scenarios
    let width = scenarios.map(\.id.count).max() ?? 0
    return scenarios.map { scenario in
      let id = scenario.id.padding(to: width)
      let models = scenario.models.map(\.rawValue).joined(separator: ",").padding(to: 9)
      return "\(id)  \(models)  \(scenario.summary)\n"
    }.joined()
  }
}

/// The text formats of scenario runs.
enum ScenarioText {
  static func render(_ runs: [ScenarioRun], as format: LifeDiagramCommand.Scenarios.Format, words: Words, width: Int)
    -> String
  {
    switch format {
    case .text: runs.map { $0.plainText(width: width, words: words) }.joined(separator: "\n")
    case .md: runs.map { $0.markdownSection(words: words) }.joined(separator: "\n")
    case .csv: ScenarioRun.csvHeader + runs.map { $0.csvRecords(words: words) }.joined()
    case .json: JSON.array(runs.map { $0.json(words: words) }).text
    case .mermaid:
      runs.count == 1
        ? runs[0].mermaid(words: words)
        : runs.map { "## \($0.heading)\n\n```mermaid\n\($0.mermaid(words: words))```\n" }.joined(separator: "\n")
    case .svg, .png, .dot: ""
    }
  }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
