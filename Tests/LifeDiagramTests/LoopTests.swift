import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramModel
import Testing

/// A transition that keeps its state (a memory warning in Active) is drawn on Apple's grid as a loop on its node's
/// right-hand side, with its label right of the loop: never over the box, as a straight edge from a node to itself
/// would be.
@Suite struct LoopTests {
  @Test(arguments: [(LifecycleID.app, "active", "active-memory-warning"), (.scene, "foreground-active", "foreground-active-memory-warning")])
  func aTransitionThatKeepsItsStateLoopsBesideItsNode(_ model: LifecycleID, _ state: String, _ transition: String) throws {
    let graph = try #require(Catalog.builtIn.lifecycle(model)).diagram(DiagramOptions(showsAllTransitions: true))
    let node = try #require(graph.nodes.first { $0.id == state })
    let centre = try #require(Self.numbers(node.attributes["pos"]).first)
    let loop = try #require(graph.edges.first { $0.from == state && $0.to == state })
    let xs = Self.numbers(loop.attributes["pos"]).enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
    let halfWidth = 1.6 * 72 / 2  // DiagramStyle.nodeWidth: the state boxes are 1.6 inches wide
    #expect(xs.count == 5 && xs.allSatisfy { $0 >= centre + halfWidth - 0.01 }, "\(xs)")
    let labelNode = try #require(graph.nodes.first { $0.id == "label-\(transition)" })
    let label = try #require(Self.numbers(labelNode.attributes["pos"]).first)
    #expect(label > xs.max()!)
  }

  /// The numbers of a `pos` attribute (`e,x,y x,y …` or `x,y`), in order.
  static func numbers(_ value: AttributeValue?) -> [Double] {
    guard let value else { return [] }
    return value.graphvizValue.split { ",e ".contains($0) }.compactMap { Double($0) }
  }
}
