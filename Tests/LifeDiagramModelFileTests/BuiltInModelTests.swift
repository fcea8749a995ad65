import Foundation
import LifeDiagramModel
import LifeDiagramModelFile
import Testing

/// Every built-in is written as a file and compiled in (`make models`): the Swift the tool is built from is what
/// the files give, and reading the files gives the compiled-in catalog.
@Suite struct BuiltInModelTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A built-in model file, the name `make models` gives its value, and the generated Swift file.
  struct Built: Sendable, CustomTestStringConvertible {
    var model: String
    var name: String
    var swiftFile: String
    var testDescription: String { model }
  }

  static let models = [
    Built(model: "app", name: "app", swiftFile: "AppModel"),
    Built(model: "scene", name: "scene", swiftFile: "SceneModel"),
    Built(model: "viewcontroller", name: "viewController", swiftFile: "ViewControllerModel"),
    Built(model: "swiftui", name: "swiftUI", swiftFile: "SwiftUIModel"),
  ]

  static func bytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: root.appendingPathComponent(path)))
  }

  static func generated(_ swiftFile: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent("Sources/LifeDiagramModel/Catalog/Generated/\(swiftFile).swift"), encoding: .utf8)
  }

  static func catalogFile() throws -> CatalogFile {
    try CatalogFile.load(fileName: "Models/catalog.yaml", bytes: bytes("Models/catalog.yaml"))
  }

  static func load(_ model: String) throws -> ModelFile {
    let path = "Models/\(model).yaml"
    return try ModelFile.load(fileName: path, bytes: bytes(path), joining: Catalog(catalogFile()))
  }

  @Test func theGeneratedCatalogIsWhatTheCatalogFileGives() throws {
    let fresh = try Self.catalogFile().swiftSource(name: "shared", from: "Models/catalog.yaml")
    #expect(try Self.generated("SharedCatalog") == fresh, "Generated/SharedCatalog.swift is stale; run 'make models'")
  }

  @Test(arguments: models) func theGeneratedSwiftIsWhatTheModelFileGives(_ built: Built) throws {
    let fresh = try Self.load(built.model).swiftSource(name: built.name, from: "Models/\(built.model).yaml")
    #expect(try Self.generated(built.swiftFile) == fresh, "Generated/\(built.swiftFile).swift is stale; run 'make models'")
  }

  /// The files, read in the order the tool adds them, give the compiled-in catalog exactly: life cycles,
  /// scenarios in the docs' order, sources, methods, mapping and disagreements.
  @Test func theFilesGiveTheBuiltInCatalog() throws {
    var catalog = Catalog(try Self.catalogFile())
    for built in Self.models { catalog = catalog.adding(try Self.load(built.model)) }
    #expect(catalog == Catalog.builtIn)
    #expect(catalog.scenarios.map(\.id) == Catalog.builtIn.scenarios.map(\.id))
  }

  /// Given back as a user's model file, each built-in's file changes nothing.
  @Test(arguments: models) func aBuiltInsFileGivenBackChangesNothing(_ built: Built) throws {
    let path = "Models/\(built.model).yaml"
    let file = try ModelFile.load(fileName: path, bytes: Self.bytes(path), joining: .builtIn)
    #expect(Catalog.builtIn.lifecycle(LifecycleID(rawValue: built.model)) == file.lifecycle)
    #expect(Catalog.builtIn.adding(file) == Catalog.builtIn)
  }

  @Test func aCatalogFileWithARepeatedSourceOrAnUnknownCitationIsRefused() throws {
    let text = """
      schemaVersion: 1
      sources:
        - {id: A1, title: One, usedFor: Everything.}
        - {id: A1, title: Again, usedFor: Nothing.}
      disagreements:
        - {id: D1, point: A point, seeds: Said., apple: Said., resolution: Done., sources: [A2]}
      """
    #expect {
      try CatalogFile.load(fileName: "c.yaml", bytes: Array(text.utf8))
    } throws: { error in
      let lines = (error as? InvalidModelFile)?.problems.map(\.description) ?? []
      return lines == [
        "c.yaml:4:10: sources[1].id: source id 'A1' is used more than once",
        "c.yaml:6:87: disagreements[0].sources[0]: unknown source 'A2'; did you mean 'A1'? (define it under 'sources')",
      ]
    }
  }
}
