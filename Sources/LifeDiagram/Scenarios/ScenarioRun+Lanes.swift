import LifeDiagramModel

extension ScenarioRun {
  /// The first lane, the one that makes the calls: titled by the life cycle (`UIKit (system)`) or `System`. Its
  /// id is the title's first word in ASCII letters and digits (`UIKit`), or `System`, so it stays the same in
  /// every language and never meets a delegate lane's id.
  func systemLane(words: Words) -> (id: String, title: String) {
    let title = lifecycle.systemLane ?? words("System")
    let word = String(title.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) })
    let taken = Set(lanes.map(\.id))
    return (word.isEmpty || taken.contains(word) ? "System" : word, title)
  }

  /// The delegate lanes of the sequence diagrams: the process's receiver (the AppDelegate; for a life cycle that
  /// does not follow the process, only when the run calls it), then every other receiver of no unit the run calls
  /// (a SwiftUI model's `App`), then, where the life cycle has units, one lane per unit (`SceneDelegate (scene 2)`,
  /// `View (view 3)`); a life cycle without units adds a lane for every other receiver its rows call, in the order
  /// they are first called.
  var lanes: [(id: String, title: String)] {
    let callsProcess = rows.contains { $0.call?.receiver == lifecycle.processReceiver }
    // A model with units of two kinds (SwiftUI's App) shows its process lane only where the run calls it.
    let showsProcess = lifecycle.unitName == nil || (lifecycle.tracksProcess && !lifecycle.hasUnitKinds) || callsProcess
    var lanes = showsProcess ? [(id: "AD", title: lifecycle.processReceiver.rawValue)] : []
    guard lifecycle.unitName != nil else {
      return lanes + otherReceivers.enumerated().map { ("R\($0.offset + 2)", $0.element.rawValue) }
    }
    lanes += processLevelReceivers.enumerated().map { ("P\($0.offset + 2)", $0.element.rawValue) }
    let count = start.units.count
    lanes += start.units.enumerated().map { index, unit in
      let delegate = lifecycle.unitReceiver(in: unit.state).rawValue
      let name = lifecycle.unitName(in: unit.state) ?? ""
      return count > 1 ? ("SD\(index + 1)", "\(delegate) (\(name) \(index + 1))") : ("SD", delegate)
    }
    return lanes
  }

  /// The lanes whose state a row changes: its own lane, or for a system step of the process (a suspension) every
  /// scene it moves.
  func stateLanes(of row: SequenceRow) -> [String] {
    guard lifecycle.unitName != nil, row.call == nil else { return [lane(of: row)] }
    guard isMultiScene, row.scene == nil else { return [isMultiScene ? "SD\(row.scene ?? 1)" : "SD"] }
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
    if lifecycle.unitName == nil {
      guard let receiver, let index = otherReceivers.firstIndex(of: receiver) else { return "AD" }
      return "R\(index + 2)"
    }
    if receiver == lifecycle.processReceiver { return "AD" }
    if let receiver, let index = processLevelReceivers.firstIndex(of: receiver) { return "P\(index + 2)" }
    let scene = row.scene ?? 1
    return start.units.count > 1 ? "SD\(scene)" : "SD"
  }

  /// The receivers the rows call that are neither the process's nor any unit's (a SwiftUI model's `App`), in the
  /// order they are first called; none in the app, scene and view controller life cycles.
  private var processLevelReceivers: [Receiver] {
    let units = lifecycle.unitReceivers
    return otherReceivers.filter { !units.contains($0) }
  }

  /// The receivers the rows call besides the process's, in the order they are first called.
  private var otherReceivers: [Receiver] {
    var receivers: [Receiver] = []
    for row in rows {
      if let receiver = row.call?.receiver, receiver != lifecycle.processReceiver, !receivers.contains(receiver) {
        receivers.append(receiver)
      }
    }
    return receivers
  }
}
