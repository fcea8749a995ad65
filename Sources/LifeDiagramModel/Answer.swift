/// A yes/no answer to a question about a state (is the process in memory? does it run code?), with the nuances
/// Apple's documentation gives.
public enum Answer: String, Codable, CaseIterable, Sendable, Hashable {
  /// Yes.
  case yes
  /// No.
  case no
  /// Yes, but limited (in time, or to the events the app registered for).
  case limited
  /// The state implies neither answer.
  case notImplied = "not implied"
}
