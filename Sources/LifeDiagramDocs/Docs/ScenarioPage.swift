import LifeDiagram
import LifeDiagramModel

/// `scenarios/<id>.md`: the sequence table of each model, its sequence diagram and its path on the state diagram.
struct ScenarioPage {
  let scenario: Scenario
  let context: PageContext

  private var page: String { DocsLayout.scenarioPage(scenario.id) }
  private var sourceLinks: SourceLinks { context.sourceLinks(from: page) }

  var markdown: String {
    let words = context.words
    var text =
      "# \(Markdown.text(scenario.title))\n\n[\(words("Home"))](\(context.layout.link(fromPage: page, toPage: "index.md")))\n\n"
    text += "\(Markdown.text(scenario.summary))\n\n" + related
    for run in context.runs(of: scenario) { text += section(run) }
    return text
  }

  private var related: String {
    if let original = scenario.alternativeOf {
      return context.words("A variant of [{id}]({id}.md).", ["id": original]) + "\n\n"
    }
    let variants = context.catalog.scenarios.filter { $0.alternativeOf == scenario.id }
    guard !variants.isEmpty else { return "" }
    let links = variants.map { "[\($0.id)](\($0.id).md)" }.joined(separator: ", ")
    return context.words("Variants: {links}.", ["links": links]) + "\n\n"
  }

  private func section(_ run: ScenarioRun) -> String {
    let name = run.lifecycle.shortTitle.prefix(1).uppercased() + run.lifecycle.shortTitle.dropFirst()
    let lifecycle = context.layout.link(fromPage: page, toPage: DocsLayout.lifecyclePage(run.model))
    let words = context.words
    var text =
      "## \(Markdown.text(name)) ([\(words("model"))](\(lifecycle)))\n\n"
      + (run.holdsFor.map { words("**Holds for:** {releases}.", ["releases": Markdown.text($0)]) + "\n\n" } ?? "")
      + run.markdownTables(sources: sourceLinks, words: words) + "\n"
    if !run.notes.isEmpty { text += run.notes.map { "- \(Markdown.text($0))\n" }.joined() + "\n" }
    text += words("Sources: {ids}.", ["ids": sourceLinks.list(run.sources.sorted())]) + "\n\n"
    let sequence = context.layout.link(fromPage: page, toImage: DocsLayout.sequenceImage(run))
    let path = context.layout.link(fromPage: page, toImage: DocsLayout.pathImage(run))
    let sequenceTitle = words("Sequence diagram")
    let pathTitle = words("Path on the state diagram")
    text +=
      "### \(sequenceTitle)\n\n"
      + context.image(alt: "\(run.heading): \(sequenceTitle.lowercased())", link: sequence) + "\n\n"
      + pngLink(DocsLayout.sequenceImage(run, .png))
    text += context.mermaidCopy(run.mermaid(words: words))
    text +=
      "### \(pathTitle)\n\n" + context.image(alt: "\(run.heading): \(pathTitle.lowercased())", link: path) + "\n\n"
      + pngLink(DocsLayout.pathImage(run, .png))
    if !run.transitions.isEmpty { text += context.mermaidCopy(run.mermaidPath) }
    return text
  }

  /// A link to the PNG of an image, when the docs include PNGs.
  private func pngLink(_ image: String) -> String {
    context.includesPNG ? "[PNG](\(context.layout.link(fromPage: page, toImage: image)))\n\n" : ""
  }
}
