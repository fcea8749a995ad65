import LifeDiagramModel

/// What the interchange formats (`lifediagram model ID --format mermaid-state|plantuml|scxml|xstate`) share: every
/// transition of the model, Apple's and the model's own, each with its calls in order, a call made only in some
/// situations followed by when (`(new session only)`).
extension Lifecycle {
  /// One call of a transition as the interchange formats list it.
  struct InterchangeCall: Equatable {
    /// Who is called, e.g. `SceneDelegate`.
    var receiver: String
    /// The method, e.g. `sceneDidBecomeActive(_:)`.
    var method: String
    /// When a conditional call happens (a rule's `when`), or nil for a call made every time.
    var when: String?

    /// `method (when)`, as an edge label shows it.
    var label: String { when.map { "\(method) (\($0))" } ?? method }
  }

  /// The transition's calls in the order they happen, each once: a fresh and a prewarmed launch make the same
  /// calls under two rules with one `when`.
  func interchangeCalls(of transition: Transition) -> [InterchangeCall] {
    var calls: [InterchangeCall] = []
    for (call, ruleID) in orderedCalls(of: transition) {
      let item = InterchangeCall(
        receiver: call.receiver.rawValue, method: call.method,
        when: ruleID.flatMap { id in rules.first { $0.id == id }?.when })
      if !calls.contains(item) { calls.append(item) }
    }
    return calls
  }

  /// The transition's calls in the order they happen, each once, as `method` or `method (when)`: what the
  /// interchange formats list and the explorer's caption shows.
  public func callLabels(of transition: Transition) -> [String] {
    interchangeCalls(of: transition).map(\.label)
  }

  /// The first lines of a text format's comment: what the file is and how to read its lines. `cannotDash` names
  /// the format when it cannot draw a dashed line, and says how the kind shows instead.
  func interchangeNote(format: String, cannotDash: String?) -> [String] {
    var lines = ["\(title), as 'lifediagram model \(id.rawValue)' prints it in the \(format) format."]
    if let cannotDash {
      lines.append("\(cannotDash) cannot draw a dashed line, so a system-automatic transition (dashed in lifediagram's")
      lines.append("diagrams) is labelled 'automatic'. An event-driven one (solid) has no mark.")
    } else {
      lines.append("Dashed: system-automatic. Solid: event-driven.")
    }
    lines.append("A call followed by a condition in parentheses, such as '(new session only)', is made only then.")
    return lines
  }
}
