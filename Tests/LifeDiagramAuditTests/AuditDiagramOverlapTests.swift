import Foundation
import LifeDiagram
import LifeDiagramAudit
import LifeDiagramAuditReport
import LifeDiagramGraphviz
import LifeDiagramModel
import LifeDiagramSourceIndex
import LifeDiagramTestSupport
import Testing

/// The audit's diagram of the example app (`audit --svg Examples/MigratingApp`): no label over another or over a
/// state, no edge through a label, as `LabelOverlapTests` holds the other diagrams.
@Suite struct AuditDiagramOverlapTests {
  @Test func theExampleAppsDiagramHasNothingOverALabel() throws {
    let folder = BuiltBinary.root.appendingPathComponent("Examples/MigratingApp")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift") || $0.hasSuffix(".plist")
    }.sorted()
    let inputs = try names.map {
      AuditInput(path: $0, bytes: Array(try Data(contentsOf: folder.appendingPathComponent($0))))
    }
    let apps = try Auditor().audit(inputs).heldApps
    try #require(!apps.isEmpty)
    for app in apps {
      let lifecycle = try #require(app.diagram.flatMap { Catalog.builtIn.lifecycle($0) })
      let graph = lifecycle.diagram(
        DiagramOptions(title: "\(lifecycle.diagramTitle): what the app implements", code: CodeMarks(app)))
      for format in [OutputFormat.svg, .png] {
        let problems = try DrawingOverlaps(
          json: try Graphviz.shared.get().drawingOperations(of: graph, measuredAs: format)
        ).problems
        #expect(problems.isEmpty, "\(app.name), measured as \(format.rawValue):\n\(problems.joined(separator: "\n"))")
      }
    }
  }
}
