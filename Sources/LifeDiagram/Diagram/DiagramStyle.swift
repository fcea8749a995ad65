import LifeDiagramModel

/// How the model looks: the one place that decides colours, line styles and sizes.
package enum DiagramStyle {
  /// System-automatic transitions are dashed, event-driven ones solid (seed S0's reading of Apple's figures).
  package static func lineStyle(for kind: TransitionKind) -> LineStyle {
    switch kind {
    case .systemAutomatic: .dashed
    case .eventDriven: .solid
    }
  }

  /// A state's fill: its own colour, else its role's, else a neutral grey.
  static func fill(for state: LifecycleState) -> String {
    state.color ?? state.role.map(fill(for:)) ?? neutral
  }

  /// The fill of a state with neither a colour nor a role.
  static let neutral = "#E8E8E8"

  /// Apple's colours: grey when nothing runs, yellow inactive, green active, blue background and unattached.
  static func fill(for role: StateRole) -> String {
    switch role {
    case .notRunning, .suspended: "#D9D9D9"
    case .inactive: "#F6D371"
    case .active: "#CFDD82"
    case .background, .unattached: "#ABD4F0"
    }
  }

  static let outline = "#6E6E6E"
  static let edge = "#4D4D4D"
  static let edgeText = "#333333"
  /// Transitions Apple's figure does not draw.
  static let beyondFigure = "#B5451B"
  static let header = "#1A1A1A"
  /// A scenario's transitions on its path image, and the others.
  static let path = "#1F5FBF"
  static let faded = "#CCCCCC"
  /// The methods UIKit never calls in an audited app (the app's own diagram).
  static let neverCalled = "#C00000"

  /// The size of a state's box on a pinned grid (the grid's spacing is a ``GridSpacing``), in inches.
  static let nodeWidth = 1.6
  static let nodeHeight = 1.15
}
