import LifeDiagramModel

extension ScenarioRun {
  /// The run as a Mermaid `sequenceDiagram`: the system (UIKit) calls the delegates; system steps and state
  /// changes are notes.
  public func mermaid(words: Words = .english) -> String {
    let sequence = SequenceLanes(run: self, words: words)
    let system = sequence.system
    var lines = [
      "sequenceDiagram", "  title \(MermaidText.escape(heading))",
      "  participant \(system.id) as \(MermaidText.escape(system.title))",
    ]
    lines += sequence.delegates.map { "  participant \($0.id) as \(MermaidText.escape($0.title))" }
    for row in rows {
      let lane = sequence.lane(of: row)
      if let call = row.call {
        lines.append("  \(system.id)->>\(lane): \(MermaidText.escape(call.method))")
      } else {
        lines.append("  Note over \(system.id): \(MermaidText.wrapped(systemText(row, words: words)))")
      }
      if let change = stateChange(row, words: words) {
        let lanes = sequence.stateLanes(of: row)
        let place = lanes.count > 1 ? "over \(lanes.joined(separator: ","))" : "right of \(lanes.first ?? lane)"
        lines.append("  Note \(place): \(MermaidText.wrapped(change))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A system step's text, prefixed with its scene in a multi-scene run (`Scene 2: …`).
  func systemText(_ row: SequenceRow, words: Words) -> String {
    let text = row.step.systemText ?? ""
    guard isMultiScene, let scene = row.scene else { return text }
    // A unit of another kind than the model's (a SwiftUI view) is named by its kind: `View 2: …`.
    if let kind = lifecycle.state(row.after.units[scene - 1].state)?.unit {
      return "\(kind.prefix(1).uppercased())\(kind.dropFirst()) \(scene): \(text)"
    }
    return words("Scene {number}: {text}", ["number": String(scene), "text": text])
  }

  /// `Unattached → Foreground Inactive (event-driven)` for a row that moves a state, else nil.
  func stateChange(_ row: SequenceRow, words: Words) -> String? {
    guard let transition = row.transition else { return nil }
    let from = lifecycle.state(transition.from)?.qualifiedName ?? transition.from.rawValue
    let to = lifecycle.state(transition.to)?.qualifiedName ?? transition.to.rawValue
    let kind = words(transition.kind.rawValue)
    if transition.keepsItsState { return words("stays {state} ({kind})", ["state": from, "kind": kind]) }
    return "\(from) → \(to) (\(kind))"
  }
}
