import LifeDiagram
import LifeDiagramModel

/// `index.md`: the entry page (a wiki's home).
struct IndexPage {
  let context: PageContext

  var markdown: String {
    let words = context.words
    let catalog = context.catalog
    // The catalog file's title is the tool's own words; the life cycles' titles are a model file's text.
    let title = catalog.title.map { words($0) } ?? Markdown.text(Self.title(of: catalog.lifecycles))
    var text = "# \(title)\n\n" + context.languageLinks
    if let introduction = catalog.introduction { text += words(introduction) + "\n\n" }
    if let explorer = context.explorer {
      text +=
        words(
          "To step through the scenarios on the diagrams, or play the life cycles by hand, open the [explorer]({link}) "
            + "in a browser (a single HTML file).", ["link": explorer]) + "\n\n"
    }
    text += lifecyclesTable.markdown
    text += "\n" + images + legend + "\n" + diagrams + scenarioList + "\n" + reference
    return text
  }

  /// The life cycles, each with its delegate (a column only when one names a delegate), states and page.
  private var lifecyclesTable: MarkdownTable {
    let lifecycles = context.catalog.lifecycles
    let namesDelegates = lifecycles.contains { $0.delegateProtocol != nil }
    let headers = ["Life cycle"] + (namesDelegates ? ["Delegate"] : []) + ["States", "Page"]
    return MarkdownTable(
      headers: headers.map { context.words($0) },
      rows: lifecycles.map { lifecycle in
        let page = DocsLayout.lifecyclePage(lifecycle.id)
        let delegate = namesDelegates ? [lifecycle.delegateProtocol.map(Markdown.code) ?? ""] : []
        return [Markdown.text(lifecycle.title)] + delegate
          + [Markdown.text(lifecycle.states.map(\.qualifiedName).joined(separator: ", ")), "[\(page)](\(page))"]
      })
  }

  /// The title of an index without one of its own: the life cycles' titles, e.g. `Door life cycle` or
  /// `Door life cycle and Lift life cycle`.
  static func title(of lifecycles: [Lifecycle]) -> String {
    let titles = lifecycles.map(\.title)
    guard titles.count > 1 else { return titles.first ?? "Life cycles" }
    return titles.dropLast().joined(separator: ", ") + " and " + titles[titles.count - 1]
  }

  /// Each state diagram as an SVG with its PNG as the fallback (`<picture>`, which GitHub and GitLab render),
  /// and a link to the PNG for wikis that take only PNG; for a numbered diagram (``LifecycleImage``), also links
  /// to the figure with the calls on its edges.
  private var images: String {
    context.catalog.lifecycles.map { lifecycle in
      let link = { (file: String) in context.layout.link(fromPage: "index.md", toImage: file) }
      let (svg, png) = (link(LifecycleImage.shown(lifecycle, .svg)), link(LifecycleImage.shown(lifecycle, .png)))
      let title = Markdown.text(lifecycle.diagramTitle)
      var description = lifecycle.diagramDescription(words: context.words)
      if LifecycleImage.showsNumbers(lifecycle) {
        description +=
          " "
          + context.words(
            "In this version each edge carries its number in the transitions tables instead of its calls.")
      }
      // With dark variants, the dark SVG first: GitHub picks it when its own theme is dark.
      let dark =
        context.hasDarkImages
        ? "  <source media=\"(prefers-color-scheme: dark)\" srcset=\"\(DocsImage.darkVariant(of: svg))\" type=\"image/svg+xml\">\n"
        : ""
      var text =
        "## \(title)\n\n<picture>\n" + dark + "  <source srcset=\"\(svg)\" type=\"image/svg+xml\">\n"
        + "  <img src=\"\(png)\" alt=\"\(XML.escape(description))\">\n</picture>\n\n"
        + "[SVG](\(svg)) · [PNG](\(png))"
      if LifecycleImage.showsNumbers(lifecycle) {
        let figure = (
          link(DiagramArtifacts.fileName(lifecycle.id, .svg)), link(DiagramArtifacts.fileName(lifecycle.id, .png))
        )
        text +=
          " · "
          + context.words(
            "the numbers are the `#` of its [transitions]({page}); with the calls on its edges: [SVG]({svg}) · [PNG]({png})",
            [
              "page": context.layout.link(fromPage: "index.md", toPage: DocsLayout.lifecyclePage(lifecycle.id))
                + "#transitions",
              "svg": figure.0, "png": figure.1,
            ])
      }
      return text + "\n\n"
    }.joined()
  }

  private var legend: String {
    let words = context.words
    let lifecycles = context.catalog.lifecycles
    let hasRules = lifecycles.contains { !$0.rules.isEmpty }
    let hasNotifications = lifecycles.contains { context.catalog.postsNotifications($0) || $0.hasScenePhase }
    let drawsAFigureOtherwise = lifecycles.contains { lifecycle in
      lifecycle.transitions.contains { transition in
        transition.appleLineStyle.map { $0 != DiagramStyle.lineStyle(for: transition.kind) } ?? false
      }
    }
    let drawsAStateTwice = lifecycles.contains { $0.states.contains { $0.variant != nil } }
    let items: [(String, Bool)] = [
      (
        "A **dashed** edge is a **system-automatic** transition: the system makes it by itself, with no specific event.",
        true
      ),
      ("A **solid** edge is an **event-driven** transition: a user or system event causes it.", true),
      (
        "Edge labels are the delegate calls the transition makes, in order. A line starting with `+` names calls made "
          + "only in some cases (the launch calls if the app is not running, the configuration of a new session, the "
          + "restoration of a restored one, discarded sessions); the diagram's legend spells out the calls.", hasRules
      ),
      ("Edge labels are the delegate calls the transition makes, in order.", !hasRules),
      ("On a scenario's path, the numbers are the steps of its table and sequence diagram.", true),
      (
        "In a scenario's table, *Notification* is what UIKit posts at the step (a scene app gets the `UIApplication` "
          + "one only when the state of all its scenes together changes) and *ScenePhase* the SwiftUI phase the step's "
          + "scene is in afterwards (`none` for Unattached, where there is no scene; a suspended scene stays `background`). SwiftUI apps always use scenes, "
          + "so the app-based tables have no *ScenePhase* column. *Holds for* names the iOS releases a sequence is known "
          + "for.", hasNotifications
      ),
      (
        "Apple draws three edges of the app figure otherwise; the diagrams follow the meaning (see "
          + "[D10](disagreements.md#d10)). `lifediagram --line-style apple` draws Apple's figures exactly.",
        drawsAFigureOtherwise
      ),
      (
        "Apple draws Inactive (Foreground Inactive) twice: under *Launch Screen UI* for the launch and under *App UI* "
          + "at run time.", drawsAStateTwice
      ),
    ]
    return "## \(words("How to read the diagrams"))\n\n" + items.filter(\.1).map { "- \(words($0.0))\n" }.joined()
  }

  /// Both diagrams as Mermaid flowcharts, for wikis that show no images (nothing when Mermaid is off).
  private var diagrams: String {
    guard context.includesMermaid else { return "" }
    return "## \(context.words("The diagrams in Mermaid"))\n\n"
      + context.catalog.lifecycles.map { lifecycle in
        "### \(Markdown.text(lifecycle.diagramTitle))\n\n"
          + context.mermaid(lifecycle.mermaidFlowchart(words: context.words))
      }.joined()
  }

  private var scenarioList: String {
    let rows = context.catalog.scenarios.map { scenario in
      [
        "[\(Markdown.text(scenario.title))](\(DocsLayout.scenarioPage(scenario.id)))\n" + Markdown.code(scenario.id),
        scenario.models.map(\.rawValue).joined(separator: ", "), Markdown.text(scenario.summary),
      ]
    }
    let words = context.words
    return "## \(words("Scenarios"))\n\n" + words("The delegate calls of each scenario, derived from the model.")
      + "\n\n"
      + MarkdownTable(headers: ["Scenario", "Models", "What happens"].map { words($0) }, rows: rows).markdown
  }

  private var reference: String {
    let words = context.words
    let catalog = context.catalog
    let items: [(String, Bool)] = [
      (
        "[Delegate methods](delegate-methods.md): every method, its signature, meaning and deprecation, and the "
          + "AppDelegate → SceneDelegate mapping.",
        !catalog.delegateMethods.isEmpty && !catalog.delegateMappings.isEmpty
      ),
      (
        "[Delegate methods](delegate-methods.md): every method, its signature and meaning.",
        !catalog.delegateMethods.isEmpty && catalog.delegateMappings.isEmpty
      ),
      (
        "[Disagreements](disagreements.md): where the seed posts disagree with each other or with Apple, and how the "
          + "model resolves it.", !catalog.disagreements.isEmpty
      ),
      ("[Sources](sources.md): every source the model cites, and what it backs.", true),
      (
        "[Glossary](glossary.md): the terms these pages use, with the English names Apple and the code keep.",
        !words.translation.terms.isEmpty
      ),
    ]
    return "## \(words("Reference"))\n\n" + items.filter(\.1).map { "- \(words($0.0))\n" }.joined()
  }
}
