import LifeDiagramModel

extension ScenarioRun {
  /// The transitions the run takes, each with its numbers in the order taken (for the path image).
  public var path: [String: [Int]] {
    var path: [String: [Int]] = [:]
    for (number, transition) in transitions.enumerated() { path[transition.id, default: []].append(number + 1) }
    return path
  }

  /// The run's path drawn on its life-cycle diagram: its transitions highlighted and numbered, the rest faded.
  public func pathDiagram(font: String = DiagramOptions.defaultFont) -> Graph {
    Lifecycle.builtIn(model).diagram(
      DiagramOptions(font: font, path: path, title: "\(heading): path on the state diagram"))
  }
}
