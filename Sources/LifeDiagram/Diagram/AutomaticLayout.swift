import LifeDiagramModel

/// How Graphviz lays out a life cycle whose states are not all pinned to the grid, chosen by its size.
///
/// `dot`'s layered layout reads best (states in ranks, edges flowing down), but its time grows much faster than
/// the graph: every edge becomes a chain of virtual nodes, one per rank it crosses, and the spline router works
/// through a box per virtual node. A generated 200-state, 400-transition model took 90 s in one `dot -Tsvg`
/// (84 s of it routing splines through 85,000 boxes), and 1,000 states took 269 s and 3.2 GB even with
/// straight lines and bounded `nslimit` and `mclimit`. So above ``layeredElements`` the diagram is laid out by
/// `sfdp` (force-directed, multilevel) with straight edges instead: 0.1 s at 200 states, 0.6 s at 1,000
/// (PERFORMANCE.md, "Big models and model loading"). What that costs in looks, the README shows.
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
