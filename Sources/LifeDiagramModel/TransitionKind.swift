/// Why a transition happens: the distinction the diagrams draw as dashed or solid lines.
///
/// The reading comes from seed S0: a dashed line in Apple's figures is a transition the system makes on its own,
/// with no specific event; a solid line is caused by a user or system event.
public enum TransitionKind: String, Codable, CaseIterable, Sendable, Hashable {
  /// The system makes the transition by itself, with no specific event.
  case systemAutomatic = "system-automatic"
  /// A user or system event causes the transition.
  case eventDriven = "event-driven"
}
