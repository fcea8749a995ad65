import LifeDiagramModel

/// How Graphviz lays out a life cycle whose states are not all pinned to the grid, chosen by its size.
///
/// `dot`'s layered layout reads best (states in ranks, edges flowing down), but its time grows much faster than
/// the graph: every edge becomes a chain of virtual nodes, one per rank it crosses, and the spline router works
/// through a box per virtual node, so a big model takes minutes, even with straight lines and bounded `nslimit`
/// and `mclimit`. So above ``layeredElements`` the diagram is laid out by `sfdp` (force-directed, multilevel)
/// with straight edges instead, in a fraction of a second (PERFORMANCE.md, "Big models and model loading",
/// has the measurements). What that costs in looks, the README shows.
public enum AutomaticLayout: Sendable, Equatable {
  /// `dot`: layered, spline edges, the legend in rows under the states.
  case layered
  /// `sfdp`: force-directed, straight edges, overlaps removed, the legend as one caption beside the states.
  case spread

  /// The most states and shown transitions together that `dot` lays out (about half a second on a 2-core
  /// machine).
  public static let layeredElements = 150

  /// The layout of a diagram of `states` states and `transitions` shown transitions.
  public init(states: Int, transitions: Int) {
    self = states + transitions <= Self.layeredElements ? .layered : .spread
  }
}
