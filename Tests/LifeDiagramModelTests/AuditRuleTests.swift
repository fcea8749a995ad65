import LifeDiagramModel
import Testing

/// An audit rule's message and methods, as findings read them.
@Suite struct AuditRuleTests {
  @Test func aMessageFillsInThePlaceholdersItKnowsAndKeepsOtherBraces() {
    let rule = AuditRule(
      id: "r", title: "t",
      message: "{method} → {replacement} ({option}){alsoCalled}; {unknown} {method} {", help: "h", connectionOption: "urlContexts")
    #expect(rule.message(method: "m()", replacement: "{method}", alsoCalled: "!") == "m() → {method} (urlContexts)!; {unknown} m() {")
    #expect(rule.message() == " →  (urlContexts); {unknown}  {")
  }

  @Test func aMethodKnowsItsBaseNameAndLabelsWhenItsSelectorChanges() {
    var method = AuditMethod("application(_:open:options:)")
    #expect(method.baseName == "application" && method.labels == ["_", "open", "options"])
    method.selector = "sceneDidBecomeActive(_:)"
    #expect(method.baseName == "sceneDidBecomeActive" && method.labels == ["_"])
    #expect(AuditMethod("init").baseName == "init" && AuditMethod("init").labels == [])
  }
}
