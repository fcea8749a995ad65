import ArgumentParser
import LifeDiagram
import LifeDiagramDocs
import LifeDiagramGraphviz
import LifeDiagramModel
import LifeDiagramOutput

extension LifeDiagramCommand {
  /// Writes the interactive HTML explorer: one self-contained page per language.
  struct HTML: DrawsOnEveryRun, ConfigurableOptions, ConfiguredOptions {
    static let configuration = CommandConfiguration(
      commandName: "html",
      abstract:
        "Write the interactive HTML explorer: step through scenarios on the diagrams, or play a life cycle by hand.",
      discussion: "One self-contained page per language (inline SVG, CSS and script; no network): index.html in the "
        + "folder, and each --lang in a folder of its own (ko/index.html). Free play's log is copied in the form "
        + "'lifediagram verify' reads. 'docs --html' writes the same page beside the docs' index.")

    @Option(name: .shortAndLong, help: "The folder to write into.", completion: .directory)
    var output = "Explorer"

    @Option(
      help:
        "Show only this life cycle; repeat it for several. By default every built-in, or, with --model-file, the files' life cycles."
    )
    var model: [LifecycleID] = []

    @Option(help: fontHelp) var font: String?

    @Flag(help: "Replace files at the pages' names that lifediagram did not write (a hand-written index.html, a link).")
    var force = false

    @OptionGroup var modelFiles: ModelFileOptionGroup

    @OptionGroup var configFile: ConfigOptionGroup

    @OptionGroup(
      title: "Languages (English is always written; each other language goes in its own folder, e.g. Explorer/ko)")
    var language: LanguageOptionGroup

    func validate() throws {
      if output == "-" { throw ValidationError("the explorer is a set of files; '-o -' is not supported here") }
      try Validation.folder(output, option: "-o")
      if let font { try Validation.font(font) }
    }

    static var configKeys: [ConfigKey<Self>] { [.font(into: \.font)] }

    static var configuredGroups: [ConfiguredGroup<Self>] { [.own, .group(\.modelFiles), .group(\.language)] }

    mutating func settle(configured: Bool) throws {
      guard configured else { return }
      model = modelFiles.models(model)
      language.takeConfigLanguages()
      try validate()
    }

    func run() throws {
      try configured().write()
    }

    private func write() throws {
      let site = try plan()
      try Frontend.write(
        FileRequest(
          command: "html", folders: [output], files: site.files.map(FileRequest.File.init), owned: site.files,
          force: force,
          complete: site.requireCompleteForCLI,
          report: .eachFile(in: output)))
    }

    private func plan() throws(CLIError) -> ExplorerSite {
      let files = try language.files()
      var languages = [try language.translation(Translation.english.language, files: files)]
      for code in language.codes where !languages.contains(where: { $0.language == code }) {
        languages.append(try language.translation(code, files: files))
      }
      let catalog = try modelFiles.catalog(covering: model)
      try modelFiles.checkDrawingWork(DrawingWork.diagrams(of: catalog.lifecycles), copies: languages.count)
      do {
        return try ExplorerSite(catalog: catalog, languages: languages, folder: output) { language.font(font, for: $0) }
      } catch {
        throw .planning(error)
      }
    }
  }
}

extension ExplorerSite {
  /// Throws the words the pages looked up that a language lacks, as the tool's error.
  func requireCompleteForCLI() throws(CLIError) {
    do { try requireComplete() } catch { throw .missingTranslations(error) }
  }
}
