import LifeDiagram
import LifeDiagramModel

/// `sources.md`: every source, with what it backs in the model.
struct SourcesPage {
  let context: PageContext

  var markdown: String {
    let words = context.words
    let citations = Citations(context.catalog, words: words)
    // A list, not a table: a source's title, what it is used for and what cites it are long, and a list wraps
    // in any column. The anchor keeps the links other pages make to each source. A source's address is a link
    // only as `Markdown.linkTarget` writes it: a web address, with nothing in it that could end the link.
    let list = context.catalog.sources.map { source in
      let target = source.url.flatMap(Markdown.linkTarget)
      let title = target.map { "[\(Markdown.text(source.title))](\($0))" } ?? Markdown.text(source.title)
      return
        "- <a id=\"\(SourceLinks.anchor(source.id))\"></a>**\(source.id.rawValue)** (\(words(source.kind.rawValue))): \(title)\n"
        + "  - \(words("Used for")): \(Markdown.text(source.usedFor))\n"
        + "  - \(words("Backs")): \(citations.summary(of: source.id))\n"
    }.joined()
    return "# \(words("Sources"))\n\n[\(words("Home"))](index.md)\n\n"
      + words(
        "Every fact in the model carries the ids of its sources. *Backs* lists what cites each source: states, "
          + "transitions, rules and events of each model, scenarios, delegate methods and disagreements.") + "\n\n"
      + list
  }
}

/// Which parts of the model cite each source.
struct Citations {
  private var cited: [SourceID: [String]] = [:]
  private let words: Words

  /// Everything is named as a reader sees it: states and transitions by their names, rules by when they apply,
  /// events in words; scenarios by the ids the pages and the command line use.
  init(_ catalog: Catalog, words: Words) {
    self.words = words
    for lifecycle in catalog.lifecycles {
      let prefix = lifecycle.id.rawValue
      func name(_ id: StateID) -> String { Markdown.text(lifecycle.state(id)?.qualifiedName ?? id.rawValue) }
      for state in lifecycle.states {
        add(
          state.sources, words("{model} state {name}", ["model": prefix, "name": Markdown.text(state.qualifiedName)]))
      }
      for transition in lifecycle.transitions {
        let values: KeyValuePairs = ["model": prefix, "from": name(transition.from), "to": name(transition.to)]
        add(
          transition.sources + transition.steps.flatMap(\.sources),
          transition.id.rawValue.hasSuffix("-by-user")
            ? words("{model} transition {from} → {to}, by the user", values)
            : words("{model} transition {from} → {to}", values))
      }
      for rule in lifecycle.rules {
        add(
          rule.sources + rule.steps.flatMap(\.sources),
          words("{model} rule \"{when}\"", ["model": prefix, "when": Markdown.text(rule.when)]))
      }
      for event in lifecycle.events {
        add(
          event.sources + event.steps.flatMap(\.sources),
          words("{model} event \"{event}\"", ["model": prefix, "event": Markdown.text(event.text)]))
      }
    }
    for scenario in catalog.scenarios {
      add(
        scenario.variants.flatMap(\.sources),
        words("scenario [{id}]({page})", ["id": scenario.id, "page": DocsLayout.scenarioPage(scenario.id)]))
    }
    for method in catalog.delegateMethods { add(method.sources, Markdown.code(method.selector)) }
    for item in catalog.disagreements { add(item.sources, "[\(item.id)](disagreements.md#\(item.id.lowercased()))") }
  }

  private mutating func add(_ sources: [SourceID], _ what: String) {
    for source in Set(sources) where cited[source]?.contains(what) != true { cited[source, default: []].append(what) }
  }

  /// What cites the source, in model order, e.g. `app transition 'x', scenario 'y'`.
  func summary(of source: SourceID) -> String {
    cited[source]?.joined(separator: ", ") ?? words("(not cited)")
  }
}
