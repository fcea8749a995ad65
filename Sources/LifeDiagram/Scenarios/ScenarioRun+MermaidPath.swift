import LifeDiagramModel

extension ScenarioRun {
  /// The run's path on the state diagram as a Mermaid `flowchart`: the states it visits and the transitions it
  /// takes, numbered as the table's rows, system-automatic ones as `-.->`.
  public var mermaidPath: String {
    var lines = ["flowchart TB"]
    var declared: [StateID] = []
    for transition in transitions {
      for id in [transition.from, transition.to] where !declared.contains(id) {
        declared.append(id)
        lines.append(
          "  \(Lifecycle.mermaidID(id.rawValue))[\"\(MermaidText.escape(lifecycle.state(id)?.qualifiedName ?? id.rawValue))\"]"
        )
      }
    }
    for row in rows {
      guard let transition = row.transition else { continue }
      let arrow = transition.kind == .systemAutomatic ? "-.->" : "-->"
      lines.append(
        "  \(Lifecycle.mermaidID(transition.from.rawValue)) \(arrow)|\"\(row.index)\"| \(Lifecycle.mermaidID(transition.to.rawValue))"
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
