import LifeDiagramModel

extension ScenarioRun {
  /// The run as a sequence diagram in the spirit of Apple's legacy figures: a lane for UIKit (the system), one
  /// for the AppDelegate and one per SceneDelegate; calls are arrows from UIKit, system steps are notes on the
  /// UIKit lane, and each state change is a box in the state's colour on the lane it concerns.
  public func sequenceDiagram(font: String = DiagramOptions.defaultFont) -> Graph {
    var layout = SequenceLayout(run: self)
    var graph = Graph(
      name: "\(scenario.id)-\(model.rawValue)".replacingHyphensWithUnderscores(),
      attributes: [
        "layout": "nop2", "outputorder": "edgesfirst", "pad": "0.3",
        "label": .text(heading), "labelloc": "t", "fontname": .raw(font), "fontsize": "18", "bgcolor": "white",
      ],
      nodeDefaults: ["fontname": .raw(font), "fontsize": "11", "fixedsize": "true", "margin": "0"],
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

/// Places the rows of a run on lanes, top to bottom.
struct SequenceLayout {
  let run: ScenarioRun
  let lifecycle: Lifecycle

  private static let laneSpacing = 4.9
  private static let characterWidth = 6.6 / 72
  private static let lineHeight = 0.19
  private static let noteWrap = 46

  init(run: ScenarioRun) {
    self.run = run
    self.lifecycle = run.lifecycle
  }

  private var laneIDs: [String] { ["UIKit"] + run.lanes.map(\.id) }
  private func x(of lane: String) -> Double { Double(laneIDs.firstIndex(of: lane) ?? 0) * Self.laneSpacing }

  mutating func add(to graph: inout Graph) {
    let titles = ["UIKit (system)"] + run.lanes.map(\.title)
    for (lane, title) in zip(laneIDs, titles) {
      graph.nodes.append(box("lane-\(lane)", title, x: x(of: lane), y: 0, fill: "#EDEDED", bold: true))
    }
    var y = -0.7
    for row in run.rows {
      y -= add(row, at: y, to: &graph)
    }
    for lane in laneIDs {
      let bottom = y - 0.3
      graph.nodes.append(point("end-\(lane)", x: x(of: lane), y: bottom))
      let line = Spline.straight(from: (x(of: lane), -Self.lineHeight), to: (x(of: lane), bottom), arrowhead: false)
      graph.edges.append(
        Graph.Edge(
          "lane-\(lane)", "end-\(lane)",
          ["style": "dashed", "arrowhead": "none", "color": "#9A9A9A", "pos": .raw(line.pos)]))
    }
  }

  /// Adds one row at `y`; returns the height it takes.
  private mutating func add(_ row: SequenceRow, at y: Double, to graph: inout Graph) -> Double {
    let lane = run.lane(of: row)
    var height = 0.5
    if let call = row.call {
      let tail = "r\(row.index)-from"
      let head = "r\(row.index)-to"
      graph.nodes.append(point(tail, x: x(of: "UIKit"), y: y))
      graph.nodes.append(point(head, x: x(of: lane), y: y))
      let arrow = Spline.straight(from: (x(of: "UIKit"), y), to: (x(of: lane), y))
      graph.edges.append(Graph.Edge(tail, head, ["tooltip": .text(row.event.text), "pos": .raw(arrow.pos)]))
      let middle = (x(of: "UIKit") + x(of: lane)) / 2
      graph.nodes.append(text("r\(row.index)-call", "\(row.index). \(call.method)", x: middle, y: y + 0.14))
    } else {
      let lines = wrap("\(row.index). " + run.systemText(row), Self.noteWrap)
      height = Double(lines.count) * Self.lineHeight + 0.25
      let width = Double(lines.map(\.count).max() ?? 0) * Self.characterWidth + 0.25
      var note = box(
        "r\(row.index)-note", lines.joined(separator: "\n"), x: x(of: "UIKit"), y: y - height / 2 + 0.2,
        fill: "#FFF8DC")
      note.attributes["width"] = .raw(inches(width))
      note.attributes["height"] = .raw(inches(height - 0.1))
      note.attributes["shape"] = "note"
      graph.nodes.append(note)
    }
    if let transition = row.transition, let state = lifecycle.state(transition.to) {
      for (number, stateLane) in run.stateLanes(of: row).enumerated() {
        let dash = transition.kind == .systemAutomatic ? "dashed" : "solid"
        let label = "→ " + state.qualifiedName
        let width = Double(label.count) * Self.characterWidth + 0.3
        var marker = box(
          "r\(row.index)-state" + (number == 0 ? "" : "-\(number + 1)"), label,
          x: x(of: stateLane) + 0.2 + width / 2, y: y, fill: DiagramStyle.fill(for: state.role))
        marker.attributes["style"] = .raw("rounded,filled,\(dash)")
        let from = lifecycle.state(transition.from)?.qualifiedName ?? transition.from.rawValue
        marker.attributes["tooltip"] = .text("\(transition.kind.rawValue): \(from) → \(state.qualifiedName)")
        graph.nodes.append(marker)
      }
    }
    return height
  }

  private func box(_ id: String, _ label: String, x: Double, y: Double, fill: String, bold: Bool = false) -> Graph.Node {
    let lines = label.split(separator: "\n")
    let width = Double(lines.map(\.count).max() ?? 0) * Self.characterWidth + 0.3
    return Graph.Node(
      id,
      [
        "label": .text(label), "shape": "box", "style": "rounded,filled", "fillcolor": .raw(fill),
        "color": .raw(DiagramStyle.outline), "width": .raw(inches(width)),
        "height": .raw(inches(Double(lines.count) * Self.lineHeight + 0.12)),
        "pos": .raw(point(x: x, y: y)), "fontsize": bold ? "13" : "11",
      ])
  }

  private func text(_ id: String, _ label: String, x: Double, y: Double) -> Graph.Node {
    Graph.Node(
      id,
      [
        "label": .text(label), "shape": "plaintext", "fontsize": "10", "width": .raw(inches(Double(label.count) * 0.075)),
        "height": "0.2", "pos": .raw(point(x: x, y: y)),
      ])
  }

  private func point(_ id: String, x: Double, y: Double) -> Graph.Node {
    Graph.Node(id, ["shape": "point", "width": "0.02", "height": "0.02", "label": "", "pos": .raw(point(x: x, y: y))])
  }

  private func point(x: Double, y: Double) -> String { LifeDiagram.point(x: x, y: y) }
}

/// Words wrapped into lines of at most `width` characters (a longer word stands alone).
func wrap(_ text: String, _ width: Int) -> [String] {
  var lines: [String] = []
  var current = ""
  for word in text.split(separator: " ") {
    if current.isEmpty {
      current = String(word)
    } else if current.count + 1 + word.count <= width {
      current += " " + word
    } else {
      lines.append(current)
      current = String(word)
    }
  }
  if !current.isEmpty { lines.append(current) }
  return lines
}
