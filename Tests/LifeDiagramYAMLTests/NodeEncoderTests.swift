import Testing
import Yams

@testable import LifeDiagramYAML

/// ``NodeEncoder`` and ``YAMLEmitter`` write what Yams' `YAMLEncoder` wrote with the options the tool used
/// (two-space indents, no wrapping, Unicode, keys in coding order), byte for byte.
@Suite struct NodeEncoderTests {
  struct Record: Encodable {
    var name: String
    var count: Int
    var flag: Bool
    var missing: String?
    var present: String?
    var words: [String]
    var nested: [Nested]
    var table: [String: Int]
  }

  struct Nested: Encodable {
    var id: String
    var numbers: [Int]
    var empty: [String]
  }

  static let awkward: [String] = [
    "plain", "true", "False", "yes", "off", "12", "-3", "0x1F", "1.5", ".inf", "1e3", "", "~", "null", "2026-11-25",
    "2026-11-25 10:00:00", "<<", "=", "a: b", "- x", "#hash", "x #y", "'quote", "\"double", "multi\nline",
    "  leading", "trailing ", "안녕 세상", "tab\there", "ends with colon:", "{brace}", "[bracket]", "*star", "&amp",
    "!bang", "%percent", "@at", "`tick", "|pipe", ">fold", "?q", "a,b", "long " + String(repeating: "word ", count: 40),
    "line\n\nbreaks\n", "\u{7F}del", "é", "🙂",
  ]

  @Test func awkwardStringsAreWrittenAsYamsWroteThem() throws {
    let record = Record(
      name: "door", count: 3, flag: true, missing: nil, present: "here", words: Self.awkward,
      nested: [Nested(id: "a", numbers: [1, -2], empty: []), Nested(id: "true", numbers: [], empty: [""])],
      table: ["only": 1])
    #expect(try NodeEncoder.text(of: record) == (try Self.yams.encode(record)))
  }

  @Test(arguments: awkward) func eachStringAloneReadsBackAsItself(_ text: String) throws {
    let written = try NodeEncoder.text(of: ["key": text])
    #expect(written == (try Self.yams.encode(["key": text])))
    let root = try #require(try YAMLComposer.compose(written))
    guard case .mapping(let mapping) = root, case .scalar(let scalar) = mapping["key"] else {
      Issue.record("not read back as a mapping of a scalar: \(written)")
      return
    }
    #expect(scalar.string == text)
    if scalar.tag == nil { #expect(PlainScalar.readsAsString(scalar.string)) }
  }

  static var yams: YAMLEncoder {
    let encoder = YAMLEncoder()
    encoder.options = YAMLEncoder.Options(indent: 2, width: -1, allowUnicode: true, sortKeys: false)
    return encoder
  }
}
