extension Catalog {
  /// The catalog with a model file's life cycle in it.
  ///
  /// A life cycle whose id the catalog has replaces it, in its place; a new one comes last. The life cycle's
  /// scenario variants become the file's: a scenario the file has gets its variant (and the file's title,
  /// summary and `alternativeOf`), one it lacks loses its variant for this life cycle (and goes when it has no
  /// variant left), and a new scenario comes right after the scenario before it in the file (last when it is
  /// the file's first). Sources and delegate methods with an id the catalog has replace its own; new ones come
  /// last.
  public func adding(_ file: ModelFile) -> Catalog {
    var catalog = self
    let id = file.lifecycle.id
    catalog.lifecycles.replaceOrAppend(file.lifecycle) { $0.id == id }
    let mine = Dictionary(file.scenarios.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    catalog.scenarios = scenarios.compactMap { scenario in
      var scenario = scenario
      if let mine = mine[scenario.id] {
        scenario.title = mine.title
        scenario.summary = mine.summary
        scenario.alternativeOf = mine.alternativeOf
        for variant in mine.variants { scenario.variants.replaceOrAppend(variant) { $0.model == id } }
      } else {
        scenario.variants.removeAll { $0.model == id }
      }
      return scenario.variants.isEmpty ? nil : scenario
    }
    catalog.scenarios.insert(newScenariosOf: file)
    catalog.sources = sources.replacingOrAppending(file.sources, by: \.id)
    catalog.delegateMethods = delegateMethods.replacingOrAppending(file.delegateMethods, by: \.id)
    return catalog
  }
}

extension [Scenario] {
  /// Inserts the file's scenarios that the list lacks, each after the scenario before it in the file, so a
  /// built-in written as several files keeps the order the docs list its scenarios in.
  mutating func insert(newScenariosOf file: ModelFile) {
    var known = Set(map(\.id))
    var previous: String?
    for scenario in file.scenarios {
      defer { previous = scenario.id }
      guard known.insert(scenario.id).inserted else { continue }
      if let previous, let index = firstIndex(where: { $0.id == previous }) {
        insert(scenario, at: index + 1)
      } else {
        append(scenario)
      }
    }
  }
}

extension Array {
  /// The array with each of `new` replacing the element with its key, or appended when none has it; in linear
  /// time, so a file with 20,000 sources or methods is read in a moment instead of a minute.
  func replacingOrAppending<Key: Hashable>(_ new: [Element], by key: (Element) -> Key) -> [Element] {
    guard !new.isEmpty else { return self }  // the built-ins' files: their sources are the catalog file's
    var result = self
    var positions: [Key: Int] = [:]
    for (position, element) in result.enumerated() where positions[key(element)] == nil {
      positions[key(element)] = position
    }
    for element in new {
      if let position = positions[key(element)] {
        result[position] = element
      } else {
        positions[key(element)] = result.count
        result.append(element)
      }
    }
    return result
  }

  /// Replaces the first element that matches, or appends the new one.
  mutating func replaceOrAppend(_ element: Element, where matches: (Element) -> Bool) {
    if let index = firstIndex(where: matches) { self[index] = element } else { append(element) }
  }
}
