import LifeDiagramModel

extension ScenarioRun {
  /// The run as a terminal shows it: the heading, the summary, the sequence table as a ``PlainTable`` fitting
  /// `width` columns (`#`, Event, Call, State, and SwiftUI's ScenePhase where the life cycle has it), the row notes,
  /// the notes and the sources, with no Markdown.
  /// Every text from the model or a translation passes through ``TerminalText``: no control character reaches the
  /// terminal.
  public func plainText(width: Int, words: Words = .english) -> String {
    let visible = TerminalText.escape
    let heading = visible(heading)
    var text = heading + "\n" + String(repeating: "=", count: min(heading.columns, width)) + "\n\n"
    let id =
      scenario.alternativeOf.map {
        words("Scenario id `{id}`, a variant of `{original}`.", ["id": scenario.id, "original": $0])
      }
      ?? words("Scenario id `{id}`.", ["id": scenario.id])
    let intro = visible(scenario.summary + " " + id.filter { $0 != "`" })
    text += intro.wrapped(to: width).map { $0 + "\n" }.joined()
    text += (holdsFor.map { visible(words("Holds for: {releases}.", ["releases": $0])) + "\n" } ?? "") + "\n"
    text += plainTable(words: words).text(width: width)
    let notes = rowNotes
    if !notes.isEmpty {
      text += "\n" + visible(words("Row notes:")) + "\n"
      for (number, note) in notes.enumerated() {
        let rows = note.rows.map(String.init).joined(separator: ", ")
        let label = note.rows.count == 1 ? words("Row {rows}", ["rows": rows]) : words("Rows {rows}", ["rows": rows])
        text += indented(visible("\(number + 1). \(label): \(note.caveat)"), width: width)
      }
    }
    if !self.notes.isEmpty { text += "\n" + self.notes.map { indented("- " + visible($0), width: width) }.joined() }
    text +=
      "\n" + visible(words("Sources: {ids}.", ["ids": sources.sorted().map(\.rawValue).joined(separator: ", ")])) + "\n"
    return text
  }

  /// The sequence table's cells as plain text, each made visible (``TerminalText``).
  func plainTable(words: Words = .english) -> PlainTable {
    let phases = lifecycle.hasScenePhase
    let table = PlainTable(
      headers: ["#", words("Event"), words("Call"), words("State")] + (phases ? ["ScenePhase"] : []),
      rows: rows.map { row in
        let text = RowText(row, in: self, words: words)
        let call = row.call.map { "\(text.receiver): \($0.method)" } ?? "\(text.receiver): \(row.step.systemText ?? "")"
        return [String(row.index), row.startsEvent ? text.event : "", call, text.situation]
          + (phases ? [text.scenePhase] : [])
      })
    return PlainTable(
      headers: table.headers.map(TerminalText.escape), rows: table.rows.map { $0.map(TerminalText.escape) })
  }

  /// `text` wrapped to `width`, its later lines indented under its first word's end (`1. `, `- `).
  private func indented(_ text: String, width: Int) -> String {
    let marker = text.prefix { $0 != " " }.count + 1
    let lines = text.dropFirst(marker).description.wrapped(to: max(20, width - marker))
    return lines.enumerated().map { index, line in
      (index == 0 ? String(text.prefix(marker)) : String(repeating: " ", count: marker)) + line + "\n"
    }.joined()
  }
}
