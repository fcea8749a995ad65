import Foundation
import Testing

@testable import LifeDiagramModelFile

/// What stops a file before its shape is looked at: size, encoding, emptiness, syntax. Each test asserts the
/// exact line the user sees.
@Suite struct ModelFileDocumentTests {
  @Test func aMinimalFileHasNoProblems() {
    #expect(Fixtures.lines(Fixtures.minimalYAML) == [])
    #expect(Fixtures.lines(Fixtures.minimalJSON, file: "door.json") == [])
  }

  @Test func anEmptyFileIsRefused() {
    #expect(Fixtures.lines("") == [
      "door.yaml: the file is empty; a model file is an object that starts with 'schemaVersion: 1' ('lifediagram schema' describes it)"
    ])
    #expect(Fixtures.lines(" \n\t\n", file: "door.json") == [
      "door.json: the file holds only white space; a model file is an object that starts with 'schemaVersion: 1' ('lifediagram schema' describes it)"
    ])
  }

  @Test(arguments: ["door.yaml", "door.json"]) func aFileOfOnlyCommentsIsEmpty(file: String) {
    #expect(Fixtures.lines("# a model, one day\n\n# not yet\n", file: file) == [
      "\(file): the file holds only comments and white space; a model file is an object that starts with 'schemaVersion: 1' ('lifediagram schema' describes it)"
    ])
  }

  @Test func aTenMegabyteFileIsRefusedWithItsSize() {
    let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 10 * 1024 * 1024)
    #expect(Fixtures.lines(bytes, file: "big.yaml") == [
      "big.yaml: the file is 10,485,760 bytes; a model file may be at most 2 MiB (2,097,152 bytes)"
    ])
  }

  @Test func bytesThatAreNotUTF8AreNamedByLineAndColumn() {
    var bytes = Array(Fixtures.minimalYAML.utf8)
    // "title: Door life cycle" is line 3; put a Latin-1 'é' (0xE9) after "Do".
    let offset = Array("schemaVersion: 1\nid: door\ntitle: Do".utf8).count
    bytes.insert(0xE9, at: offset)
    #expect(Fixtures.lines(bytes, file: "door.yaml") == [
      "door.yaml:3:10: the file is not UTF-8: byte 0xE9 cannot be read here; save the file as UTF-8"
    ])
  }

  @Test func aUTF16FileIsToldToBeUTF8() {
    let bytes: [UInt8] = [0xFF, 0xFE] + Array("schemaVersion: 1".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    #expect(Fixtures.lines(bytes, file: "door.yaml") == ["door.yaml:1:1: the file is UTF-16; save it as UTF-8"])
  }

  @Test func aRawControlCharacterIsRefusedWithItsEscape() {
    let text = Fixtures.minimalYAML.replacingOccurrences(of: "title: Door", with: "title: Do\u{7}or")
    #expect(Fixtures.lines(text) == [
      "door.yaml:3:10: the character U+0007 cannot appear as it is; write it as \\u0007 inside a double-quoted string"
    ])
  }

  @Test func aYAMLSyntaxErrorNamesItsLineAndColumn() {
    let text = Fixtures.minimalYAML.replacingOccurrences(of: "    name: Open", with: "    name: Open: wide")
    #expect(Fixtures.lines(text) == [
      "door.yaml:15:15: not valid YAML: mapping values are not allowed in this context"
    ])
  }

  @Test func anUnclosedYAMLListSaysWhereItStarts() {
    #expect(Fixtures.lines("schemaVersion: 1\nstates: [a, b\nid: door\n") == [
      "door.yaml:3:3: not valid YAML: did not find expected ',' or ']' (while parsing a flow sequence at 2:9)"
    ])
  }

  @Test func aTabIndentGetsAHint() {
    #expect(Fixtures.lines("schemaVersion: 1\nstates:\n\t- id: a\n") == [
      "door.yaml:3:1: not valid YAML: found character that cannot start any token; indent with spaces, not tabs"
    ])
  }

  @Test func aJSONSyntaxErrorNamesItsLineAndColumn() {
    let missingComma = Fixtures.minimalJSON.replacingOccurrences(of: "\"door\",\n", with: "\"door\"\n")
    #expect(Fixtures.lines(missingComma, file: "door.json") == [
      "door.json:4:3: not valid JSON: a comma is missing before this"
    ])
    // A leading zero and a comma after the last item are not JSON (Foundation's JSONDecoder reads the comma).
    let leadingZero = Fixtures.minimalJSON.replacingOccurrences(of: "\"schemaVersion\": 1", with: "\"schemaVersion\": 01")
    #expect(Fixtures.lines(leadingZero, file: "door.json") == [
      "door.json:2:20: not valid JSON: number with leading zero"
    ])
    let trailingComma = Fixtures.minimalJSON.replacingOccurrences(of: "The door is open.\"}", with: "The door is open.\"},")
    #expect(Fixtures.lines(trailingComma, file: "door.json").first?.hasSuffix(
      "not valid JSON: a comma before ']'; JSON allows no comma after the last item") == true)
    #expect(Fixtures.lines("{\"schemaVersion\": 1,\n  id: \"door\"}", file: "door.json") == [
      "door.json:2:3: not valid JSON: unexpected 'i'; keys and strings are written in double quotes"
    ])
    #expect(Fixtures.lines("{\"schemaVersion\": 1,\n \"states\": [\n", file: "door.json") == [
      "door.json:3:1: not valid JSON: the text ends before the JSON does; is a closing '}' or ']' missing?"
    ])
  }

  /// Each kind of JSON slip the scanner knows, at the byte it starts at.
  @Test(arguments: [
    (#"{"a": "x\qy"}"#, "1:9: not valid JSON: unknown escape; JSON knows"),
    ("{\"a\": \"tab\there\"}", "1:11: not valid JSON: a string holds a control character"),
    (#"{"a": "open"#, "1:7: not valid JSON: the string is not closed"),
    (#"{"a": tru}"#, "1:7: not valid JSON: unexpected 't'; keys and strings are written in double quotes"),
    (#"{"a": -}"#, "1:7: not valid JSON: a '-' must be followed by digits"),
    (#"{"a": 1.}"#, "1:7: not valid JSON: a number's '.' must be followed by digits"),
    (#"{"a": 1e}"#, "1:7: not valid JSON: a number's exponent must have digits"),
    (#"{"a" 1}"#, "1:6: not valid JSON: a ':' is missing after the key"),
    (#"{"a": 1} {"#, "1:10: not valid JSON: more text after the JSON value ends"),
    (String(repeating: "[", count: 513) + String(repeating: "]", count: 513), "1:513: not valid JSON: arrays and objects nest"),
  ])
  func aJSONSlipIsNamedWhereItStarts(_ json: String, _ expected: String) {
    let said = Fixtures.lines(json, file: "door.json").first ?? ""
    #expect(said.hasPrefix("door.json:" + expected), "\(said)")
  }

  @Test func validJSONPassesTheScanner() {
    let json = #"\#u{FEFF}{"a": [1, -0.5e+3, 2E7, true, false, null, "\u00e9\n\/"], "b": {}, "c": [ ]}"#
    #expect(JSONSyntax.problem(in: Array(json.utf8), file: "x.json") == nil)
  }

  /// The composer refuses more than 1,000 levels. (The tests link Yams, whose copy of libyaml stops at the same
  /// depth in its own parser first; the tool links the system's libyaml, where the composer's limit speaks.)
  @Test func nestingPastTheLimitIsASyntaxError() {
    let deep = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
    let lines = Fixtures.lines(deep)
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("door.yaml:1:") == true)
    let said = lines.first ?? ""
    #expect(said.contains("Maximum nesting level reached") || said.contains("nest more than 1000 levels deep"), "\(said)")
  }
}
