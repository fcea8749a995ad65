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
      search.movesBySituation = last?.movesBySituation ?? [:]
      for start in starts {
        if let end = search.run(from: start) {
          return Verdict(start: start, path: search.path(to: end), divergence: nil)
        }
      }
      last = search
    }
    return Verdict(start: nil, path: last?.furthestPath ?? [], divergence: last?.divergence())
  }

  /// A depth-first search over (situation, position in the log), each pair tried once. It keeps its own stack
  /// of frames, one per pair being tried, so a log of any length fits in the machine's stack; and it keeps every
  /// step once, in `steps`, each pointing to the one before it, so the runs it tries share what they have in
  /// common: its memory grows with the log, and only a verdict's path is ever copied out. The events that can
  /// happen in a situation are replayed once per situation, not once per pair.
  struct Search {
    let lifecycle: Lifecycle
    let entries: [CallLog.Entry]
    let entersMidEvent: Bool
    var tried: Set<Key> = []
    /// Every step some run took, each with the index of the step before it in its run (``Search/root`` for the
    /// first): a run is the index of its last step.
    var steps: [Node] = []
    /// The first entry no run explains yet, where the runs that got there stood, and what they expected there
    /// (nil: any event's first call from that situation).
    var furthest = -1
    var furthestPoints: [(situation: Situation, expected: String?)] = []
    var furthestEnd = Search.root
    /// The events that can happen in each situation met so far (see ``moves(from:)``).
    var movesBySituation: [Situation: [Move]] = [:]

    /// The run that has taken no step yet.
    static let root = -1

    struct Key: Hashable {
      var situation: Situation
      var position: Int
    }

    /// One step of a run, and the run it extends.
    struct Node {
      var step: Verdict.Step
      var parent: Int
    }

    /// An event that can happen in a situation: the calls its replay makes, and the situation after it.
    struct Move {
      var calls: [Call]
      var after: Situation
    }

    /// A call an event makes, as matching needs it: the method, the transition it is part of, the situation
    /// after it.
    struct Call {
      var method: String
      var transition: TransitionID?
      var after: Situation
    }

    /// A (situation, position) pair being tried, and how far through its moves and their offsets it got.
    struct Frame {
      let situation: Situation
      let position: Int
      /// The run that got here.
      let run: Int
      let moves: [Move]
      /// The move after the one being tried, and the offsets into the calls of the one being tried left to try.
      var nextMove = 0
      var offsets: Range<Int> = 0..<0
    }

    /// How an event's calls met the log.
    enum Match {
      /// The log ends inside the event: the run fits.
      case logEnds(run: Int)
      /// A call differs from the log's: the run stops.
      case differs
      /// Every call matched: the search goes on from `position`.
      case goesOn(position: Int, run: Int)
    }

    init(lifecycle: Lifecycle, entries: [CallLog.Entry], entersMidEvent: Bool) {
      self.lifecycle = lifecycle
      self.entries = entries
      self.entersMidEvent = entersMidEvent
    }

    /// The steps of a run, first to last.
    func path(to end: Int) -> [Verdict.Step] {
      var path: [Verdict.Step] = []
      var index = end
      while index != Self.root {
        path.append(steps[index].step)
        index = steps[index].parent
      }
      return path.reversed()
    }

    /// The steps of a run that got furthest.
    var furthestPath: [Verdict.Step] { path(to: furthestEnd) }

    /// Searches from `start` at the log's first entry: the run that explains the whole log, or nil. Depth first:
    /// the events of a situation in the model's order, each entered at each offset in turn, each followed as far
    /// as it goes before the next is tried.
    mutating func run(from start: Situation) -> Int? {
      var stack: [Frame] = []
      if let found = enter(start, at: 0, run: Self.root, onto: &stack) { return found }
      while !stack.isEmpty {
        guard let (calls, after) = nextMove(of: &stack[stack.count - 1]) else {
          stack.removeLast()
          continue
        }
        let frame = stack[stack.count - 1]
        switch match(calls, at: frame.position, run: frame.run, before: frame.situation) {
        case .logEnds(let run): return run
        case .differs: continue
        case .goesOn(let position, let run):
          if let found = enter(after, at: position, run: run, onto: &stack) { return found }
        }
      }
      return nil
    }

    /// Starts trying `situation` at `position`: the run when the log ends there; else a new frame, unless the
    /// pair was tried before.
    private mutating func enter(_ situation: Situation, at position: Int, run: Int, onto stack: inout [Frame]) -> Int? {
      if position == entries.count { return run }
      guard tried.insert(Key(situation: situation, position: position)).inserted else { return nil }
      reach(position, situation, expected: nil, run: run)
      stack.append(Frame(situation: situation, position: position, run: run, moves: moves(from: situation)))
      return nil
    }

    /// The next move of a frame to match, at its next offset: its calls from that offset, and the situation
    /// after it; nil when every one was tried. The first event of a log may be entered at any of its calls.
    private func nextMove(of frame: inout Frame) -> (calls: ArraySlice<Call>, after: Situation)? {
      while frame.offsets.isEmpty {
        guard frame.nextMove < frame.moves.count else { return nil }
        let calls = frame.moves[frame.nextMove].calls
        frame.nextMove += 1
        frame.offsets = frame.position == 0 && entersMidEvent && !calls.isEmpty ? calls.indices : 0..<1
      }
      let move = frame.moves[frame.nextMove - 1]
      return (move.calls.dropFirst(frame.offsets.removeFirst()), move.after)
    }

    /// The events that can happen in `situation`, in the order of ``occurrences(in:)``, each replayed once: what
    /// an event does depends on the situation alone, not on the rows a replay wrote before it (as `tried` assumes).
    private mutating func moves(from situation: Situation) -> [Move] {
      if let known = movesBySituation[situation] { return known }
      var moves: [Move] = []
      for occurrence in occurrences(in: situation) {
        var next = Replay(lifecycle: lifecycle, situation: situation)
        do throws(Replay.Refusal) { try next.apply(occurrence) } catch { continue }
        let calls = next.rows.compactMap { row in
          row.call.map { Call(method: $0.method, transition: row.transition?.id, after: row.after) }
        }
        moves.append(Move(calls: calls, after: next.situation))
      }
      movesBySituation[situation] = moves
      return moves
    }

    /// Matches an event's calls against the log from `position`, extending `run` by a step for each call that
    /// matches: the whole event, then the search goes on; the log's end inside the event, a fit; a different
    /// call, a place the search got to.
    private mutating func match(_ calls: ArraySlice<Call>, at position: Int, run: Int, before: Situation) -> Match {
      var run = run
      var matched = position
      var situation = before
      for call in calls {
        if matched == entries.count { return .logEnds(run: run) }
        guard entries[matched].method == call.method else {
          if matched > position { reach(matched, situation, expected: call.method, run: run) }
          return .differs
        }
        let step = Verdict.Step(entry: entries[matched], transition: call.transition, after: call.after)
        steps.append(Node(step: step, parent: run))
        run = steps.count - 1
        situation = call.after
        matched += 1
      }
      return .goesOn(position: matched, run: run)
    }

    private mutating func reach(_ position: Int, _ situation: Situation, expected: String?, run: Int) {
      if position > furthest { (furthest, furthestPoints, furthestEnd) = (position, [], run) }
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
