import LifeDiagramModel

extension ScenarioRun {
  /// The run as a Mermaid `sequenceDiagram`: UIKit calls the delegates; system steps and state changes are notes.
  public var mermaid: String {
    var lines = ["sequenceDiagram", "  title \(Self.escape(heading))", "  participant UIKit as UIKit (system)"]
    lines += lanes.map { "  participant \($0.id) as \(Self.escape($0.title))" }
    for row in rows {
      let lane = lane(of: row)
      if let call = row.call {
        lines.append("  UIKit->>\(lane): \(Self.escape(call.method))")
      } else {
        lines.append("  Note over UIKit: \(Self.escape(systemText(row)))")
      }
      if let change = stateChange(row) {
        let lanes = stateLanes(of: row)
        let place = lanes.count > 1 ? "over \(lanes.joined(separator: ","))" : "right of \(lanes.first ?? lane)"
        lines.append("  Note \(place): \(Self.escape(change))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A system step's text, prefixed with its scene in a multi-scene run (`Scene 2: …`).
  func systemText(_ row: SequenceRow) -> String {
    let text = row.step.systemText ?? ""
    guard isMultiScene, let scene = row.scene else { return text }
    return "Scene \(scene): \(text)"
  }

  /// The delegate lanes: the AppDelegate, then, where the life cycle has units, one delegate per unit
  /// (`SceneDelegate (scene 2)`).
  var lanes: [(id: String, title: String)] {
    var lanes = [(id: "AD", title: "AppDelegate")]
    if let unit = lifecycle.unitName {
      let count = start.units.count
      let delegate = Receiver.sceneDelegate.rawValue
      lanes += (1...count).map { count > 1 ? ("SD\($0)", "\(delegate) (\(unit) \($0))") : ("SD", delegate) }
    }
    return lanes
  }

  /// The lanes whose state a row changes: its own lane, or for a system step of the process (a suspension) every
  /// scene it moves.
  func stateLanes(of row: SequenceRow) -> [String] {
    guard lifecycle.unitName != nil, row.call == nil else { return [lane(of: row)] }
    guard isMultiScene, row.scene == nil else { return [isMultiScene ? "SD\(row.scene ?? 1)" : "SD"] }
    let moved = row.before.units.indices.filter { row.before.units[$0].state != row.after.units[$0].state }
    return moved.map { "SD\($0 + 1)" }
  }

  /// The lane a row belongs to: its receiver's, or for a system step the unit whose state it changes.
  func lane(of row: SequenceRow) -> String {
    if row.call?.receiver == .appDelegate || lifecycle.unitName == nil { return "AD" }
    let scene = row.scene ?? 1
    return start.units.count > 1 ? "SD\(scene)" : "SD"
  }

  /// `Unattached → Foreground Inactive (event-driven)` for a row that moves a state, else nil.
  func stateChange(_ row: SequenceRow) -> String? {
    guard let transition = row.transition else { return nil }
    let from = lifecycle.state(transition.from)?.qualifiedName ?? transition.from.rawValue
    let to = lifecycle.state(transition.to)?.qualifiedName ?? transition.to.rawValue
    return "\(from) → \(to) (\(transition.kind.rawValue))"
  }

  /// Mermaid reads `;` as a statement break and `#` as an entity; write them as entities.
  private static func escape(_ text: String) -> String {
    text.escaping {
      switch $0 {
      case "#": "#35;"
      case ";": "#59;"
      case "\n": " "
      default: nil
      }
    }
  }
}
