import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramModel

/// Which image of a life cycle's diagram the docs' pages show.
///
/// Apple's figure, with the calls on its edges, is about 1,600 px wide: a wiki's 836 px column would show its
/// 10 pt labels at 7 px. For a life cycle on Apple's grid the pages therefore show the diagram with numbers on
/// its edges (the `#` of the transitions tables, which carry the calls), on a closer grid that the column shows
/// at full size, and link the figure. A diagram `dot` lays out stacks its states and keeps its calls.
enum LifecycleImage {
  /// Whether the pages show the numbered diagram of `lifecycle`.
  static func showsNumbers(_ lifecycle: Lifecycle) -> Bool { lifecycle.isLaidOutOnTheGrid }

  /// The file of the diagram the pages show, or with `numbered: false` of the figure with its calls.
  static func fileName(_ id: LifecycleID, _ format: OutputFormat, numbered: Bool) -> String {
    numbered ? DiagramArtifacts.numberedFileName(id, format) : DiagramArtifacts.fileName(id, format)
  }

  /// The file the pages show for `lifecycle`.
  static func shown(_ lifecycle: Lifecycle, _ format: OutputFormat) -> String {
    fileName(lifecycle.id, format, numbered: showsNumbers(lifecycle))
  }
}
