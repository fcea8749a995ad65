import LifeDiagramGraphviz
import LifeDiagramModel

/// Places the rows of a run on lanes, top to bottom: a call is its label over an arrow from UIKit, a system step
/// a note over the UIKit lane, and a state change a box centred on its lane under the call or step that makes it.
struct SequenceLayout {
  let run: ScenarioRun
  let lifecycle: Lifecycle
  private let columns: SequenceColumns
  let words: Words

  /// The space above a row's label or note.
  private static let rowTop = 0.04
  /// The space between a label and its arrow, and between an arrow or note and the state boxes under it.
  private static let under = 0.06
  /// The space under a row.
  private static let rowBottom = 0.14

  init(run: ScenarioRun, words: Words) {
    self.run = run
    self.lifecycle = run.lifecycle
    self.words = words
    self.columns = SequenceColumns(run: run, words: words)
  }

  func add(to graph: inout Graph) {
    let titleLines = columns.lanes.map(\.title.count).max() ?? 1
    let titleHeight = Double(titleLines) * SequenceMetrics.lineHeight(columns.titleSize) + 0.12
    for lane in columns.lanes {
      var title = box("lane-\(lane.id)", lane.title, x: lane.x, y: -titleHeight / 2, fill: "#EDEDED")
      title.attributes["fontsize"] = .raw(decimal(columns.titleSize))
      title.attributes["width"] = .raw(
        inches(SequenceMetrics.textWidth(lane.title, size: columns.titleSize) + SequenceMetrics.boxPadding))
      title.attributes["height"] = .raw(inches(titleHeight))
      graph.nodes.append(title)
    }
    var y = -titleHeight - 0.1
    for row in run.rows {
      y -= add(row, at: y, to: &graph)
    }
    for lane in columns.lanes {
      let bottom = y - 0.1
      graph.nodes.append(point("end-\(lane.id)", x: lane.x, y: bottom))
      let line = Spline.straight(from: (lane.x, -titleHeight), to: (lane.x, bottom), arrowhead: false)
      graph.edges.append(
        Graph.Edge(
          "lane-\(lane.id)", "end-\(lane.id)",
          ["style": "dashed", "arrowhead": "none", "color": "#9A9A9A", "pos": .raw(line.pos)]))
    }
  }

  /// Adds one row whose top is at `top`; returns the height it takes.
  private func add(_ row: SequenceRow, at top: Double, to graph: inout Graph) -> Double {
    var bottom: Double
    var noteRight: Double?
    if row.call != nil {
      bottom = addCall(row, top: top - Self.rowTop, to: &graph)
    } else {
      let note = addNote(row, top: top - Self.rowTop, to: &graph)
      (bottom, noteRight) = (note.bottom, note.right)
    }
    if let transition = row.transition, let state = run.targetState(of: row) {
      let lines = SequenceColumns.markerLines(
        state, stays: transition.keepsItsState, words: words, wrap: columns.markerWrap)
      let lanes = columns.sequence.stateLanes(of: row)
      // Beside a note when every box clears it, else under the note or arrow.
      let left = lanes.map { columns.x(of: $0) - SequenceColumns.markerWidth(lines) / 2 }.min() ?? 0
      let markerTop = noteRight.map { left >= $0 + Self.under } == true ? top - Self.rowTop : bottom - Self.under
      for (number, lane) in lanes.enumerated() {
        var marker = box(
          "r\(row.index)-state" + (number == 0 ? "" : "-\(number + 1)"), lines, x: columns.x(of: lane),
          y: markerTop - height(of: lines) / 2, fill: DiagramStyle.fill(for: state))
        marker.attributes["style"] = .raw("rounded,filled,\(transition.kind == .systemAutomatic ? "dashed" : "solid")")
        let from = lifecycle.state(transition.from)?.qualifiedName ?? transition.from.rawValue
        marker.attributes["tooltip"] = .text("\(words(transition.kind.rawValue)): \(from) → \(state.qualifiedName)")
        graph.nodes.append(marker)
      }
      bottom = min(bottom, markerTop - height(of: lines))
    }
    return top - bottom + Self.rowBottom
  }

  /// Adds a call's label and arrow under `top`; returns the arrow's height.
  private func addCall(_ row: SequenceRow, top: Double, to graph: inout Graph) -> Double {
    let lane = columns.sequence.lane(of: row)
    let (from, to) = (columns.systemX, columns.x(of: lane))
    let lines = run.callLabel(row).wrapped(to: columns.callCharacters(to: lane))
    let labelHeight = Double(lines.count) * SequenceMetrics.lineHeight(SequenceColumns.callSize)
    let y = top - labelHeight - Self.under
    graph.nodes.append(point("r\(row.index)-from", x: from, y: y))
    graph.nodes.append(point("r\(row.index)-to", x: to, y: y))
    let arrow = Spline.straight(from: (from, y), to: (to, y))
    graph.edges.append(
      Graph.Edge("r\(row.index)-from", "r\(row.index)-to", ["tooltip": .text(row.event.text), "pos": .raw(arrow.pos)]))
    // On white, so a lane's line that the label crosses stops short of the text.
    graph.nodes.append(
      Graph.Node(
        "r\(row.index)-call",
        [
          "label": .text(lines.joined(separator: "\n")), "shape": "plaintext", "style": "filled",
          "fillcolor": "white", "color": "white", "fontsize": .raw(decimal(SequenceColumns.callSize)),
          "width": .raw(inches(SequenceMetrics.textWidth(lines, size: SequenceColumns.callSize) + 0.1)),
          "height": .raw(inches(labelHeight)), "pos": .raw(point(x: (from + to) / 2, y: top - labelHeight / 2)),
        ]))
    return y
  }

  /// Adds a system step's note under `top`, over the UIKit lane and reaching no further than the first delegate
  /// lane; returns the note's bottom and right edge.
  private func addNote(_ row: SequenceRow, top: Double, to graph: inout Graph) -> (bottom: Double, right: Double) {
    let lines = run.noteText(row, words: words).wrapped(to: columns.noteCharacters)
    let width = SequenceMetrics.textWidth(lines, size: SequenceColumns.noteSize) + SequenceMetrics.boxPadding
    let noteHeight = height(of: lines) + 0.04
    let x = max(width / 2, min(columns.systemX, columns.noteRight - width / 2))
    var note = box("r\(row.index)-note", lines, x: x, y: top - noteHeight / 2, fill: "#FFF8DC")
    note.attributes["height"] = .raw(inches(noteHeight))
    note.attributes["shape"] = "note"
    graph.nodes.append(note)
    return (top - noteHeight, x + width / 2)
  }

  /// The height of a box with these lines of 11-point text.
  private func height(of lines: [String]) -> Double {
    Double(lines.count) * SequenceMetrics.lineHeight(SequenceColumns.noteSize) + 0.12
  }

  /// A rounded box of 11-point text, sized to its lines.
  private func box(_ id: String, _ lines: [String], x: Double, y: Double, fill: String) -> Graph.Node {
    Graph.Node(
      id,
      [
        "label": .text(lines.joined(separator: "\n")), "shape": "box", "style": "rounded,filled",
        "fillcolor": .raw(fill), "color": .raw(DiagramStyle.outline),
        "width": .raw(inches(SequenceColumns.markerWidth(lines))), "height": .raw(inches(height(of: lines))),
        "pos": .raw(point(x: x, y: y)), "fontsize": "11",
      ])
  }

  private func point(_ id: String, x: Double, y: Double) -> Graph.Node {
    Graph.Node(id, ["shape": "point", "width": "0.02", "height": "0.02", "label": "", "pos": .raw(point(x: x, y: y))])
  }

  private func point(x: Double, y: Double) -> String { LifeDiagram.point(x: x, y: y) }
}
