import LifeDiagramGraphviz
import LifeDiagramModel

extension ScenarioRun {
  /// The transitions the run takes, each with the numbers of the table rows where it happens (for the path
  /// image), so the picture, the table and the sequence diagram number the same steps.
  public var path: [TransitionID: [Int]] {
    var path: [TransitionID: [Int]] = [:]
    for row in rows { if let transition = row.transition { path[transition.id, default: []].append(row.index) } }
    return path
  }

  /// The run's path drawn on its life-cycle diagram: its transitions highlighted, numbered and labelled with the
  /// calls this run made on them, or with `numbersEdges` the step numbers alone (the table beside it has the
  /// calls); the rest faded.
  public func pathDiagram(
    font: String = DiagramOptions.defaultFont, words: Words = .english, numbersEdges: Bool = false
  ) -> Graph {
    let calls = Dictionary(uniqueKeysWithValues: path.keys.map { id in (id, self.calls(partOf: id).map(\.method)) })
    return lifecycle.diagram(
      DiagramOptions(
        font: font, path: path, title: words("{heading}: path on the state diagram", ["heading": heading]),
        pathCalls: calls, words: words, numbersEdges: numbersEdges))
  }
}
