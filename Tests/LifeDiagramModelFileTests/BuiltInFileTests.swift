import Foundation
import LifeDiagramModel
import LifeDiagramModelFile
import Testing
import Yams

/// The schema agrees with the model's own coding: what `ModelFile` encodes for the built-ins, in JSON and YAML,
/// has no shape problem.
@Suite struct BuiltInFileTests {
  @Test(arguments: Catalog.builtIn.lifecycles) func aBuiltInPrintedAsJSONHasTheFormatsShape(_ lifecycle: Lifecycle) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
    let bytes = try encoder.encode(ModelFile(lifecycle, in: .builtIn))
    let document = try ModelFileDocument(fileName: "\(lifecycle.id).json", bytes: bytes)
    #expect(document.shapeProblems().map(\.description) == [])
  }

  @Test(arguments: Catalog.builtIn.lifecycles) func aBuiltInPrintedAsYAMLHasTheFormatsShape(_ lifecycle: Lifecycle) throws {
    let text = try YAMLEncoder().encode(ModelFile(lifecycle, in: .builtIn))
    let document = try ModelFileDocument(fileName: "\(lifecycle.id).yaml", bytes: Array(text.utf8))
    #expect(document.shapeProblems().map(\.description) == [])
  }
}
