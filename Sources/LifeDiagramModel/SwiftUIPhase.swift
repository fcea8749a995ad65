extension Lifecycle {
  /// The SwiftUI phase an `App` reads in its own `scenePhase` when its units are in `states`: the aggregate,
  /// `active` if any scene is active, else `inactive` if any is in the foreground, else `background` (A29); nil
  /// where no scene is connected, and in a life cycle without ``hasScenePhase``. Units whose states play no role
  /// (a SwiftUI model's views) do not count.
  public func appScenePhase(of states: [StateID]) -> SwiftUIPhase? {
    guard hasScenePhase else { return nil }
    let phases = Set(states.compactMap { state($0)?.role.flatMap(SwiftUIPhase.init) })
    return [.active, .inactive, .background].first(where: phases.contains)
  }
}

extension Lifecycle {
  /// The phase a call reports in `situation`, the one after it: the phase of its unit (`unit`, from 0, a scene's
  /// views see it), or, for a call of no unit (the App's), the aggregate. Nil without ``hasScenePhase``.
  public func reportedPhase(after situation: Situation, unit: Int?) -> SwiftUIPhase? {
    guard hasScenePhase else { return nil }
    guard let unit else { return appScenePhase(of: situation.units.map(\.state)) }
    return unit < situation.units.count ? state(situation.units[unit].state)?.role.flatMap(SwiftUIPhase.init) : nil
  }
}

/// The SwiftUI `ScenePhase` a scene's views see (iOS 14+, A29). Named apart from SwiftUI's own type so that code
/// importing both modules stays unambiguous.
public enum SwiftUIPhase: String, Codable, CaseIterable, Sendable, Hashable {
  /// `ScenePhase.active`: in the foreground and interactive.
  case active
  /// `ScenePhase.inactive`: in the foreground, not receiving events.
  case inactive
  /// `ScenePhase.background`: not visible; may be terminated.
  case background

  /// The phase a scene's views see in a state of the scene-based life cycle, or nil where there is no scene
  /// (Unattached, Not running). A suspended scene keeps `.background`: SwiftUI has no other phase, and nothing
  /// runs to see a change (A29).
  public init?(_ role: StateRole) {
    switch role {
    case .active: self = .active
    case .inactive: self = .inactive
    case .background, .suspended: self = .background
    case .unattached, .notRunning: return nil
    }
  }
}
