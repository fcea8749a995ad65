import LifeDiagram
import LifeDiagramModel

/// `disagreements.md`: where the seeds disagree with each other or with Apple, and the model's resolution.
struct DisagreementsPage {
  let context: PageContext
  private var sourceLinks: SourceLinks { context.sourceLinks(from: "disagreements.md") }

  var markdown: String {
    let words = context.words
    var text =
      "# \(words("Disagreements"))\n\n[\(words("Home"))](index.md)\n\n"
      + words(
        "Where the five seed posts disagree with each other or with Apple, and how the model resolves it. Source "
          + "ids are listed in [sources](sources.md).") + "\n\n"
    for item in context.catalog.disagreements {
      text += "<a id=\"\(item.id.lowercased())\"></a>\n\n## \(item.id): \(Markdown.text(item.point))\n\n"
      text +=
        "- **\(words("Seeds:"))** \(Markdown.text(item.seeds))\n"
        + "- **\(words("Apple and observations:"))** \(Markdown.text(item.apple))\n"
      text +=
        "- **\(words("Resolution:"))** \(Markdown.text(item.resolution))\n"
        + "- **\(words("Sources:"))** \(sourceLinks.list(item.sources))\n\n"
    }
    return text
  }
}
