import LifeDiagramModel
import LifeDiagramYAML
import Testing
import Yams

@testable import LifeDiagramModelFile

/// ``NodeDecoder``, over the tree ``YAMLComposer`` makes, reads what Yams' `YAMLDecoder` reads from the same text,
/// and says where it stops.
@Suite struct NodeDecoderTests {
  func root(_ yaml: String) throws -> YAMLNode {
    try ModelFileDocument(fileName: "x.yaml", bytes: Array(yaml.utf8)).root
  }

  /// Every built-in, printed as a model file and read back: the same model through both decoders.
  @Test(arguments: Catalog.builtIn.lifecycles) func aBuiltInReadsAsYamsReadsIt(_ lifecycle: Lifecycle) throws {
    let file = ModelFile(lifecycle, in: .builtIn)
    let text = try YAMLEncoder().encode(file)
    let ours = try NodeDecoder.decode(ModelFile.self, from: try root(text))
    #expect(ours == (try YAMLDecoder().decode(ModelFile.self, from: text)))
    #expect(ours == file)
  }

  struct Scalars: Decodable, Equatable {
    var flags: [Bool]
    var numbers: [Int]
    var text: String
    var quoted: String
    var missing: String?
    var empty: Int?
  }

  /// Booleans in every spelling YAML 1.1 has, integers in every base, text that looks like a number, and null.
  @Test func scalarsReadAsYamsReadsThem() throws {
    let text = """
      flags: [yes, No, ON, off, true, FALSE]
      numbers: [12, 0x1F, 0o17, 017, -2_000, +3, 0b101]
      text: 12abc
      quoted: '12'
      empty: ~

      """
    let ours = try NodeDecoder.decode(Scalars.self, from: try root(text))
    #expect(ours == (try YAMLDecoder().decode(Scalars.self, from: text)))
    #expect(ours == Scalars(
      flags: [true, false, true, false, true, false], numbers: [12, 31, 15, 15, -2000, 3, 5], text: "12abc",
      quoted: "12", missing: nil, empty: nil))
  }

  struct Door: Decodable { var transitions: [Step] }
  struct Step: Decodable { var to: Int }

  @Test func aMismatchNamesItsPath() throws {
    let node = try root("transitions: [{to: 1}, {to: open}]\n")
    do {
      _ = try NodeDecoder.decode(Door.self, from: node)
      Issue.record("decoding a word as an integer succeeded")
    } catch let DecodingError.typeMismatch(_, context) {
      #expect(ModelPath(codingPath: context.codingPath).description == "transitions[1].to")
      #expect(context.debugDescription == "expected Int, found a string 'open'")
    }
  }

  @Test func aMissingKeyIsNamed() throws {
    let node = try root("transitions: [{to: 1}, {from: 2}]\n")
    do {
      _ = try NodeDecoder.decode(Door.self, from: node)
      Issue.record("a step without 'to' was read")
    } catch let DecodingError.keyNotFound(key, context) {
      #expect(key.stringValue == "to")
      #expect(ModelPath(codingPath: context.codingPath).description == "transitions[1]")
    }
  }
}
