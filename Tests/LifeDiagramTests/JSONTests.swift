import LifeDiagramOutput
import Testing

/// The one JSON writer: the scenario tables' JSON, the printed model files and the schemas escape alike.
@Suite struct JSONTests {
  @Test func lineAndParagraphSeparatorsAreEscapedLikeControlCharacters() {
    #expect(JSON.string("a\u{2028}b\u{2029}c\u{7}").text == "\"a\\u2028b\\u2029c\\u0007\"\n")
  }

  @Test func aListOfScalarsStaysOnOneLineOnlyWhenAsked() {
    let value = JSON.object([("required", .array([.string("id"), .int(1), .bool(true)])), ("none", .null)])
    #expect(value.text(scalarListsOnOneLine: true) == "{\n  \"required\": [\"id\", 1, true],\n  \"none\": null\n}\n")
    #expect(value.text == "{\n  \"required\": [\n    \"id\",\n    1,\n    true\n  ],\n  \"none\": null\n}\n")
  }
}
