import LifeDiagram
import LifeDiagramModel

/// `glossary.md`, in a translated site: every term of the language's glossary beside the English that Apple's
/// documentation and the code keep, so the pages use one word for one thing.
struct GlossaryPage {
  let context: PageContext

  var markdown: String {
    let words = context.words
    let terms = words.translation.terms.sorted { ($0.key.lowercased(), $0.key) < ($1.key.lowercased(), $1.key) }
    let table = MarkdownTable(
      headers: [words("English"), Markdown.text(words.translation.name)],
      rows: terms.map { [Markdown.text($0.key), Markdown.text($0.value)] })
    return "# \(words("Glossary"))\n\n[\(words("Home"))](index.md)\n\n"
      + words(
        "State names, method names and ids stay as Apple spells them; these pages put the words below beside them.")
      + "\n\n" + table.markdown
  }
}
