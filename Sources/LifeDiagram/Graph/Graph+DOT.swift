extension Graph {
  /// The graph as DOT text: deterministic (attributes in name order, declared order otherwise) and independent
  /// of the Graphviz version, so it can be compared byte for byte.
  public var dotSource: String {
    var lines = ["digraph \(Self.quoteName(name)) {"]
    lines += attributeLine("graph", attributes)
    lines += attributeLine("node", nodeDefaults)
    lines += attributeLine("edge", edgeDefaults)
    for cluster in clusters {
      lines.append("  subgraph \(Self.quoteName(cluster.name)) {")
      lines += cluster.attributes.sorted.map { "    \($0.name)=\(Self.encode($0.value));" }
      lines += cluster.nodeIDs.map { "    \(Self.quoteName($0));" }
      lines.append("  }")
    }
    lines += nodes.map { "  \(Self.quoteName($0.id))\(Self.list($0.attributes));" }
    lines += edges.map { "  \(Self.quoteName($0.from)) -> \(Self.quoteName($0.to))\(Self.list($0.attributes));" }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private func attributeLine(_ kind: String, _ attributes: Attributes) -> [String] {
    attributes.sorted.isEmpty ? [] : ["  \(kind)\(Self.list(attributes));"]
  }

  private static func list(_ attributes: Attributes) -> String {
    let pairs = attributes.sorted.map { "\($0.name)=\(encode($0.value))" }
    return pairs.isEmpty ? "" : " [" + pairs.joined(separator: ", ") + "]"
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
    var result = "\""
    for character in value {
      switch character {
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}
