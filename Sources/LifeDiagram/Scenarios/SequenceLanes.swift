import LifeDiagramModel

/// The lanes of a run's sequence diagram and the lane each row belongs to, worked out once per run: the receivers
/// they stand for are found by reading the model's transitions, which is too slow to do again for every row.
struct SequenceLanes {
  /// A lane: its id (`UIKit`, `AD`, `SD2`) and its title.
  typealias Lane = (id: String, title: String)

  let run: ScenarioRun
  /// The first lane, the one that makes the calls: titled by the life cycle (`UIKit (system)`) or `System`. Its
  /// id is the title's first word in ASCII letters and digits (`UIKit`), or `System`, so it stays the same in
  /// every language and never meets a delegate lane's id.
  let system: Lane
  /// The delegate lanes: the process's receiver (the AppDelegate; for a life cycle that does not follow the
  /// process, only when the run calls it), then every other receiver of no unit the run calls (a SwiftUI model's
  /// `App`), then, where the life cycle has units, one lane per unit (`SceneDelegate (scene 2)`, `View (view 3)`);
  /// a life cycle without units adds a lane for every other receiver its rows call, in the order they are first
  /// called.
  let delegates: [Lane]
  private let processReceiver: Receiver
  /// The receivers the rows call besides the process's, in the order they are first called.
  private let otherReceivers: [Receiver]
  /// Those of ``otherReceivers`` that are no unit's (a SwiftUI model's `App`); none in the app, scene and view
  /// controller life cycles.
  private let processLevelReceivers: [Receiver]

  init(run: ScenarioRun, words: Words) {
    let lifecycle = run.lifecycle
    let processReceiver = lifecycle.processReceiver
    var others: [Receiver] = []
    for row in run.rows {
      if let receiver = row.call?.receiver, receiver != processReceiver, !others.contains(receiver) {
        others.append(receiver)
      }
    }
    let units = lifecycle.unitName == nil ? [] : lifecycle.unitReceivers
    let processLevel = others.filter { !units.contains($0) }
    self.run = run
    self.processReceiver = processReceiver
    self.otherReceivers = others
    self.processLevelReceivers = processLevel
    let delegates = Self.delegateLanes(
      run, processReceiver: processReceiver, others: others, processLevel: processLevel)
    self.delegates = delegates
    let title = lifecycle.systemLane ?? words("System")
    let word = String(title.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) })
    self.system = (word.isEmpty || delegates.contains { $0.id == word } ? "System" : word, title)
  }

  private static func delegateLanes(
    _ run: ScenarioRun, processReceiver: Receiver, others: [Receiver], processLevel: [Receiver]
  ) -> [Lane] {
    let lifecycle = run.lifecycle
    let callsProcess = run.rows.contains { $0.call?.receiver == processReceiver }
    // A model with units of two kinds (SwiftUI's App) shows its process lane only where the run calls it.
    let showsProcess = lifecycle.unitName == nil || (lifecycle.tracksProcess && !lifecycle.hasUnitKinds) || callsProcess
    var lanes: [Lane] = showsProcess ? [("AD", processReceiver.rawValue)] : []
    guard lifecycle.unitName != nil else {
      return lanes + others.enumerated().map { ("R\($0.offset + 2)", $0.element.rawValue) }
    }
    lanes += processLevel.enumerated().map { ("P\($0.offset + 2)", $0.element.rawValue) }
    let count = run.start.units.count
    lanes += run.start.units.enumerated().map { index, unit in
      let delegate = lifecycle.unitReceiver(in: unit.state).rawValue
      let name = lifecycle.unitName(in: unit.state) ?? ""
      return count > 1 ? ("SD\(index + 1)", "\(delegate) (\(name) \(index + 1))") : ("SD", delegate)
    }
    return lanes
  }

  /// The lanes whose state a row changes: its own lane, or for a system step of the process (a suspension) every
  /// scene it moves.
  func stateLanes(of row: SequenceRow) -> [String] {
    guard run.lifecycle.unitName != nil, row.call == nil else { return [lane(of: row)] }
    guard run.isMultiScene, row.scene == nil else { return [run.isMultiScene ? "SD\(row.scene ?? 1)" : "SD"] }
    let units = row.before.units.indices
    let moved = units.filter { row.before.units[$0].state != row.after.units[$0].state }
    // A transition that keeps its state moves no unit: it marks every unit in that state (the app going to the
    // background with a sheet up keeps both view controllers Appeared).
    guard moved.isEmpty, let kept = row.transition, kept.keepsItsState else { return moved.map { "SD\($0 + 1)" } }
    return units.filter { row.after.units[$0].state == kept.to }.map { "SD\($0 + 1)" }
  }

  /// The lane a row belongs to: its receiver's, or for a system step the unit whose state it changes.
  func lane(of row: SequenceRow) -> String {
    let receiver = row.call?.receiver
    if run.lifecycle.unitName == nil {
      guard let receiver, let index = otherReceivers.firstIndex(of: receiver) else { return "AD" }
      return "R\(index + 2)"
    }
    if receiver == processReceiver { return "AD" }
    if let receiver, let index = processLevelReceivers.firstIndex(of: receiver) { return "P\(index + 2)" }
    let scene = row.scene ?? 1
    return run.start.units.count > 1 ? "SD\(scene)" : "SD"
  }
}
