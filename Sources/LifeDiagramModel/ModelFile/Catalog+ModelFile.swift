extension Catalog {
  /// The catalog with a model file's life cycle in it.
  ///
  /// A life cycle whose id the catalog has replaces it, in its place; a new one comes last. The life cycle's
  /// scenario variants become the file's: a scenario the file has gets its variant (and the file's title,
  /// summary and `alternativeOf`), one it lacks loses its variant for this life cycle (and goes when it has no
  /// variant left), and new scenarios come last. Sources and delegate methods with an id the catalog has replace
  /// its own; new ones come last.
  public func adding(_ file: ModelFile) -> Catalog {
    var catalog = self
    let id = file.lifecycle.id
    catalog.lifecycles.replaceOrAppend(file.lifecycle) { $0.id == id }
    catalog.scenarios = scenarios.compactMap { scenario in
      var scenario = scenario
      if let mine = file.scenarios.first(where: { $0.id == scenario.id }) {
        scenario.title = mine.title
        scenario.summary = mine.summary
        scenario.alternativeOf = mine.alternativeOf
        for variant in mine.variants { scenario.variants.replaceOrAppend(variant) { $0.model == id } }
      } else {
        scenario.variants.removeAll { $0.model == id }
      }
      return scenario.variants.isEmpty ? nil : scenario
    }
    catalog.scenarios += file.scenarios.filter { new in !scenarios.contains { $0.id == new.id } }
    for source in file.sources { catalog.sources.replaceOrAppend(source) { $0.id == source.id } }
    for method in file.delegateMethods { catalog.delegateMethods.replaceOrAppend(method) { $0.id == method.id } }
    return catalog
  }
}

extension Array {
  /// Replaces the first element that matches, or appends the new one.
  mutating func replaceOrAppend(_ element: Element, where matches: (Element) -> Bool) {
    if let index = firstIndex(where: matches) { self[index] = element } else { append(element) }
  }
}
