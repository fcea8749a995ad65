/// The catalog in another language: every text a page or a diagram shows from the model, looked up in a
/// translation. Ids, method names, notification names, signatures, URLs and source titles stay as they are.
extension Catalog {
  /// The catalog in `translation`'s language, each state carrying its term as ``LifecycleState/gloss``; English
  /// gives the catalog itself.
  ///
  /// - Throws: every key the translation lacks, at once; there is no English fallback in another language.
  public func translated(_ translation: Translation) throws(MissingTranslations) -> Catalog {
    guard !translation.isSource else { return self }
    var missing: [TranslationKey] = []
    let catalog = mappingTexts { table, english in
      let found = translation.table(table)[english]
      if found == nil { missing.append(TranslationKey(table, english)) }
      return found ?? english
    }
    guard missing.isEmpty else { throw MissingTranslations(language: translation.language, keys: missing) }
    return catalog
  }

  /// Every model text and term the catalog shows, as translation keys, in catalog order without repeats.
  public var translationKeys: [TranslationKey] {
    var keys: [TranslationKey] = []
    var seen: Set<TranslationKey> = []
    _ = mappingTexts { table, english in
      let key = TranslationKey(table, english)
      if seen.insert(key).inserted { keys.append(key) }
      return english
    }
    return keys
  }

  /// The catalog with every shown text passed through `text` (`.model` texts, and `.terms` for state names,
  /// whose result becomes the state's gloss).
  func mappingTexts(_ text: (TranslationTable, String) -> String) -> Catalog {
    withoutActuallyEscaping(text) { text in mappingTexts(model: { text(.model, $0) }, term: { text(.terms, $0) }) }
  }

  private func mappingTexts(model: (String) -> String, term: (String) -> String) -> Catalog {
    var catalog = self
    catalog.lifecycles = lifecycles.map { $0.mappingTexts(model, term: term) }
    catalog.scenarios = scenarios.map { $0.mappingTexts(model) }
    catalog.delegateMethods = delegateMethods.map { method in
      var method = method
      method.meaning = model(method.meaning)
      if let note = method.deprecation?.note { method.deprecation?.note = model(note) }
      return method
    }
    catalog.delegateMappings = delegateMappings.map { mapping in
      var mapping = mapping
      mapping.appDelegate = Self.mappingSide(mapping.appDelegate, model)
      mapping.sceneDelegate = Self.mappingSide(mapping.sceneDelegate, model)
      mapping.note = model(mapping.note)
      return mapping
    }
    catalog.sources = sources.map { source in
      var source = source
      source.usedFor = model(source.usedFor)
      return source
    }
    catalog.disagreements = disagreements.map { disagreement in
      var disagreement = disagreement
      disagreement.point = model(disagreement.point)
      disagreement.seeds = model(disagreement.seeds)
      disagreement.apple = model(disagreement.apple)
      disagreement.resolution = model(disagreement.resolution)
      return disagreement
    }
    return catalog
  }

  /// A side of the delegate mapping is a method name, kept, or words in parentheses, translated.
  private static func mappingSide(_ side: String, _ model: (String) -> String) -> String {
    side.hasPrefix("(") ? model(side) : side
  }
}

extension Translation {
  /// One of the three tables.
  public func table(_ table: TranslationTable) -> [String: String] {
    switch table {
    case .terms: terms
    case .strings: strings
    case .model: model
    }
  }
}

extension Lifecycle {
  fileprivate func mappingTexts(_ model: (String) -> String, term: (String) -> String) -> Lifecycle {
    var lifecycle = self
    lifecycle.title = model(title)
    lifecycle.shortTitle = model(shortTitle)
    lifecycle.unitName = unitName.map(model)
    lifecycle.releases = releases.map(model)
    lifecycle.systemLane = systemLane.map(model)
    lifecycle.figureColumnHeaders = figureColumnHeaders.map { $0.isEmpty ? $0 : term($0) }
    lifecycle.states = states.map { state in
      var state = state
      state.gloss = term(state.name)
      state.variant = state.variant.map(term)
      state.unit = state.unit.map(model)
      state.meaning = model(state.meaning)
      if let note = state.process?.note { state.process?.note = model(note) }
      return state
    }
    lifecycle.transitions = transitions.map { transition in
      var transition = transition
      transition.trigger = model(transition.trigger)
      transition.steps = transition.steps.map { $0.mappingTexts(model) }
      return transition
    }
    lifecycle.rules = rules.map { rule in
      var rule = rule
      rule.summary = model(rule.summary)
      rule.when = model(rule.when)
      rule.label = model(rule.label)
      rule.steps = rule.steps.map { $0.mappingTexts(model) }
      return rule
    }
    lifecycle.events = events.map { event in
      var event = event
      event.text = model(event.text)
      event.caveat = event.caveat.map(model)
      event.steps = event.steps.map { $0.mappingTexts(model) }
      return event
    }
    return lifecycle
  }
}

extension Step {
  fileprivate func mappingTexts(_ model: (String) -> String) -> Step {
    var step = self
    if let text = systemText { step.action = .system(model(text)) }
    step.caveat = caveat.map(model)
    return step
  }
}

extension Scenario {
  fileprivate func mappingTexts(_ model: (String) -> String) -> Scenario {
    var scenario = self
    scenario.title = model(title)
    scenario.summary = model(summary)
    scenario.variants = variants.map { variant in
      var variant = variant
      variant.notes = variant.notes.map(model)
      variant.holdsFor = variant.holdsFor.map(model)
      return variant
    }
    return scenario
  }
}
