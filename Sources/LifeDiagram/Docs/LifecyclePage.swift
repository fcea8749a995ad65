import LifeDiagramModel

/// `app-lifecycle.md` and `scene-lifecycle.md`: the diagram, the states, the transitions, the rules.
struct LifecyclePage {
  let lifecycle: Lifecycle
  let context: PageContext

  private var page: String { DocsLayout.lifecyclePage(lifecycle.id) }
  private var sourceLinks: SourceLinks { context.sourceLinks(from: page) }

  var markdown: String {
    let svg = context.layout.link(fromPage: page, toImage: DiagramArtifacts.fileName(lifecycle.id, .svg))
    let png = context.layout.link(fromPage: page, toImage: DiagramArtifacts.fileName(lifecycle.id, .png))
    var text = "# \(Markdown.text(lifecycle.diagramTitle))\n\n[Home](index.md)\n\n"
    text += "![\(Markdown.text(lifecycle.diagramTitle))](\(svg))\n\n"
    text += "The same diagram as [PNG](\(png)), for wikis that do not show SVG. Dashed: system-automatic; solid: "
      + "event-driven.\n\n"
    text += context.mermaid(lifecycle.mermaidFlowchart)
    text += "## States\n\n" + lifecycle.statesTable(sources: sourceLinks).markdown + "\n" + stateNotes
    text += transitionSections
    if !lifecycle.rules.isEmpty {
      text += "## Process and session rules\n\n" + lifecycle.rulesTable(sources: sourceLinks).markdown + "\n"
    }
    return text + scenarioLinks
  }

  /// The figure's transitions and the model's additions, or, for a model without a figure, all of them.
  private var transitionSections: String {
    guard lifecycle.followsAFigure else {
      return "## Transitions\n\n`Kind` is the model's tag.\n\n" + lifecycle.transitionsTable(inFigure: true, sources: sourceLinks).markdown
        + "\n"
    }
    return "## Transitions\n\nEvery edge of Apple's figure; `Kind` is the model's tag, `Apple's line` how Apple "
      + "draws it.\n\n" + lifecycle.transitionsTable(inFigure: true, sources: sourceLinks).markdown + "\n"
      + "## Transitions Apple's figure does not draw\n\nThe scenarios need these; "
      + "`lifediagram --all-transitions` draws them in a distinct colour.\n\n"
      + lifecycle.transitionsTable(inFigure: false, sources: sourceLinks).markdown + "\n"
  }

  private var stateNotes: String {
    lifecycle.states.map { Markdown.text("- **\($0.qualifiedName)**: \($0.meaning)\($0.process.map { " \($0.note)" } ?? "")") + "\n" }.joined() + "\n"
  }

  private var scenarioLinks: String {
    let links = context.catalog.scenarios(of: lifecycle.id).map {
      "- [\(Markdown.text($0.title))](\(context.layout.link(fromPage: page, toPage: DocsLayout.scenarioPage($0.id))))\n"
    }
    return "## Scenarios\n\n" + links.joined()
  }
}
