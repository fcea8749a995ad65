/// A directed graph to hand to Graphviz: a small value-type description, independent of any Graphviz call.
///
/// The same value is encoded as DOT text (``dotSource``) and built through the cgraph API for rendering, so the
/// DOT the tool writes is exactly what it renders.
public struct Graph: Sendable, Hashable {
  /// The graph's name; Graphviz writes it into the SVG's title comment.
  public var name: String
  /// Graph attributes.
  public var attributes: Attributes
  /// Attributes every node gets unless it sets its own.
  public var nodeDefaults: Attributes
  /// Attributes every edge gets unless it sets its own.
  public var edgeDefaults: Attributes
  /// The nodes, in creation order (which steers the layout).
  public var nodes: [Node]
  /// The edges, in creation order.
  public var edges: [Edge]
  /// The scale a PNG of the graph is drawn at (1: Graphviz's 96 dpi); written as the graph's `dpi`.
  public var pngScale = 1
  /// Whether an SVG of the graph follows the reader's dark mode (``Theme/auto``): written as the graph's `comment`,
  /// and the SVG gets the dark-mode CSS.
  public var followsDarkMode = false

  /// Creates a graph.
  public init(
    name: String, attributes: Attributes = [:], nodeDefaults: Attributes = [:], edgeDefaults: Attributes = [:],
    nodes: [Node] = [], edges: [Edge] = []
  ) {
    self.name = name
    self.attributes = attributes
    self.nodeDefaults = nodeDefaults
    self.edgeDefaults = edgeDefaults
    self.nodes = nodes
    self.edges = edges
  }

  /// The graph's attributes as DOT and cgraph receive them: ``attributes`` with ``pngScale`` as `dpi` and
  /// ``followsDarkMode`` as its marker `comment`, so the DOT written and recorded in images says them and `check`
  /// sees a change.
  var renderedAttributes: Attributes {
    var rendered = attributes
    if pngScale != 1 { rendered["dpi"] = .raw(String(Self.baseDPI * pngScale)) }
    if followsDarkMode { rendered["comment"] = .text(Self.autoThemeMarker) }
    return rendered
  }
}

extension Graph {
  /// A node.
  public struct Node: Sendable, Hashable {
    /// The node's name (its id); any text.
    public var id: String
    /// The node's attributes.
    public var attributes: Attributes

    /// Creates a node.
    public init(_ id: String, _ attributes: Attributes = [:]) {
      self.id = id
      self.attributes = attributes
    }
  }

  /// A directed edge; two edges between the same nodes stay two edges.
  public struct Edge: Sendable, Hashable {
    /// The tail node's id.
    public var from: String
    /// The head node's id.
    public var to: String
    /// The edge's attributes.
    public var attributes: Attributes

    /// Creates an edge.
    public init(_ from: String, _ to: String, _ attributes: Attributes = [:]) {
      self.from = from
      self.to = to
      self.attributes = attributes
    }
  }
}
