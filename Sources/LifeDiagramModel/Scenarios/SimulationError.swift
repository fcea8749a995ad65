/// A scenario that cannot be replayed: an event that is illegal in the state it happens in.
public struct SimulationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The scenario's id.
  public var scenario: String
  /// The life cycle it was replayed through.
  public var model: LifecycleID
  /// The number of the failing event in the scenario, from 1.
  public var step: Int
  /// The event, or nil when the scenario could not start.
  public var event: EventID?
  /// The situation the event happened in, in words.
  public var state: String
  /// Why the event cannot happen.
  public var reason: String

  /// Creates an error.
  public init(scenario: String, model: LifecycleID, step: Int, event: EventID?, state: String, reason: String) {
    self.scenario = scenario
    self.model = model
    self.step = step
    self.event = event
    self.state = state
    self.reason = reason
  }

  public var description: String {
    guard let event else { return "scenario '\(scenario)' (\(model.rawValue) model): \(reason)" }
    return "scenario '\(scenario)' (\(model.rawValue) model), step \(step): event '\(event.rawValue)' cannot happen "
      + "in state \(state): \(reason)"
  }
}
