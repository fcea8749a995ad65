extension LogVerifier {
  /// The scenarios whose calls the log holds in a row, in catalog order: a quirk (an alternative of another
  /// scenario that makes an uncertain call, like the Notification Center bounce) apart from the others. A
  /// scenario found only inside the calls of a longer one found there is left out (the documented Notification
  /// Center pull is inside the bounce).
  /// Scenarios that make the very same calls cannot be told apart by a log: the first in catalog order stands for
  /// them, and `alike` lists the others by its id. The calls of `hidden` methods (a verdict's ``Verdict/unobserved``)
  /// are left out of the scenarios' calls, as the log leaves them out; a scenario whose event makes a hidden call of
  /// its own is not named.
  public func scenarios(
    in log: CallLog, among scenarios: [Scenario], hiding hidden: [String] = []
  ) -> (matches: [String], quirks: [String], alike: [String: [String]]) {
    let own = Set(self.methods)
    let methods = log.entries.map(\.method).filter(own.contains)
    let hidden = Set(hidden)
    var found: [(scenario: Scenario, spans: [Range<Int>], isQuirk: Bool)] = []
    var alike: [String: [String]] = [:]
    var bySequence: [[String]: String] = [:]
    let runs = scenarios.filter { $0.variant(lifecycle.id) != nil }.compactMap { try? Simulator(lifecycle).run($0) }
    func isQuirk(_ run: ScenarioRun) -> Bool {
      run.scenario.alternativeOf != nil && run.rows.contains { $0.evidenceLevel == .uncertain && $0.call != nil }
    }
    let documented = Set(runs.filter { !isQuirk($0) }.map { $0.rows.compactMap(\.call?.method).filter { !hidden.contains($0) } })
    for run in runs {
      let scenario = run.scenario
      // An event's own call (a URL opened, protected data going) is what sets its scenario apart: with it hidden,
      // the log shows the plainer scenarios around it, not this one.
      if run.rows.contains(where: { $0.transition == nil && $0.partOf == nil && $0.call.map { hidden.contains($0.method) } == true }) {
        continue
      }
      let every = run.rows.compactMap(\.call?.method)
      let calls = every.filter { !hidden.contains($0) }
      let isQuirk = isQuirk(run)
      // A quirk shows only where what sets it apart is logged: with calls hidden that leave a documented
      // scenario's, the log cannot tell them apart.
      if isQuirk && calls.count < every.count && documented.contains(calls) { continue }
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
    let inside = Self.spansInsideAnother(found.map(\.spans))
    let kept = found.indices.filter { index in inside[index] < found[index].spans.count }.map { found[$0] }
    let keptIDs = Set(kept.map(\.scenario.id))
    return (
      kept.filter { !$0.isQuirk }.map(\.scenario.id), kept.filter(\.isQuirk).map(\.scenario.id),
      alike.filter { keptIDs.contains($0.key) }
    )
  }

  /// For each scenario's spans, how many lie inside a longer span of another scenario: one sweep over every span
  /// sorted by where it starts, keeping the two furthest ends seen from different scenarios, so a log of hundreds
  /// of thousands of calls costs a sort, not the square of its spans.
  package static func spansInsideAnother(_ spans: [[Range<Int>]]) -> [Int] {
    var all: [(span: Range<Int>, owner: Int)] = []
    for (owner, list) in spans.enumerated() { all += list.map { ($0, owner) } }
    // Starting first, and at the same start the longest first; identical spans are asked about before any is added.
    all.sort { ($0.span.lowerBound, -$0.span.upperBound, $0.owner) < ($1.span.lowerBound, -$1.span.upperBound, $1.owner) }
    var counts = Array(repeating: 0, count: spans.count)
    var furthest: (end: Int, owner: Int)?
    var second: (end: Int, owner: Int)?
    var index = 0
    while index < all.count {
      let group = all[index...].prefix { $0.span == all[index].span }
      for (span, owner) in group {
        let end = furthest.map { $0.owner != owner ? $0.end : second?.end ?? Int.min } ?? Int.min
        if end >= span.upperBound { counts[owner] += 1 }
      }
      for (span, owner) in group {
        if let top = furthest, span.upperBound <= top.end {
          if owner != top.owner && span.upperBound > second?.end ?? Int.min { second = (span.upperBound, owner) }
        } else {
          if let top = furthest, top.owner != owner { second = top }
          furthest = (span.upperBound, owner)
        }
      }
      index += group.count
    }
    return counts
  }
}
