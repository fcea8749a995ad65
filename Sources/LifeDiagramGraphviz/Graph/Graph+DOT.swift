extension Graph {
  /// The graph as DOT text: deterministic (attributes in name order, declared order otherwise) and independent
  /// of the Graphviz version, so it can be compared byte for byte.
  public var dotSource: String {
    var out = DOTText(capacity: 256 * (nodes.count + edges.count + 4))
    out += "digraph "
    out.quoteName(name)
    out += " {\n"
    out.line("graph", renderedAttributes)
    out.line("node", nodeDefaults)
    out.line("edge", edgeDefaults)
    for node in nodes {
      out += "  "
      out.quoteName(node.id)
      out.list(node.attributes)
      out += ";\n"
    }
    for edge in edges {
      out += "  "
      out.quoteName(edge.from)
      out += " -> "
      out.quoteName(edge.to)
      out.list(edge.attributes)
      out += ";\n"
    }
    out += "}\n"
    return out.text
  }

  /// A name (of the graph or a node) as Graphviz receives it.
  ///
  /// Names are identifiers, passed as they are, except `&`: Graphviz writes names into the SVG (`<title>`)
  /// leaving anything that looks like an entity alone, so `a&lt;b` would read as `a<b`. As `&amp;` it reads as
  /// written.
  static func graphvizName(_ name: String) -> String {
    // By byte: `String.contains(_: Character)` walks grapheme clusters, and every name is checked.
    name.utf8.contains(UInt8(ascii: "&"))
      ? name.split(separator: "&", omittingEmptySubsequences: false).joined(separator: "&amp;") : name
  }
}

/// DOT text, written as UTF-8 bytes: appending bytes costs a fraction of appending to a `String`.
private struct DOTText {
  private var bytes: [UInt8] = []

  init(capacity: Int) { bytes.reserveCapacity(capacity) }

  /// The text.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  static func += (text: inout DOTText, string: String) { text.bytes.append(contentsOf: string.utf8) }

  /// `  kind [a="x", b="y"];` on a line of its own, or nothing when there are no attributes.
  mutating func line(_ kind: String, _ attributes: Attributes) {
    guard !attributes.sorted.isEmpty else { return }
    self += "  " + kind
    list(attributes)
    self += ";\n"
  }

  /// ` [a="x", b="y"]`, or nothing when there are no attributes.
  mutating func list(_ attributes: Attributes) {
    var first = true
    for (name, value) in attributes.sorted {
      self += first ? " [" : ", "
      first = false
      self += name
      bytes.append(UInt8(ascii: "="))
      quote(value.graphvizValue)
    }
    if !first { bytes.append(UInt8(ascii: "]")) }
  }

  /// A graph or node name, quoted as ``Graph/graphvizName(_:)`` spells it.
  mutating func quoteName(_ name: String) { quote(Graph.graphvizName(name)) }

  /// A DOT quoted string. Only `"` needs escaping; a line break is written as `\n`, which Graphviz reads as one
  /// (a CR LF pair stays as it is).
  mutating func quote(_ value: String) {
    var value = value
    bytes.append(UInt8(ascii: "\""))
    value.withUTF8 { utf8 in
      var start = 0
      for index in utf8.indices
      where utf8[index] == 0x22 || (utf8[index] == 0x0A && (index == 0 || utf8[index - 1] != 0x0D)) {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(utf8[index] == 0x22 ? UInt8(ascii: "\"") : UInt8(ascii: "n"))
        start = index + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
