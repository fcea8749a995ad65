extension Catalog {
  /// Every problem in the catalog, each once with its location, in a stable order: duplicate life cycles, each
  /// life cycle's model file (``ModelFile/validate(against:)``: the life cycle, its scenarios' variants, their
  /// citations; a scenario as a file would hold it, so a shared scenario's own fields are checked in each), scenario
  /// ids used twice or with a variant of a life cycle the catalog lacks, and citations in
  /// the delegate methods and disagreements. An empty list means every command can use the catalog.
  public func validate() -> [ModelIssue] {
    var issues = repeated(lifecycles.map(\.id.rawValue), "lifecycles", "life cycle").map {
      ModelIssue(at: "catalog", $0.message)
    }
    for lifecycle in lifecycles {
      var file = ModelFile(lifecycle, in: self)
      var seen: Set<String> = []
      file.scenarios = file.scenarios.filter { seen.insert($0.id).inserted }  // a repeated id is reported below
      issues += file.validate(against: self)
    }
    issues += repeated(scenarios.map(\.id), "scenarios", "scenario").map { ModelIssue(at: "catalog", $0.message) }
    for scenario in scenarios {
      if scenario.variants.isEmpty { issues.append(ModelIssue(at: "scenario '\(scenario.id)'", "has no variant")) }
      for variant in scenario.variants where lifecycle(variant.model) == nil {
        issues.append(
          ModelIssue(at: "scenario '\(scenario.id)'", "names life cycle '\(variant.model)', which does not exist"))
      }
    }
    return issues + unknownCitations()
  }

  /// Citations of sources the catalog does not define in the disagreements and in the delegate methods no life
  /// cycle calls (a life cycle's model file checks those it calls).
  private func unknownCitations() -> [ModelIssue] {
    guard !sources.isEmpty else { return [] }
    let known = Set(sources.map(\.id))
    let called = Set(lifecycles.flatMap { $0.everyCall.map { "\($0.receiver).\($0.method)" } })
    let cited =
      delegateMethods.filter { !called.contains($0.id) }.flatMap { method in
        method.sources.map { ("delegate method '\(method.selector)'", $0) }
      }
      + disagreements.flatMap { item in item.sources.map { ("disagreement \(item.id)", $0) } }
    var reported: Set<String> = []
    return cited.compactMap { location, source in
      guard !known.contains(source), reported.insert("\(location)\u{0}\(source)").inserted else { return nil }
      return ModelIssue(at: location, "cites source '\(source)', which the catalog does not define")
    }
  }
}
