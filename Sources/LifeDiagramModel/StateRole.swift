/// What kind of state a state is, independent of the model it belongs to.
///
/// Apple's figures colour states by role (grey when nothing runs, yellow inactive, green active, blue background
/// or unattached); the renderer maps roles to colours, the model only says which role a state plays.
public enum StateRole: String, Codable, CaseIterable, Sendable, Hashable {
  /// No process (app-based *Not running*).
  case notRunning = "not-running"
  /// Not connected to the app (scene-based *Unattached*).
  case unattached
  /// On screen but not receiving events.
  case inactive
  /// On screen and receiving events.
  case active
  /// Off screen and running code.
  case background
  /// In memory and frozen.
  case suspended
}
