import LifeDiagramModel

extension Lifecycle {
  /// The states of the model as a Markdown table: name, id, the UIKit case with its raw value (only when some state
  /// names one) and sources. What the process does in each state is ``processTable(words:)``.
  public func statesTable(sources: SourceLinks = .plain, words: Words = .english) -> MarkdownTable {
    let namesCases = states.contains { $0.uikitCase != nil || $0.rawValue != nil }
    return MarkdownTable(
      headers: [words("State"), words("Id")] + (namesCases ? [words("UIKit case (raw value)")] : []) + [
        words("Sources")
      ],
      rows: states.map { state in
        let raw = state.rawValue.map { " (\($0))" } ?? ""
        let uikitCase =
          state.uikitCase.map { Markdown.code($0) + raw } ?? (state.rawValue.map(String.init) ?? words("none"))
        return [Markdown.text(state.qualifiedName), Markdown.code(state.id.rawValue)] + (namesCases ? [uikitCase] : [])
          + [sources.list(state.sources)]
      })
  }

  /// What the process does in each state (in memory, executes code, receives events, UI on screen), or nil when no
  /// state answers it.
  public func processTable(words: Words = .english) -> MarkdownTable? {
    guard states.contains(where: { $0.process != nil }) else { return nil }
    let headers = ["Process in memory", "Executes code", "Receives events", "UI on screen"].map { words($0) }
    return MarkdownTable(
      headers: [words("State")] + headers,
      rows: states.map { state in
        let answers = state.process.map {
          [$0.processInMemory, $0.executesCode, $0.receivesEvents, $0.uiOnScreen].map { words($0.rawValue) }
        }
        return [Markdown.text(state.qualifiedName)] + (answers ?? Array(repeating: words("not given"), count: 4))
      })
  }

  /// The transitions of the model as a Markdown table; `inFigure` picks Apple's edges or the model's additions.
  /// Six narrow columns, to fit a wiki's column: the transition's number, the transition (from → to), its
  /// trigger, its kind (with how Apple's figure draws it, for a life cycle that follows one), its calls and its
  /// sources.
  public func transitionsTable(inFigure: Bool, sources: SourceLinks = .plain, words: Words = .english) -> MarkdownTable
  {
    MarkdownTable(
      headers: ["#"] + ["Transition", "Trigger", "Kind", "Calls", "Sources"].map { words($0) },
      rows: numberedTransitions.filter { isInFigure($0) == inFigure }.map { transitionRow($0, sources, words) })
  }

  /// The transitions in the order the tables list them: Apple's edges, then the model's additions.
  private var numberedTransitions: [Transition] {
    transitions.filter { isInFigure($0) } + transitions.filter { !isInFigure($0) }
  }

  /// A transition's number: its row among the tables' (Apple's edges, then the model's additions), as the `#`
  /// column shows it and the edges of a diagram with ``DiagramOptions/numbersEdges`` carry it.
  public func transitionNumber(of transition: Transition) -> Int? {
    numberedTransitions.firstIndex { $0.id == transition.id }.map { $0 + 1 }
  }

  private func transitionRow(_ transition: Transition, _ sources: SourceLinks, _ words: Words) -> [String] {
    var calls: [String] = []
    for (call, ruleID) in orderedCalls(of: transition) {
      let line =
        Markdown.code(call.method) + (rules.first { $0.id == ruleID }.map { " (\(Markdown.text($0.when)))" } ?? "")
      if !calls.contains(line) { calls.append(line) }  // the fresh and the prewarmed launch make the same calls
    }
    let appleLine = transition.appleLineStyle.map { words($0.rawValue) } ?? words("not drawn")
    let kind =
      words(transition.kind.rawValue) + (followsAFigure ? " (" + words("Apple: {line}", ["line": appleLine]) + ")" : "")
    return [
      transitionNumber(of: transition).map(String.init) ?? "",
      name(of: transition.from) + " → " + name(of: transition.to), Markdown.text(transition.trigger), kind,
      calls.isEmpty ? words("none") : calls.joined(separator: "\n"), sources.list(transition.sources),
    ]
  }

  private func name(of stateID: StateID) -> String {
    Markdown.text(state(stateID)?.qualifiedName ?? stateID.rawValue)
  }

  /// The whole model as a Markdown section: states, Apple's transitions, the model's additions, the rules.
  public func markdownReference(words: Words = .english) -> String {
    var sections = [
      "# \(Markdown.text(diagramTitle))\n",
      "## \(words("States"))\n\n" + statesTable(words: words).markdown
        + (processTable(words: words).map { "\n" + $0.markdown } ?? ""),
      "## \(words(followsAFigure ? "Transitions in Apple's figure" : "Transitions"))\n\n"
        + transitionsTable(inFigure: true, words: words).markdown,
    ]
    if transitions.contains(where: { !isInFigure($0) }) {
      sections.append(
        "## \(words("Transitions Apple's figure does not draw"))\n\n"
          + transitionsTable(inFigure: false, words: words).markdown)
    }
    if !rules.isEmpty {
      sections.append("## \(words("Process and session rules"))\n\n" + rulesTable(words: words).markdown)
    }
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
