import LifeDiagramModel

extension ScenarioRun {
  /// The run as a terminal shows it: the heading, the summary, the sequence table as a ``PlainTable`` fitting
  /// `width` columns (`#`, Event, Call, State, and SwiftUI's ScenePhase where the life cycle has it), the row notes,
  /// the notes and the sources, with no Markdown.
  public func plainText(width: Int, words: Words = .english) -> String {
    var text = heading + "\n" + String(repeating: "=", count: min(heading.columns, width)) + "\n\n"
    let id = scenario.alternativeOf.map { words("Scenario id `{id}`, a variant of `{original}`.", ["id": scenario.id, "original": $0]) }
      ?? words("Scenario id `{id}`.", ["id": scenario.id])
    let intro = scenario.summary + " " + id.filter { $0 != "`" }
    text += intro.wrapped(to: width).map { $0 + "\n" }.joined()
    text += (holdsFor.map { words("Holds for: {releases}.", ["releases": $0]) + "\n" } ?? "") + "\n"
    text += plainTable(words: words).text(width: width)
    let notes = rowNotes
    if !notes.isEmpty {
      text += "\n" + words("Row notes:") + "\n"
      for (number, note) in notes.enumerated() {
        let rows = note.rows.map(String.init).joined(separator: ", ")
        let label = note.rows.count == 1 ? words("Row {rows}", ["rows": rows]) : words("Rows {rows}", ["rows": rows])
        text += indented("\(number + 1). \(label): \(note.caveat)", width: width)
      }
    }
    if !self.notes.isEmpty { text += "\n" + self.notes.map { indented("- " + $0, width: width) }.joined() }
    text += "\n" + words("Sources: {ids}.", ["ids": sources.sorted().map(\.rawValue).joined(separator: ", ")]) + "\n"
    return text
  }

  /// The sequence table's cells as plain text.
  func plainTable(words: Words = .english) -> PlainTable {
    let phases = lifecycle.hasScenePhase
    return PlainTable(
      headers: ["#", words("Event"), words("Call"), words("State")] + (phases ? ["ScenePhase"] : []),
      rows: rows.map { row in
        let text = RowText(row, in: self, words: words)
        let call = row.call.map { "\(text.receiver): \($0.method)" } ?? "\(text.receiver): \(row.step.systemText ?? "")"
        return [String(row.index), row.startsEvent ? text.event : "", call, text.situation] + (phases ? [text.scenePhase] : [])
      })
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
