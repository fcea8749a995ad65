import LifeDiagramModel

extension Lifecycle {
  /// The states of the model as a Markdown table; the process columns only when some state answers them.
  public func statesTable(sources: SourceLinks = .plain) -> MarkdownTable {
    let answersProcess = states.contains { $0.process != nil }
    let processHeaders = ["Process in memory", "Executes code", "Receives events", "UI on screen"]
    return MarkdownTable(
      headers: ["State", "Id", "UIKit case", "Raw value"] + (answersProcess ? processHeaders : []) + ["Sources"],
      rows: states.map { state in
        let answers = state.process.map {
          [$0.processInMemory, $0.executesCode, $0.receivesEvents, $0.uiOnScreen].map(\.rawValue)
        }
        return [
          state.qualifiedName, Markdown.code(state.id.rawValue), state.uikitCase.map(Markdown.code) ?? "none",
          state.rawValue.map(String.init) ?? "none",
        ] + (answersProcess ? answers ?? Array(repeating: "not given", count: 4) : []) + [sources.list(state.sources)]
      })
  }

  /// The transitions of the model as a Markdown table; `inFigure` picks Apple's edges or the model's additions.
  public func transitionsTable(inFigure: Bool, sources: SourceLinks = .plain) -> MarkdownTable {
    MarkdownTable(
      headers: ["From", "To", "Trigger", "Kind", "Apple's line", "Calls", "Sources"],
      rows: transitions.filter { isInFigure($0) == inFigure }.map { transitionRow($0, sources) })
  }

  private func transitionRow(_ transition: Transition, _ sources: SourceLinks) -> [String] {
    var calls: [String] = []
    for (call, ruleID) in orderedCalls(of: transition) {
      let line = Markdown.code(call.method) + (rules.first { $0.id == ruleID }.map { " (\($0.when))" } ?? "")
      if !calls.contains(line) { calls.append(line) }  // the fresh and the prewarmed launch make the same calls
    }
    return [
      name(of: transition.from), name(of: transition.to), transition.trigger, transition.kind.rawValue,
      transition.appleLineStyle?.rawValue ?? "not drawn", calls.isEmpty ? "none" : calls.joined(separator: "\n"),
      sources.list(transition.sources),
    ]
  }

  private func name(of stateID: StateID) -> String {
    state(stateID)?.qualifiedName ?? stateID.rawValue
  }

  /// The whole model as a Markdown section: states, Apple's transitions, the model's additions, the rules.
  public var markdownReference: String {
    var sections = [
      "# \(diagramTitle)\n",
      "## States\n\n" + statesTable().markdown,
      (followsAFigure ? "## Transitions in Apple's figure\n\n" : "## Transitions\n\n")
        + transitionsTable(inFigure: true).markdown,
    ]
    if transitions.contains(where: { !isInFigure($0) }) {
      sections.append("## Transitions Apple's figure does not draw\n\n" + transitionsTable(inFigure: false).markdown)
    }
    if !rules.isEmpty { sections.append("## Process and session rules\n\n" + rulesTable().markdown) }
    return sections.joined(separator: "\n")
  }

  /// The process and session rules as a Markdown table.
  public func rulesTable(sources: SourceLinks = .plain) -> MarkdownTable {
    MarkdownTable(
      headers: ["Case", "What happens", "Calls", "Sources"],
      rows: rules.map { rule in
        [
          rule.when.prefix(1).uppercased() + rule.when.dropFirst(), rule.summary,
          rule.calls.map { Markdown.code($0.method) }.joined(separator: "\n"), sources.list(rule.sources),
        ]
      })
  }
}
