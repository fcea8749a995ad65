import LifeDiagramModel

/// `sources.md`: every source, with what it backs in the model.
struct SourcesPage {
  let context: PageContext

  var markdown: String {
    let citations = Citations(context.catalog)
    let table = MarkdownTable(
      headers: ["Id", "Kind", "Source", "Used for", "Backs"],
      rows: context.catalog.sources.map { source in
        let title = source.url.map { "[\(Markdown.text(source.title))](\($0))" } ?? Markdown.text(source.title)
        return [
          "<a id=\"\(SourceLinks.anchor(source.id))\"></a>\(source.id.rawValue)", source.id.kind.rawValue, title,
          Markdown.text(source.usedFor), citations.summary(of: source.id),
        ]
      }, htmlColumns: [0, 2, 3])
    return "# Sources\n\n[Home](index.md)\n\nEvery fact in the model carries the ids of its sources. *Backs* lists "
      + "what cites each source: states, transitions, rules and events of each model, scenarios, delegate methods and "
      + "disagreements.\n\n" + table.markdown
  }
}

/// Which parts of the model cite each source.
struct Citations {
  private var cited: [SourceID: [String]] = [:]

  /// Everything is named as a reader sees it: states and transitions by their names, rules by when they apply,
  /// events in words; scenarios by the ids the pages and the command line use.
  init(_ catalog: Catalog) {
    for lifecycle in catalog.lifecycles {
      let prefix = lifecycle.id.rawValue
      func name(_ id: StateID) -> String { lifecycle.state(id)?.qualifiedName ?? id.rawValue }
      for state in lifecycle.states { add(state.sources, "\(prefix) state \(state.qualifiedName)") }
      for transition in lifecycle.transitions {
        let byUser = transition.id.rawValue.hasSuffix("-by-user") ? ", by the user" : ""
        add(
          transition.sources + transition.steps.flatMap(\.sources),
          "\(prefix) transition \(name(transition.from)) → \(name(transition.to))\(byUser)")
      }
      for rule in lifecycle.rules {
        add(rule.sources + rule.steps.flatMap(\.sources), "\(prefix) rule \"\(rule.when)\"")
      }
      for event in lifecycle.events {
        add(event.sources + event.steps.flatMap(\.sources), "\(prefix) event \"\(event.text)\"")
      }
    }
    for scenario in catalog.scenarios {
      add(scenario.variants.flatMap(\.sources), "scenario [\(scenario.id)](\(DocsLayout.scenarioPage(scenario.id)))")
    }
    for method in catalog.delegateMethods { add(method.sources, "`\(method.selector)`") }
    for item in catalog.disagreements { add(item.sources, "[\(item.id)](disagreements.md#\(item.id.lowercased()))") }
  }

  private mutating func add(_ sources: [SourceID], _ what: String) {
    for source in Set(sources) where cited[source]?.contains(what) != true { cited[source, default: []].append(what) }
  }

  /// What cites the source, in model order, e.g. `app transition 'x', scenario 'y'`.
  func summary(of source: SourceID) -> String {
    cited[source]?.joined(separator: ", ") ?? "(not cited)"
  }
}
