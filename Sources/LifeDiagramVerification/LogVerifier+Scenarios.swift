import LifeDiagramModel

extension LogVerifier {
  /// The scenarios whose calls the log holds in a row, in catalog order: a quirk (an alternative of another
  /// scenario that makes an uncertain call, like the Notification Center bounce) apart from the others. A
  /// scenario found only inside the calls of a longer one found there is left out (the documented Notification
  /// Center pull is inside the bounce).
  /// Scenarios that make the very same calls cannot be told apart by a log: the first in catalog order stands for
  /// them, and `alike` lists the others by its id. The calls of `hidden` methods (a verdict's ``Verdict/unobserved``)
  /// are left out of the scenarios' calls, as the log leaves them out, and so are the calls of a method the log
  /// names only on other receivers; a scenario whose event makes a hidden call of its own is not named.
  public func scenarios(
    in log: CallLog, among scenarios: [Scenario], hiding hidden: [String] = []
  ) -> (matches: [String], quirks: [String], alike: [String: [String]]) {
    let own = Set(self.methods)
    let receivers = Set(lifecycle.everyCall.map(\.receiver.rawValue))
    // The log's calls, each with its receiver where the line names one of the model's (App, Scene).
    let methods = log.entries.filter { own.contains($0.method) }.map { entry in
      LoggedCall(
        method: entry.method, receiver: entry.receiver.flatMap { receivers.contains($0) ? $0 : nil }, phase: entry.phase
      )
    }
    // Where the log names the phases a SwiftUI app's calls report, scenarios that differ only in them are told apart.
    let logsPhases = log.entries.contains { $0.phase != nil }
    let hiddenMethods = Set(hidden)
    var found: [(scenario: Scenario, spans: [Range<Int>], isQuirk: Bool)] = []
    var alike: [String: [String]] = [:]
    let runs = scenarios.filter { $0.variant(lifecycle.id) != nil }.compactMap { try? Simulator(lifecycle).run($0) }
    func isQuirk(_ run: ScenarioRun) -> Bool {
      run.scenario.alternativeOf != nil && run.rows.contains { $0.evidenceLevel == .uncertain && $0.call != nil }
    }
    // The calls the log is held to: a method it names on one receiver only on that one (a SwiftUI log of a scene's
    // phase says nothing of the App's); the others not hidden on every receiver.
    let named = Set(log.entries.map(\.method))
    let held = observedCalls(log, logged: own.subtracting(hiddenMethods).subtracting(named))
    func calls(of run: ScenarioRun) -> [LoggedCall] {
      run.rows.compactMap { row in
        guard let call = row.call, !hiddenMethods.contains(call.method),
          held.contains(call.receiver.rawValue + "." + call.method)
        else { return nil }
        let phase = logsPhases ? lifecycle.reportedPhase(after: row.after, unit: row.scene.map { $0 - 1 }) : nil
        return LoggedCall(method: call.method, receiver: call.receiver.rawValue, phase: phase)
      }
    }
    var bySequence: [[LoggedCall]: String] = [:]
    let documented = Set(runs.filter { !isQuirk($0) }.map(calls(of:)))
    for run in runs {
      let scenario = run.scenario
      // An event's own call (a URL opened, protected data going) is what sets its scenario apart: with it hidden,
      // the log shows the plainer scenarios around it, not this one.
      if run.rows.contains(where: {
        $0.transition == nil && $0.partOf == nil && $0.call.map { hiddenMethods.contains($0.method) } == true
      }) {
        continue
      }
      let every = run.rows.compactMap(\.call?.method)
      let calls = calls(of: run)
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
      let spans = (0...(methods.count - calls.count)).filter {
        methods[$0..<$0 + calls.count].elementsEqual(calls, by: LoggedCall.fits)
      }
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

  /// A call as a log and a scenario are compared: a log's call without a receiver of the model, or without a
  /// phase, fits the method's call on any receiver, or reporting any phase.
  private struct LoggedCall: Hashable {
    var method: String
    var receiver: String?
    var phase: SwiftUIPhase?

    static func fits(_ logged: LoggedCall, _ made: LoggedCall) -> Bool {
      logged.method == made.method && (logged.receiver == nil || logged.receiver == made.receiver)
        && (logged.phase == nil || logged.phase == made.phase)
    }
  }

  /// For each scenario's spans, how many lie inside a longer span of another scenario: one sweep over every span
  /// sorted by where it starts, keeping the two furthest ends seen from different scenarios, so a log of hundreds
  /// of thousands of calls costs a sort, not the square of its spans.
  package static func spansInsideAnother(_ spans: [[Range<Int>]]) -> [Int] {
    var all: [(span: Range<Int>, owner: Int)] = []
    for (owner, list) in spans.enumerated() { all += list.map { ($0, owner) } }
    // Starting first, and at the same start the longest first; identical spans are asked about before any is added.
    all.sort {
      ($0.span.lowerBound, -$0.span.upperBound, $0.owner) < ($1.span.lowerBound, -$1.span.upperBound, $1.owner)
    }
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
