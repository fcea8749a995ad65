import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramModel

/// Everything `lifediagram docs` writes, built in memory: the one code path `docs` and `check` share.
public struct DocsPlan: Sendable {
  /// What the docs describe.
  public var catalog: Catalog
  /// Where the files go.
  public var layout: DocsLayout
  /// Whether pages carry their diagram as a Mermaid block.
  public var includesMermaid: Bool
  /// Whether every diagram with an image also gets a Mermaid copy beside it (`docs --mermaid-copies`).
  public var includesMermaidCopies: Bool
  /// The font of the images.
  public var font: String
  /// How many times Graphviz's 96 dpi the PNG images are drawn at.
  public var scale: Int
  /// The images' colours: light, dark, or SVGs that follow the reader's mode.
  public var theme: Theme
  /// Whether every scenario image is written as PNG too (for wikis such as Confluence that show PNG only).
  public var includesPNG: Bool
  /// Whether the site has the HTML explorer too (`docs --html`): `explorer.html` beside each language's index.
  public var includesExplorer: Bool
  /// The language of the pages and images; the catalog must be translated into it (``Catalog/translated(_:)``).
  public var words: Words
  /// Every language of the site, in the order the index lists them (empty for a site in one language). Each
  /// language but the first has its pages and images in a folder of its own, named by its code: `Docs/ko/`,
  /// `Diagrams/ko/`.
  public var languages: [Translation]

  /// Creates a plan.
  public init(
    catalog: Catalog, layout: DocsLayout = DocsLayout(), includesMermaid: Bool = true,
    includesMermaidCopies: Bool = false,
    font: String = DiagramOptions.defaultFont,
    scale: Int = DocsPlan.defaultScale, theme: Theme = .light, includesPNG: Bool = false, words: Words = .english,
    languages: [Translation] = [], includesExplorer: Bool = false
  ) {
    self.includesExplorer = includesExplorer
    self.words = words
    self.languages = languages
    self.includesPNG = includesPNG
    self.catalog = catalog
    self.theme = theme
    self.layout = layout
    self.includesMermaid = includesMermaid
    self.includesMermaidCopies = includesMermaidCopies
    self.font = font
    self.scale = scale
  }

  /// The PNG scale the tool uses unless told otherwise: sharp on high-density screens.
  public static let defaultScale = 2

  /// Every file, pages first, in a stable order.
  public func files() throws(SimulationError) -> [PlannedFile] {
    let runs = try ScenarioRuns.all(in: catalog)
    let context = PageContext(
      catalog: catalog, layout: languageLayout, includesMermaid: includesMermaid,
      includesMermaidCopies: includesMermaid && includesMermaidCopies, includesPNG: includesPNG, runs: runs,
      words: words, languageLinks: languageLinks, hasDarkImages: theme == .auto,
      explorer: includesExplorer ? DocsLayout.explorerPage : nil)
    var files = pages(context)
    if includesExplorer { files.append(try explorer()) }
    files += lifecycleImages()
    let (font, scale, words) = (font, scale, words)
    let formats: [OutputFormat] = includesPNG ? [.svg, .png] : [.svg]
    for run in runs {
      for format in formats {
        files += images(
          DocsLayout.sequenceImage(run, format),
          { theme in run.sequenceDiagram(font: font, words: words).forImage(format, scale: scale, theme: theme) },
          run.heading, words("Sequence diagram: {summary}", ["summary": run.scenario.summary]), format: format)
      }
      for format in formats {
        files += images(
          DocsLayout.pathImage(run, format),
          { theme in
            run.pathDiagram(font: font, words: words, numbersEdges: true).forImage(format, scale: scale, theme: theme)
          },
          run.heading,
          words(
            "The scenario's transitions on the {model} state diagram, numbered in order.", ["model": run.model.rawValue]
          ),
          format: format)
      }
    }
    return files
  }

  /// The explorer in this language, beside the index, linked to its copies in the site's other languages.
  private func explorer() throws(SimulationError) -> PlannedFile {
    let links = ExplorerPage.links(
      to: DocsLayout.explorerPage, in: languages, from: words.translation, root: layout.docs)
    let page = ExplorerPage(catalog: catalog, words: words, font: font, languages: links)
    return PlannedFile(
      folder: layout.docs, relativePath: inLanguageFolder(DocsLayout.explorerPage), content: .page(try page.document()))
  }

  /// The folder of this language's pages and images below the site's (``DocsLayout/languageFolder(_:)``).
  private var languageFolder: String { DocsLayout.languageFolder(words.translation, in: languages) }

  /// Where this language's pages and images are: the site's folders, or the language's folders in them.
  private var languageLayout: DocsLayout {
    guard !languageFolder.isEmpty else { return layout }
    return DocsLayout(docs: layout.docs + "/" + languageFolder, images: layout.images + "/" + languageFolder)
  }

  /// The line under the index's title that links every language of the site, this one unlinked.
  private var languageLinks: String {
    guard languages.count > 1 else { return "" }
    let here = languageLayout
    let links = languages.map { language in
      guard language.language != words.translation.language else { return "**\(Markdown.text(language.name))**" }
      let folder = DocsLayout.languageFolder(language, in: languages)
      let index = (folder.isEmpty ? layout.docs : layout.docs + "/" + folder) + "/index.md"
      return "[\(Markdown.text(language.name))](\(RelativePath.from(directory: here.docs, to: index)))"
    }
    return links.joined(separator: " · ") + "\n\n"
  }

  private func pages(_ context: PageContext) -> [PlannedFile] {
    var pages: [(String, String)] = [("index.md", IndexPage(context: context).markdown)]
    for lifecycle in catalog.lifecycles {
      pages.append(
        (DocsLayout.lifecyclePage(lifecycle.id), LifecyclePage(lifecycle: lifecycle, context: context).markdown))
    }
    if !catalog.delegateMethods.isEmpty {
      pages.append(("delegate-methods.md", DelegateMethodsPage(context: context).markdown))
    }
    for scenario in catalog.scenarios {
      pages.append((DocsLayout.scenarioPage(scenario.id), ScenarioPage(scenario: scenario, context: context).markdown))
    }
    if !catalog.disagreements.isEmpty {
      pages.append(("disagreements.md", DisagreementsPage(context: context).markdown))
    }
    pages.append(("sources.md", SourcesPage(context: context).markdown))
    if !words.translation.terms.isEmpty { pages.append(("glossary.md", GlossaryPage(context: context).markdown)) }
    return pages.map {
      PlannedFile(
        folder: layout.docs, relativePath: inLanguageFolder($0.0), content: .text(GeneratedBanner.markdown + $0.1))
    }
  }

  /// Each life cycle's diagram, and for one on Apple's grid also its numbered diagram, which the pages show
  /// (``LifecycleImage``).
  private func lifecycleImages() -> [PlannedFile] {
    let (font, scale, words) = (font, scale, words)
    return catalog.lifecycles.flatMap { lifecycle in
      let variants = LifecycleImage.showsNumbers(lifecycle) ? [false, true] : [false]
      return variants.flatMap { numbered in
        [OutputFormat.svg, .png].flatMap { format in
          images(
            LifecycleImage.fileName(lifecycle.id, format, numbered: numbered),
            { theme in
              lifecycle.diagram(DiagramOptions(font: font, words: words, numbersEdges: numbered))
                .forImage(format, scale: scale, theme: theme)
            },
            lifecycle.diagramTitle, description(of: lifecycle, numbered: numbered), format: format)
        }
      }
    }
  }

  /// The image's description; the numbered diagram's says that its edges carry numbers.
  private func description(of lifecycle: Lifecycle, numbered: Bool) -> String {
    let text = lifecycle.diagramDescription(words: words)
    guard numbered else { return text }
    return text + " "
      + words("In this version each edge carries its number in the transitions tables instead of its calls.")
  }

  /// An image in the plan's theme; with `--theme auto`, a light one and a dark one beside it
  /// (``DocsImage/darkVariant(of:)``), which the pages show by the reader's theme (`<picture>`).
  private func images(
    _ relative: String, _ graph: @escaping @Sendable (Theme) -> Graph, _ title: String, _ description: String,
    format: OutputFormat = .svg
  ) -> [PlannedFile] {
    let themes: [(Theme, String)] =
      theme == .auto ? [(.light, relative), (.dark, DocsImage.darkVariant(of: relative))] : [(theme, relative)]
    return themes.map { theme, path in
      PlannedFile(
        folder: layout.images, relativePath: inLanguageFolder(path),
        content: .image(
          { graph(theme) }, format, title: title, description: description, fallbackFonts: words.svgFallbackFonts,
          language: words.translation.language))
    }
  }

  private func inLanguageFolder(_ relative: String) -> String {
    languageFolder.isEmpty ? relative : languageFolder + "/" + relative
  }
}

/// What every page needs: where things are, whether to add Mermaid, and the replayed scenarios.
struct PageContext: Sendable {
  let catalog: Catalog
  let layout: DocsLayout
  let includesMermaid: Bool
  let includesMermaidCopies: Bool
  let includesPNG: Bool
  let runs: [ScenarioRun]
  /// The language of the pages.
  let words: Words
  /// The line that links the site's languages (empty for one language), under the index's title.
  let languageLinks: String
  /// Whether every image has a dark variant (`--theme auto`), which the pages show on a dark page.
  let hasDarkImages: Bool
  /// The explorer's file name beside the index (`docs --html`), or nil when the site has none.
  var explorer: String? = nil

  func runs(of scenario: Scenario) -> [ScenarioRun] { runs.filter { $0.scenario.id == scenario.id } }

  /// Source ids linked to the sources page, as a page at `page` (relative to the docs folder) links to it.
  func sourceLinks(from page: String) -> SourceLinks {
    SourceLinks(sourcesPage: layout.link(fromPage: page, toPage: "sources.md"))
  }

  /// An image shown on a page: Markdown's `![alt](link)`; with dark variants, a `<picture>` whose dark source
  /// GitHub picks when its own theme is dark (and a browser when the reader's system is), the light image
  /// otherwise. `link` is the light image's, relative to the page.
  func image(alt: String, link: String) -> String {
    guard hasDarkImages else { return "![\(Markdown.altText(alt))](\(link))" }
    return
      "<picture>\n  <source media=\"(prefers-color-scheme: dark)\" srcset=\"\(DocsImage.darkVariant(of: link))\">\n"
      + "  <img alt=\"\(XML.escape(alt))\" src=\"\(link)\">\n</picture>"
  }

  /// A fenced Mermaid block, or nothing when Mermaid is off.
  func mermaid(_ text: String) -> String {
    includesMermaid ? "```mermaid\n\(text)```\n\n" : ""
  }

  /// A Mermaid copy of a diagram the page also shows as an image, or nothing unless copies were asked for: by
  /// default a page shows each diagram once.
  func mermaidCopy(_ text: String) -> String {
    includesMermaidCopies ? mermaid(text) : ""
  }
}
