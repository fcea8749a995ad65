/// Replays a scenario's events through a life-cycle model and derives the sequence of delegate calls.
///
/// Each event fires transitions of the model (``EventRule``); each transition contributes its own steps and
/// those of the process and session rules that hold at that moment (``CallRule``). Nothing about a scenario's
/// calls is written by hand.
public struct Simulator: Sendable {
  /// The most calls and system steps one scenario may make: more could only come from a hostile model (the
  /// longest built-in scenario makes 17), and would be drawn as a sequence diagram of that many rows.
  public static let maximumRows = 1_000

  /// The model events are replayed through.
  public let lifecycle: Lifecycle

  /// The notification each delegate method posts, by the method's id (``Catalog/notificationNames``).
  public let notifications: [String: String]

  /// Creates a simulator for a model; `notifications` are the catalog's, for the tables' Notification column.
  public init(_ lifecycle: Lifecycle, notifications: [String: String] = [:]) {
    self.lifecycle = lifecycle
    self.notifications = notifications
  }

  /// Replays the scenario's variant for this model.
  public func run(_ scenario: Scenario) throws(SimulationError) -> ScenarioRun {
    guard let variant = scenario.variant(lifecycle.id) else {
      throw SimulationError(
        scenario: scenario.id, model: lifecycle.id, step: 0, event: nil, state: "-",
        reason: "the scenario has no \(lifecycle.id.rawValue) variant")
    }
    var replay = Replay(lifecycle: lifecycle, situation: variant.start)
    for (number, occurrence) in variant.events.enumerated() {
      do throws(Replay.Refusal) {
        try replay.apply(occurrence)
      } catch {
        throw SimulationError(
          scenario: scenario.id, model: lifecycle.id, step: number + 1, event: occurrence.event,
          state: replay.describe(), reason: error.reason)
      }
      if replay.rows.count > Self.maximumRows {
        throw SimulationError(
          scenario: scenario.id, model: lifecycle.id, step: number + 1, event: nil, state: replay.describe(),
          reason:
            "the scenario makes more than \(Self.maximumRows) calls by its step \(number + 1); split it into shorter scenarios"
        )
      }
    }
    return ScenarioRun(
      scenario: scenario, lifecycle: lifecycle, start: variant.start, rows: replay.rows, notes: variant.notes,
      sources: variant.sources, holdsFor: variant.holdsFor ?? lifecycle.releases, postedNotifications: notifications)
  }
}
