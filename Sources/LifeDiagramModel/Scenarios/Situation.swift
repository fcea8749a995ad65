/// The state of everything a scenario follows: the process, each unit (the app, or each scene) and the
/// session facts.
public struct Situation: Codable, Sendable, Hashable {
  /// The app's process.
  public var process: ProcessState
  /// The app (app-based life cycle) or the scenes, numbered from 1 in this order.
  public var units: [Unit]
  /// Whether the user discarded sessions that the app has not been told about yet.
  public var discardedSessionsPending: Bool

  /// One app or scene.
  public struct Unit: Codable, Sendable, Hashable {
    /// The id of its state in the life-cycle model.
    public var state: StateID
    /// Whether a scene session exists for it (from an earlier run, or since it connected).
    public var hasSession: Bool
    /// The flags it carries: those a scenario starts it with (what the app is made of, e.g. a SwiftUI app's
    /// `scene-delegate`), and those the model's rules have set since (``CallRule/sets``, e.g. `view-loaded`).
    public var flags: Set<String>

    /// Creates a unit.
    public init(_ state: StateID, hasSession: Bool = false, flags: Set<String> = []) {
      self.state = state
      self.hasSession = hasSession
      self.flags = flags
    }
  }

  /// Creates a situation.
  public init(process: ProcessState, units: [Unit], discardedSessionsPending: Bool = false) {
    self.process = process
    self.units = units
    self.discardedSessionsPending = discardedSessionsPending
  }

  /// An app in `state` with the process state that goes with it.
  public static func app(_ state: StateID, process: ProcessState) -> Situation {
    Situation(process: process, units: [Unit(state)])
  }

  /// One scene in `state`.
  public static func scene(
    _ state: StateID, process: ProcessState, hasSession: Bool = true, discardedSessionsPending: Bool = false
  ) -> Situation {
    Situation(
      process: process, units: [Unit(state, hasSession: hasSession)], discardedSessionsPending: discardedSessionsPending
    )
  }
}

/// The state of the app's process, which the scene-based life cycle does not draw.
public enum ProcessState: String, Codable, CaseIterable, Sendable, Hashable {
  /// No process.
  case notRunning = "not-running"
  /// Launched ahead of use and paused before `UIApplicationMain` (iOS 15+).
  case prewarmed
  /// Running code.
  case running
  /// In memory, frozen.
  case suspended

  /// The state in plain words.
  public var name: String {
    switch self {
    case .notRunning: "Not running"
    case .prewarmed: "Prewarmed"
    case .running: "Running"
    case .suspended: "Suspended"
    }
  }
}
