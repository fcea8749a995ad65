extension Graph {
  /// The graph as DOT text: deterministic (attributes in name order, declared order otherwise) and independent
  /// of the Graphviz version, so it can be compared byte for byte.
  public var dotSource: String {
    var lines = ["digraph \(Self.quote(name)) {"]
    lines += attributeLine("graph", attributes)
    lines += attributeLine("node", nodeDefaults)
    lines += attributeLine("edge", edgeDefaults)
    for cluster in clusters {
      lines.append("  subgraph \(Self.quote(cluster.name)) {")
      lines += cluster.attributes.sorted.map { "    \($0.name)=\(Self.encode($0.value));" }
      lines += cluster.nodeIDs.map { "    \(Self.quote($0));" }
      lines.append("  }")
    }
    lines += nodes.map { "  \(Self.quote($0.id))\(Self.list($0.attributes));" }
    lines += edges.map { "  \(Self.quote($0.from)) -> \(Self.quote($0.to))\(Self.list($0.attributes));" }
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

  /// A DOT quoted string. Only `"` needs escaping; a line break is written as `\n`, which Graphviz reads as one.
  static func quote(_ value: String) -> String {
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
