extension Catalog {
  /// Every problem in the catalog, each once with its location, in a stable order: each life cycle's own
  /// problems (``Lifecycle/validate()``), duplicate ids, scenarios that name a life cycle, a state, a scene or
  /// an event the catalog lacks, and citations of sources it does not have. An empty list means every command
  /// can use the catalog.
  public func validate() -> [ModelIssue] {
    var issues = duplicates(lifecycles.map(\.id.rawValue)).map { ModelIssue(at: "catalog", "life cycle '\($0)' is defined more than once") }
    issues += lifecycles.flatMap { $0.validate() }
    issues += duplicates(scenarios.map(\.id)).map { ModelIssue(at: "catalog", "scenario id '\($0)' is used more than once") }
    var seen: Set<String> = []
    issues += scenarios.filter { seen.insert($0.id).inserted }.flatMap(validate)  // a repeated id's problems once
    issues += unknownCitations()
    return issues
  }

  private func validate(_ scenario: Scenario) -> [ModelIssue] {
    var issues: [ModelIssue] = []
    if let original = scenario.alternativeOf, self.scenario(original) == nil {
      issues.append(ModelIssue(at: "scenario '\(scenario.id)'", "is an alternative of '\(original)', which does not exist"))
    }
    if scenario.variants.isEmpty { issues.append(ModelIssue(at: "scenario '\(scenario.id)'", "has no variant")) }
    for variant in scenario.variants {
      let location = "scenario '\(scenario.id)' (\(variant.model.rawValue))"
      guard let lifecycle = lifecycle(variant.model) else {
        issues.append(ModelIssue(at: location, "names life cycle '\(variant.model.rawValue)', which does not exist"))
        continue
      }
      issues += problems(of: variant, in: lifecycle).map { ModelIssue(at: location, $0) }
    }
    return issues
  }

  private func problems(of variant: Scenario.Variant, in lifecycle: Lifecycle) -> [String] {
    let units = variant.start.units
    var problems: [String] = []
    if units.isEmpty { problems.append("the start has no unit") }
    if lifecycle.unitName == nil && units.count > 1 {
      problems.append("the start has \(units.count) units, but the \(lifecycle.id.rawValue) life cycle follows one")
    }
    for (index, unit) in units.enumerated() where lifecycle.state(unit.state) == nil {
      problems.append("unit \(index + 1) starts in state '\(unit.state)', which does not exist")
    }
    for (number, occurrence) in variant.events.enumerated() {
      let event = "event \(number + 1) '\(occurrence.event.rawValue)'"
      if lifecycle.rule(for: occurrence.event) == nil {
        problems.append("\(event) has no rule in the \(lifecycle.id.rawValue) life cycle")
      }
      if let scene = occurrence.scene, !units.indices.contains(scene - 1) {
        problems.append("\(event) names scene \(scene), but the start has \(units.count)")
      }
    }
    return problems
  }

  /// Source ids cited anywhere that the catalog's sources do not define (none are checked when it has none).
  private func unknownCitations() -> [ModelIssue] {
    guard !sources.isEmpty else { return [] }
    let known = Set(sources.map(\.id))
    var cited: [(String, SourceID)] = []
    for lifecycle in lifecycles {
      let location = "\(lifecycle.id.rawValue) model"
      cited += lifecycle.states.flatMap { $0.sources }.map { (location, $0) }
      cited += lifecycle.transitions.flatMap { $0.sources + $0.steps.flatMap(\.sources) }.map { (location, $0) }
      cited += lifecycle.rules.flatMap { $0.sources + $0.steps.flatMap(\.sources) }.map { (location, $0) }
      cited += lifecycle.events.flatMap { $0.sources + $0.steps.flatMap(\.sources) }.map { (location, $0) }
    }
    for scenario in scenarios {
      cited += scenario.variants.flatMap(\.sources).map { ("scenario '\(scenario.id)'", $0) }
    }
    cited += delegateMethods.flatMap { method in method.sources.map { ("delegate method '\(method.selector)'", $0) } }
    cited += disagreements.flatMap { item in item.sources.map { ("disagreement \(item.id)", $0) } }
    var reported: Set<String> = []
    return cited.compactMap { location, source in
      guard !known.contains(source), reported.insert("\(location)\u{0}\(source.rawValue)").inserted else { return nil }
      return ModelIssue(at: location, "cites source '\(source.rawValue)', which the catalog does not define")
    }
  }
}
