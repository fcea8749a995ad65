import Foundation
import LifeDiagramModel
import LifeDiagramModelFile
import Testing

/// The view controller's life cycle is written as a model file and compiled in: the Swift the tool builds it from
/// is what the model file gives, and reading the file gives the same catalog as the compiled-in built-in.
@Suite struct BuiltInModelTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func load() throws -> ModelFile {
    let bytes = try Data(contentsOf: Self.root.appendingPathComponent("Models/viewcontroller.yaml"))
    var base = Catalog.builtIn
    base.lifecycles.removeAll { $0.id == "viewcontroller" }
    return try ModelFile.load(fileName: "Models/viewcontroller.yaml", bytes: Array(bytes), joining: base)
  }

  @Test func theGeneratedSwiftIsWhatTheModelFileGives() throws {
    let generated = try String(
      contentsOf: Self.root.appendingPathComponent("Sources/LifeDiagramModel/Catalog/Generated/ViewControllerModel.swift"),
      encoding: .utf8)
    let fresh = try load().swiftSource(name: "viewController", from: "Models/viewcontroller.yaml")
    #expect(generated == fresh, "Sources/LifeDiagramModel/Catalog/Generated/ViewControllerModel.swift is stale; run 'make models'")
  }

  @Test func theModelFileGivesTheBuiltIn() throws {
    let file = try load()
    #expect(Catalog.builtIn.lifecycle("viewcontroller") == file.lifecycle)
    #expect(Catalog.builtIn.adding(file) == Catalog.builtIn)
  }
}
