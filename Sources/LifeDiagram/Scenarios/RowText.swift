import LifeDiagramModel

/// The words a scenario table uses for one row; shared by every text format.
struct RowText {
  let row: SequenceRow
  let run: ScenarioRun
  let lifecycle: Lifecycle
  let sources: SourceLinks
  let words: Words

  init(_ row: SequenceRow, in run: ScenarioRun, sources: SourceLinks = .plain, words: Words = .english) {
    self.row = row
    self.run = run
    self.lifecycle = run.lifecycle
    self.sources = sources
    self.words = words
  }

  /// `AppDelegate`, `SceneDelegate`, `SceneDelegate (scene 2)` in a multi-scene scenario, or `System`
  /// (`System (scene 2)` for a multi-scene scenario's system step that concerns one scene).
  var receiver: String {
    let state = row.scene.map { row.after.units[$0 - 1].state }
    let unit = state.flatMap(lifecycle.unitName(in:)) ?? lifecycle.unitName ?? words("scene")
    guard let call = row.call else {
      let system = words("System")
      return run.isMultiScene ? row.scene.map { "\(system) (\(unit) \($0))" } ?? system : system
    }
    if lifecycle.unitName != nil, run.isMultiScene, let scene = row.scene, let state,
      call.receiver == lifecycle.unitReceiver(in: state)
    {
      return "\(call.receiver.rawValue) (\(unit) \(scene))"
    }
    return call.receiver.rawValue
  }

  /// The event in words.
  var event: String { row.event.text }

  /// The notifications posted at the row, e.g. `UIScene.didActivateNotification, UIApplication.didBecomeActive…`.
  var notification: String { run.notifications(at: row).joined(separator: ", ") }

  /// The SwiftUI `ScenePhase` of the row's scene after the row: `active`, `inactive`, `background` (a suspended
  /// scene too), `none` (no scene), or empty in the app-based life cycle.
  var scenePhase: String {
    guard lifecycle.hasScenePhase else { return "" }
    return run.swiftUIPhase(at: row)?.rawValue ?? "none"
  }

  /// `dashed (system-automatic)` or `solid (event-driven)` for a row that moves a state, else empty.
  var line: String {
    guard let transition = row.transition else { return "" }
    return "\(words(DiagramStyle.lineStyle(for: transition.kind).rawValue)) (\(words(transition.kind.rawValue)))"
  }

  /// Each unit's state (and the process's, for scenes), with `→` where the row changes it.
  var situation: String {
    var parts: [String] = []
    if lifecycle.tracksProcess {
      parts.append(words("process") + ": " + change(words(row.before.process.name), words(row.after.process.name)))
    }
    for (index, unit) in row.after.units.enumerated() {
      let before = name(of: row.before.units[index].state)
      let after = name(of: unit.state)
      let label = lifecycle.unitName(in: unit.state).map { run.isMultiScene ? "\($0) \(index + 1): " : "\($0): " } ?? ""
      parts.append(label + change(before, after))
    }
    return parts.joined(separator: "; ")
  }

  /// The row's state before and after, as model ids: the app's, or the row's scene's (scene 1 for process rows).
  var unitStates: (from: StateID, to: StateID) {
    let unit = (row.scene ?? 1) - 1
    return (row.before.units[unit].state, row.after.units[unit].state)
  }

  /// `documented: A3, A22 · observed: O12`, then the caveat.
  var evidence: String { evidence(markdown: false) }

  /// The evidence; for a Markdown page, with the caveat (the model's text) escaped. Without the caveat when
  /// `withCaveat` is false (a page's table, whose row notes hold it).
  func evidence(markdown: Bool, withCaveat: Bool = true) -> String {
    let groups: [(String, [SourceKind])] = [
      ("documented", [.appleDocumentation, .appleFigure]), ("observed", [.observation]), ("seed", [.seed]),
      ("inferred", [.inference]),
    ]
    let text = groups.compactMap { label, kinds -> String? in
      let ids = row.sources.filter { kinds.contains($0.kind) }.sorted()
      if ids.isEmpty { return nil }
      return label == "inferred" ? words(label) : "\(words(label)): " + sources.list(ids)
    }.joined(separator: " · ")
    guard withCaveat, let caveat = row.caveat else { return text }
    return "\(text) — \(markdown ? Markdown.text(caveat) : caveat)"
  }

  private func name(of state: StateID) -> String { lifecycle.state(state)?.qualifiedName ?? state.rawValue }

  private func change(_ before: String, _ after: String) -> String {
    before == after ? before : "\(before) → \(after)"
  }
}
