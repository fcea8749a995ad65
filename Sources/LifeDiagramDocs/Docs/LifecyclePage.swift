import LifeDiagram
import LifeDiagramModel

/// `app-lifecycle.md` and `scene-lifecycle.md`: the diagram, the states, the transitions, the rules.
struct LifecyclePage {
  let lifecycle: Lifecycle
  let context: PageContext

  private var page: String { DocsLayout.lifecyclePage(lifecycle.id) }
  private var sourceLinks: SourceLinks { context.sourceLinks(from: page) }

  var markdown: String {
    let words = context.words
    var text = "# \(Markdown.text(lifecycle.diagramTitle))\n\n[\(words("Home"))](index.md)\n\n"
    text += context.image(alt: lifecycle.diagramTitle, link: image(LifecycleImage.shown(lifecycle, .svg))) + "\n\n"
    text += imageNote + "\n\n"
    text += context.mermaidCopy(lifecycle.mermaidFlowchart(words: words))
    text += "## \(words("States"))\n\n" + lifecycle.statesTable(sources: sourceLinks, words: words).markdown + "\n"
    if let process = lifecycle.processTable(words: words) {
      text += words("What the process does in each state:") + "\n\n" + process.markdown + "\n"
    }
    text += stateNotes
    text += transitionSections
    if !lifecycle.rules.isEmpty {
      text +=
        "## \(words("Process and session rules"))\n\n"
        + lifecycle.rulesTable(sources: sourceLinks, words: words).markdown + "\n"
    }
    return text + scenarioLinks
  }

  private func image(_ file: String) -> String { context.layout.link(fromPage: page, toImage: file) }

  /// What the image shows and where its other forms are: the PNG, and for a numbered diagram the figure with
  /// the calls on its edges.
  private var imageNote: String {
    let words = context.words
    let png = image(LifecycleImage.shown(lifecycle, .png))
    guard LifecycleImage.showsNumbers(lifecycle) else {
      return words(
        "The same diagram as [PNG]({png}), for wikis that do not show SVG. Dashed: system-automatic; solid: event-driven.",
        ["png": png])
    }
    return words(
      "Each edge carries its number in the `#` column of the transitions tables below, which list its calls. Dashed: system-automatic; solid: event-driven. The diagram as [PNG]({png}); with the calls on its edges, wider than a wiki's column: [SVG]({figureSVG}) · [PNG]({figurePNG}).",
      [
        "png": png, "figureSVG": image(DiagramArtifacts.fileName(lifecycle.id, .svg)),
        "figurePNG": image(DiagramArtifacts.fileName(lifecycle.id, .png)),
      ])
  }

  /// The figure's transitions and the model's additions, or, for a model without a figure, all of them.
  private var transitionSections: String {
    let words = context.words
    let table = { (inFigure: Bool) in
      lifecycle.transitionsTable(inFigure: inFigure, sources: sourceLinks, words: words).markdown + "\n"
    }
    // The index links here by this anchor, whatever the heading's language.
    let heading = "<a id=\"transitions\"></a>\n\n## \(words("Transitions"))\n\n"
    guard lifecycle.followsAFigure else {
      return heading + words("`Kind` is the model's tag.") + "\n\n" + table(true)
    }
    return heading
      + words("Every edge of Apple's figure; `Kind` is the model's tag, and in brackets how Apple draws the line.")
      + "\n\n"
      + table(true) + "## \(words("Transitions Apple's figure does not draw"))\n\n"
      + words("The scenarios need these; `lifediagram --all-transitions` draws them in a distinct colour.") + "\n\n"
      + table(false)
  }

  private var stateNotes: String {
    lifecycle.states.map { state in
      "- **\(Markdown.text(state.qualifiedName))**: "
        + Markdown.text(state.meaning + (state.process.map { " \($0.note)" } ?? "")) + "\n"
    }.joined() + "\n"
  }

  private var scenarioLinks: String {
    let links = context.catalog.scenarios(of: lifecycle.id).map {
      "- [\(Markdown.text($0.title))](\(context.layout.link(fromPage: page, toPage: DocsLayout.scenarioPage($0.id))))\n"
    }
    return "## \(context.words("Scenarios"))\n\n" + links.joined()
  }
}
