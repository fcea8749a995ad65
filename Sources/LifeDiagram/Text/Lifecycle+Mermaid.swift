import LifeDiagramModel

extension Lifecycle {
  /// The life cycle as a Mermaid `flowchart` (Mermaid's `stateDiagram` cannot dash an edge): Apple's transitions,
  /// system-automatic ones as `-.->`, event-driven ones as `-->`, labelled with their calls, states in Apple's
  /// colours. GitHub and GitLab render it without images.
  public func mermaidFlowchart(words: Words = .english) -> String {
    var lines = ["flowchart TB"]
    lines += states.map { "  \(Self.mermaidID($0.id.rawValue))[\"\(MermaidText.escape($0.qualifiedName))\"]" }
    for transition in figureTransitions {
      let arrow = transition.kind == .systemAutomatic ? "-.->" : "-->"
      let calls = calls(of: transition).map { MermaidText.brokenName($0.method) }
      let label = (calls.isEmpty ? [MermaidText.escape(words("(no callback)"))] : calls).joined(separator: "<br/>")
      lines.append(
        "  \(Self.mermaidID(transition.from.rawValue)) \(arrow)|\"\(label)\"| \(Self.mermaidID(transition.to.rawValue))"
      )
    }
    lines += mermaidClassLines()
    return lines.joined(separator: "\n") + "\n"
  }

  /// The `classDef` and `class` lines that fill each state with its colour, the same in a flowchart and a state
  /// diagram: one class per role for the states coloured by their role, then one per colour for the others.
  func mermaidClassLines() -> [String] {
    var lines: [String] = []
    var classes = StateRole.allCases.map { role in
      (
        Self.mermaidID(role.rawValue) + "_state", DiagramStyle.fill(for: role),
        states.filter { $0.color == nil && $0.role == role }
      )
    }
    var fills: [String] = []
    for state in states where state.color != nil || state.role == nil {
      let fill = DiagramStyle.fill(for: state)
      if !fills.contains(fill) { fills.append(fill) }
    }
    classes += fills.map { fill in
      (
        "fill_" + fill.dropFirst().lowercased(), fill,
        states.filter { ($0.color != nil || $0.role == nil) && DiagramStyle.fill(for: $0) == fill }
      )
    }
    for (name, fill, members) in classes where !members.isEmpty {
      lines.append("  classDef \(name) fill:\(fill),stroke:\(DiagramStyle.outline),color:#000")
      lines.append("  class \(members.map { Self.mermaidID($0.id.rawValue) }.joined(separator: ",")) \(name)")
    }
    return lines
  }

  /// A Mermaid node id: letters, digits and underscores.
  static func mermaidID(_ id: String) -> String {
    String(id.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }
}
