import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramModel

/// How the docs' pages are laid out.
public enum SiteLayout: String, CaseIterable, Sendable {
  /// Pages in folders (`Docs/scenarios/…`, `Docs/ko/…`), linked by relative `.md` paths; images in their own folder.
  case folders
  /// One flat folder as a GitHub wiki's repository holds it: every page named with a prefix
  /// (`Lifecycle-Home.md`), a block in `_Sidebar.md`, links by page name (``GitHubWiki``), images under `images/`.
  case githubWiki = "github-wiki"
}

/// How the tool's pages live in a team's GitHub wiki beside the team's own.
public struct WikiNaming: Sendable, Hashable {
  /// What every page name the tool writes starts with (`Lifecycle-Home`, `Lifecycle-cold-launch`), so its pages
  /// stay apart from the team's (`Onboarding`, `Release`); empty for none, and then its home is the wiki's `Home`.
  public var pagePrefix: String
  /// Whether the wiki's own `Home.md` gets a block that links the tool's home page.
  public var linksFromHome: Bool

  /// The prefix unless told otherwise.
  public static let defaultPrefix = "Lifecycle-"

  /// Creates a naming.
  public init(pagePrefix: String = WikiNaming.defaultPrefix, linksFromHome: Bool = false) {
    (self.pagePrefix, self.linksFromHome) = (pagePrefix, linksFromHome)
  }

  /// The name of a language's home page: `Lifecycle-Home`, `Lifecycle-ko-Home`.
  public func home(language: String?) -> String { pagePrefix + (language.map { "\($0)-" } ?? "") + "Home" }
}

/// What `docs` writes and `check` compares: every language's pages and images (English first), where they go,
/// and the words they use. The docs command and the check plan the same site, so what one writes the other
/// compares.
public struct DocsSite: Sendable {
  /// The folders, with a folder per language after the first.
  public var layout: DocsLayout
  /// Every file, language by language.
  public var files: [PlannedFile] = []
  /// The font of each language's images.
  public var fonts: [String] = []
  /// Each language's words; asked once every file is built, since images are drawn only when written.
  public var words: [Words] = []
  /// The pages' layout: folders, or a GitHub wiki's flat one.
  public var siteLayout = SiteLayout.folders

  /// The drawing settings every language shares.
  public struct Settings: Sendable {
    /// Whether pages carry Mermaid at all (the index's diagrams for wikis without images).
    public var includesMermaid = true
    /// Whether every diagram with an image also gets a Mermaid copy beside it.
    public var includesMermaidCopies = false
    /// Whether every scenario image is also written as PNG.
    public var includesPNG = false
    /// The PNG scale.
    public var scale = DocsPlan.defaultScale
    /// The colours.
    public var theme = Theme.light
    /// How the pages are laid out: in folders, or flat as a GitHub wiki holds them.
    public var siteLayout = SiteLayout.folders
    /// Whether each language gets the HTML explorer too (`docs --html`).
    public var includesExplorer = false
    /// In a GitHub wiki, how the pages are named and reached.
    public var wiki = WikiNaming()

    /// Creates settings.
    public init(
      includesMermaid: Bool = true, includesMermaidCopies: Bool = false, includesPNG: Bool = false,
      scale: Int = DocsPlan.defaultScale, theme: Theme = .light, siteLayout: SiteLayout = .folders,
      includesExplorer: Bool = false, wiki: WikiNaming = WikiNaming()
    ) {
      (self.includesExplorer, self.wiki) = (includesExplorer, wiki)
      (self.includesMermaid, self.includesMermaidCopies) = (includesMermaid, includesMermaidCopies)
      (self.includesPNG, self.scale, self.theme, self.siteLayout) = (includesPNG, scale, theme, siteLayout)
    }
  }

  /// Plans the site of `catalog` in each of `languages` (English first), pages under `docs` and images under
  /// `images`; `font` gives each language's font.
  ///
  /// - Throws: ``MissingTranslations`` when a language lacks a text of the catalog, ``SimulationError`` when a
  ///   scenario cannot be replayed.
  public init(
    catalog: Catalog, languages: [Translation], docs: String, images: String, settings: Settings,
    font: (Translation) -> String
  ) throws {
    let folders = languages.map { DocsLayout.languageFolder($0, in: languages) }.filter { !$0.isEmpty }
    layout = DocsLayout(docs: docs, images: images, languageFolders: folders)
    for translation in languages {
      let words = Words(translation)
      self.words.append(words)
      let translated = try catalog.translated(translation)
      let font = font(translation)
      fonts.append(font)
      let plan = DocsPlan(
        catalog: translated, layout: layout, includesMermaid: settings.includesMermaid,
        includesMermaidCopies: settings.includesMermaidCopies, font: font,
        scale: settings.scale, theme: settings.theme, includesPNG: settings.includesPNG, words: words,
        languages: languages.count > 1 ? languages : [], includesExplorer: settings.includesExplorer)
      files += try plan.files()
    }
    siteLayout = settings.siteLayout
    if settings.siteLayout == .githubWiki {
      files = GitHubWiki(root: docs, languageFolders: folders, naming: settings.wiki).flatten(
        files, lifecyclePages: Set(catalog.lifecycles.map { DocsLayout.lifecyclePage($0.id) }))
    }
  }

  /// Throws the words any page or image looked up that its language lacks.
  public func requireComplete() throws(MissingTranslations) {
    for words in self.words { try words.requireComplete() }
  }
}
