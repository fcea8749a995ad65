import ArgumentParser
import LifeDiagram
import LifeDiagramDocs
import LifeDiagramGraphviz
import LifeDiagramModel
import LifeDiagramOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `docs` and `check` put (or look for) the pages and the images.
struct DocsOptionGroup: ParsableArguments, ConfigurableOptions, ConfiguredOptions {
  @Option(
    name: [.customShort("o"), .customLong("output")],
    help: ArgumentHelp("The folder of the Markdown pages (default: Docs).", valueName: "output"), completion: .directory
  )
  var outputOption: String?

  @Option(
    name: .customLong("images"),
    help: ArgumentHelp("The folder of the images the pages use (default: Diagrams).", valueName: "images"),
    completion: .directory)
  var imagesOption: String?

  @Option(
    help: ArgumentHelp(
      "'folders' (the default) or 'github-wiki': every page in the output folder, named as a GitHub wiki names "
        + "it (Lifecycle-Home.md, Lifecycle-ko-Home.md), linked without .md, with the images under its images folder "
        + "and a block in its _Sidebar.md."))
  var layout: SiteLayout = .folders

  @Option(
    name: .customLong("page-prefix"),
    help: ArgumentHelp(
      "In the github-wiki layout, what every page name the tool writes starts with, so its pages stay apart from "
        + "the wiki's own (default: Lifecycle-; '' for none, and then the tool's home is the wiki's Home.md).",
      valueName: "prefix"))
  var pagePrefixOption: String?

  @Flag(help: "In the github-wiki layout, also add a block to the wiki's own Home.md that links the tool's home page.")
  var linkFromHome = false

  /// The wiki's page prefix: `--page-prefix`, the config's `docs.pagePrefix`, or `Lifecycle-`.
  var pagePrefix: String { pagePrefixOption ?? WikiNaming.defaultPrefix }

  /// The pages' folder: `-o`, the config's `docs.output`, or `Docs`.
  var output: String { outputOption ?? "Docs" }
  /// The images' folder: `--images`, the config's `docs.images`, or `Diagrams`; in a GitHub wiki, its `images`.
  var images: String { layout == .githubWiki ? output + "/images" : imagesOption ?? "Diagrams" }

  @Flag(name: .customLong("no-mermaid"), help: "Leave the Mermaid blocks out of the pages.")
  var noMermaid = false

  @Flag(
    help: """
      Give every diagram that has an image a Mermaid copy beside it too (each scenario's sequence and path, each \
      life cycle). By default a page shows each diagram once, and Mermaid only in the index, for wikis without images.
      """)
  var mermaidCopies = false

  @Flag(help: "Write every scenario image as PNG too, linked from its page (for wikis that show only PNG).")
  var png = false

  @Flag(
    help: "Write the interactive HTML explorer too: explorer.html beside each language's index ('lifediagram html').")
  var html = false

  @OptionGroup var appearance: AppearanceOptionGroup

  var font: String? { appearance.font }
  var scale: Int { appearance.scale }
  var theme: Theme { appearance.theme }

  @Option(
    help:
      "Document only this life cycle; repeat it for several. By default every built-in, or, with --model-file, the files' life cycles."
  )
  var model: [LifecycleID] = []

  @OptionGroup var modelFiles: ModelFileOptionGroup

  @OptionGroup var configFile: ConfigOptionGroup

  @OptionGroup(title: "Languages (English is always written; each other language goes in its own folder, e.g. Docs/ko)")
  var language: LanguageOptionGroup

  static var configKeys: [ConfigKey<Self>] {
    [
      .string(
        "docs.output", path: true, "The folder of the Markdown pages, as docs -o names it.", into: \.outputOption),
      .string(
        "docs.images", path: true, "The folder of the images the pages use, as docs --images names it.",
        into: \.imagesOption),
      .string(
        "docs.pagePrefix",
        "In the github-wiki layout, what every page name the tool writes starts with, as docs --page-prefix names it.",
        into: \.pagePrefixOption),
    ]
  }

  static var configuredGroups: [ConfiguredGroup<Self>] {
    [.own, .group(\.appearance), .group(\.modelFiles), .group(\.language)]
  }

  mutating func settle(configured: Bool) throws {
    if configured {
      model = modelFiles.models(model)
      language.takeConfigLanguages()
      try validate()
    }
    try requireDefaultFoldersInside()
  }

  /// The default folders (`Docs`, `Diagrams`), which no flag or config named, must not be links out of the
  /// working folder: a repository could commit `Docs -> ../elsewhere` to have the docs written there.
  private func requireDefaultFoldersInside() throws(CLIError) {
    let defaults = [(outputOption, "Docs", "-o"), (layout == .githubWiki ? "" : imagesOption, "Diagrams", "--images")]
    for (given, folder, flag) in defaults where given == nil {
      guard let reason = Containment.escape(of: folder, inside: ".") else { continue }
      throw CLIError(
        message: "the default folder '\(folder)' \(reason), so nothing is written through it; name the folder with "
          + "\(flag) to write there",
        status: .cannotCreate)
    }
  }

  func validate() throws {
    if output == "-" || images == "-" { throw ValidationError("docs are a set of files; '-o -' is not supported here") }
    if layout == .githubWiki && html {
      throw ValidationError(
        "a GitHub wiki does not serve HTML pages; leave out --html, or write it with 'lifediagram html -o DIR'")
    }
    if layout == .githubWiki, let imagesOption, RelativePath.normalized(imagesOption) != RelativePath.normalized(images)
    {
      throw ValidationError(
        "a GitHub wiki links its images from its top, so they go in '\(images)'; leave out '--images \(imagesOption)'")
    }
    if linkFromHome && layout != .githubWiki {
      throw ValidationError("--link-from-home links a GitHub wiki's Home.md; give --layout github-wiki too")
    }
    if linkFromHome && pagePrefix.isEmpty {
      throw ValidationError(
        "with no page prefix the docs' home is the wiki's Home.md itself; leave out --link-from-home")
    }
    try Self.validatePagePrefix(pagePrefix)
    try Validation.folder(output, option: "-o")
    try Validation.folder(images, option: "--images")
    try appearance.validate()
  }

  /// A page prefix is what a wiki page's name may start with: letters, digits, `-`, `_` and `.`, not `_` first
  /// (GitHub's own pages, `_Sidebar`, start so), at most 40 characters.
  static func validatePagePrefix(_ prefix: String) throws {
    let allowed = prefix.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || "-_.".unicodeScalars.contains($0)
    }
    guard allowed, !prefix.hasPrefix("_"), prefix.count <= 40 else {
      throw ValidationError(
        "the page prefix '\(DisplayText.escaping(prefix))' (--page-prefix, docs.pagePrefix) is not a wiki page name's "
          + "start; use letters, digits, '-', "
          + "'_' and '.' (not '_' first), at most 40 characters, e.g. Lifecycle-")
    }
  }

  /// The languages of the site: English, then each `--lang`, then (for `check`, `detecting` them) each known
  /// language whose index page is on disk, so `check` covers every language `docs` generated.
  func languages(detecting: Bool = false) throws(CLIError) -> [Translation] {
    let files = try language.files()
    var codes = [Translation.english.language] + language.codes
    if detecting {
      let wiki = WikiNaming(pagePrefix: pagePrefix)
      let home = { (code: String) in
        self.layout == .githubWiki ? "\(output)/\(wiki.home(language: code)).md" : "\(output)/\(code)/index.md"
      }
      codes += language.knownCodes(files).filter { WorkingFolder.current.exists(home($0)) }
    }
    var languages: [Translation] = []
    for code in codes where !languages.contains(where: { $0.language == code }) {
      languages.append(try language.translation(code, files: files))
    }
    return languages
  }

  /// The plan both commands share: every language's pages and images, English first.
  func plan(detecting: Bool = false) throws(CLIError) -> DocsSite {
    let languages = try languages(detecting: detecting)
    let catalog = try modelFiles.catalog(covering: model)
    let runs: [ScenarioRun]
    do { runs = try ScenarioRuns.all(in: catalog) } catch { throw .invalidScenario(error) }
    try modelFiles.checkDrawingWork(DrawingWork.docs(of: catalog, runs: runs), copies: languages.count)
    let settings = DocsSite.Settings(
      includesMermaid: !noMermaid, includesMermaidCopies: mermaidCopies, includesPNG: png, scale: scale, theme: theme,
      siteLayout: layout,
      includesExplorer: html || detecting && WorkingFolder.current.exists("\(output)/explorer.html"),
      wiki: WikiNaming(pagePrefix: pagePrefix, linksFromHome: linkFromHome))
    var site: DocsSite
    do {
      site = try DocsSite(
        catalog: catalog, languages: languages, docs: output, images: images, settings: settings,
        font: { language.font(font, for: $0) })
    } catch {
      throw .planning(error)
    }
    site.mergeHandWrittenWikiPages()
    return site
  }

  /// The `docs` command that writes what `check` compared, e.g. `lifediagram docs -o Docs --theme dark`: the
  /// arguments `check` was given (`checkArguments`, after its name) less its own `--diff-lines`, so each option
  /// reads as the user spelled it and a config file fills in the same rest for both; then what `check` found on
  /// disk and `docs` must be told: `--html` for an explorer, `--lang` for each language's pages.
  /// (``RunningProgram/commandForHints`` names the program.)
  func docsCommand(checkArguments: [String]) -> String {
    var words = Self.withoutDiffLines(checkArguments)
    if !html && WorkingFolder.current.exists("\(output)/explorer.html") { words.append("--html") }
    let given = Set(language.codes)
    for detected in ((try? languages(detecting: true)) ?? []).dropFirst() where !given.contains(detected.language) {
      words += ["--lang", detected.language]
    }
    return ([RunningProgram.commandForHints, "docs"] + words.map(ShellWord.quoted)).joined(separator: " ")
  }

  /// `check`'s arguments without `--diff-lines N` (or `--diff-lines=N`), which `docs` does not take.
  private static func withoutDiffLines(_ arguments: [String]) -> [String] {
    var kept: [String] = []
    var skipsValue = false
    for argument in arguments {
      if skipsValue {
        skipsValue = false
      } else if argument == "--diff-lines" {
        skipsValue = true
      } else if !argument.hasPrefix("--diff-lines=") {
        kept.append(argument)
      }
    }
    return kept
  }
}

extension DocsSite {
  /// Throws the words any page or image looked up that its language lacks, as the tool's one-line error.
  func requireCompleteForCLI() throws(CLIError) {
    do { try requireComplete() } catch { throw .missingTranslations(error) }
  }
}
