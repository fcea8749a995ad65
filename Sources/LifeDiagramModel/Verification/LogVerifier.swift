/// Holds a log's calls against a life cycle: the model as an automaton whose moves are its events, each making
/// the calls a replay of it makes (``Simulator``'s replay, rules and units included). A log fits when some start
/// and some sequence of events make exactly its calls, in order.
public struct LogVerifier: Sendable {
  /// The life cycle the log is held against.
  public let lifecycle: Lifecycle
  /// The situations a log may start in.
  public let starts: [Situation]

  /// What the log shows.
  public struct Verdict: Sendable, Hashable {
    /// Where a fitting run started, or nil when none fits.
    public var start: Situation?
    /// The states the run passed through, call by call: the log's entry and the transition it made, if any.
    public var path: [Step]
    /// Where the log left the model, or nil when it fits.
    public var divergence: Divergence?

    /// One call of the run as the model explains it.
    public struct Step: Sendable, Hashable {
      /// The log's entry.
      public var entry: CallLog.Entry
      /// The transition it was part of, or nil for a call a rule or an event adds.
      public var transition: TransitionID?
      /// The situation after the call.
      public var after: Situation
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
  }

  /// A verifier of `lifecycle`, starting from `starts`, or by default from every situation the model's
  /// scenarios start in and every state of a single unit with the process running (and, for the initial state,
  /// not running).
  public init(_ lifecycle: Lifecycle, scenarios: [Scenario], starts: [Situation]? = nil) {
    self.lifecycle = lifecycle
    self.starts = starts ?? Self.defaultStarts(lifecycle, scenarios: scenarios)
  }

  /// The default starts: each scenario's start, then each state alone.
  public static func defaultStarts(_ lifecycle: Lifecycle, scenarios: [Scenario]) -> [Situation] {
    var starts: [Situation] = []
    func add(_ situation: Situation) { if !starts.contains(situation) { starts.append(situation) } }
    for scenario in scenarios { if let variant = scenario.variant(lifecycle.id) { add(variant.start) } }
    for state in lifecycle.states {
      let process: ProcessState =
        state.id == lifecycle.initialState && lifecycle.tracksProcess || state.role == .notRunning ? .notRunning
        : state.role == .suspended ? .suspended : .running
      add(Situation(process: process, units: [.init(state.id, hasSession: state.role != .unattached)]))
      if state.id == lifecycle.initialState && lifecycle.tracksProcess {
        add(Situation(process: .notRunning, units: [.init(state.id, hasSession: true)]))
      }
    }
    return starts
  }

  /// Finds a run that makes the log's calls, or the place no run gets past. The log may begin and end in the
  /// middle of an event's calls (logging started late, or the run was cut short), unless `starts` were chosen
  /// (`--from`): then its first call begins an event.
  /// A run made of whole events is preferred: only when none fits may the first event be entered midway.
  public func verify(_ log: CallLog, fromAnyCall: Bool = true) -> Verdict {
    var last: Search?
    for entersMidEvent in fromAnyCall ? [false, true] : [false] {
      var search = Search(lifecycle: lifecycle, entries: log.entries, entersMidEvent: entersMidEvent)
      for start in starts {
        if let path = search.run(from: Replay(lifecycle: lifecycle, situation: start), at: 0, path: []) {
          return Verdict(start: start, path: path, divergence: nil)
        }
      }
      last = search
    }
    return Verdict(start: nil, path: last?.furthestPath ?? [], divergence: last?.divergence())
  }

  /// A depth-first search over (situation, position in the log), each pair tried once.
  struct Search {
    let lifecycle: Lifecycle
    let entries: [CallLog.Entry]
    let entersMidEvent: Bool
    var tried: Set<Key> = []
    /// The first entry no run explains yet, where the runs that got there stood, and what they expected there
    /// (nil: any event's first call from that situation).
    var furthest = -1
    var furthestPoints: [(situation: Situation, expected: String?)] = []
    var furthestPath: [Verdict.Step] = []

    struct Key: Hashable {
      var situation: Situation
      var position: Int
    }

    init(lifecycle: Lifecycle, entries: [CallLog.Entry], entersMidEvent: Bool) {
      self.lifecycle = lifecycle
      self.entries = entries
      self.entersMidEvent = entersMidEvent
    }

    mutating func run(from replay: Replay, at position: Int, path: [Verdict.Step]) -> [Verdict.Step]? {
      if position == entries.count { return path }
      guard tried.insert(Key(situation: replay.situation, position: position)).inserted else { return nil }
      reach(position, replay.situation, expected: nil, path: path)
      for occurrence in occurrences(in: replay.situation) {
        var next = replay
        let before = next.rows.count
        do throws(Replay.Refusal) { try next.apply(occurrence) } catch { continue }
        let rows = Array(next.rows[before...])
        let callRows = rows.filter { $0.call != nil }
        // The first event of a log may be entered at any of its calls.
        let offsets = position == 0 && entersMidEvent && !callRows.isEmpty ? Array(callRows.indices) : [0]
        for offset in offsets {
          if let found = match(callRows.dropFirst(offset), from: next, at: position, path: path, before: replay.situation) {
            return found
          }
        }
      }
      return nil
    }

    /// Matches an event's calls against the log from `position`: the whole event, then the search goes on; the
    /// log's end inside the event, a fit; a different call, a place the search got to.
    private mutating func match(
      _ calls: ArraySlice<SequenceRow>, from next: Replay, at position: Int, path: [Verdict.Step], before: Situation
    ) -> [Verdict.Step]? {
      var steps = path
      var matched = position
      var situation = before
      for row in calls {
        guard let call = row.call else { continue }
        if matched == entries.count { return steps }  // the log ends inside the event
        guard entries[matched].method == call.method else {
          if matched > position { reach(matched, situation, expected: call.method, path: steps) }
          return nil
        }
        steps.append(Verdict.Step(entry: entries[matched], transition: row.transition?.id, after: row.after))
        situation = row.after
        matched += 1
      }
      return run(from: next, at: matched, path: steps)
    }

    private mutating func reach(_ position: Int, _ situation: Situation, expected: String?, path: [Verdict.Step]) {
      if position > furthest { (furthest, furthestPoints, furthestPath) = (position, [], path) }
      guard position == furthest, !furthestPoints.contains(where: { $0.situation == situation && $0.expected == expected })
      else { return }
      furthestPoints.append((situation, expected))
    }

    /// Every event, for each unit it could happen to (and for all of them at once).
    func occurrences(in situation: Situation) -> [Scenario.Occurrence] {
      let scenes: [Int?] = situation.units.count > 1 ? [nil] + (1...situation.units.count).map { $0 } : [nil]
      return lifecycle.events.flatMap { event in scenes.map { Scenario.Occurrence(event.id, scene: $0) } }
    }

    /// Where the runs that got furthest stopped, and the calls they allow next.
    func divergence() -> Divergence? {
      guard furthest >= 0, furthest < entries.count else { return nil }
      var expected: Set<String> = []
      var situations: [Situation] = []
      for point in furthestPoints {
        if !situations.contains(point.situation) { situations.append(point.situation) }
        if let call = point.expected {
          expected.insert(call)
          continue
        }
        for occurrence in occurrences(in: point.situation) {
          var next = Replay(lifecycle: lifecycle, situation: point.situation)
          do throws(Replay.Refusal) { try next.apply(occurrence) } catch { continue }
          if let call = next.rows.lazy.compactMap(\.call).first { expected.insert(call.method) }
        }
      }
      return Divergence(entry: entries[furthest], situations: situations, expected: expected.sorted())
    }
  }
}
