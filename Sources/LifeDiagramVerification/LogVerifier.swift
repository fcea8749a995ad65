import LifeDiagramModel

/// Holds a log's calls against a life cycle: the model as an automaton whose moves are its events, each making
/// the calls a replay of it makes (``Simulator``'s replay, rules and units included). A log is held only to the
/// methods it logs: the calls of a method it never names are hidden, since an app logs what it implements and
/// chooses to log. It fits when some start and some sequence of events, those calls hidden, make exactly its calls,
/// in order, each by the scene the log names for it.
public struct LogVerifier: Sendable {
  /// The life cycle the log is held against.
  public let lifecycle: Lifecycle
  /// The situations a log may start in.
  public let starts: [Situation]
  /// The other life cycles of the same process (``rivals(of:among:)``): a call of theirs that this one never makes
  /// is a divergence, not a line to skip.
  public let rivals: [Lifecycle]
  /// How many points (a situation with the identity of each unit) a search may meet before it stops and says so
  /// (``Verdict/exhausted``): its time and memory bound. A real run's log meets a few hundred, one that names a new
  /// scene each cycle one a scene; one that leaves too much unsaid (SwiftUI views whose `onDisappear` is not
  /// logged) makes them multiply.
  public var pointLimit = 200_000

  /// What the log shows.
  public struct Verdict: Sendable, Hashable {
    /// Where a fitting run started, or nil when none fits.
    public var start: Situation?
    /// The states the run passed through, call by call: the log's entry and the transition it made, if any.
    public var path: [Step]
    /// Where the log left the model, or nil when it fits.
    public var divergence: Divergence?
    /// The methods of the model the log was not held to (it never names them, and `logged` did not either), in the
    /// model's order.
    public var unobserved: [String]
    /// Whether the search stopped at its bound before it found a run or the line no run gets past: the log leaves
    /// too much unsaid to follow (then `start` and `divergence` are nil).
    public var exhausted = false

    /// One call of the run as the model explains it.
    public struct Step: Sendable, Hashable {
      /// The log's entry.
      public var entry: CallLog.Entry
      /// The transition it was part of, or nil for a call a rule or an event adds.
      public var transition: TransitionID?
      /// The situation after the call.
      public var after: Situation
      /// The unit (scene) that made the call, from 0, or nil for the app's or the process's calls.
      public var unit: Int?

      /// The identity the log gave the unit (its scene, or its view for a view), or nil.
      public var identity: String?
    }

    /// The identity the log gave each unit, by unit (nil for a unit it never named), from the path.
    public var identities: [String?] {
      var identities: [String?] = Array(repeating: nil, count: path.last?.after.units.count ?? start?.units.count ?? 0)
      for step in path {
        guard let unit = step.unit, let identity = step.identity, unit < identities.count else { continue }
        identities[unit] = identity
      }
      return identities
    }
  }

  /// Where a log left the model: the first call no run explains, after the longest prefix some run explains.
  public struct Divergence: Sendable, Hashable {
    /// The entry that cannot happen.
    public var entry: CallLog.Entry
    /// The situations the runs that got furthest were in.
    public var situations: [Situation]
    /// The calls the model allows next from there, in the Swift form, sorted.
    public var expected: [String]
    /// The other life cycles that make the call, when this one never does (``LogVerifier/rivals``); else empty.
    public var madeBy: [LifecycleID] = []
  }

  /// A verifier of `lifecycle`, starting from `starts`, or by default from every situation the model's
  /// scenarios start in and every state of a single unit with the process running (and, for the initial state,
  /// not running). `rivals`: see ``rivals(of:among:)``.
  public init(_ lifecycle: Lifecycle, scenarios: [Scenario], starts: [Situation]? = nil, rivals: [Lifecycle] = []) {
    self.lifecycle = lifecycle
    self.starts = starts ?? Self.defaultStarts(lifecycle, scenarios: scenarios)
    self.rivals = rivals
  }

  /// The life cycles among `lifecycles` that are other life cycles of the same process: they share a call of
  /// `lifecycle`'s process receiver (UIKit's app and scene models share the app delegate's launch calls). The view
  /// controller's, which calls no app delegate, is none, though it makes scene calls.
  public static func rivals(of lifecycle: Lifecycle, among lifecycles: [Lifecycle]) -> [Lifecycle] {
    let receiver = lifecycle.processReceiver
    let own = Set(lifecycle.everyCall.filter { $0.receiver == receiver }.map(\.method))
    return lifecycles.filter { other in
      other.id != lifecycle.id && other.processReceiver == receiver
        && other.everyCall.contains { $0.receiver == receiver && own.contains($0.method) }
    }
  }

  /// The default starts: each scenario's start, then each state alone.
  public static func defaultStarts(_ lifecycle: Lifecycle, scenarios: [Scenario]) -> [Situation] {
    var starts: [Situation] = []
    func add(_ situation: Situation) { if !starts.contains(situation) { starts.append(situation) } }
    for scenario in scenarios { if let variant = scenario.variant(lifecycle.id) { add(variant.start) } }
    for state in lifecycle.states {
      let process: ProcessState =
        state.id == lifecycle.initialState && lifecycle.tracksProcess || state.role == .notRunning
        ? .notRunning
        : state.role == .suspended ? .suspended : .running
      add(Situation(process: process, units: [.init(state.id, hasSession: state.role != .unattached)]))
      if state.id == lifecycle.initialState && lifecycle.tracksProcess {
        add(Situation(process: .notRunning, units: [.init(state.id, hasSession: true)]))
      }
    }
    return starts
  }

  /// The model's methods, each once, in the order the model first makes them.
  public var methods: [String] {
    var seen: Set<String> = []
    return lifecycle.everyCall.map(\.method).filter { seen.insert($0).inserted }
  }

  /// How many units a run may have at once: as many as the log names, at most four scenes; two for a log that
  /// names none, so that a second window fits. A log naming views, held against a model with views, may also have
  /// one unit for each view it names, at most eight, beside one scene or those it names.
  static func maximumUnits(_ log: CallLog, lifecycle: Lifecycle) -> Int {
    let scenes = Set(log.entries.compactMap(\.scene)).count
    let hasViews = lifecycle.firstState(ofUnitKind: CallLog.viewKind) != nil
    let views = hasViews ? Set(log.entries.compactMap(\.view)).count : 0
    guard views > 0 else { return scenes == 0 ? 2 : min(4, scenes) }
    return min(4, max(1, scenes)) + min(8, views)
  }

  /// Finds a run that makes the log's calls, or the place no run gets past. The log may begin and end in the
  /// middle of an event's calls (logging started late, or the run was cut short), unless `starts` were chosen
  /// (`--from`): then its first call begins an event. A run made of whole events is preferred: only when none fits
  /// may the first event be entered midway; only then may events the log shows nothing of come before its first.
  /// The log is held to the methods it names and those in `logged`; the others' calls are hidden. A call of a
  /// rival life cycle is a divergence at its line; a call of any other is skipped. Units are told apart as the
  /// model names them (``CallLog/namingUnits(of:)``).
  public func verify(_ log: CallLog, fromAnyCall: Bool = true, logged: Set<String> = []) -> Verdict {
    let log = log.namingUnits(of: lifecycle)
    let own = Set(methods)
    let observed = logged.union(log.entries.map(\.method)).intersection(own)
    let unobserved = methods.filter { !observed.contains($0) }
    let held = observedCalls(log, logged: logged)
    let rival = log.entries.firstIndex { !own.contains($0.method) && !madeBy($0.method).isEmpty }
    let checked = CallLog(entries: log.entries[..<(rival ?? log.entries.count)].filter { own.contains($0.method) })
    var verdict = search(checked, observed: held, fromAnyCall: fromAnyCall)
    verdict.unobserved = unobserved
    guard let rival, verdict.divergence == nil, !verdict.exhausted else { return verdict }
    // Where the run stood before the call, when some call came before it, and what it allowed next.
    var situations: [Situation] = []
    var expected: [String] = []
    if let end = verdict.path.last?.after {
      var table = Search.Table(lifecycle: lifecycle, observed: held, log: log)
      (situations, expected) = ([end], table.firstCalls(from: table.intern(end)).sorted())
    }
    let entry = log.entries[rival]
    return Verdict(
      start: nil, path: verdict.path,
      divergence: Divergence(entry: entry, situations: situations, expected: expected, madeBy: madeBy(entry.method)),
      unobserved: unobserved)
  }

  /// The calls the log is held to, as `Receiver.method`. A method the log names on one of the model's receivers is
  /// held on that receiver: SwiftUI's App and Scene both make `onChange(of:scenePhase)`, and a log of the scene's
  /// says nothing of the App's. A method it names without one of the model's receivers, or `logged` names, is held
  /// on every receiver that makes it.
  func observedCalls(_ log: CallLog, logged: Set<String>) -> Set<String> {
    var receivers: [String: Set<String>] = [:]
    for call in lifecycle.everyCall { receivers[call.method, default: []].insert(call.receiver.rawValue) }
    var named: Set<[String?]> = []
    for entry in log.entries where receivers[entry.method] != nil { named.insert([entry.method, entry.receiver]) }
    var held: Set<String> = []
    for method in logged { for receiver in receivers[method] ?? [] { held.insert(receiver + "." + method) } }
    for pair in named {
      guard let method = pair[0], let makers = receivers[method] else { continue }
      if let receiver = pair[1], makers.contains(receiver) {
        held.insert(receiver + "." + method)
      } else {
        for receiver in makers { held.insert(receiver + "." + method) }
      }
    }
    return held
  }

  /// The rivals that make `method`.
  private func madeBy(_ method: String) -> [LifecycleID] {
    rivals.filter { $0.everyCall.contains { $0.method == method } }.map(\.id)
  }

  /// The search for a run of `log`'s calls, all of them the model's.
  private func search(_ log: CallLog, observed: Set<String>, fromAnyCall: Bool) -> Verdict {
    let table = Search.Table(lifecycle: lifecycle, observed: observed, log: log)
    var search = Search(table: table, entries: log.entries, pointLimit: pointLimit)
    // Whole events first; then the first entered midway; then after events the log shows nothing of.
    let passes = fromAnyCall ? [(false, false), (true, false), (true, true)] : [(false, false), (false, true)]
    // A log that names fewer scenes than a start has is not a run from it.
    let starts = starts.filter { $0.units.count <= table.maximumUnits }
    for (entersMidEvent, hidesAtStart) in passes {
      search.startPass(entersMidEvent: entersMidEvent, hidesAtStart: hidesAtStart)
      for start in starts {
        if let end = search.run(from: start) {
          return Verdict(start: start, path: search.path(to: end), divergence: nil, unobserved: [])
        }
        if search.exhausted {
          return Verdict(start: nil, path: [], divergence: nil, unobserved: [], exhausted: true)
        }
      }
    }
    return Verdict(start: nil, path: search.furthestPath, divergence: search.divergence(), unobserved: [])
  }
}
