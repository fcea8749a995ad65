import LifeDiagramModel

/// Everything `lifediagram docs` writes, built in memory: the one code path `docs` and `check` share.
public struct DocsPlan: Sendable {
  /// What the docs describe.
  public var catalog: Catalog
  /// Where the files go.
  public var layout: DocsLayout
  /// Whether pages carry their diagram as a Mermaid block.
  public var includesMermaid: Bool
  /// The font of the images.
  public var font: String
  /// How many times Graphviz's 96 dpi the PNG images are drawn at.
  public var scale: Int
  /// The images' colours: light, dark, or SVGs that follow the reader's mode.
  public var theme: Theme
  /// Whether every scenario image is written as PNG too (for wikis such as Confluence that show PNG only).
  public var includesPNG: Bool

  /// Creates a plan.
  public init(
    catalog: Catalog, layout: DocsLayout = DocsLayout(), includesMermaid: Bool = true, font: String = DiagramOptions.defaultFont,
    scale: Int = DocsPlan.defaultScale, theme: Theme = .light, includesPNG: Bool = false
  ) {
    self.includesPNG = includesPNG
    self.catalog = catalog
    self.theme = theme
    self.layout = layout
    self.includesMermaid = includesMermaid
    self.font = font
    self.scale = scale
  }

  /// The PNG scale the tool uses unless told otherwise: sharp on high-density screens.
  public static let defaultScale = 2

  /// Every file, pages first, in a stable order.
  public func files() throws(SimulationError) -> [PlannedFile] {
    let runs = try ScenarioRuns.all(in: catalog)
    let context = PageContext(
      catalog: catalog, layout: layout, includesMermaid: includesMermaid, includesPNG: includesPNG, runs: runs)
    var files = pages(context)
    files += lifecycleImages()
    let (font, theme, scale) = (font, theme, scale)
    let formats: [OutputFormat] = includesPNG ? [.svg, .png] : [.svg]
    for run in runs {
      for format in formats {
        files.append(
          image(
            DocsLayout.sequenceImage(run, format),
            { run.sequenceDiagram(font: font).forImage(format, scale: scale, theme: theme) }, run.heading,
            "Sequence diagram: \(run.scenario.summary)", format: format))
      }
      for format in formats {
        files.append(
          image(
            DocsLayout.pathImage(run, format), { run.pathDiagram(font: font).forImage(format, scale: scale, theme: theme) },
            run.heading, "The scenario's transitions on the \(run.model.rawValue) state diagram, numbered in order.",
            format: format))
      }
    }
    return files
  }


  private func pages(_ context: PageContext) -> [PlannedFile] {
    var pages: [(String, String)] = [("index.md", IndexPage(context: context).markdown)]
    for lifecycle in catalog.lifecycles {
      pages.append((DocsLayout.lifecyclePage(lifecycle.id), LifecyclePage(lifecycle: lifecycle, context: context).markdown))
    }
    pages.append(("delegate-methods.md", DelegateMethodsPage(context: context).markdown))
    for scenario in catalog.scenarios {
      pages.append((DocsLayout.scenarioPage(scenario.id), ScenarioPage(scenario: scenario, context: context).markdown))
    }
    pages.append(("disagreements.md", DisagreementsPage(context: context).markdown))
    pages.append(("sources.md", SourcesPage(context: context).markdown))
    return pages.map {
      PlannedFile(folder: layout.docs, relativePath: $0.0, content: .text(GeneratedBanner.markdown + $0.1))
    }
  }

  private func lifecycleImages() -> [PlannedFile] {
    let font = font
    let scale = scale
    let theme = theme
    return catalog.lifecycles.flatMap { lifecycle in
      [OutputFormat.svg, .png].map { format in
        image(
          DiagramArtifacts.fileName(lifecycle.id, format),
          { lifecycle.diagram(DiagramOptions(font: font)).forImage(format, scale: scale, theme: theme) },
          lifecycle.diagramTitle, lifecycle.diagramDescription, format: format)
      }
    }
  }

  private func image(
    _ relative: String, _ graph: @escaping @Sendable () -> Graph, _ title: String, _ description: String,
    format: OutputFormat = .svg
  ) -> PlannedFile {
    PlannedFile(
      folder: layout.images, relativePath: relative, content: .image(graph, format, title: title, description: description))
  }
}

/// What every page needs: where things are, whether to add Mermaid, and the replayed scenarios.
struct PageContext: Sendable {
  let catalog: Catalog
  let layout: DocsLayout
  let includesMermaid: Bool
  let includesPNG: Bool
  let runs: [ScenarioRun]

  func runs(of scenario: Scenario) -> [ScenarioRun] { runs.filter { $0.scenario.id == scenario.id } }

  /// Source ids linked to the sources page, as a page at `page` (relative to the docs folder) links to it.
  func sourceLinks(from page: String) -> SourceLinks {
    SourceLinks(sourcesPage: layout.link(fromPage: page, toPage: "sources.md"))
  }

  /// A fenced Mermaid block, or nothing when Mermaid is off.
  func mermaid(_ text: String) -> String {
    includesMermaid ? "```mermaid\n\(text)```\n\n" : ""
  }
}
