import LifeDiagramModel
import LifeDiagramOutput

/// What `verify` does with each log: reads it for the calls of every life cycle, takes the life cycles named or
/// those the calls point to, and holds the log against each, to its own calls.
public struct LogChecker: Sendable {
  let catalog: Catalog
  /// The life cycles a log may be a run of: those `--model` (or the config) names, or all.
  let candidates: [Lifecycle]
  /// Whether `--model` named the candidates: then the log is held to each of them.
  let named: Bool
  /// `--from`'s state, with a single candidate.
  let from: String?
  /// `--logged`'s methods.
  let logged: Set<String>
  /// Every method some life cycle of the catalog calls: what a log is read for.
  let methods: [DelegateMethod]
  /// The search's bound, when a test lowers it (``LogVerifier/pointLimit``).
  let pointLimit: Int?

  /// A checker of logs against `candidates` (all of the catalog's when empty), starting in the state `from` when
  /// given, requiring the `logged` methods wherever the model makes them. A logged method no candidate makes is
  /// ``VerifyRefusal/Kind/unknownLogged(index:)``, and a `from` state the model lacks is a usage refusal, each
  /// naming it. `pointLimit` lowers the search's bound (a test's).
  public init(catalog: Catalog, candidates: [Lifecycle], from: String?, logged: [String], pointLimit: Int? = nil)
    throws(VerifyRefusal)
  {
    self.catalog = catalog
    self.candidates = candidates.isEmpty ? catalog.lifecycles : candidates
    self.named = !candidates.isEmpty
    self.from = from
    self.logged = Set(logged)
    self.pointLimit = pointLimit
    let called = Set(catalog.lifecycles.flatMap { $0.everyCall.map(\.method) })
    methods = catalog.delegateMethods.filter { called.contains($0.selector) }
    try checkLogged(logged)
    if let from, let lifecycle = self.candidates.first, lifecycle.state(StateID(rawValue: from)) == nil {
      let names = lifecycle.states.map { "'\($0.id.rawValue)'" }.joined(separator: ", ")
      throw VerifyRefusal(
        .usage,
        "the \(lifecycle.id.rawValue) model has no state '\(DisplayText.escaping(from))'; its states are \(names)")
    }
  }

  /// Refuses a logged method no candidate makes, naming its place in the list.
  private func checkLogged(_ logged: [String]) throws(VerifyRefusal) {
    let made = Set(candidates.flatMap { $0.everyCall.map(\.method) })
    for (index, name) in logged.enumerated() where !made.contains(name) {
      let swift = methods.first { $0.objcSelector == name }.map { "; in Swift's form it is \($0.selector)" } ?? ""
      let models = candidates.map(\.id.rawValue).joined(separator: " or ")
      throw VerifyRefusal(
        .unknownLogged(index: index),
        "'\(DisplayText.escaping(name))' is not a delegate method of the \(models) model\(swift) "
          + "(name methods as Swift's #function does, e.g. sceneDidBecomeActive(_:))")
    }
  }

  /// The report on one log (`text`, named `name` in messages): a run against each life cycle it is held to.
  public func check(_ text: String, name: String) throws(VerifyRefusal) -> LogReport {
    let calls = CallLog(text, methods: methods)
    var runs: [VerifyReport] = []
    for choice in try lifecycles(of: calls, name: name) {
      runs.append(
        try run(calls, of: choice.lifecycle, name: name, chosenBy: choice.calls, forTheRest: choice.forTheRest))
    }
    return LogReport(runs: runs)
  }

  /// The log held against one life cycle.
  private func run(_ calls: CallLog, of lifecycle: Lifecycle, name: String, chosenBy: Int?, forTheRest: Bool)
    throws(VerifyRefusal) -> VerifyReport
  {
    let scenarios = catalog.scenarios(of: lifecycle.id)
    let verifier = verifier(of: lifecycle)
    let verdict = verifier.verify(calls, fromAnyCall: from == nil, logged: logged)
    if verdict.exhausted {
      throw VerifyRefusal(
        .exhausted,
        "\(name): too much of the run is unlogged to follow: the search stopped at its bound; log more of "
          + "the app's calls (for SwiftUI views, their onDisappear, as the logging helper does), or give --from")
    }
    let found: (matches: [String], quirks: [String], alike: [String: [String]]) =
      verdict.divergence == nil
      ? verifier.scenarios(in: calls, among: scenarios, hiding: verdict.unobserved) : ([], [], [:])
    var report = VerifyReport(
      log: name, lifecycle: lifecycle, verdict: verdict, matches: found.matches, quirks: found.quirks,
      alike: found.alike, chosenBy: chosenBy)
    report.chosenForTheRest = forTheRest
    return report
  }

  private func verifier(of lifecycle: Lifecycle) -> LogVerifier {
    let scenarios = catalog.scenarios(of: lifecycle.id)
    let starts = from.map { from in
      LogVerifier.defaultStarts(lifecycle, scenarios: scenarios).filter { $0.units.first?.state.rawValue == from }
    }
    var verifier = LogVerifier(
      lifecycle, scenarios: scenarios, starts: starts,
      rivals: LogVerifier.rivals(of: lifecycle, among: catalog.lifecycles))
    if let pointLimit { verifier.pointLimit = pointLimit }
    return verifier
  }

  /// A life cycle a log is held against; when it was chosen from the log's calls, how many of them it makes, and
  /// whether those were the calls the life cycles chosen before it do not make.
  private typealias Choice = (lifecycle: Lifecycle, calls: Int?, forTheRest: Bool)

  /// The life cycles `calls` are held against: each one named; else the fewest that together make every call,
  /// the likeliest first (``likeliest(_:among:name:)``), then, for the calls no life cycle chosen so far makes,
  /// the likeliest of the others, and so on. A rival of a chosen life cycle (another of the same process,
  /// ``LogVerifier/rivals(of:among:)``) is never added: its calls are the chosen one's to explain. A log with no
  /// call of any candidate is exit 1.
  private func lifecycles(of calls: CallLog, name: String) throws(VerifyRefusal) -> [Choice] {
    if named {
      // A log of a rival's calls only is held against the model named, to say so at its first line.
      let rivals = candidates.flatMap { LogVerifier.rivals(of: $0, among: catalog.lifecycles) }
      guard !LogVerifier.likelyLifecycles(of: calls, among: candidates + rivals).isEmpty else {
        throw noCalls(name)
      }
      return candidates.map { ($0, nil, false) }
    }
    var chosen: [Choice] = []
    var rest = calls
    var pool = candidates
    while !rest.entries.isEmpty, let pick = try likeliest(rest, among: pool, name: name, in: calls) {
      chosen.append((pick.lifecycle, pick.calls, !chosen.isEmpty))
      let made = Set(pick.lifecycle.everyCall.map(\.method))
      rest = CallLog(entries: rest.entries.filter { !made.contains($0.method) })
      let rivals = Set(LogVerifier.rivals(of: pick.lifecycle, among: catalog.lifecycles).map(\.id))
      pool.removeAll { $0.id == pick.lifecycle.id || rivals.contains($0.id) }
    }
    guard !chosen.isEmpty else { throw noCalls(name) }
    return chosen
  }

  /// The life cycle among `pool` that `calls` are likeliest a run of (``LogVerifier/likelyLifecycles(of:among:)``),
  /// with how many of them it makes; of several equally likely, the one the whole `log` fits; nil when none makes
  /// any. A log that fits several equally is exit 64.
  private func likeliest(_ calls: CallLog, among pool: [Lifecycle], name: String, in log: CallLog)
    throws(VerifyRefusal) -> (lifecycle: Lifecycle, calls: Int)?
  {
    let likely = LogVerifier.likelyLifecycles(of: calls, among: pool)
    guard !likely.isEmpty else { return nil }
    if likely.count == 1 { return likely[0] }
    let fitting = likely.filter { verifier(of: $0.lifecycle).verify(log, logged: logged).divergence == nil }
    if fitting.count == 1 { return fitting[0] }
    let names = (fitting.isEmpty ? likely : fitting).map { "'\($0.lifecycle.id.rawValue)'" }
    throw VerifyRefusal(
      .usage,
      "'\(DisplayText.escaping(name))' could be a run of the \(names.joined(separator: " or ")) model (each makes \(likely[0].calls) of its "
        + "calls); name one with --model")
  }

  /// The error for a log that names no call of any candidate.
  private func noCalls(_ name: String) -> VerifyRefusal {
    let models =
      named ? "the \(candidates.map(\.id.rawValue).joined(separator: " or ")) model" : "any model"
    let example =
      named ? candidates[0].everyCall.first?.method ?? "its methods" : "sceneDidBecomeActive(_:)"
    return VerifyRefusal(
      .noCalls,
      "no line of '\(DisplayText.escaping(name))' names a delegate call of \(models) (such as \(example)); log each "
        + "with the helper in Examples/LifecycleLog.swift, or choose the model with --model")
  }

  /// The coverage of the reports' life cycle; an error when the logs are runs of different ones.
  public func coverage(of logs: [LogReport]) throws(VerifyRefusal) -> VerifyCoverage? {
    let reports = logs.flatMap(\.runs)
    guard let first = reports.first else { return nil }
    if let other = reports.first(where: { $0.lifecycle.id != first.lifecycle.id }) {
      throw VerifyRefusal(
        .usage,
        "--coverage maps one model, and '\(DisplayText.escaping(first.log))' is a run of the \(first.lifecycle.id.rawValue) model, "
          + "'\(DisplayText.escaping(other.log))' of the \(other.lifecycle.id.rawValue) model; name one with --model")
    }
    return VerifyCoverage(
      lifecycle: first.lifecycle, reports: reports, scenarios: catalog.scenarios(of: first.lifecycle.id))
  }
}

/// Why `verify` gives no report: a request that cannot be answered, or a log that cannot be followed. The command
/// turns its kind into an exit status.
public struct VerifyRefusal: Error, Sendable {
  /// What went wrong.
  public enum Kind: Equatable, Sendable {
    /// The request contradicts itself or the model (a state it lacks, logs of two models with `--coverage`).
    case usage
    /// The logged method at `index` of the list is made by no candidate.
    case unknownLogged(index: Int)
    /// No line of the log names a call of a candidate.
    case noCalls
    /// Too much of the run is unlogged for the search to follow within its bound.
    case exhausted
  }

  /// What went wrong.
  public var kind: Kind
  /// The one line that says it, naming the culprit.
  public var message: String

  /// A refusal of `kind` saying `message`.
  public init(_ kind: Kind, _ message: String) { (self.kind, self.message) = (kind, message) }
}
