import LifeDiagram
import LifeDiagramModel
import LifeDiagramModelFile
import LifeDiagramOutput
import LifeDiagramVerification

/// What `verify` does with each log: reads it for the calls of every life cycle, takes the life cycle named or
/// the one the calls point to, and holds the log against it.
struct LogChecker {
  let catalog: Catalog
  /// The life cycles a log may be a run of: the one `--model` (or the config) names, or all.
  let candidates: [Lifecycle]
  /// `--from`'s state, with a single candidate.
  let from: String?
  /// `--logged`'s methods.
  let logged: Set<String>
  /// Every method some life cycle of the catalog calls: what a log is read for.
  let methods: [DelegateMethod]

  /// A checker of logs against `candidates` (all of the catalog's when empty). A `--logged` name no candidate makes,
  /// and a `--from` state the model lacks, are usage errors naming them.
  init(catalog: Catalog, candidates: [Lifecycle], from: String?, logged: [String], loggedConfig: ProjectConfig? = nil)
    throws(CLIError)
  {
    self.catalog = catalog
    self.candidates = candidates.isEmpty ? catalog.lifecycles : candidates
    self.from = from
    self.logged = Set(logged)
    let called = Set(catalog.lifecycles.flatMap { $0.everyCall.map(\.method) })
    methods = catalog.delegateMethods.filter { called.contains($0.selector) }
    try checkLogged(logged, from: loggedConfig)
    if let from, let lifecycle = self.candidates.first, lifecycle.state(StateID(rawValue: from)) == nil {
      let names = lifecycle.states.map { "'\($0.id.rawValue)'" }.joined(separator: ", ")
      throw CLIError.usage(
        "the \(lifecycle.id.rawValue) model has no state '\(DisplayText.escaping(from))'; its states are \(names)")
    }
  }

  /// Refuses a logged method no candidate makes: `--logged`'s is a usage error, the config's `verify.logged` the
  /// config's problem at the method's line and column.
  private func checkLogged(_ logged: [String], from config: ProjectConfig?) throws(CLIError) {
    let made = Set(candidates.flatMap { $0.everyCall.map(\.method) })
    for (index, name) in logged.enumerated() where !made.contains(name) {
      let swift = methods.first { $0.objcSelector == name }.map { "; in Swift's form it is \($0.selector)" } ?? ""
      let models = candidates.map(\.id.rawValue).joined(separator: " or ")
      let message =
        "'\(DisplayText.escaping(name))' is not a delegate method of the \(models) model\(swift) "
        + "(name methods as Swift's #function does, e.g. sceneDidBecomeActive(_:))"
      if let config {
        throw .invalidModelFile(
          config.problem(at: "verify.logged", index: index, message), described: "lifediagram schema --config")
      }
      throw CLIError.usage("--logged: " + message)
    }
  }

  /// The report on one log (`text`, named `name` in messages).
  func check(_ text: String, name: String) throws(CLIError) -> VerifyReport {
    let calls = CallLog(text, methods: methods)
    let (lifecycle, chosenBy) = try lifecycle(of: calls, name: name)
    let scenarios = catalog.scenarios(of: lifecycle.id)
    let verifier = verifier(of: lifecycle)
    let verdict = verifier.verify(calls, fromAnyCall: from == nil, logged: logged)
    if verdict.exhausted {
      throw CLIError(
        message: "\(name): too much of the run is unlogged to follow: the search stopped at its bound; log more of "
          + "the app's calls (for SwiftUI views, their onDisappear, as the logging helper does), or give --from",
        status: .dataError)
    }
    let found: (matches: [String], quirks: [String], alike: [String: [String]]) =
      verdict.divergence == nil
      ? verifier.scenarios(in: calls, among: scenarios, hiding: verdict.unobserved) : ([], [], [:])
    return VerifyReport(
      log: name, lifecycle: lifecycle, verdict: verdict, matches: found.matches, quirks: found.quirks,
      alike: found.alike, chosenBy: chosenBy)
  }

  private func verifier(of lifecycle: Lifecycle) -> LogVerifier {
    let scenarios = catalog.scenarios(of: lifecycle.id)
    let starts = from.map { from in
      LogVerifier.defaultStarts(lifecycle, scenarios: scenarios).filter { $0.units.first?.state.rawValue == from }
    }
    var verifier = LogVerifier(
      lifecycle, scenarios: scenarios, starts: starts,
      rivals: LogVerifier.rivals(of: lifecycle, among: catalog.lifecycles))
    if let points = testPointLimit() { verifier.pointLimit = points }
    return verifier
  }

  /// A test hook, in debug builds only: `LIFEDIAGRAM_TEST_VERIFY_POINTS=N` lowers the search's bound, so a test
  /// meets it in a fraction of the seconds the real one takes.
  private func testPointLimit() -> Int? {
    #if DEBUG
      Console.current.environment("LIFEDIAGRAM_TEST_VERIFY_POINTS").flatMap { Int($0) }
    #else
      nil
    #endif
  }

  /// The life cycle `calls` are held against, and when it was chosen from them, how many of them it makes: the
  /// only candidate, or the likeliest (``LogVerifier/likelyLifecycles(of:among:)``), or of several equally likely
  /// the one the log fits. A log with no call of a candidate is exit 1; one that fits several equally, exit 64.
  private func lifecycle(of calls: CallLog, name: String) throws(CLIError) -> (Lifecycle, chosenBy: Int?) {
    let likely = LogVerifier.likelyLifecycles(of: calls, among: candidates)
    if candidates.count == 1 {
      // A log of a rival's calls only is held against the model named, to say so at its first line.
      let rivals = LogVerifier.rivals(of: candidates[0], among: catalog.lifecycles)
      guard !likely.isEmpty || !LogVerifier.likelyLifecycles(of: calls, among: rivals).isEmpty else {
        throw noCalls(name)
      }
      return (candidates[0], nil)
    }
    guard !likely.isEmpty else { throw noCalls(name) }
    if likely.count == 1 { return (likely[0].lifecycle, likely[0].calls) }
    let fitting = likely.filter { verifier(of: $0.lifecycle).verify(calls, logged: logged).divergence == nil }
    if fitting.count == 1 { return (fitting[0].lifecycle, fitting[0].calls) }
    let names = (fitting.isEmpty ? likely : fitting).map { "'\($0.lifecycle.id.rawValue)'" }
    throw CLIError.usage(
      "'\(DisplayText.escaping(name))' could be a run of the \(names.joined(separator: " or ")) model (each makes \(likely[0].calls) of its "
        + "calls); name one with --model")
  }

  /// The error for a log that names no call of any candidate.
  private func noCalls(_ name: String) -> CLIError {
    let models = candidates.count == 1 ? "the \(candidates[0].id.rawValue) model" : "any model"
    let example =
      candidates.count == 1 ? candidates[0].everyCall.first?.method ?? "its methods" : "sceneDidBecomeActive(_:)"
    return CLIError(
      message:
        "no line of '\(DisplayText.escaping(name))' names a delegate call of \(models) (such as \(example)); log each "
        + "with the helper in Examples/LifecycleLog.swift, or choose the model with --model",
      status: .findings)
  }

  /// The coverage of the reports' life cycle; an error when the logs are runs of different ones.
  func coverage(of reports: [VerifyReport]) throws(CLIError) -> VerifyCoverage? {
    guard let first = reports.first else { return nil }
    if let other = reports.first(where: { $0.lifecycle.id != first.lifecycle.id }) {
      throw CLIError.usage(
        "--coverage maps one model, and '\(DisplayText.escaping(first.log))' is a run of the \(first.lifecycle.id.rawValue) model, "
          + "'\(DisplayText.escaping(other.log))' of the \(other.lifecycle.id.rawValue) model; name one with --model")
    }
    return VerifyCoverage(
      lifecycle: first.lifecycle, reports: reports, scenarios: catalog.scenarios(of: first.lifecycle.id))
  }
}
