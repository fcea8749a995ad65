import LifeDiagram
import LifeDiagramModel

/// Every key a language needs to show a catalog: the model's words and terms (``Catalog/translationKeys``) and the
/// tool's own words, found by building every page, image and table in memory with words that know no text.
public enum TranslationKeys {
  /// The keys, model and terms first (in catalog order), then the tool's own words (sorted).
  public static func all(in catalog: Catalog) throws(SimulationError) -> [TranslationKey] {
    catalog.translationKeys + (try strings(in: catalog)).map { TranslationKey(.strings, $0) }
  }

  /// The tool's own words that showing the catalog uses, sorted.
  public static func strings(in catalog: Catalog) throws(SimulationError) -> [String] {
    let probe = Words(Translation(language: "und", name: "?", terms: ["?": "?"]))
    let site = [Translation.english, probe.translation]
    for file in try DocsPlan(catalog: catalog, includesPNG: true, words: probe, languages: site, includesExplorer: true)
      .files()
    {
      switch file.content {
      case .image(let graph, _, _, _, _, _): _ = graph()
      case .page(let document): document.buildGraphs()
      case .text: break
      }
    }
    // The pages of each life cycle documented alone, as a user's own is (no mapping, no disagreements), and of
    // the first laid out by Graphviz, as a user's model without positions is (its page shows another image).
    for lifecycle in catalog.lifecycles {
      _ = try DocsPlan(catalog: catalog.selecting([lifecycle.id], keepingShared: false), words: probe).files()
    }
    if let first = catalog.lifecycles.first {
      var offTheGrid = catalog.selecting([first.id], keepingShared: false)
      offTheGrid.lifecycles = offTheGrid.lifecycles.map { lifecycle in
        var lifecycle = lifecycle
        lifecycle.states = lifecycle.states.map {
          var state = $0
          state.position = nil
          return state
        }
        return lifecycle
      }
      _ = try DocsPlan(catalog: offTheGrid, words: probe).files()
    }
    for lifecycle in catalog.lifecycles {
      _ = lifecycle.markdownReference(words: probe)
      for lineStyle in DiagramOptions.LineStyleMode.allCases {
        _ = lifecycle.diagram(DiagramOptions(lineStyle: lineStyle, showsAllTransitions: true, words: probe))
      }
      // The words of a user's model, which may have no figure and no positions.
      for (pinned, figure) in [(true, false), (false, true), (false, false)] {
        var variant = lifecycle
        if !pinned {
          variant.states = variant.states.map {
            var state = $0
            state.position = nil
            return state
          }
        }
        if !figure {
          variant.transitions = variant.transitions.map {
            var edge = $0
            edge.appleLineStyle = nil
            return edge
          }
        }
        _ = variant.diagramDescription(words: probe)
        _ = variant.markdownReference(words: probe)
      }
    }
    for run in try ScenarioRuns.all(in: catalog) {
      _ = (run.markdownSection(words: probe), run.csvRecords(words: probe), run.json(words: probe).text)
      _ = run.pathDiagram(words: probe)  // the library's path image with its calls (the docs number the edges)
      // A user's model may leave the system lane unnamed.
      var unnamed = run
      unnamed.lifecycle.systemLane = nil
      _ = unnamed.mermaid(words: probe)
    }
    for kind in SourceKind.allCases { _ = probe(kind.rawValue) }  // a model file's sources may declare any kind
    return probe.missingKeys.map(\.english)
  }
}
