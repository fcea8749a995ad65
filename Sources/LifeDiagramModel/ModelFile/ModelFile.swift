/// One life cycle as a model file holds it: the life cycle, its scenarios, the sources it cites and the delegate
/// methods it calls. `lifediagram model ID --format json|yaml` prints one; `--model-file` reads one into the
/// catalog (``Catalog/adding(_:)``).
///
/// The format is versioned (``schemaVersion``) and documented by `lifediagram schema`. Keys with their usual
/// value (no sources, no caveat, `false`) are left out when printing and may be left out when writing.
public struct ModelFile: Sendable, Hashable {
  /// The version of the format this build reads and writes.
  public static let schemaVersion = 1

  /// The life cycle.
  public var lifecycle: Lifecycle
  /// Its scenarios, each with one variant: the one for this life cycle.
  public var scenarios: [Scenario]
  /// The sources the file cites (those the catalog lacks, or replacements of those it has).
  public var sources: [Source]
  /// The delegate methods its calls name.
  public var delegateMethods: [DelegateMethod]

  /// Creates a model file.
  public init(
    lifecycle: Lifecycle, scenarios: [Scenario] = [], sources: [Source] = [], delegateMethods: [DelegateMethod] = []
  ) {
    self.lifecycle = lifecycle
    self.scenarios = scenarios
    self.sources = sources
    self.delegateMethods = delegateMethods
  }

  /// The model file of one of a catalog's life cycles: the life cycle, the variants of its scenarios, and the
  /// catalog's sources and delegate methods that it uses, in catalog order.
  public init(_ lifecycle: Lifecycle, in catalog: Catalog) {
    let scenarios = catalog.scenarios(of: lifecycle.id).map { scenario in
      var scenario = scenario
      scenario.variants = scenario.variants.filter { $0.model == lifecycle.id }
      return scenario
    }
    let called = Set(lifecycle.everyCall.map { "\($0.receiver.rawValue).\($0.method)" })
    let methods = catalog.delegateMethods.filter { called.contains($0.id) }
    var cited = Set(lifecycle.citedSources)
    cited.formUnion(scenarios.flatMap { $0.variants.flatMap(\.sources) })
    cited.formUnion(methods.flatMap(\.sources))
    self.init(
      lifecycle: lifecycle, scenarios: scenarios, sources: catalog.sources.filter { cited.contains($0.id) },
      delegateMethods: methods)
  }
}

extension Lifecycle {
  /// Every source the life cycle's states, transitions, rules, events and their steps cite, with repeats.
  public var citedSources: [SourceID] {
    let steps: [Step] = transitions.flatMap(\.steps) + rules.flatMap(\.steps) + events.flatMap(\.steps)
    let own: [SourceID] = transitions.flatMap(\.sources) + rules.flatMap(\.sources) + events.flatMap(\.sources)
    return states.flatMap(\.sources) + own + steps.flatMap(\.sources)
  }

  /// Every delegate call the life cycle's transitions, rules and events can make, with repeats.
  public var everyCall: [DelegateCall] {
    let steps: [Step] = transitions.flatMap(\.steps) + rules.flatMap(\.steps) + events.flatMap(\.steps)
    return steps.compactMap(\.call)
  }
}
