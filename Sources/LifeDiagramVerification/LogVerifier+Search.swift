import LifeDiagramModel

extension LogVerifier {
  /// A depth-first search over (point, position in the log), each pair tried once: a point is a situation and the
  /// scene identity the log has given each unit so far. It keeps its own stack of frames, one per pair being tried,
  /// so a log of any length fits in the machine's stack; and it keeps every step once, in `steps`, each pointing to
  /// the one before it, so the runs it tries share what they have in common: its memory grows with the log, and
  /// only a verdict's path is ever copied out. The events that can happen in a situation are replayed once per
  /// situation (``Table``). An event whose calls are all hidden moves the run without reading the log; since each
  /// pair is tried once, the search stays linear in the log's length.
  ///
  /// The passes of one verification share a search: they differ only at the log's first entry (see
  /// ``entersMidEvent`` and ``hidesAtStart``), so a pair past it that one pass tried fails alike in the next, and
  /// only the pairs at the first entry are tried again.
  struct Search {
    var table: Table
    let entries: [CallLog.Entry]
    /// Each entry's method, receiver (-1: none of the model's), scene and view identity, as numbers (-1: no
    /// identity), and whether the entry is the first to name its scene (a view may come back after it left).
    let entryMethods: [Int]
    let entryReceivers: [Int]
    let entryScenes: [Int]
    let entryViews: [Int]
    let entryNamesANewScene: [Bool]
    /// Whether the first event may be entered at any of its calls (the log started late).
    var entersMidEvent = false
    /// Whether the log may begin after events whose calls are all hidden (else such an event cannot come first: a
    /// start in the state after it is tried instead).
    var hidesAtStart = false
    /// The points met so far, by number; a point's number by `situation << 32 | identities` (both numbers of
    /// things held in memory, far below 2³²); and the lists of identities by number.
    var points: [Point] = []
    var pointIDs: [Int: Int] = [:]
    var identityLists: [[Int]] = []
    var identityListIDs: [[Int]: Int] = [:]
    /// The positions each point was tried at past the first entry, one bit each for as many points as
    /// ``denseWords`` allows (empty for the others); the pairs of the others, as `point * entries.count + position`;
    /// and the points tried at the first entry.
    var tried: [[UInt64]] = []
    var sparse: Set<Int> = []
    var triedAtStart: Set<Int> = []
    /// The words the bits may take, 64 MB: the common case, fast. A log that names a new scene at every turn makes
    /// a point per scene, and a bit per line for each would take memory by the square of its length.
    var denseWordsLeft = 8 << 20
    /// Every step some run took, each with the step before it in its run (``Search/root`` for the first): a run is
    /// the index of its last step.
    var steps: [Node] = []
    /// The first entry no run explains yet, where the runs that got there stood, and what they expected there
    /// (nil: any event's first call from that situation).
    var furthest = -1
    var furthestPoints: [(situation: Int, expected: Int?)] = []
    var furthestEnd = Search.root

    /// The points the search may meet (``LogVerifier/pointLimit``): a real run's log meets a few hundred (219 for
    /// 2,000 lines of a partially logged scene app). Past it the search stops and says so (``exhausted``).
    let pointLimit: Int
    var exhausted = false

    /// The run that has taken no step yet.
    static let root: Int32 = -1

    /// A situation (by its number in the table) and the identity of each unit (-1: none yet), by the number of
    /// the list in ``identityLists``.
    struct Point: Hashable {
      var situation: Int
      var identities: Int
    }

    /// One step of a run: the entry, the call that made it (its place in ``Table/calls``), and the run it extends.
    struct Node {
      var entry: Int32
      var call: Int32
      var parent: Int32
    }

    /// A (point, position) pair being tried, and how far through its moves and their offsets it got.
    struct Frame {
      let point: Int
      let position: Int
      /// The run that got here.
      let run: Int32
      let moves: [Move]
      /// The move after the one being tried, and the offsets into the calls of the one being tried left to try.
      var nextMove = 0
      var offsets: Range<Int> = 0..<0
    }

    init(table: Table, entries: [CallLog.Entry], pointLimit: Int) {
      self.table = table
      self.entries = entries
      self.pointLimit = pointLimit

      var identities: [String: Int] = [:]
      func number(_ identity: String?, prefix: String) -> Int {
        guard let identity else { return -1 }
        let key = prefix + identity
        if let known = identities[key] { return known }
        identities[key] = identities.count
        return identities.count - 1
      }
      entryScenes = entries.map { number($0.scene, prefix: "s") }
      entryViews = entries.map { number($0.view, prefix: "v") }
      entryMethods = entries.map { table.methodIDs[$0.method] ?? -1 }
      entryReceivers = entries.map { table.receiverID($0.receiver) }
      var named: Set<Int> = []
      entryNamesANewScene = entryScenes.map { $0 >= 0 && named.insert($0).inserted }
    }

    /// Starts a pass: the points at the first entry may be tried again, with its rules.
    mutating func startPass(entersMidEvent: Bool, hidesAtStart: Bool) {
      (self.entersMidEvent, self.hidesAtStart) = (entersMidEvent, hidesAtStart)
      triedAtStart = []
    }

    /// The steps of a run, first to last.
    func path(to end: Int32) -> [Verdict.Step] {
      var path: [Verdict.Step] = []
      var index = end
      while index != Self.root {
        let node = steps[Int(index)]
        let call = table.calls[Int(node.call)]
        let entry = entries[Int(node.entry)]
        let identity = call.unit.flatMap { entry.identity(ofUnitKind: table.unitKind($0, in: call.after)) }
        path.append(
          Verdict.Step(
            entry: entry, transition: call.transition, after: table.situations[call.after], unit: call.unit,
            identity: identity))
        index = node.parent
      }
      return path.reversed()
    }

    /// The steps of a run that got furthest.
    var furthestPath: [Verdict.Step] { path(to: furthestEnd) }

    /// Searches from `start` at the log's first entry: the run that explains the whole log, or nil. Depth first:
    /// the events of a situation in the model's order (those that make a logged call first), each entered at each
    /// offset in turn, each followed as far as it goes before the next is tried.
    mutating func run(from start: Situation) -> Int32? {
      var stack: [Frame] = []
      let first = point(table.intern(start), identities: identityList([]))
      if let found = enter(first, at: 0, run: Self.root, onto: &stack) { return found }
      while !stack.isEmpty {
        if exhausted { return nil }
        let top = stack.count - 1
        guard let (calls, after) = nextMove(of: &stack[top]) else {
          stack.removeLast()
          continue
        }
        let (from, at, run) = (stack[top].point, stack[top].position, stack[top].run)
        guard let (position, identities) = match(calls, at: at, from: from, run: run) else { continue }
        if position == entries.count { return extend(run, with: calls, from: at) }
        let next = point(after, identities: identities ?? points[from].identities)
        guard markTried(next, at: position) else { continue }
        let extended = extend(run, with: calls, from: at)
        push(next, at: position, run: extended, onto: &stack, reached: position > at)
      }
      return nil
    }

    /// The number of the point of `situation` with the identity list numbered `identities`, padded to its units.
    private mutating func point(_ situation: Int, identities: Int) -> Int {
      var identities = identities
      let units = table.situations[situation].units.count
      if identityLists[identities].count < units {
        identities = identityList(
          identityLists[identities] + Array(repeating: -1, count: units - identityLists[identities].count))
      }
      let key = situation << 32 | identities
      if let known = pointIDs[key] { return known }
      points.append(Point(situation: situation, identities: identities))
      if points.count > pointLimit { exhausted = true }
      tried.append([])
      pointIDs[key] = points.count - 1
      return points.count - 1
    }

    /// The number of an identity list.
    private mutating func identityList(_ list: [Int]) -> Int {
      if let known = identityListIDs[list] { return known }
      identityLists.append(list)
      identityListIDs[list] = identityLists.count - 1
      return identityLists.count - 1
    }

    /// Marks the pair tried; false when it was already.
    private mutating func markTried(_ point: Int, at position: Int) -> Bool {
      if position == 0 { return triedAtStart.insert(point).inserted }
      let words = entries.count >> 6 + 1
      if tried[point].isEmpty && denseWordsLeft >= words {
        tried[point] = Array(repeating: 0, count: words)
        denseWordsLeft -= words
      }
      guard !tried[point].isEmpty else { return sparse.insert(point * entries.count + position).inserted }
      let (word, bit) = (position >> 6, UInt64(1) << UInt64(position & 63))
      guard tried[point][word] & bit == 0 else { return false }
      tried[point][word] |= bit
      return true
    }

    /// Starts trying `point` at `position`: the run when the log ends there; else a new frame, unless the pair was
    /// tried before.
    private mutating func enter(_ point: Int, at position: Int, run: Int32, onto stack: inout [Frame]) -> Int32? {
      if position == entries.count { return run }
      guard markTried(point, at: position) else { return nil }
      push(point, at: position, run: run, onto: &stack, reached: true)
      return nil
    }

    /// A frame for a pair not tried before. A point `reached` by a logged call (or a start) is where a divergence
    /// may be said to be; one reached only through hidden calls is not (its calls count among what is expected
    /// there).
    private mutating func push(_ point: Int, at position: Int, run: Int32, onto stack: inout [Frame], reached: Bool) {
      let situation = points[point].situation
      if reached { reach(position, situation, expected: nil, run: run) }
      // Only at the first entry, entered midway, may a move's later call meet it.
      let moves =
        position == 0 && entersMidEvent
        ? table.moves(from: situation) : table.moves(from: situation, startingWith: entryMethods[position])
      stack.append(Frame(point: point, position: position, run: run, moves: moves))
    }

    /// The next move of a frame to match, at its next offset: its calls from that offset, and the situation
    /// after it; nil when every one was tried. The first event of a log may be entered at any of its calls.
    private func nextMove(of frame: inout Frame) -> (calls: Range<Int>, after: Int)? {
      while frame.offsets.isEmpty {
        guard frame.nextMove < frame.moves.count else { return nil }
        let calls = frame.moves[frame.nextMove].calls
        frame.nextMove += 1
        if calls.isEmpty && frame.position == 0 && !hidesAtStart { continue }
        // Past the log's start, a process that ended launches again with its launch calls: one the log leaves
        // unsaid is not assumed.
        if frame.moves[frame.nextMove - 1].hidesLaunch && frame.position > 0 { continue }
        frame.offsets = frame.position == 0 && entersMidEvent && !calls.isEmpty ? 0..<calls.count : 0..<1
      }
      let move = frame.moves[frame.nextMove - 1]
      return (move.calls.dropFirst(frame.offsets.removeFirst()), move.after)
    }

    /// Matches an event's calls against the log from `position`, where `point` is: where the search goes on and
    /// with which identities, when they changed (the log's end, when it ends inside the event: a fit), or nil when
    /// a call differs from the log's (or is made by another scene than the line names), which is a place the
    /// search got to.
    private mutating func match(_ calls: Range<Int>, at position: Int, from point: Int, run: Int32) -> (
      position: Int, identities: Int?
    )? {
      var matched = position
      var identities: [Int]?
      var situation = points[point].situation
      for index in calls {
        if matched == entries.count { break }
        let call = table.calls[index]
        guard entryMethods[matched] == call.method,
          entryReceivers[matched] < 0 || entryReceivers[matched] == call.receiver,
          entries[matched].phase == nil || entries[matched].phase == call.phase,
          bind(matched, to: call, &identities, of: point)
        else {
          if matched > position && matched >= furthest {
            let stopped =
              matched > furthest ? extend(run, with: calls.prefix(matched - position), from: position) : furthestEnd
            reach(matched, situation, expected: call.method, run: stopped)
          }
          return nil
        }
        situation = call.after
        matched += 1
      }
      return (matched, identities.map { identityList($0) })
    }

    /// `run` extended by a step for each of `calls` (as many as the log has entries left from `position`).
    private mutating func extend(_ run: Int32, with calls: Range<Int>, from position: Int) -> Int32 {
      var run = run
      for (offset, call) in calls.prefix(entries.count - position).enumerated() {
        steps.append(Node(entry: Int32(position + offset), call: Int32(call), parent: run))
        run = Int32(steps.count - 1)
      }
      return run
    }

    /// Whether the scene the entry names may be the unit that makes `call`: the unit already has that identity, or
    /// has none yet and no other unit has it, or is connecting anew (a scene object's address changes when it
    /// reconnects; a disconnected unit gives its identity up). The first call of a new session names a scene the
    /// log has not named before.
    private func bind(_ entry: Int, to call: Call, _ changed: inout [Int]?, of point: Int) -> Bool {
      guard let unit = call.unit else { return true }
      let isView = call.isView
      let identity = isView ? entryViews[entry] : entryScenes[entry]
      guard identity >= 0 else { return true }
      var identities = changed ?? identityLists[points[point].identities]
      defer { if identities != changed ?? identityLists[points[point].identities] { changed = identities } }
      if identities.count <= unit { identities += Array(repeating: -1, count: unit + 1 - identities.count) }
      if identities[unit] == identity { return true }
      if call.opensSession && !isView && !entryNamesANewScene[entry] { return false }
      guard identities[unit] == -1 || call.connects else { return false }
      if let other = identities.firstIndex(of: identity) {
        let released = table.lifecycle.firstState(ofUnitKind: table.unitKind(other, in: call.after))
        guard table.situations[call.after].units[other].state == released else { return false }
        identities[other] = -1
      }
      identities[unit] = identity
      return true
    }

    private mutating func reach(_ position: Int, _ situation: Int, expected: Int?, run: Int32) {
      if position > furthest { (furthest, furthestPoints, furthestEnd) = (position, [], run) }
      guard position == furthest,
        !furthestPoints.contains(where: { $0.situation == situation && $0.expected == expected })
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
