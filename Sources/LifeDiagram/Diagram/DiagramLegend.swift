import LifeDiagramGraphviz
import LifeDiagramModel

/// The legend under a life-cycle diagram: one sample edge per line style (and one for transitions Apple's
/// figure does not draw, when those are shown), drawn exactly as the real edges are.
struct DiagramLegend {
  let options: DiagramOptions
  let showsBeyondFigure: Bool
  /// Whether a label marks an uncertain call with `(?)`, which the legend then explains.
  let showsUncertainMark: Bool
  /// The rules the labels' `+` lines name (calls made only in some cases), each spelled out.
  let conditionalLines: [CallRule]

  /// Adds the legend pinned under Apple's grid, its first row at `below` (inches, y upwards).
  func add(to graph: inout Graph, below: Double) {
    var y = below
    for (index, entry) in entries.enumerated() {
      let text = Self.wrappedCaption(entry.text)
      let extraLines = Double(text.lines().count - 1)
      // A wrapped caption hangs from its first line, which stays level with the sample line.
      let lineY = y
      let tail = "legend-\(index)-from"
      let head = "legend-\(index)-to"
      graph.nodes.append(anchor(tail, x: 0, y: lineY))
      graph.nodes.append(anchor(head, x: 1.2, y: lineY))
      let width = captionWidth(text)
      graph.nodes.append(
        caption(
          "legend-\(index)-text", text, width: width, x: 1.4 + width / 2, y: y - extraLines * Self.captionLineHeight / 2
        ))
      let line = Spline.straight(from: (0, lineY), to: (1.2, lineY))
      var attributes: Attributes = ["style": .raw(entry.style), "pos": .raw(line.pos)]
      if let color = entry.color { attributes["color"] = .raw(color) }
      graph.edges.append(Graph.Edge(tail, head, attributes))
      y -= Self.rowSpacing + extraLines * Self.captionLineHeight
    }
    // The app's own diagram (audit): what it implements that UIKit never calls, and what it does too late for
    // launch, in red, under the legend.
    let neverCalled = options.code?.neverCalled ?? []
    let launchPath = options.code?.launchPath ?? []
    var lines: [String] = []
    if !neverCalled.isEmpty {
      lines +=
        ["UIKit never calls these methods the app implements (it adopts scenes):"] + neverCalled.map { "    \($0)" }
    }
    if !launchPath.isEmpty {
      lines += ["Not done before launch ends (the launch path's findings):"] + launchPath.map { "    \($0)" }
    }
    guard !lines.isEmpty else { return }
    for (offset, text) in lines.enumerated() {
      let y = y - Double(offset) * Self.rowSpacing
      let width = captionWidth(text)
      var node = caption("legend-never-\(offset)", text, width: width, x: width / 2, y: y)
      node.attributes["fontcolor"] = .raw(DiagramStyle.neverCalled)
      graph.nodes.append(node)
    }
  }

  var entries: [(style: String, text: String, color: String?)] {
    let words = options.words
    var entries: [(String, String, String?)] =
      switch options.lineStyle {
      case .semantic:
        [
          ("dashed", words("system-automatic: the system makes the transition, no specific event"), nil),
          ("solid", words("event-driven: a user or system event causes the transition"), nil),
        ]
      case .apple:
        [
          ("dashed", words("dashed as in Apple's figure (Apple gives no legend)"), nil),
          ("solid", words("solid as in Apple's figure"), nil),
        ]
      }
    if options.showsLabels && options.numbersEdges && options.code == nil {
      entries.append(
        (
          "invis",
          options.showsPath
            ? words("labels: the steps of this scenario's table")
            : words("labels: each transition's number in the # column of its life-cycle page's tables"), nil
        ))
    } else if options.showsLabels {
      var text =
        options.pathCalls.isEmpty
        ? words("labels: the delegate calls, in order")
        : words("labels: the steps and the delegate calls this scenario makes, in order")
      if !conditionalLines.isEmpty { text += words("; a line with + stands for calls made only in some cases:") }
      entries.append(("invis", text, nil))
      for rule in conditionalLines {
        let calls = rule.calls.map(\.method).joined(separator: words(", then "))
        entries.append(("invis", "    + \(rule.label): \(calls)", nil))
      }
      if showsUncertainMark {
        entries.append(
          (
            "invis",
            words("(?) after a call: uncertain, documented but never seen in a log or the reverse; the tables say why"),
            nil
          ))
      }
    }
    if options.code != nil {
      entries.append(
        (
          "solid", "✓ a call the app implements (its place in the tooltip); grey: a call it does not implement",
          DiagramStyle.path
        ))
    }
    if options.showsPath {
      let caption =
        switch options.pathMeaning {
        case .scenario: words("this scenario's transitions, numbered as the steps of its table and sequence diagram")
        case .coverage:
          "the transitions the logs took; faded: those no log took (verify --coverage lists a scenario for each)"
        }
      entries.append(("solid", caption, DiagramStyle.path))
    }
    if showsBeyondFigure {
      entries.append(("solid", words("not in Apple's figure (dashed if system-automatic)"), DiagramStyle.beyondFigure))
    }
    return entries
  }

  /// The inches between two legend rows, and between two lines of one caption.
  static let rowSpacing = 0.45
  static let captionLineHeight = 0.19

  /// The columns a caption's line takes at most: with the sample line before it, a legend this wide fits a
  /// wiki's column (836 px) at full size, so its 11 pt text is never shown smaller.
  static let captionColumns = 72

  /// A caption wrapped to ``captionColumns``, its lines flush left; an indented caption (a `+` line under the
  /// one it explains) keeps its indent, and its continuation lines are indented two spaces further.
  static func wrappedCaption(_ text: String) -> String {
    let indent = String(text.prefix { $0 == " " })
    let lines = String(text.dropFirst(indent.count)).wrapped(to: captionColumns - indent.count)
    return lines.enumerated().map { index, line in (index == 0 || indent.isEmpty ? indent : indent + "  ") + line }
      .joined(separator: "\n")
  }

  /// The caption's box: as wide as its longest line (a generous 6.6 points per character at 11 points).
  private func captionWidth(_ text: String) -> Double {
    let longest = text.lines().map(\.columns).max() ?? 0
    return Double(longest) * 6.6 / 72 + 0.2
  }

  /// A left-aligned caption; its words (a translation's, a rule's label) are escaped, then `\\l` left-justifies it.
  private func caption(_ id: String, _ text: String, width: Double, x: Double, y: Double) -> Graph.Node {
    Graph.Node(
      id,
      [
        "label": .raw(Self.leftJustified(text)), "shape": "plaintext", "style": "", "fontsize": "11",
        "width": .raw(inches(width)),
        "height": .raw(inches(max(0.3, Double(text.lines().count) * Self.captionLineHeight))),
        "pos": .raw(point(x: x, y: y)),
      ])
  }

  private func anchor(_ id: String, x: Double, y: Double) -> Graph.Node {
    Graph.Node(
      id,
      [
        "label": "", "shape": "point", "style": "invis", "width": "0.01", "height": "0.01", "fixedsize": "true",
        "pos": .raw(point(x: x, y: y)),
      ])
  }
}
