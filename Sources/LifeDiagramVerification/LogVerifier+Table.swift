import LifeDiagramModel

extension LogVerifier.Search {
  /// The model as the search reads it: situations numbered as they are met, the moves (events) each allows with
  /// their calls the log is held to only (``LogVerifier/observedCalls(_:logged:)``), and the methods numbered. Shared by the searches of one log.
  struct Table {
    let lifecycle: Lifecycle
    /// The methods, by number: the model's, each once.
    let methods: [String]
    let methodIDs: [String: Int]
    /// The calls the log is held to, as `Receiver.method`.
    let observed: Set<String>
    /// The receivers of the model's calls, by number.
    let receiverIDs: [Receiver: Int]
    /// How many units a run may have (``LogVerifier/maximumUnits(_:lifecycle:)``).
    let maximumUnits: Int
    /// The states a unit added to a run may start in: a scene's first, and a view's where the log names views.
    let newUnitStates: [StateID]
    /// Whether the log names scenes (`scene=ID`): then a scene added to a run is one the log names, else one
    /// whose connection it logs.
    let namesScenes: Bool
    private(set) var situations: [Situation] = []
    /// Every call of every move, each move's a range of it: a step of a run names its call by its place here.
    private(set) var calls: [Call] = []
    private var situationIDs: [Situation: Int] = [:]
    private var movesBySituation: [[Move]?] = []
    private var movesByFirstCall: [Int: [Int: [Move]]] = [:]

    init(lifecycle: Lifecycle, observed: Set<String>, log: CallLog) {
      self.lifecycle = lifecycle
      var seen: Set<String> = []
      methods = lifecycle.everyCall.map(\.method).filter { seen.insert($0).inserted }
      let methodIDs = Dictionary(uniqueKeysWithValues: methods.enumerated().map { ($1, $0) })
      self.methodIDs = methodIDs
      self.observed = observed
      var receivers: [Receiver: Int] = [:]
      for call in lifecycle.everyCall where receivers[call.receiver] == nil {
        receivers[call.receiver] = receivers.count
      }
      receiverIDs = receivers
      maximumUnits = LogVerifier.maximumUnits(log, lifecycle: lifecycle)
      let namesViews = log.entries.contains { $0.view != nil }
      namesScenes = log.entries.contains { $0.scene != nil }
      newUnitStates =
        [lifecycle.initialState]
        + (namesViews ? lifecycle.firstState(ofUnitKind: CallLog.viewKind).map { [$0] } ?? [] : [])
    }

    /// The number of the model's receiver `name`, or -1 for a name that is none of its receivers (a log's own
    /// type names, `MyAppDelegate`, say nothing).
    func receiverID(_ name: String?) -> Int { name.flatMap { receiverIDs[Receiver(rawValue: $0)] } ?? -1 }

    /// The kind of unit `unit` is in `situation` (nil: the model's own).
    func unitKind(_ unit: Int, in situation: Int) -> String? {
      let units = situations[situation].units
      return unit < units.count ? lifecycle.state(units[unit].state)?.unit : nil
    }

    /// The number of `situation`, given on first sight.
    mutating func intern(_ situation: Situation) -> Int {
      if let known = situationIDs[situation] { return known }
      situations.append(situation)
      movesBySituation.append(nil)
      situationIDs[situation] = situations.count - 1
      return situations.count - 1
    }

    /// The events that can happen in a situation (numbered), in the order of ``occurrences(in:)``, then a new scene
    /// connecting while another is connected (as in `second-scene-ipad`) with a logged call, each replayed once: what an event does
    /// depends on the situation alone, not on the rows a replay wrote before it (as the search's `tried` assumes).
    mutating func moves(from situation: Int) -> [Move] {
      if let known = movesBySituation[situation] { return known }
      let before = situations[situation]
      var moves = occurrences(in: before).compactMap { move(from: before, $0) }
      if lifecycle.unitName != nil, before.units.count < maximumUnits,
        before.units.contains(where: { $0.state != lifecycle.initialState })
      {
        for first in newUnitStates {
          var grown = before
          grown.units.append(Situation.Unit(first))
          for event in lifecycle.events {
            // A unit the log shows nothing of is not assumed: its calls would be hidden, and it would only
            // multiply the situations a failing search goes through. Nor is a scene the log neither names nor
            // shows connecting: one would explain any line by a second scene that connected in silence.
            let unit = grown.units.count - 1
            guard let move = move(from: grown, Scenario.Occurrence(event.id, scene: grown.units.count)),
              situations[move.after].units.last?.state != first,
              calls[move.calls].contains(where: { $0.unit == unit }),
              namesScenes || !move.unseenFirstCalls.contains(unit)
            else { continue }
            moves.append(move)
          }
        }
      }
      // Moves that make a logged call first: a run that explains the log by what it shows is found before one
      // that needs events it shows nothing of. Of those, one per situation they lead to: they differ in nothing
      // the search sees.
      var hiddenAfters: Set<[Int]> = []
      moves =
        moves.filter { !$0.calls.isEmpty }
        + moves.filter { $0.calls.isEmpty && hiddenAfters.insert([$0.after, $0.hidesLaunch ? 1 : 0]).inserted }
      movesBySituation[situation] = moves
      return moves
    }

    /// The moves from a situation that can come next when the log's next call is of `method`: those whose first
    /// call is one, then those that make no logged call.
    mutating func moves(from situation: Int, startingWith method: Int) -> [Move] {
      if let known = movesByFirstCall[situation]?[method] { return known }
      let all = moves(from: situation)
      let fitting = all.filter { $0.calls.isEmpty ? true : calls[$0.calls.lowerBound].method == method }
      movesByFirstCall[situation, default: [:]][method] = fitting
      return fitting
    }

    /// Every event, for each unit it could happen to (and for all of them at once).
    func occurrences(in situation: Situation) -> [Scenario.Occurrence] {
      let scenes: [Int?] = situation.units.count > 1 ? [nil] + (1...situation.units.count).map { $0 } : [nil]
      return lifecycle.events.flatMap { event in scenes.map { Scenario.Occurrence(event.id, scene: $0) } }
    }

    /// The move `occurrence` makes from `situation`: its calls of observed methods, or nil when it cannot happen.
    private mutating func move(from situation: Situation, _ occurrence: Scenario.Occurrence) -> Move? {
      var next = Replay(lifecycle: lifecycle, situation: situation)
      do throws(Replay.Refusal) { try next.apply(occurrence) } catch { return nil }
      let first = calls.count
      var launchCallHeld = false
      var launchCalls: [Int] = []
      var unitsSeen: Set<Int> = []
      var unseenFirstCalls: Set<Int> = []
      for row in next.rows {
        guard let call = row.call else { continue }
        let held = methodIDs[call.method] != nil && observed.contains(call.receiver.rawValue + "." + call.method)
        if row.launchesProcess && held { launchCallHeld = true }
        if row.launchesProcess, let method = methodIDs[call.method] { launchCalls.append(method) }
        if let unit = row.scene.map({ $0 - 1 }), unitsSeen.insert(unit).inserted, !held {
          unseenFirstCalls.insert(unit)
        }
        guard held, let method = methodIDs[call.method] else { continue }
        let unit = row.scene.map { $0 - 1 }
        let before = unit.map { row.before.units[$0] }
        calls.append(
          Call(
            method: method, receiver: receiverIDs[call.receiver] ?? -1,
            phase: lifecycle.reportedPhase(after: row.after, unit: unit),
            transition: row.transition?.id, after: intern(row.after), unit: unit,
            isView: before.map { lifecycle.state($0.state)?.unit == CallLog.viewKind } ?? false,
            connects: before.map { $0.state == lifecycle.firstState(ofUnitKind: lifecycle.state($0.state)?.unit) }
              ?? false,
            opensSession: before.map { !$0.hasSession } ?? false))
      }
      // A process that was not running (or only prewarmed) and runs after the move was launched, whatever rows
      // the model gives it: a launch none of whose launch calls is held is one the log leaves unsaid.
      let launches = [.notRunning, .prewarmed].contains(situation.process) && next.situation.process == .running
      return Move(
        calls: first..<calls.count, after: intern(next.situation), hidesLaunch: launches && !launchCallHeld,
        launchCalls: launchCalls, unseenFirstCalls: unseenFirstCalls)
    }

    /// The observed calls that can come first from a situation past the log's start: each move's first, through
    /// the moves that make none; where a move launches the process without its launch calls, those calls.
    mutating func firstCalls(from situation: Int) -> Set<String> {
      var found: Set<String> = []
      var seen: Set<Int> = [situation]
      var queue = [situation]
      while let next = queue.popLast() {
        for move in moves(from: next) {
          if move.hidesLaunch {
            found.formUnion(move.launchCalls.map { methods[$0] })
          } else if let call = move.calls.first {
            found.insert(methods[calls[call].method])
          } else if seen.insert(move.after).inserted {
            queue.append(move.after)
          }
        }
      }
      return found
    }
  }

  /// An event that can happen in a situation: the calls of observed methods its replay makes (their places in
  /// ``Table/calls``), and the situation after it.
  struct Move {
    var calls: Range<Int>
    var after: Int
    /// Whether the move launches the process without any of its launch calls held (none is logged): only the
    /// log's start may be such a launch; a process that ended launches again with its launch calls in the log.
    var hidesLaunch = false
    /// The launch's calls (`application(_:willFinishLaunchingWithOptions:)`, …), held or not: what a log must
    /// show one of where the move hides them.
    var launchCalls: [Int] = []
    /// The units whose first call in the move is not held (a scene whose connection the log does not show).
    var unseenFirstCalls: Set<Int> = []
  }

  /// A call an event makes, as matching needs it: the method, its receiver and the SwiftUI phase it reports, the
  /// transition it is part of, the situation after it, the unit that makes it and whether that unit is a view,
  /// whether the unit was in its kind's first state before it (it connects), and whether it had no session before
  /// it (the call is the first of a new session).
  struct Call {
    var method: Int
    var receiver: Int
    var phase: SwiftUIPhase?
    var transition: TransitionID?
    var after: Int
    var unit: Int?
    var isView: Bool
    var connects: Bool
    var opensSession: Bool
  }
}
