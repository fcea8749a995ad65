import Foundation
import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramModel
import LifeDiagramTestSupport
import Testing

/// Every sequence diagram stays readable in a wiki column (at most 900 px wide at 1x, no text under 10 pt) and,
/// wrapped to fit, still says everything: the heading, every call, system step and state change.
@Suite struct SequenceDiagramTests {
  let engine = try! Graphviz.shared.get()

  /// The widest a sequence diagram may be, in CSS pixels: what a browser draws the SVG at (Graphviz writes the
  /// width in points, 96 px to 72 pt) and the width of its PNG at `--scale 1`.
  static let maximumPixels = 900.0

  @Test(arguments: scenarioRuns) func fitsAWikiColumn(_ run: ScenarioRun) throws {
    let svg = String(decoding: try engine.render(run.sequenceDiagram(), as: .svg), as: UTF8.self)
    let points = try #require(Self.width(of: svg))
    #expect(points * 96 / 72 <= Self.maximumPixels, "\(run.scenario.id) (\(run.model.rawValue)) is \(points) pt wide")
  }

  @Test(arguments: scenarioRuns) func noTextUnderTenPoints(_ run: ScenarioRun) throws {
    let svg = String(decoding: try engine.render(run.sequenceDiagram(), as: .svg), as: UTF8.self)
    let sizes = svg.components(separatedBy: "font-size=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
    #expect(!sizes.isEmpty)
    #expect(sizes.allSatisfy { $0 >= 10 }, "\(run.scenario.id) (\(run.model.rawValue)): \(sizes.min() ?? 0) pt")
  }

  /// Wrapping only moves line breaks: with its whitespace removed, each text reads as it does unwrapped.
  @Test(arguments: scenarioRuns) func wrappedTextsSayEverything(_ run: ScenarioRun) throws {
    let graph = run.sequenceDiagram()
    let texts = graph.nodes.compactMap { node in Self.squeezed(node.attributes["label"]).map { (node.id, $0) } }
    let labels = Dictionary(texts) { first, _ in first }
    #expect(Self.squeezed(graph.attributes["label"]) == Self.squeezed(.text(run.heading)))
    #expect(labels["lane-UIKit"] == Self.squeezed(.text(run.lifecycle.systemLane ?? "System")))
    for row in run.rows {
      if let call = row.call {
        #expect(labels["r\(row.index)-call"] == Self.squeezed(.text("\(row.index). \(call.method)")))
      } else {
        let note = try #require(labels["r\(row.index)-note"])
        let text = try #require(Self.squeezed(.text(row.step.systemText ?? "")))
        #expect(note.hasPrefix("\(row.index).") && note.hasSuffix(text), "\(run.scenario.id) row \(row.index)")
      }
      guard let transition = row.transition, let state = run.lifecycle.state(transition.to) else { continue }
      let marker = try #require(graph.nodes.first { $0.id == "r\(row.index)-state" })
      let arrow = transition.keepsItsState ? "stays " : "→ "
      #expect(labels[marker.id] == Self.squeezed(.text(arrow + state.qualifiedName)))
      let dashed = marker.attributes["style"] == .raw("rounded,filled,dashed")
      #expect(dashed == (transition.kind == .systemAutomatic), "\(run.scenario.id) row \(row.index)")
    }
  }

  /// The layout is ours, so its DOT is golden: the widest diagram (four lanes) and the one with the longest note.
  @Test(arguments: ["second-scene-ipad-scene", "prewarm-app"]) func dotIsGolden(_ name: String) throws {
    let run = try #require(scenarioRuns.first { "\($0.scenario.id)-\($0.model.rawValue)" == name })
    assertSnapshot(run.sequenceDiagram().dotSource, named: "sequences/\(name)-sequence.dot")
  }

  /// A label's text without whitespace, so `a\nb` and `a b` compare equal to `ab`.
  private static func squeezed(_ value: AttributeValue?) -> String? {
    guard case .text(let text) = value else { return nil }
    return text.filter { !$0.isWhitespace }
  }

  /// The `width` attribute of the `<svg>` element, in points (`1563pt`).
  private static func width(of svg: String) -> Double? {
    guard let start = svg.range(of: "<svg width=\"") else { return nil }
    let number = svg[start.upperBound...].prefix { $0 != "p" && $0 != "\"" }
    return Double(number)
  }
}
