extension Catalog {
  /// The catalog narrowed to some of its life cycles, for commands that cover only those (`--model`, or the
  /// life cycles of the model files given): their scenarios, each with only their variants, and the delegate
  /// methods they call.
  ///
  /// With `keepingShared` (a built-in is among them) the sources, the mapping, the disagreements and the index's
  /// title and introduction stay as they are. Without it (only a user's life cycles), they go: the sources are
  /// those cited, and a mapping row or disagreement stays only where a life cycle cites one of its sources.
  /// Selecting every life cycle, with `keepingShared`, changes nothing.
  public func selecting(_ ids: [LifecycleID], keepingShared: Bool) -> Catalog {
    let kept = Set(ids)
    if keepingShared && lifecycles.allSatisfy({ kept.contains($0.id) }) { return self }
    var catalog = self
    catalog.lifecycles = lifecycles.filter { kept.contains($0.id) }
    catalog.scenarios = scenarios.compactMap { scenario in
      var scenario = scenario
      scenario.variants.removeAll { !kept.contains($0.model) }
      return scenario.variants.isEmpty ? nil : scenario
    }
    let called = Set(catalog.lifecycles.flatMap { $0.everyCall.map { "\($0.receiver.rawValue).\($0.method)" } })
    catalog.delegateMethods = delegateMethods.filter { called.contains($0.id) }
    guard !keepingShared else { return catalog }
    var cited = Set(catalog.lifecycles.flatMap(\.citedSources))
    cited.formUnion(catalog.scenarios.flatMap { $0.variants.flatMap(\.sources) })
    let citedByModels = cited
    catalog.delegateMappings = delegateMappings.filter { $0.sources.contains(where: citedByModels.contains) }
    catalog.disagreements = disagreements.filter { $0.sources.contains(where: citedByModels.contains) }
    cited.formUnion(catalog.delegateMethods.flatMap(\.sources))
    cited.formUnion(catalog.delegateMappings.flatMap(\.sources) + catalog.disagreements.flatMap(\.sources))
    catalog.sources = sources.filter { cited.contains($0.id) }
    (catalog.title, catalog.introduction) = (nil, nil)
    return catalog
  }
}
