import Foundation
import LifeDiagramModelFile
import Testing

/// `lifediagram schema`'s text: JSON Schema that is valid JSON, complete, and the same bytes every time.
@Suite struct JSONSchemaTests {
  private let text = ModelFileSchema.jsonSchemaText

  private func parsed() throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func isValidJSONInDraft2020() throws {
    let schema = try parsed()
    #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    #expect(schema["type"] as? String == "object")
    #expect(schema["additionalProperties"] as? Bool == false)
  }

  @Test func namesEveryTopLevelKeyOfTheSpecInOrder() throws {
    let spec = [
      "schemaVersion", "id", "title", "shortTitle", "delegateProtocol", "graphName", "unitName", "tracksProcess",
      "hasScenePhase", "releases", "systemLane", "figureColumnHeaders", "initialState", "states", "transitions", "rules", "events",
      "scenarios", "sources", "delegateMethods",
    ]
    let properties = try #require(try parsed()["properties"] as? [String: Any])
    #expect(Set(properties.keys) == Set(spec))
    // JSONSerialization forgets the order; the text keeps it.
    let positions = spec.compactMap { text.range(of: "\n    \"\($0)\": {")?.lowerBound }
    #expect(positions.count == spec.count && positions == positions.sorted())
    let required = try #require(try parsed()["required"] as? [String])
    // A life cycle needs no more than these (issue 25): everything iOS-specific has a default.
    #expect(required == ["schemaVersion", "id", "title", "initialState", "states", "transitions"])
  }

  @Test func definesEveryObjectOfTheFormatAndEveryReferenceResolves() throws {
    let definitions = try #require(try parsed()["$defs"] as? [String: Any])
    #expect(Set(definitions.keys) == [
      "State", "Position", "Transition", "Step", "Call", "Rule", "Event", "Scenario", "Start", "Unit", "Occurrence",
      "Source", "DelegateMethod", "Deprecation",
    ])
    let references = text.split(separator: "\"$ref\": \"#/$defs/").dropFirst().map { $0.prefix { $0 != "\"" } }
    #expect(!references.isEmpty)
    #expect(references.allSatisfy { definitions[String($0)] != nil })
  }

  @Test func everyPropertyHasADescription() throws {
    var objects = [try parsed()]
    objects += try #require(try parsed()["$defs"] as? [String: [String: Any]]).values
    for object in objects {
      #expect((object["description"] as? String)?.isEmpty == false)
      let properties = try #require(object["properties"] as? [String: [String: Any]])
      for (name, property) in properties {
        #expect((property["description"] as? String ?? "").count > 10, "\(name) has no description")
      }
    }
  }

  @Test func theRulesBetweenKeysArePrinted() throws {
    let definitions = try #require(try parsed()["$defs"] as? [String: [String: Any]])
    let step = try #require(definitions["Step"])
    #expect((step["oneOf"] as? [[String: [String]]])?.map { $0["required"] ?? [] } == [["call"], ["system"]])
    #expect(step["dependentRequired"] as? [String: [String]] == ["call": ["receiver"], "receiver": ["call"]])
    let rule = try #require(definitions["Rule"])
    #expect(rule["if"] != nil && rule["then"] as? [String: [String]] == ["required": ["afterCall"]])
    let calls = try #require((definitions["Transition"]?["properties"] as? [String: [String: Any]])?["calls"])
    #expect(calls["readOnly"] as? Bool == true)
  }

  @Test func printingTwiceGivesTheSameBytes() {
    #expect(Array(ModelFileSchema.jsonSchemaText.utf8) == Array(text.utf8))
  }

  @Test func matchesTheRecordedSchema() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Snapshots/model-file.schema.json")
    let recorded = try? String(contentsOf: url, encoding: .utf8)
    if recorded == nil || ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
      Issue.record("recorded \(url.lastPathComponent); run the tests again")
      return
    }
    #expect(recorded == text)
  }

  @Test(arguments: [
    (StringFormat.kebabID, ["a", "foreground-active", "a1-b2", "x-to-y"], ["", "-a", "a-", "a--b", "A", "a_b", "é", "a b"]),
    (StringFormat.sourceID, ["A22", "AF", "O1", "a.b_c-d", "9"], ["", ".A", "-A", "A B", "A/B", "é"]),
    (StringFormat.identifier, ["SceneDelegate", "_x", "a1"], ["", "1a", "a-b", "a.b", "é"]),
  ])
  func aFormatMatchesWhatItsPatternMatches(format: StringFormat, valid: [String], invalid: [String]) throws {
    let regex = try NSRegularExpression(pattern: format.pattern)
    for sample in valid + invalid {
      let range = NSRange(sample.startIndex..., in: sample)
      let byRegex = regex.firstMatch(in: sample, range: range) != nil
      #expect(format.matches(sample) == byRegex, "\(sample)")
      #expect(byRegex == valid.contains(sample), "\(sample)")
    }
  }
}
