import LifeDiagramModel

/// `scenarios/<id>.md`: the sequence table of each model, its sequence diagram and its path on the state diagram.
struct ScenarioPage {
  let scenario: Scenario
  let context: PageContext

  private var page: String { DocsLayout.scenarioPage(scenario.id) }
  private var sourceLinks: SourceLinks { context.sourceLinks(from: page) }

  var markdown: String {
    var text = "# \(Markdown.text(scenario.title))\n\n[Home](\(context.layout.link(fromPage: page, toPage: "index.md")))\n\n"
    text += "\(Markdown.text(scenario.summary))\n\n" + related
    for run in context.runs(of: scenario) { text += section(run) }
    return text
  }

  private var related: String {
    if let original = scenario.alternativeOf {
      return "A variant of [\(original)](\(original).md).\n\n"
    }
    let variants = context.catalog.scenarios.filter { $0.alternativeOf == scenario.id }
    guard !variants.isEmpty else { return "" }
    return "Variants: " + variants.map { "[\($0.id)](\($0.id).md)" }.joined(separator: ", ") + ".\n\n"
  }

  private func section(_ run: ScenarioRun) -> String {
    let name = run.lifecycle.shortTitle.prefix(1).uppercased() + run.lifecycle.shortTitle.dropFirst()
    let lifecycle = context.layout.link(fromPage: page, toPage: DocsLayout.lifecyclePage(run.model))
    var text = "## \(name) ([model](\(lifecycle)))\n\n**Holds for:** \(run.holdsFor).\n\n" + run.markdownTable(sources: sourceLinks).markdown
      + "\n"
    if !run.notes.isEmpty { text += run.notes.map { "- \(Markdown.text($0))\n" }.joined() + "\n" }
    text += "Sources: \(sourceLinks.list(run.sources.sorted())).\n\n"
    let sequence = context.layout.link(fromPage: page, toImage: DocsLayout.sequenceImage(run))
    let path = context.layout.link(fromPage: page, toImage: DocsLayout.pathImage(run))
    text += "### Sequence diagram\n\n![\(run.heading): sequence diagram](\(sequence))\n\n" + pngLink(DocsLayout.sequenceImage(run, .png))
    text += context.mermaid(run.mermaid)
    text += "### Path on the state diagram\n\n![\(run.heading): path on the state diagram](\(path))\n\n" + pngLink(DocsLayout.pathImage(run, .png))
    if !run.transitions.isEmpty { text += context.mermaid(run.mermaidPath) }
    return text
  }

  /// A link to the PNG of an image, when the docs include PNGs.
  private func pngLink(_ image: String) -> String {
    context.includesPNG ? "[PNG](\(context.layout.link(fromPage: page, toImage: image)))\n\n" : ""
  }
}
