import LifeDiagramModel

extension ScenarioRun {
  /// The run as a Mermaid `sequenceDiagram`: UIKit calls the delegates; system steps and state changes are notes.
  public var mermaid: String {
    var lines = ["sequenceDiagram", "  title \(MermaidText.escape(heading))", "  participant UIKit as UIKit (system)"]
    lines += lanes.map { "  participant \($0.id) as \(MermaidText.escape($0.title))" }
    for row in rows {
      let lane = lane(of: row)
      if let call = row.call {
        lines.append("  UIKit->>\(lane): \(MermaidText.escape(call.method))")
      } else {
        lines.append("  Note over UIKit: \(MermaidText.escape(systemText(row)))")
      }
      if let change = stateChange(row) {
        let lanes = stateLanes(of: row)
        let place = lanes.count > 1 ? "over \(lanes.joined(separator: ","))" : "right of \(lanes.first ?? lane)"
        lines.append("  Note \(place): \(MermaidText.escape(change))")
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

  /// `Unattached → Foreground Inactive (event-driven)` for a row that moves a state, else nil.
  func stateChange(_ row: SequenceRow) -> String? {
    guard let transition = row.transition else { return nil }
    let from = lifecycle.state(transition.from)?.qualifiedName ?? transition.from.rawValue
    let to = lifecycle.state(transition.to)?.qualifiedName ?? transition.to.rawValue
    if transition.keepsItsState { return "stays \(from) (\(transition.kind.rawValue))" }
    return "\(from) → \(to) (\(transition.kind.rawValue))"
  }
}
