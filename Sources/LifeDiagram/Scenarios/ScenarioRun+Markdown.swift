import LifeDiagramModel

extension ScenarioRun {
  /// The sequence table as GitHub-flavoured Markdown, five columns that fit a wiki's column: `#`, `Event` (named on
  /// its first row only), `Call` (the receiver and its call, or a system step in italics), `State` (before → after,
  /// with the line a transition is drawn with) and `Evidence` (the kinds of source, linked as `sources` says, and
  /// the number of the row note that holds a caveat, ``rowNotes``). The notifications and SwiftUI's ScenePhase are
  /// in a table of their own (``notificationTable(words:)``).
  public func markdownTable(sources: SourceLinks = .plain, words: Words = .english) -> MarkdownTable {
    let notes = rowNotes
    return MarkdownTable(
      headers: ["#", words("Event"), words("Call"), words("State"), words("Evidence")],
      rows: rows.map { row in
        let text = RowText(row, in: self, sources: sources, words: words)
        let state = [Markdown.text(text.situation), text.line].filter { !$0.isEmpty }.joined(separator: " · ")
        return [
          String(row.index), row.startsEvent ? Markdown.text(text.event) : "", callCell(text), state,
          evidenceCell(text, note: notes.firstIndex { $0.caveat == row.caveat }, words: words),
        ]
      })
  }

  /// The rows' caveats, each once, numbered in the order rows first give it, with the rows that give it.
  public var rowNotes: [(caveat: String, rows: [Int])] {
    var notes: [(caveat: String, rows: [Int])] = []
    for row in rows {
      guard let caveat = row.caveat else { continue }
      if let index = notes.firstIndex(where: { $0.caveat == caveat }) {
        notes[index].rows.append(row.index)
      } else {
        notes.append((caveat, [row.index]))
      }
    }
    return notes
  }

  /// The numbered row notes as a Markdown list (`1. Rows 5, 7: uncertain: …`), or nothing when no row has a caveat.
  public func rowNotesMarkdown(words: Words = .english) -> String {
    let notes = rowNotes
    guard !notes.isEmpty else { return "" }
    return notes.enumerated().map { number, note in
      let rows = note.rows.map(String.init).joined(separator: ", ")
      let label = note.rows.count == 1 ? words("Row {rows}", ["rows": rows]) : words("Rows {rows}", ["rows": rows])
      return "\(number + 1). \(label): \(Markdown.text(note.caveat))\n"
    }.joined()
  }

  /// The notifications posted and SwiftUI's ScenePhase, on the rows where one is posted or the phase changes (it
  /// holds until the next row listed); nil when the life cycle has neither. Where the App's aggregate phase differs
  /// from a row's scene's (several scenes), a column shows it too.
  public func notificationTable(words: Words = .english) -> MarkdownTable? {
    let notes = postsNotifications
    let phases = lifecycle.hasScenePhase
    guard notes || phases else { return nil }
    let appPhases = phases && rows.contains { swiftUIPhase(at: $0) != appSwiftUIPhase(at: $0) }
    var previous: [String]?
    var listed: [[String]] = []
    for row in rows {
      let text = RowText(row, in: self, words: words)
      let posted = notifications(at: row)
      let phase = [text.scenePhase] + (appPhases ? [appSwiftUIPhase(at: row)?.rawValue ?? "none"] : [])
      defer { previous = phase }
      guard !posted.isEmpty || (phases && phase != previous) else { continue }
      listed.append([String(row.index)] + (notes ? [codeLines(posted)] : []) + (phases ? phase : []))
    }
    guard !listed.isEmpty else { return nil }
    return MarkdownTable(
      headers: ["#"] + (notes ? [words("Notification")] : []) + (phases ? ["ScenePhase"] : [])
        + (appPhases ? [words("App's ScenePhase")] : []),
      rows: listed)
  }

  /// The receiver and its call (`AppDelegate: application(…)`), or the system step in italics.
  private func callCell(_ text: RowText) -> String {
    guard let call = text.row.call else {
      return "\(Markdown.text(text.receiver)): *\(Markdown.text(text.row.step.systemText ?? ""))*"
    }
    return "\(Markdown.text(text.receiver)): \(Markdown.code(call.method))"
  }

  /// The evidence without its caveat, and where there is one its level and note: `documented: A1 · uncertain (note 2)`.
  private func evidenceCell(_ text: RowText, note: Int?, words: Words) -> String {
    let kinds = text.evidence(markdown: true, withCaveat: false)
    guard let note else { return kinds }
    let reference = words("note {number}", ["number": String(note + 1)])
    let level = text.row.caveatLevel.map { words($0.rawValue) + " " } ?? ""
    return kinds + " · " + level + "(\(reference))"
  }

  /// Notification names as code, one per line of the cell.
  private func codeLines(_ names: [String]) -> String {
    names.map(Markdown.code).joined(separator: "\n")
  }

  /// A heading for the run, e.g. `Cold launch to the foreground (scene-based)`.
  public var heading: String {
    "\(scenario.title) (\(lifecycle.shortTitle))"
  }

  /// The tables of the run, as a page shows them: the sequence table, its row notes, then the notifications and
  /// ScenePhase.
  public func markdownTables(sources: SourceLinks = .plain, words: Words = .english) -> String {
    var text = markdownTable(sources: sources, words: words).markdown
    let notes = rowNotesMarkdown(words: words)
    if !notes.isEmpty { text += "\n" + words("Row notes:") + "\n\n" + notes }
    if let table = notificationTable(words: words) {
      let intro =
        lifecycle.hasScenePhase
        ? words("Notifications posted, and SwiftUI's ScenePhase where it changes (it holds until the next row listed):")
        : words("Notifications posted:")
      text += "\n" + intro + "\n\n" + table.markdown
    }
    return text
  }

  /// The run as a Markdown section: heading, summary, tables, notes, sources.
  public func markdownSection(level: Int = 2, words: Words = .english) -> String {
    var text = String(repeating: "#", count: level) + " \(Markdown.text(heading))\n\n"
    text += Markdown.text(scenario.summary) + " "
    text +=
      scenario.alternativeOf.map {
        words("Scenario id `{id}`, a variant of `{original}`.", ["id": scenario.id, "original": $0])
      }
      ?? words("Scenario id `{id}`.", ["id": scenario.id])
    text += "\n\n" + (holdsFor.map { words("Holds for: {releases}.", ["releases": Markdown.text($0)]) + "\n\n" } ?? "")
    text += markdownTables(words: words)
    if !notes.isEmpty { text += "\n" + notes.map { "- \(Markdown.text($0))\n" }.joined() }
    text += "\n" + words("Sources: {ids}.", ["ids": Markdown.sources(sources.sorted())]) + "\n"
    return text
  }
}
