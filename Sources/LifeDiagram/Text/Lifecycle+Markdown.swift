import LifeDiagramModel

extension Lifecycle {
  /// The states of the model as a Markdown table; the UIKit columns only when some state names a case or a raw
  /// value, the process columns only when some state answers them.
  public func statesTable(sources: SourceLinks = .plain, words: Words = .english) -> MarkdownTable {
    let namesCases = states.contains { $0.uikitCase != nil || $0.rawValue != nil }
    let answersProcess = states.contains { $0.process != nil }
    let caseHeaders = namesCases ? [words("UIKit case"), words("Raw value")] : []
    let processHeaders = ["Process in memory", "Executes code", "Receives events", "UI on screen"].map { words($0) }
    return MarkdownTable(
      headers: [words("State"), words("Id")] + caseHeaders + (answersProcess ? processHeaders : []) + [words("Sources")],
      rows: states.map { state in
        let answers = state.process.map {
          [$0.processInMemory, $0.executesCode, $0.receivesEvents, $0.uiOnScreen].map { words($0.rawValue) }
        }
        let cases = namesCases ? [state.uikitCase.map(Markdown.code) ?? words("none"), state.rawValue.map(String.init) ?? words("none")] : []
        return [Markdown.text(state.qualifiedName), Markdown.code(state.id.rawValue)] + cases
          + (answersProcess ? answers ?? Array(repeating: words("not given"), count: 4) : []) + [sources.list(state.sources)]
      })
  }

  /// The transitions of the model as a Markdown table; `inFigure` picks Apple's edges or the model's additions.
  public func transitionsTable(inFigure: Bool, sources: SourceLinks = .plain, words: Words = .english) -> MarkdownTable {
    // Apple's line only for a life cycle that follows Apple's figure.
    let figure = followsAFigure
    let headers = ["From", "To", "Trigger", "Kind"] + (figure ? ["Apple's line"] : []) + ["Calls", "Sources"]
    return MarkdownTable(
      headers: headers.map { words($0) },
      rows: transitions.filter { isInFigure($0) == inFigure }.map { row in
        var cells = transitionRow(row, sources, words)
        if !figure { cells.remove(at: 4) }
        return cells
      })
  }

  private func transitionRow(_ transition: Transition, _ sources: SourceLinks, _ words: Words) -> [String] {
    var calls: [String] = []
    for (call, ruleID) in orderedCalls(of: transition) {
      let line = Markdown.code(call.method) + (rules.first { $0.id == ruleID }.map { " (\(Markdown.text($0.when)))" } ?? "")
      if !calls.contains(line) { calls.append(line) }  // the fresh and the prewarmed launch make the same calls
    }
    return [
      name(of: transition.from), name(of: transition.to), Markdown.text(transition.trigger), words(transition.kind.rawValue),
      transition.appleLineStyle.map { words($0.rawValue) } ?? words("not drawn"),
      calls.isEmpty ? words("none") : calls.joined(separator: "\n"),
      sources.list(transition.sources),
    ]
  }

  private func name(of stateID: StateID) -> String {
    Markdown.text(state(stateID)?.qualifiedName ?? stateID.rawValue)
  }

  /// The whole model as a Markdown section: states, Apple's transitions, the model's additions, the rules.
  public func markdownReference(words: Words = .english) -> String {
    var sections = [
      "# \(Markdown.text(diagramTitle))\n",
      "## \(words("States"))\n\n" + statesTable(words: words).markdown,
      "## \(words(followsAFigure ? "Transitions in Apple's figure" : "Transitions"))\n\n"
        + transitionsTable(inFigure: true, words: words).markdown,
    ]
    if transitions.contains(where: { !isInFigure($0) }) {
      sections.append(
        "## \(words("Transitions Apple's figure does not draw"))\n\n" + transitionsTable(inFigure: false, words: words).markdown)
    }
    if !rules.isEmpty { sections.append("## \(words("Process and session rules"))\n\n" + rulesTable(words: words).markdown) }
    return sections.joined(separator: "\n")
  }

  /// The process and session rules as a Markdown table.
  public func rulesTable(sources: SourceLinks = .plain, words: Words = .english) -> MarkdownTable {
    MarkdownTable(
      headers: ["Case", "What happens", "Calls", "Sources"].map { words($0) },
      rows: rules.map { rule in
        [
          Markdown.text(rule.when.prefix(1).uppercased() + rule.when.dropFirst()), Markdown.text(rule.summary),
          rule.calls.map { Markdown.code($0.method) }.joined(separator: "\n"), sources.list(rule.sources),
        ]
      })
  }
}
