extension LogVerifier {
  /// A depth-first search over (point, position in the log), each pair tried once: a point is a situation and the
  /// scene identity the log has given each unit so far. It keeps its own stack of frames, one per pair being tried,
  /// so a log of any length fits in the machine's stack; and it keeps every step once, in `steps`, each pointing to
  /// the one before it, so the runs it tries share what they have in common: its memory grows with the log, and
  /// only a verdict's path is ever copied out. The events that can happen in a situation are replayed once per
  /// situation (``Table``). An event whose calls are all hidden moves the run without reading the log; since each
  /// pair is tried once, the search stays linear in the log's length.
  struct Search {
    var table: Table
    let entries: [CallLog.Entry]
    /// Each entry's method and scene identity, as numbers (-1: no identity), and whether the entry is the first to
    /// name its scene.
    let entryMethods: [Int]
    let entryScenes: [Int]
    let entryNamesANewScene: [Bool]
    let entersMidEvent: Bool
    /// Whether the log may begin after events whose calls are all hidden (else such an event cannot come first: a
    /// start in the state after it is tried instead).
    let hidesAtStart: Bool
    var points: [Point] = []
    var pointIDs: [Point: Int] = [:]
    /// The (point, position) pairs tried, as `point * (entries.count + 1) + position`.
    var tried: Set<Int> = []
    /// Every step some run took, each with the index of the step before it in its run (``Search/root`` for the
    /// first): a run is the index of its last step.
    var steps: [Node] = []
    /// The first entry no run explains yet, where the runs that got there stood, and what they expected there
    /// (nil: any event's first call from that situation).
    var furthest = -1
    var furthestPoints: [(situation: Int, expected: Int?)] = []
    var furthestEnd = Search.root

    /// The run that has taken no step yet.
    static let root = -1

    /// A situation (by its number in the table) and the identity of each unit (-1: none yet).
    struct Point: Hashable {
      var situation: Int
      var identities: [Int]
    }

    /// One step of a run, and the run it extends.
    struct Node {
      var entry: Int
      var call: Call
      var parent: Int
    }

    /// A (point, position) pair being tried, and how far through its moves and their offsets it got.
    struct Frame {
      let point: Int
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
      /// Every call matched: the search goes on from `position`, the units named as `identities`.
      case goesOn(position: Int, run: Int, identities: [Int])
    }

    init(table: Table, entries: [CallLog.Entry], entersMidEvent: Bool, hidesAtStart: Bool) {
      self.table = table
      self.entries = entries
      self.entersMidEvent = entersMidEvent
      self.hidesAtStart = hidesAtStart
      var scenes: [String: Int] = [:]
      entryScenes = entries.map { entry in
        guard let scene = entry.scene else { return -1 }
        if let known = scenes[scene] { return known }
        scenes[scene] = scenes.count
        return scenes.count - 1
      }
      entryMethods = entries.map { table.methodIDs[$0.method] ?? -1 }
      var named: Set<Int> = []
      entryNamesANewScene = entryScenes.map { $0 >= 0 && named.insert($0).inserted }
    }

    /// The steps of a run, first to last.
    func path(to end: Int) -> [Verdict.Step] {
      var path: [Verdict.Step] = []
      var index = end
      while index != Self.root {
        let node = steps[index]
        path.append(
          Verdict.Step(
            entry: entries[node.entry], transition: node.call.transition, after: table.situations[node.call.after],
            unit: node.call.unit))
        index = node.parent
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
      let first = point(table.intern(start), identities: [])
      if let found = enter(first, at: 0, run: Self.root, onto: &stack) { return found }
      while !stack.isEmpty {
        guard let (calls, after) = nextMove(of: &stack[stack.count - 1]) else {
          stack.removeLast()
          continue
        }
        let frame = stack[stack.count - 1]
        switch match(calls, at: frame.position, run: frame.run, from: points[frame.point]) {
        case .logEnds(let run): return run
        case .differs: continue
        case .goesOn(let position, let run, let identities):
          let next = point(after, identities: identities)
          if let found = enter(next, at: position, run: run, onto: &stack, reached: position > frame.position) { return found }
        }
      }
      return nil
    }

    /// The number of the point of `situation` with `identities`, one for each of its units.
    private mutating func point(_ situation: Int, identities: [Int]) -> Int {
      var identities = identities
      let units = table.situations[situation].units.count
      if identities.count < units { identities += Array(repeating: -1, count: units - identities.count) }
      let point = Point(situation: situation, identities: identities)
      if let known = pointIDs[point] { return known }
      points.append(point)
      pointIDs[point] = points.count - 1
      return points.count - 1
    }

    /// Starts trying `point` at `position`: the run when the log ends there; else a new frame, unless the pair was
    /// tried before. A point `reached` by a logged call (or a start) is where a divergence may be said to be; one
    /// reached only through hidden calls is not (its calls count among what is expected there).
    private mutating func enter(_ point: Int, at position: Int, run: Int, onto stack: inout [Frame], reached: Bool = true) -> Int? {
      if position == entries.count { return run }
      guard tried.insert(point * (entries.count + 1) + position).inserted else { return nil }
      let situation = points[point].situation
      if reached { reach(position, situation, expected: nil, run: run) }
      stack.append(Frame(point: point, position: position, run: run, moves: table.moves(from: situation)))
      return nil
    }

    /// The next move of a frame to match, at its next offset: its calls from that offset, and the situation
    /// after it; nil when every one was tried. The first event of a log may be entered at any of its calls.
    private func nextMove(of frame: inout Frame) -> (calls: ArraySlice<Call>, after: Int)? {
      while frame.offsets.isEmpty {
        guard frame.nextMove < frame.moves.count else { return nil }
        let calls = frame.moves[frame.nextMove].calls
        frame.nextMove += 1
        if calls.isEmpty && frame.position == 0 && !hidesAtStart { continue }
        frame.offsets = frame.position == 0 && entersMidEvent && !calls.isEmpty ? calls.indices : 0..<1
      }
      let move = frame.moves[frame.nextMove - 1]
      return (move.calls.dropFirst(frame.offsets.removeFirst()), move.after)
    }

    /// Matches an event's calls against the log from `position`, extending `run` by a step for each call that
    /// matches: the whole event, then the search goes on; the log's end inside the event, a fit; a different
    /// call (or a call by another scene than the line names), a place the search got to.
    private mutating func match(_ calls: ArraySlice<Call>, at position: Int, run: Int, from point: Point) -> Match {
      var run = run
      var matched = position
      var situation = point.situation
      var identities = point.identities
      for call in calls {
        if matched == entries.count { return .logEnds(run: run) }
        guard entryMethods[matched] == call.method, bind(matched, to: call, &identities) else {
          if matched > position { reach(matched, situation, expected: call.method, run: run) }
          return .differs
        }
        steps.append(Node(entry: matched, call: call, parent: run))
        run = steps.count - 1
        situation = call.after
        matched += 1
      }
      return .goesOn(position: matched, run: run, identities: identities)
    }

    /// Whether the scene the entry names may be the unit that makes `call`: the unit already has that identity, or
    /// has none yet and no other unit has it, or is connecting anew (a scene object's address changes when it
    /// reconnects; a disconnected unit gives its identity up). The first call of a new session names a scene the
    /// log has not named before.
    private func bind(_ entry: Int, to call: Call, _ identities: inout [Int]) -> Bool {
      let identity = entryScenes[entry]
      guard identity >= 0, let unit = call.unit else { return true }
      if identities.count <= unit { identities += Array(repeating: -1, count: unit + 1 - identities.count) }
      if identities[unit] == identity { return true }
      if call.opensSession && !entryNamesANewScene[entry] { return false }
      guard identities[unit] == -1 || call.connects else { return false }
      if let other = identities.firstIndex(of: identity) {
        guard table.situations[call.after].units[other].state == table.lifecycle.initialState else { return false }
        identities[other] = -1
      }
      identities[unit] = identity
      return true
    }

    private mutating func reach(_ position: Int, _ situation: Int, expected: Int?, run: Int) {
      if position > furthest { (furthest, furthestPoints, furthestEnd) = (position, [], run) }
      guard position == furthest, !furthestPoints.contains(where: { $0.situation == situation && $0.expected == expected })
      else { return }
      furthestPoints.append((situation, expected))
    }

    /// Where the runs that got furthest stopped, and the calls they allow next.
    mutating func divergence() -> Divergence? {
      guard furthest >= 0, furthest < entries.count else { return nil }
      var expected: Set<String> = []
      var situations: [Situation] = []
      for point in furthestPoints {
        let situation = table.situations[point.situation]
        if !situations.contains(situation) { situations.append(situation) }
        if let call = point.expected {
          expected.insert(table.methods[call])
        } else {
          expected.formUnion(table.firstCalls(from: point.situation))
        }
      }
      return Divergence(entry: entries[furthest], situations: situations, expected: expected.sorted())
    }
  }
}
