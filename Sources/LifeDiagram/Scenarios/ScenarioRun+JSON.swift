import LifeDiagramModel
import LifeDiagramOutput

extension ScenarioRun {
  /// The run as JSON: `{id, model, title, steps}`, each step
  /// `{index, event, receiver, method, system, notification, scenePhase, appScenePhase, from, to, kind, evidence}`
  /// (field names other tools rely on): `notification` is the array of notifications posted at the step, in order,
  /// or null when none is; `scenePhase` is SwiftUI's phase of the step's scene (`active`, `inactive` or
  /// `background`; a suspended scene stays `background`), null where there is no scene and in the app-based life
  /// cycle; `appScenePhase` is the App's own, the aggregate of every scene (active if any scene is).
  public func json(words: Words = .english) -> JSON {
    .object([
      ("id", .string(scenario.id)),
      ("model", .string(model.rawValue)),
      ("title", .string(scenario.title)),
      ("summary", .string(scenario.summary)),
      ("alternativeOf", .string(scenario.alternativeOf)),
      ("holdsFor", .string(holdsFor)),
      ("steps", .array(rows.map { stepJSON($0, words) })),
      ("notes", .array(notes.map(JSON.string))),
      ("sources", .array(sources.sorted().map { .string($0.rawValue) })),
    ])
  }

  private func stepJSON(_ row: SequenceRow, _ words: Words) -> JSON {
    let text = RowText(row, in: self, words: words)
    let states = text.unitStates
    let notifications = self.notifications(at: row)
    var members: [(String, JSON)] = [
      ("index", .int(row.index)),
      ("event", .string(row.event.text)),
      ("eventId", .string(row.event.id.rawValue)),
      ("receiver", .string(text.receiver)),
      ("method", .string(row.call?.method)),
      ("system", .string(row.step.systemText)),
      ("notification", notifications.isEmpty ? .null : .array(notifications.map(JSON.string))),
      ("scenePhase", .string(swiftUIPhase(at: row)?.rawValue)),
      ("appScenePhase", .string(appSwiftUIPhase(at: row)?.rawValue)),
      ("from", .string(states.from.rawValue)),
      ("to", .string(states.to.rawValue)),
      ("kind", .string(row.transition?.kind.rawValue)),
      ("transition", .string(row.transition?.id.rawValue)),
      ("scene", .int(lifecycle.unitName == nil ? nil : row.scene ?? 1)),
    ]
    if lifecycle.tracksProcess {
      members.append(
        (
          "process",
          .object([("from", .string(row.before.process.rawValue)), ("to", .string(row.after.process.rawValue))])
        ))
    }
    members.append(
      (
        "evidence",
        .object([
          ("level", .string(row.evidenceLevel.rawValue)),
          ("sources", .array(row.sources.sorted().map { .string($0.rawValue) })),
          ("caveat", .string(row.caveat)),
        ])
      ))
    return .object(members)
  }
}
