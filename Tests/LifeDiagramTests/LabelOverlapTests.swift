import Foundation
import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramModel
import LifeDiagramModelFile
import LifeDiagramTestSupport
import Testing

/// No edge label over another label or a state, and no edge through a label, in every diagram the tool draws
/// with each flag: read from where Graphviz draws each text (``DrawingOverlaps``), measured as SVG is and as PNG
/// and PDF are. The audit's diagram of the example app is held in `AuditDiagramOverlapTests`.
@Suite struct LabelOverlapTests {
  /// A diagram to draw: its name in a failure, the life cycle, the options.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var lifecycle: Lifecycle
    var options: DiagramOptions
    var testDescription: String { name }
  }

  static let korean: (Catalog, DiagramOptions) = {
    let catalog = try! Catalog.builtIn.translated(.korean)
    return (catalog, DiagramOptions(font: Translation.korean.font ?? DiagramOptions.defaultFont, words: Words(.korean)))
  }()

  /// Each built-in plain, with every transition, in Apple's line style, in Korean, with every transition in
  /// Korean, and numbered.
  static let builtIns: [Case] = Catalog.builtIn.lifecycles.flatMap { lifecycle -> [Case] in
    let id = lifecycle.id.rawValue
    let korean = Self.korean.0.lifecycle(lifecycle.id) ?? lifecycle
    var koreanAll = Self.korean.1
    koreanAll.showsAllTransitions = true
    return [
      Case(name: id, lifecycle: lifecycle, options: DiagramOptions()),
      Case(name: "\(id) --all-transitions", lifecycle: lifecycle, options: DiagramOptions(showsAllTransitions: true)),
      Case(name: "\(id) --line-style apple", lifecycle: lifecycle, options: DiagramOptions(lineStyle: .apple)),
      Case(name: "\(id) --lang ko", lifecycle: korean, options: Self.korean.1),
      Case(name: "\(id) --all-transitions --lang ko", lifecycle: korean, options: koreanAll),
      Case(name: "\(id) --numbers", lifecycle: lifecycle, options: DiagramOptions(numbersEdges: true)),
    ]
  }

  /// The example model files, plain, with every transition, in Apple's line style, and numbered.
  static let examples: [Case] = ["android-activity.yaml", "url-session-task.yaml"].flatMap { file -> [Case] in
    let url = BuiltBinary.root.appendingPathComponent("Examples").appendingPathComponent(file)
    let bytes = Array((try? Data(contentsOf: url)) ?? Data())
    guard let lifecycle = try? ModelFile.load(fileName: file, bytes: bytes, joining: .builtIn).lifecycle else {
      return [Case(name: "\(file) (unreadable)", lifecycle: Catalog.builtIn.lifecycles[0], options: DiagramOptions())]
    }
    return [
      Case(name: file, lifecycle: lifecycle, options: DiagramOptions()),
      Case(name: "\(file) --all-transitions", lifecycle: lifecycle, options: DiagramOptions(showsAllTransitions: true)),
      Case(name: "\(file) --line-style apple", lifecycle: lifecycle, options: DiagramOptions(lineStyle: .apple)),
      Case(name: "\(file) --numbers", lifecycle: lifecycle, options: DiagramOptions(numbersEdges: true)),
    ]
  }

  @Test(arguments: builtIns + examples)
  func nothingIsDrawnOverALabel(_ diagram: Case) throws {
    #expect(!diagram.name.hasSuffix("(unreadable)"))
    for format in [OutputFormat.svg, .png] {
      let json = try Graphviz.shared.get().drawingOperations(
        of: diagram.lifecycle.diagram(diagram.options), measuredAs: format)
      let problems = try DrawingOverlaps(json: json).problems
      #expect(problems.isEmpty, "\(diagram.name), measured as \(format.rawValue):\n\(problems.joined(separator: "\n"))")
    }
  }

  /// The check finds what it looks for: two labels drawn at one place, and an edge drawn through a label.
  @Test func theCheckSeesAnOverlap() throws {
    var graph = Catalog.builtIn.lifecycle(.app)!.diagram()
    let labels = graph.nodes.indices.filter { graph.nodes[$0].id.hasPrefix("label-") }
    try #require(labels.count >= 3)
    graph.nodes[labels[1]].attributes["pos"] = graph.nodes[labels[0]].attributes["pos"]
    // Halfway along the top row's edge, Not running to Inactive, at the height of the boxes' centres.
    graph.nodes[labels[2]].attributes["pos"] = .raw("209,0")
    let problems = try DrawingOverlaps(json: try Graphviz.shared.get().drawingOperations(of: graph, measuredAs: .svg))
      .problems
    #expect(problems.contains { $0.contains("overlaps") })
    #expect(problems.contains { $0.contains("runs through") })
  }
}
