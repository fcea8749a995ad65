/// A life cycle as a game to play by hand, as the HTML explorer's free play does: from the model's start, every
/// situation one app or scene can reach by the model's events, each move the rows a replay of one event writes
/// (``Replay``, rules included). Nothing of it is worked out again in the page: the page only looks moves up.
public struct FreePlay: Sendable, Hashable {
  /// One event that can happen in a situation, and what it does.
  public struct Move: Sendable, Hashable {
    /// The event.
    public var event: EventRule
    /// The rows the event writes: its transitions' calls and system steps, in order.
    public var rows: [SequenceRow]
    /// The index in ``FreePlay/situations`` of the situation after the event.
    public var target: Int

    /// The transitions the event takes, in order.
    public var transitions: [TransitionID] { rows.compactMap { $0.transition?.id } }
  }

  /// The situations, the start first, then in the order they were reached (breadth first, events in the model's
  /// order), so the same model always gives the same numbering.
  public var situations: [Situation]
  /// The moves of each situation, by its index: one per event that applies there.
  public var moves: [[Move]]
  /// Whether ``limit`` or ``moveLimit`` cut the exploration short (a model file's flags can multiply situations).
  public var isTruncated: Bool

  /// The most situations explored. The built-ins reach a few dozen.
  public static let limit = 400
  /// The most moves kept in all: a model file with many events and flags could otherwise make a page of tens of
  /// megabytes. The built-ins have a few hundred.
  public static let moveLimit = 10_000

  /// Explores `lifecycle` from `start`, by default the model's own start: its initial state, with no process
  /// running where the model tracks the process.
  public init(_ lifecycle: Lifecycle, start: Situation? = nil) {
    let first = start ?? Self.start(of: lifecycle)
    var situations = [first]
    var index: [Situation: Int] = [first: 0]
    var moves: [[Move]] = []
    var truncated = false
    var next = 0
    var total = 0
    while next < situations.count {
      var here: [Move] = []
      for event in lifecycle.events {
        guard total < Self.moveLimit else {
          truncated = true
          break
        }
        var replay = Replay(lifecycle: lifecycle, situation: situations[next])
        do throws(Replay.Refusal) { try replay.apply(Scenario.Occurrence(event.id)) } catch { continue }
        let after = replay.situation
        if index[after] == nil {
          guard situations.count < Self.limit else {
            truncated = true
            continue
          }
          index[after] = situations.count
          situations.append(after)
        }
        here.append(Move(event: event, rows: replay.rows, target: index[after]!))
        total += 1
      }
      moves.append(here)
      next += 1
    }
    (self.situations, self.moves, self.isTruncated) = (situations, moves, truncated)
  }

  /// The model's start: one unit in the initial state, the process not running where the model tracks it (and
  /// where the initial state is "not running"); one of the starts `verify` tries (``LogVerifier/defaultStarts``).
  public static func start(of lifecycle: Lifecycle) -> Situation {
    let role = lifecycle.state(lifecycle.initialState)?.role
    let process: ProcessState = lifecycle.tracksProcess || role == .notRunning ? .notRunning : .running
    return Situation(process: process, units: [.init(lifecycle.initialState, hasSession: role != .unattached)])
  }
}
