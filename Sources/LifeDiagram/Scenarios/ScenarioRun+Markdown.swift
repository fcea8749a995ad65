import LifeDiagramModel

extension ScenarioRun {
  /// The sequence table as GitHub-flavoured Markdown: `#`, `Event`, `Receiver`, `Call`, `Notification` (where
  /// the life cycle's calls post any), `ScenePhase` (where SwiftUI reports the life cycle), `Before → After`,
  /// `Line`, `Evidence`. The event is named on its first row only; evidence ids are linked as `sources` says.
  public func markdownTable(sources: SourceLinks = .plain, words: Words = .english) -> MarkdownTable {
    let notes = postsNotifications
    let phases = lifecycle.hasScenePhase
    return MarkdownTable(
      headers: ["#", words("Event"), words("Receiver"), words("Call")] + (notes ? [words("Notification")] : [])
        + (phases ? ["ScenePhase"] : []) + [words("Before → After"), words("Line"), words("Evidence")],
      rows: rows.map { row in
        let text = RowText(row, in: self, sources: sources, words: words)
        let call = row.call.map { Markdown.code($0.method) } ?? "*\(Markdown.text(row.step.systemText ?? ""))*"
        return [String(row.index), row.startsEvent ? Markdown.text(text.event) : "", Markdown.text(text.receiver), call]
          + (notes ? [codeLines(notifications(at: row))] : []) + (phases ? [text.scenePhase] : [])
          + [Markdown.text(text.situation), text.line, text.evidence(markdown: true)]
      })
  }

  /// Notification names as code, one per line of the cell.
  private func codeLines(_ names: [String]) -> String {
    names.map(Markdown.code).joined(separator: "\n")
  }

  /// A heading for the run, e.g. `Cold launch to the foreground (scene-based)`.
  public var heading: String {
    "\(scenario.title) (\(lifecycle.shortTitle))"
  }

  /// The run as a Markdown section: heading, summary, table, notes, sources.
  public func markdownSection(level: Int = 2, words: Words = .english) -> String {
    var text = String(repeating: "#", count: level) + " \(Markdown.text(heading))\n\n"
    text += Markdown.text(scenario.summary) + " "
    text += scenario.alternativeOf.map { words("Scenario id `{id}`, a variant of `{original}`.", ["id": scenario.id, "original": $0]) }
      ?? words("Scenario id `{id}`.", ["id": scenario.id])
    text += "\n\n" + (holdsFor.map { words("Holds for: {releases}.", ["releases": Markdown.text($0)]) + "\n\n" } ?? "")
    text += markdownTable(words: words).markdown
    if !notes.isEmpty { text += "\n" + notes.map { "- \(Markdown.text($0))\n" }.joined() }
    text += "\n" + words("Sources: {ids}.", ["ids": Markdown.sources(sources.sorted())]) + "\n"
    return text
  }
}
