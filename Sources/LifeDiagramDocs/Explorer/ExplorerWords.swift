import LifeDiagram
import LifeDiagramOutput

/// The words the explorer's script writes into the page, in the page's language; `{name}` placeholders are
/// filled in by the script.
enum ExplorerWords {
  /// The words by the name the script uses.
  static func json(_ words: Words) -> JSON {
    .object(texts.map { ($0.key, .string(words($0.english))) })
  }

  private static let texts: [(key: String, english: String)] = [
    ("beforeFirst", "Before the first step: {count} steps."),
    ("step", "Step {number} of {count}"),
    ("noScenario", "This life cycle has no scenario."),
    ("noMove", "No event of the model can happen here."),
    ("moved", "{event}: now {state}."),
    ("copied", "Copied {count} lines."),
    ("copyFailed", "The browser did not allow copying; select the log and copy it."),
    ("undone", "Undone: now {state}."),
    ("restarted", "Started over: {state}."),
    ("leadsTo", "leads to {state}"),
    ("system", "System"),
    ("documented", "documented"),
    ("observed", "observed"),
    ("uncertain", "uncertain"),
    ("inferred", "inferred"),
    ("calls", "Calls"),
    ("noCallback", "(no callback)"),
  ]
}
