extension LogVerifier {
  /// The scenarios whose calls the log holds in a row, in catalog order: a quirk (an alternative of another
  /// scenario that makes an uncertain call, like the Notification Center bounce) apart from the others. A
  /// scenario found only inside the calls of a longer one found there is left out (the documented Notification
  /// Center pull is inside the bounce).
  /// Scenarios that make the very same calls cannot be told apart by a log: the first in catalog order stands for
  /// them, and `alike` lists the others by its id.
  public func scenarios(
    in log: CallLog, among scenarios: [Scenario]
  ) -> (matches: [String], quirks: [String], alike: [String: [String]]) {
    let methods = log.entries.map(\.method)
    var found: [(scenario: Scenario, spans: [Range<Int>], isQuirk: Bool)] = []
    var alike: [String: [String]] = [:]
    var bySequence: [[String]: String] = [:]
    for scenario in scenarios where scenario.variant(lifecycle.id) != nil {
      guard let run = try? Simulator(lifecycle).run(scenario) else { continue }
      let calls = run.rows.compactMap(\.call?.method)
      let isQuirk = scenario.alternativeOf != nil && run.rows.contains { $0.evidenceLevel == .uncertain && $0.call != nil }
      // A quirk is named whenever its calls are there, even when a documented scenario makes the same ones.
      if !isQuirk {
        if let first = bySequence[calls] {
          if found.contains(where: { $0.scenario.id == first }) { alike[first, default: []].append(scenario.id) }
          continue
        }
        bySequence[calls] = scenario.id
      }
      guard !calls.isEmpty, calls.count <= methods.count else { continue }
      let spans = (0...(methods.count - calls.count)).filter { methods[$0..<$0 + calls.count].elementsEqual(calls) }
        .map { $0..<$0 + calls.count }
      guard !spans.isEmpty else { continue }
      found.append((scenario, spans, isQuirk))
    }
    let kept = found.filter { candidate in
      !candidate.spans.allSatisfy { span in
        found.contains { other in
          other.scenario.id != candidate.scenario.id
            && other.spans.contains { $0.count > span.count && $0.lowerBound <= span.lowerBound && span.upperBound <= $0.upperBound }
        }
      }
    }
    let keptIDs = Set(kept.map(\.scenario.id))
    return (
      kept.filter { !$0.isQuirk }.map(\.scenario.id), kept.filter(\.isQuirk).map(\.scenario.id),
      alike.filter { keptIDs.contains($0.key) }
    )
  }
}
