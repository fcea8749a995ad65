import Foundation
import LifeDiagramModel
import LifeDiagramModelFile
import Testing

/// Problems found after decoding (an unknown state, a repeated id) are placed by their path.
@Suite struct LocatorTests {
  private let yaml = try? ModelFileDocument(fileName: "app.yaml", bytes: Array(Fixtures.minimalYAML.utf8))
  private let json = try? ModelFileDocument(fileName: "app.json", bytes: Array(Fixtures.minimalJSON.utf8))

  @Test func aPathLeadsToItsValue() throws {
    let yaml = try #require(yaml)
    #expect(yaml.position(of: ["transitions", 0, "to"]) == LineColumn(line: 20, column: 9))
    #expect(yaml.position(of: ["states", 1]) == LineColumn(line: 14, column: 5))
    #expect(yaml.position(of: []) == LineColumn(line: 1, column: 1))
    let json = try #require(json)
    #expect(json.position(of: ["transitions", 0, "to"]) == LineColumn(line: 15, column: 30))
    #expect(json.position(of: ["states", 1, "role"]) == LineColumn(line: 12, column: 44))
  }

  @Test func aPathTheFileLacksStopsAtItsNearestAncestor() throws {
    let yaml = try #require(yaml)
    #expect(yaml.position(of: ["transitions", 0, "id"]) == LineColumn(line: 19, column: 5))
    #expect(yaml.position(of: ["transitions", 6, "to"]) == LineColumn(line: 19, column: 3))
    #expect(yaml.position(of: ["scenarios", 0]) == LineColumn(line: 1, column: 1))
  }

  @Test func aProblemFoundAfterDecodingPrintsAsOneLine() throws {
    let yaml = try #require(yaml)
    let problem = yaml.problem(at: ["transitions", 0, "to"], "unknown state 'opne'; did you mean 'open'?")
    #expect(problem.description == "app.yaml:20:9: transitions[0].to: unknown state 'opne'; did you mean 'open'?")
    #expect(problem.line == 20 && problem.column == 9)
  }

  @Test func theSpecsExampleLine() {
    let problem = ModelFileProblem(
      file: "app.yaml", position: LineColumn(line: 41, column: 9), path: ["transitions", 6, "to"],
      "unknown state 'bakground'; did you mean 'background'?")
    #expect(problem.description == "app.yaml:41:9: transitions[6].to: unknown state 'bakground'; did you mean 'background'?")
  }

  @Test func aDecodingErrorsCodingPathIsAModelPath() throws {
    struct Door: Decodable { var transitions: [Transition] }
    struct Transition: Decodable { var to: Int }
    let bytes = Data(#"{"transitions": [{"to": 1}, {"to": "open"}]}"#.utf8)
    do {
      _ = try JSONDecoder().decode(Door.self, from: bytes)
      Issue.record("decoding a string as an integer succeeded")
    } catch let DecodingError.typeMismatch(_, context) {
      #expect(ModelPath(codingPath: context.codingPath).description == "transitions[1].to")
    }
  }

  @Test func problemsAreSortedByPositionAndListedOnce() {
    let at = { (line: Int, message: String) in
      ModelFileProblem(file: "a.yaml", position: LineColumn(line: line, column: 1), message)
    }
    let whole = ModelFileProblem(file: "a.yaml", position: nil, "whole file")
    let error = InvalidModelFile([at(9, "later"), at(2, "first"), whole, at(9, "later"), at(9, "same line, found second")])
    #expect(error.problems.map(\.message) == ["whole file", "first", "later", "same line, found second"])
    #expect(error.description == """
      a.yaml: whole file
      a.yaml:2:1: first
      a.yaml:9:1: later
      a.yaml:9:1: same line, found second
      """)
  }

  @Test func aMessageStaysOneLine() {
    let problem = ModelFileProblem(file: "a\nb.yaml", position: nil, path: ["x\ty"], "bad \u{7} value\nhere")
    #expect(problem.description == #"a\nb.yaml: x\ty: bad \u{7} value\nhere"#)
  }
}
