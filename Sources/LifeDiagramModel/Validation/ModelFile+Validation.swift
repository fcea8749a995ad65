extension ModelFile {
  /// Every problem in the file, each once with its path, in a stable order: the life cycle's own
  /// (``Lifecycle/validate()``), its scenarios' (ids, starts, events), then citations of sources neither the
  /// file nor `base` defines. `base` is the catalog the file will be added to.
  public func validate(against base: Catalog) -> [ModelIssue] {
    let location = "\(lifecycle.id.rawValue) model"
    let own = lifecycle.problems(
      startFlags: Set(scenarios.flatMap { $0.variants.flatMap { $0.start.units.flatMap(\.flags) } }))
    let problems = own + scenarioProblems(base, replaying: own.isEmpty) + unknownCitations(base)
    return problems.map { ModelIssue(at: location, path: $0.path, $0.message, isConsequence: $0.isConsequence) }
  }

  /// The scenarios' problems: repeated ids, unknown originals, each variant's start and events, and, when the
  /// life cycle itself is sound (`replaying`), the replay of each variant that has no other problem, so a
  /// scenario that cannot happen is refused where its event is written rather than when a command runs it.
  private func scenarioProblems(_ base: Catalog, replaying: Bool) -> [FileProblem] {
    var problems = repeated(scenarios.map(\.id), "scenarios", "scenario")
    let known = base.scenarios.map(\.id) + scenarios.map(\.id)
    for (index, scenario) in scenarios.enumerated() {
      let path = ModelPath(["scenarios"])[index]
      if let original = scenario.alternativeOf, !known.contains(original) {
        problems.append(FileProblem(path.appending("alternativeOf"), unknown("scenario", original, among: known)))
      }
      for variant in scenario.variants where variant.model == lifecycle.id {
        let own = lifecycle.problems(of: variant, at: path)
        problems += own
        if replaying && own.isEmpty, let refusal = replayProblem(scenario, at: path) { problems.append(refusal) }
      }
    }
    return problems
  }

  /// Why the scenario cannot be replayed, at the event that fails (or at its start), or nil when it can.
  private func replayProblem(_ scenario: Scenario, at path: ModelPath) -> FileProblem? {
    do {
      _ = try Simulator(lifecycle).run(scenario)
      return nil
    } catch {
      guard error.step > 0 else { return FileProblem(path.appending("start"), error.reason) }
      let at = path.appending("events")[error.step - 1]
      guard let event = error.event else { return FileProblem(at, error.reason) }
      return FileProblem(at, "event '\(event)' cannot happen in state \(error.state): \(error.reason)")
    }
  }

  /// Citations of a source id that neither this file nor the catalog defines (none are checked when neither
  /// defines any).
  private func unknownCitations(_ base: Catalog) -> [FileProblem] {
    let names = (sources + base.sources).map(\.id.rawValue)
    let known = Set(names)
    // The paths are worked out only when a citation is unknown.
    guard !known.isEmpty, !citedIDs.allSatisfy({ known.contains($0.rawValue) }) else { return [] }
    return citations.compactMap { path, id in
      known.contains(id.rawValue)
        ? nil : FileProblem(path, unknown("source", id.rawValue, among: names) + " (define it under 'sources')")
    }
  }

  /// Every source id the file cites, with repeats, without their paths.
  private var citedIDs: [SourceID] {
    lifecycle.citedSources + scenarios.flatMap { $0.variants.flatMap(\.sources) } + delegateMethods.flatMap(\.sources)
  }

  /// Every source id the file cites, with its path.
  var citations: [(ModelPath, SourceID)] {
    var result: [(ModelPath, SourceID)] = []
    func add(_ ids: [SourceID], _ path: ModelPath) {
      result += ids.enumerated().map { (path.appending("sources")[$0.offset], $0.element) }
    }
    func add(_ steps: [Step], _ path: ModelPath) {
      for (index, step) in steps.enumerated() { add(step.sources, path.appending("steps")[index]) }
    }
    for (index, state) in lifecycle.states.enumerated() { add(state.sources, ModelPath(["states"])[index]) }
    for (list, items) in [
      ("transitions", lifecycle.transitions.map { ($0.sources, $0.steps) }),
      ("rules", lifecycle.rules.map { ($0.sources, $0.steps) }),
      ("events", lifecycle.events.map { ($0.sources, $0.steps) }),
    ] {
      for (index, item) in items.enumerated() {
        let path = ModelPath([.key(list)])[index]
        add(item.0, path)
        add(item.1, path)
      }
    }
    for (index, scenario) in scenarios.enumerated() {
      for variant in scenario.variants { add(variant.sources, ModelPath(["scenarios"])[index]) }
    }
    for (index, method) in delegateMethods.enumerated() { add(method.sources, ModelPath(["delegateMethods"])[index]) }
    return result
  }
}

extension Lifecycle {
  /// The problems of a scenario's variant replayed in this life cycle: its start and its events. `path` is the
  /// scenario's place in the model file.
  func problems(of variant: Scenario.Variant, at path: ModelPath) -> [FileProblem] {
    let units = variant.start.units
    var unitsPath: ModelPath { path.appending("start").appending("units") }
    var problems: [FileProblem] = []
    if units.isEmpty { problems.append(FileProblem(unitsPath, "the start has no unit; list the state it starts in")) }
    if unitName == nil && units.count > 1 {
      problems.append(
        FileProblem(unitsPath, "the start has \(units.count) units, but the \(id) life cycle follows one"))
    }
    for (index, unit) in units.enumerated() where state(unit.state) == nil {
      let message = unknown("state", unit.state.rawValue, among: states.map(\.id.rawValue))
      problems.append(FileProblem(unitsPath[index].appending("state"), message))
    }
    for (index, occurrence) in variant.events.enumerated() {
      var eventPath: ModelPath { path.appending("events")[index] }
      if rule(for: occurrence.event) == nil {
        let message = unknown("event", occurrence.event.rawValue, among: events.map(\.id.rawValue))
        problems.append(FileProblem(eventPath.appending("event"), message))
      }
      if let scene = occurrence.scene, !units.indices.contains(scene - 1) {
        problems.append(
          FileProblem(eventPath.appending("scene"), "there is no scene \(scene): the start has \(units.count)"))
      }
    }
    return problems
  }
}
