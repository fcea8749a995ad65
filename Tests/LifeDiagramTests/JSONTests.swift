import LifeDiagramOutput
import Testing

/// The one JSON writer: the scenario tables' JSON, the printed model files and the schemas escape alike.
@Suite struct JSONTests {
  @Test func lineAndParagraphSeparatorsAreEscapedLikeControlCharacters() {
    #expect(JSON.string("a\u{2028}b\u{2029}c\u{7}").text == "\"a\\u2028b\\u2029c\\u0007\"\n")
  }

  @Test func quotesBackslashesAndC1ControlsAreEscapedAndOtherTextIsKept() {
    // 0xC2 and 0xE2 start characters that are escaped and others that are not (¢, ’, …).
    #expect(JSON.string("\"a\\b\u{9B}¢’…\u{85}\u{7F}\n\t").text == "\"\\\"a\\\\b\\u009b¢’…\\u0085\\u007f\\n\\t\"\n")
    #expect(JSON.string("<b>&</script>").text == "\"<b>&</script>\"\n")
    #expect(JSON.string("<b>&’</script>").scriptText == "\"\\u003cb\\u003e\\u0026’\\u003c/script\\u003e\"")
    #expect(JSON.string("").text == "\"\"\n" && JSON.string("\u{2028}").text == "\"\\u2028\"\n")
  }

  @Test func nestedValuesAreIndentedTwoSpacesALevel() {
    let value = JSON.object([("a", .array([.object([("b", .array([.int(1)]))]), .array([])])), ("c", .object([]))])
    #expect(value.text == "{\n  \"a\": [\n    {\n      \"b\": [\n        1\n      ]\n    },\n    []\n  ],\n  \"c\": {}\n}\n")
    #expect(value.scriptText == "{\"a\":[{\"b\":[1]},[]],\"c\":{}}")
  }

  @Test func aListOfScalarsStaysOnOneLineOnlyWhenAsked() {
    let value = JSON.object([("required", .array([.string("id"), .int(1), .bool(true)])), ("none", .null)])
    #expect(value.text(scalarListsOnOneLine: true) == "{\n  \"required\": [\"id\", 1, true],\n  \"none\": null\n}\n")
    #expect(value.text == "{\n  \"required\": [\n    \"id\",\n    1,\n    true\n  ],\n  \"none\": null\n}\n")
  }
}
