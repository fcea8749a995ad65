import Foundation
import LifeDiagramModel
import LifeDiagramModelFile
import LifeDiagramOutput
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

  /// `model --format yaml` and `--format json` print what they printed when Yams wrote the YAML (and the JSON was
  /// Yams' YAML composed again, plain scalars read as booleans, numbers or null).
  @Test(arguments: Catalog.builtIn.lifecycles) func aBuiltInPrintsAsYamsPrintedIt(_ lifecycle: Lifecycle) throws {
    let file = ModelFile(lifecycle, in: .builtIn)
    let yams = try Self.yamsEncoder.encode(file)
    #expect(try file.yamlText() == yams)
    let node = try #require(try Yams.compose(yaml: yams))
    #expect(try file.jsonText() == Self.json(node).text(scalarListsOnOneLine: true))
  }

  @Test func theCatalogPrintsAsYamsPrintedIt() throws {
    let file = CatalogFile(Catalog.builtIn)
    #expect(try file.yamlText() == (try Self.yamsEncoder.encode(file)))
  }

  static var yamsEncoder: YAMLEncoder {
    let encoder = YAMLEncoder()
    encoder.options = YAMLEncoder.Options(indent: 2, width: -1, allowUnicode: true, sortKeys: false)
    return encoder
  }

  /// The JSON the tool made from Yams' tree.
  static func json(_ node: Node) -> JSON {
    switch node {
    case .scalar(let scalar):
      guard scalar.style == .plain else { return .string(scalar.string) }
      switch scalar.string {
      case "true", "false": return .bool(scalar.string == "true")
      case "null", "~": return .null
      default:
        if let number = Int(scalar.string), String(number) == scalar.string { return .int(number) }
        return .string(scalar.string)
      }
    case .sequence(let sequence): return .array(sequence.map(json))
    case .mapping(let mapping): return .object(mapping.map { ($0.key.string ?? "", json($0.value)) })
    case .alias: return .null
    }
  }
}
