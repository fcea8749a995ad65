import Foundation
import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramModel
import LifeDiagramModelFile
import LifeDiagramTestSupport
import Testing

@Suite struct RenderingTests {
  let engine = try! Graphviz.shared.get()

  func svg(_ lifecycle: Lifecycle, _ options: DiagramOptions = DiagramOptions()) throws -> SVGInspector {
    SVGInspector(String(decoding: try engine.render(lifecycle, as: .svg, options: options), as: UTF8.self))
  }

  @Test(arguments: Catalog.builtIn.lifecycles) func oneNodePerState(_ lifecycle: Lifecycle) throws {
    let titles = try svg(lifecycle).nodes.map { $0.title.replacingHyphens() }
    for state in lifecycle.states {
      #expect(titles.filter { $0 == state.id.rawValue }.count == 1, "\(state.id)")
    }
  }

  @Test(arguments: Catalog.builtIn.lifecycles) func semanticModeDashesSystemAutomaticEdges(_ lifecycle: Lifecycle) throws {
    let edges = try svg(lifecycle).edges(among: Set(lifecycle.states.map(\.id.rawValue)))
    #expect(edges.count == lifecycle.figureTransitions.count)
    let automatic = lifecycle.figureTransitions.filter { $0.kind == .systemAutomatic }.count
    #expect(edges.filter(SVGInspector.isDashed).count == automatic)
  }

  /// The built-ins that follow an Apple figure (SwiftUI has none: every transition is its own, and drawn).
  static let figureModels = Catalog.builtIn.lifecycles.filter(\.followsAFigure)

  @Test(arguments: figureModels) func appleModeDashesApplesDashedEdges(_ lifecycle: Lifecycle) throws {
    let edges = try svg(lifecycle, DiagramOptions(lineStyle: .apple)).edges(among: Set(lifecycle.states.map(\.id.rawValue)))
    let dashed = lifecycle.figureTransitions.filter { $0.appleLineStyle == .dashed }.count
    #expect(edges.filter(SVGInspector.isDashed).count == dashed)
    // Apple's figures: 7 dashed app edges, 4 scene edges; the view controller's figure draws none dashed (as
    // Models/viewcontroller.yaml reads it).
    #expect(dashed == ["app": 7, "scene": 4, "viewcontroller": 0][lifecycle.id.rawValue])
  }

  @Test func appModesDifferExactlyOnD10Edges() throws {
    let ids = Set(Catalog.builtIn.lifecycle(.app)!.states.map(\.id.rawValue))
    let semantic = try svg(.app).edges(among: ids)
    let apple = try svg(.app, DiagramOptions(lineStyle: .apple)).edges(among: ids)
    let differing = zip(semantic, apple).filter { SVGInspector.isDashed($0) != SVGInspector.isDashed($1) }
    #expect(differing.map { SVGInspector.edgeName($0.0) }.sorted() == [
      "inactive-launch->active", "not-running->background", "not-running->inactive-launch",
    ])
  }

  @Test(arguments: figureModels) func allTransitionsAddsTheModelsOwnEdges(_ lifecycle: Lifecycle) throws {
    let ids = Set(lifecycle.states.map(\.id.rawValue))
    let edges = try svg(lifecycle, DiagramOptions(showsAllTransitions: true)).edges(among: ids)
    #expect(edges.count == lifecycle.transitions.count)
    #expect(edges.count > lifecycle.figureTransitions.count)
  }

  @Test func labelsNameTheCallsAndCanBeHidden() throws {
    let labelled = String(decoding: try engine.render(.scene, as: .svg), as: UTF8.self)
    #expect(labelled.contains("sceneDidBecomeActive(_:)"))
    let bare = String(decoding: try engine.render(.scene, as: .svg, options: DiagramOptions(showsLabels: false)), as: UTF8.self)
    #expect(!bare.contains("sceneDidBecomeActive(_:)"))
  }

  @Test func svgHasATitleAndDescriptionForScreenReaders() throws {
    let text = String(decoding: try engine.render(.app, as: .svg), as: UTF8.self)
    #expect(text.contains("role=\"img\""))
    #expect(text.contains("<title id=\"diagram-title\">App-based life cycle (UIApplicationDelegate)</title>"))
    #expect(text.contains("<desc id=\"diagram-desc\">State diagram of the app-based life cycle"))
  }

  @Test func pngAndPDFHaveTheirMagicBytes() throws {
    let png = try engine.render(.app, as: .png)
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let pdf = String(decoding: try engine.render(.scene, as: .pdf).prefix(5), as: UTF8.self)
    #expect(pdf == "%PDF-")
  }

  @Test(arguments: OutputFormat.allCases) func twoRendersAreByteIdentical(_ format: OutputFormat) throws {
    for lifecycle in Catalog.builtIn.lifecycles {
      #expect(try engine.render(lifecycle, as: format) == engine.render(lifecycle, as: format))
    }
  }

  @Test func fontIsSettable() throws {
    let text = String(decoding: try engine.render(.app, as: .svg, options: DiagramOptions(font: "Liberation Serif")), as: UTF8.self)
    #expect(text.contains("Liberation Serif"))
    #expect(!text.contains("DejaVu Sans"))
  }

  @Test(arguments: Catalog.builtIn.lifecycles) func dotSourceIsGolden(_ lifecycle: Lifecycle) {
    assertSnapshot(lifecycle.diagram().dotSource, named: "\(lifecycle.id.rawValue)-lifecycle.dot")
  }

  @Test(arguments: Catalog.builtIn.lifecycles) func modelJSONIsGolden(_ lifecycle: Lifecycle) throws {
    assertSnapshot(try ModelFile(lifecycle, in: .builtIn).jsonText(), named: "\(lifecycle.id.rawValue)-model.json")
  }

  @Test(arguments: Catalog.builtIn.lifecycles) func modelYAMLIsGolden(_ lifecycle: Lifecycle) throws {
    assertSnapshot(try ModelFile(lifecycle, in: .builtIn).yamlText(), named: "\(lifecycle.id.rawValue)-model.yaml")
  }

  @Test func modelJSONKeepsTheDocumentedFieldNames() throws {
    let text = try ModelFile(Catalog.builtIn.lifecycle(.app)!, in: .builtIn).jsonText()
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    #expect(object["id"] as? String == "app")
    #expect(object["schemaVersion"] as? Int == 1)
    let state = (object["states"] as! [[String: Any]]).first!
    #expect(state["rawValue"] == nil && state["name"] as? String == "Not running")
    #expect((object["states"] as! [[String: Any]])[1]["rawValue"] as? Int == 1)
    let transition = (object["transitions"] as! [[String: Any]]).first!
    for key in ["id", "from", "to", "trigger", "kind", "appleLineStyle", "calls", "sources"] {
      #expect(transition[key] != nil, "\(key)")
    }
    #expect(transition["kind"] as? String == "event-driven")
    let call = (transition["calls"] as! [[String: String]]).first!
    #expect(call == ["receiver": "AppDelegate", "method": "application(_:willFinishLaunchingWithOptions:)"])
  }
}

/// Headers and library of different Graphviz majors are refused at start-up with the fix.
@Suite struct VersionTests {
  @Test func majorVersionsMustAgree() {
    #expect(Graphviz.versionMismatch(built: "2.43.0", running: "2.43.0") == nil)
    #expect(Graphviz.versionMismatch(built: "13.1.0", running: "13.0.2") == nil)
    let error = Graphviz.versionMismatch(built: "13.1.0", running: "14.1.5")
    #expect(error?.description == "Graphviz start-up failed: lifediagram was compiled against Graphviz 13.1.0 but runs "
      + "with libgvc 14.1.5; rebuild it against the installed Graphviz (make, or swift build -c release --static-swift-stdlib)")
  }

  @Test func theRunningLibraryMatchesTheHeaders() throws {
    let engine = try Graphviz.shared.get()
    #expect(Graphviz.versionMismatch(built: Graphviz.headerVersion, running: engine.version) == nil)
  }
}
