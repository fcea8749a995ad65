import LifeDiagramModel

extension Lifecycle {
  /// The life cycle as a Mermaid `stateDiagram-v2` (`model ID --format mermaid-state`): every state in its colour,
  /// the initial one marked, and every transition labelled with its calls (the transitions between the same two
  /// states on one line, their labels joined by `or`). Mermaid's state diagrams cannot dash a
  /// line, so a system-automatic transition's label starts with `automatic`, as the diagram's comment says. All
  /// text from the model is escaped (``MermaidText/escapeInStateDiagram(_:)``), so a model file's names stay text.
  public func mermaidStateDiagram() -> String {
    var lines = ["stateDiagram-v2"]
    lines += interchangeNote(format: "mermaid-state", cannotDash: "Mermaid's state diagram").map {
      "  %% " + MermaidText.escape($0)
    }
    lines.append("  direction TB")
    lines += states.map {
      "  state \"\(MermaidText.escapeInStateDiagram($0.qualifiedName))\" as \(Self.mermaidID($0.id.rawValue))"
    }
    lines.append("  [*] --> \(Self.mermaidID(initialState.rawValue))")
    // Mermaid draws one label for the transitions between the same two states, so they share one line.
    var pairs: [(from: StateID, to: StateID)] = []
    for transition in transitions where !pairs.contains(where: { $0 == (transition.from, transition.to) }) {
      pairs.append((transition.from, transition.to))
    }
    for (from, to) in pairs {
      let parallel = transitions.filter { $0.from == from && $0.to == to }
      let labels = parallel.map { transition in
        let marks = transition.kind == .systemAutomatic ? ["automatic"] : []
        let lines = marks + interchangeCalls(of: transition).map(\.label)
        return (parallel.count > 1 && lines.isEmpty ? ["no call"] : lines).map(MermaidText.escapeInStateDiagram)
      }
      let label = labels.map { $0.joined(separator: "<br/>") }.joined(separator: "<br/>or<br/>")
      let arrow = "  \(Self.mermaidID(from.rawValue)) --> \(Self.mermaidID(to.rawValue))"
      lines.append(label.isEmpty ? arrow : "\(arrow): \(label)")
    }
    lines += mermaidClassLines()
    return lines.joined(separator: "\n") + "\n"
  }
}
