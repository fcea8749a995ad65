import LifeDiagramModel

/// `index.md`: the entry page (a wiki's home).
struct IndexPage {
  let context: PageContext

  var markdown: String {
    let words = context.words
    var text = "# \(words("iOS app and scene life cycles"))\n\n" + context.languageLinks
    text += words(
      "iOS drives an app through one of two life cycles. Apps without scenes (iOS 12 and earlier, or apps that never "
        + "adopted scenes) follow the **app-based** life cycle of `UIApplicationDelegate`; since iOS 13 each scene follows "
        + "the **scene-based** life cycle of `UISceneDelegate`, and the app delegate keeps the process and session events. "
        + "In iOS 26 most app-delegate UI methods are deprecated on iOS (`applicationDidEnterBackground(_:)` is not), and "
        + "TN3187 says that in the next major release apps built with the latest SDK must adopt scenes or fail to launch "
        + "(see [delegate methods](delegate-methods.md)). Inside them, each view controller goes through its own "
        + "**appearance** life cycle (`UIViewController`: Disappeared, Appearing, Appeared, Disappearing); the table "
        + "lists every life cycle these pages cover.")
    text += "\n\n| " + ["Life cycle", "Delegate", "States", "Page"].map { words($0) }.joined(separator: " | ") + " |\n"
    text += "| --- | --- | --- | --- |\n"
    for lifecycle in context.catalog.lifecycles {
      let states = Markdown.text(lifecycle.states.map(\.qualifiedName).joined(separator: ", "))
      let page = DocsLayout.lifecyclePage(lifecycle.id)
      text += "| \(Markdown.text(lifecycle.title)) | \(Markdown.code(lifecycle.delegateProtocol)) | \(states) | [\(page)](\(page)) |\n"
    }
    text += "\n" + images + legend + "\n" + diagrams + scenarioList + "\n" + reference
    return text
  }

  /// Each state diagram as an SVG with its PNG as the fallback (`<picture>`, which GitHub and GitLab render),
  /// and a link to the PNG for wikis that take only PNG.
  private var images: String {
    context.catalog.lifecycles.map { lifecycle in
      let svg = context.layout.link(fromPage: "index.md", toImage: DiagramArtifacts.fileName(lifecycle.id, .svg))
      let png = context.layout.link(fromPage: "index.md", toImage: DiagramArtifacts.fileName(lifecycle.id, .png))
      let title = Markdown.text(lifecycle.diagramTitle)
      let description = lifecycle.diagramDescription(words: context.words)
      return "## \(title)\n\n<picture>\n  <source srcset=\"\(svg)\" type=\"image/svg+xml\">\n"
        + "  <img src=\"\(png)\" alt=\"\(XML.escape(description))\" width=\"900\">\n</picture>\n\n"
        + "[SVG](\(svg)) · [PNG](\(png))\n\n"
    }.joined()
  }

  private var legend: String {
    let words = context.words
    let items = [
      "A **dashed** edge is a **system-automatic** transition: the system makes it by itself, with no specific event.",
      "A **solid** edge is an **event-driven** transition: a user or system event causes it.",
      "Edge labels are the delegate calls the transition makes, in order. A line starting with `+` names AppDelegate "
        + "calls made only in some cases (the launch calls if the app is not running, the configuration of a new "
        + "session, discarded sessions); the diagram's legend spells out the calls.",
      "On a scenario's path, the numbers are the steps of its table and sequence diagram.",
      "In a scenario's table, *Notification* is what UIKit posts at the step (a scene app gets the `UIApplication` "
        + "one only when the state of all its scenes together changes) and *ScenePhase* the SwiftUI phase the step's "
        + "scene is in afterwards (`none` for Unattached and Suspended: no view runs). SwiftUI apps always use scenes, "
        + "so the app-based tables have no *ScenePhase* column. *Holds for* names the iOS releases a sequence is known "
        + "for.",
      "Apple draws three edges of the app figure otherwise; the diagrams follow the meaning (see "
        + "[D10](disagreements.md#d10)). `lifediagram --line-style apple` draws Apple's figures exactly.",
      "Apple draws Inactive (Foreground Inactive) twice: under *Launch Screen UI* for the launch and under *App UI* "
        + "at run time.",
    ]
    return "## \(words("How to read the diagrams"))\n\n" + items.map { "- \(words($0))\n" }.joined()
  }

  /// Both diagrams as Mermaid flowcharts, for wikis that show no images (nothing when Mermaid is off).
  private var diagrams: String {
    guard context.includesMermaid else { return "" }
    return "## \(context.words("The diagrams in Mermaid"))\n\n" + context.catalog.lifecycles.map { lifecycle in
      "### \(Markdown.text(lifecycle.diagramTitle))\n\n" + context.mermaid(lifecycle.mermaidFlowchart(words: context.words))
    }.joined()
  }

  private var scenarioList: String {
    let rows = context.catalog.scenarios.map { scenario in
      [
        "[\(Markdown.text(scenario.title))](\(DocsLayout.scenarioPage(scenario.id)))", Markdown.code(scenario.id),
        scenario.models.map(\.rawValue).joined(separator: ", "), Markdown.text(scenario.summary),
      ]
    }
    let words = context.words
    return "## \(words("Scenarios"))\n\n" + words("The delegate calls of each scenario, derived from the model.") + "\n\n"
      + MarkdownTable(headers: ["Scenario", "Id", "Models", "What happens"].map { words($0) }, rows: rows).markdown
  }

  private var reference: String {
    let words = context.words
    let glossary = context.words.translation.terms.isEmpty ? [] : [
      "[Glossary](glossary.md): the terms these pages use, with the English names Apple and the code keep."
    ]
    let items = [
      "[Delegate methods](delegate-methods.md): every method, its signature, meaning and deprecation, and the "
        + "AppDelegate → SceneDelegate mapping.",
      "[Disagreements](disagreements.md): where the seed posts disagree with each other or with Apple, and how the "
        + "model resolves it.",
      "[Sources](sources.md): every source the model cites, and what it backs.",
    ] + glossary
    return "## \(words("Reference"))\n\n" + items.map { "- \(words($0))\n" }.joined()
  }
}
