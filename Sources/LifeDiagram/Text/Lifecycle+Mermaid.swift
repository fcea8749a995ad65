import LifeDiagramModel

extension Lifecycle {
  /// The life cycle as a Mermaid `flowchart` (Mermaid's `stateDiagram` cannot dash an edge): Apple's transitions,
  /// system-automatic ones as `-.->`, event-driven ones as `-->`, labelled with their calls, states in Apple's
  /// colours. GitHub and GitLab render it without images.
  public func mermaidFlowchart(words: Words = .english) -> String {
    var lines = ["flowchart LR"]
    lines += states.map { "  \(Self.mermaidID($0.id.rawValue))[\"\(MermaidText.escape($0.qualifiedName))\"]" }
    for transition in figureTransitions {
      let arrow = transition.kind == .systemAutomatic ? "-.->" : "-->"
      let calls = calls(of: transition).map { MermaidText.escape($0.method) }
      let label = (calls.isEmpty ? [MermaidText.escape(words("(no callback)"))] : calls).joined(separator: "<br/>")
      lines.append("  \(Self.mermaidID(transition.from.rawValue)) \(arrow)|\"\(label)\"| \(Self.mermaidID(transition.to.rawValue))")
    }
    for role in StateRole.allCases {
      let members = states.filter { $0.role == role }.map { Self.mermaidID($0.id.rawValue) }
      guard !members.isEmpty else { continue }
      let name = Self.mermaidID(role.rawValue) + "_state"
      lines.append("  classDef \(name) fill:\(DiagramStyle.fill(for: role)),stroke:\(DiagramStyle.outline),color:#000")
      lines.append("  class \(members.joined(separator: ",")) \(name)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A Mermaid node id: letters, digits and underscores.
  static func mermaidID(_ id: String) -> String {
    String(id.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }
}
