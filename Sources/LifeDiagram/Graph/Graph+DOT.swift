extension Graph {
  /// The graph as DOT text: deterministic (attributes in name order, declared order otherwise) and independent
  /// of the Graphviz version, so it can be compared byte for byte.
  public var dotSource: String {
    var out = ""
    out.reserveCapacity(256 * (nodes.count + edges.count + 4))
    out += "digraph " + Self.quoteName(name) + " {\n"
    Self.appendLine("graph", attributes, to: &out)
    Self.appendLine("node", nodeDefaults, to: &out)
    Self.appendLine("edge", edgeDefaults, to: &out)
    for cluster in clusters {
      out += "  subgraph " + Self.quoteName(cluster.name) + " {\n"
      for (name, value) in cluster.attributes.sorted { out += "    " + name + "=" + Self.encode(value) + ";\n" }
      for id in cluster.nodeIDs { out += "    " + Self.quoteName(id) + ";\n" }
      out += "  }\n"
    }
    for node in nodes {
      out += "  " + Self.quoteName(node.id)
      Self.appendList(node.attributes, to: &out)
      out += ";\n"
    }
    for edge in edges {
      out += "  " + Self.quoteName(edge.from) + " -> " + Self.quoteName(edge.to)
      Self.appendList(edge.attributes, to: &out)
      out += ";\n"
    }
    return out + "}\n"
  }

  private static func appendLine(_ kind: String, _ attributes: Attributes, to out: inout String) {
    guard !attributes.sorted.isEmpty else { return }
    out += "  " + kind
    appendList(attributes, to: &out)
    out += ";\n"
  }

  /// ` [a="x", b="y"]`, or nothing when there are no attributes.
  private static func appendList(_ attributes: Attributes, to out: inout String) {
    var first = true
    for (name, value) in attributes.sorted {
      out += first ? " [" : ", "
      first = false
      out += name + "=" + encode(value)
    }
    if !first { out += "]" }
  }

  private static func encode(_ value: AttributeValue) -> String {
    quote(value.graphvizValue)
  }

  /// A name (of the graph, a cluster or a node) as Graphviz receives it.
  ///
  /// Names are identifiers, passed as they are, except `&`: Graphviz writes names into the SVG (`<title>`)
  /// leaving anything that looks like an entity alone, so `a&lt;b` would read as `a<b`. As `&amp;` it reads as
  /// written.
  static func graphvizName(_ name: String) -> String {
    name.contains("&") ? name.split(separator: "&", omittingEmptySubsequences: false).joined(separator: "&amp;") : name
  }

  private static func quoteName(_ name: String) -> String { quote(graphvizName(name)) }

  /// A DOT quoted string. Only `"` needs escaping; a line break is written as `\n`, which Graphviz reads as one.
  static func quote(_ value: String) -> String {
    if !value.utf8.contains(where: { $0 == 0x22 || $0 == 0x0A }) { return "\"" + value + "\"" }
    let escaped = value.escaping {
      switch $0 {
      case "\"": "\\\""
      case "\n": "\\n"
      default: nil
      }
    }
    return "\"" + escaped + "\""
  }
}
