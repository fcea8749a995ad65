import LifeDiagramGraphviz
import LifeDiagramModel

extension ScenarioRun {
  /// The run as a sequence diagram in the spirit of Apple's legacy figures: a lane for UIKit (the system), one
  /// for the AppDelegate and one per SceneDelegate; calls are arrows from UIKit, system steps are notes on the
  /// UIKit lane, and each state change is a box in the state's colour on the lane it concerns, under the call or
  /// step that makes it.
  ///
  /// The diagram is laid out to be at most `SequenceMetrics.width` wide (883 px at 1x), so it stays readable in
  /// a wiki column: long texts wrap onto several lines and each lane is only as far from the next as its own
  /// texts need.
  public func sequenceDiagram(font: String = DiagramOptions.defaultFont, words: Words = .english) -> Graph {
    let layout = SequenceLayout(run: self, words: words)
    let heading = heading.wrapped(to: SequenceMetrics.characters(fitting: SequenceMetrics.width, size: 18))
    var graph = Graph(
      name: "\(scenario.id)-\(model.rawValue)".replacingHyphensWithUnderscores(),
      attributes: [
        "layout": "nop2", "outputorder": "edgesfirst", "pad": "0.3",
        "label": .text(heading.joined(separator: "\n")), "labelloc": "t", "fontname": .raw(font), "fontsize": "18",
        "bgcolor": "white",
      ],
      nodeDefaults: ["fontname": .raw(font), "fontsize": "11", "fixedsize": "shape", "margin": "0"],
      edgeDefaults: ["fontname": .raw(font), "color": .raw(DiagramStyle.edge), "arrowsize": "0.7"])
    layout.add(to: &graph)
    return graph
  }
}

extension String {
  fileprivate func replacingHyphensWithUnderscores() -> String {
    String(map { $0 == "-" ? "_" : $0 })
  }
}
