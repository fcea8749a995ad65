import LifeDiagramModelFile
import Testing

/// Every shape problem, each test asserting the exact lines the user sees.
@Suite struct ShapeValidationTests {
  /// The minimal file with one line changed.
  private func minimal(_ old: String, _ new: String) -> String {
    precondition(Fixtures.minimalYAML.contains(old), "the fixture has no '\(old)'")
    return Fixtures.minimalYAML.replacingOccurrences(of: old, with: new)
  }

  @Test func aWrongTypeSaysWhatWasExpectedAndFound() {
    #expect(Fixtures.lines(minimal("schemaVersion: 1", "schemaVersion: abc")) == [
      "door.yaml:1:16: schemaVersion: expected 1, found a string 'abc'"
    ])
    #expect(Fixtures.lines(minimal("    role: inactive\n", "    role: inactive\n    rawValue: abc\n")) == [
      "door.yaml:13:15: states[0].rawValue: expected an integer from -2147483648 to 2147483647, found a string 'abc'"
    ])
    #expect(Fixtures.lines(minimal("states:\n", "states: none\nx:\n")).first == "door.yaml:9:9: states: expected a list, found a string 'none'")
  }

  @Test func aNumberWhereJSONWantsAStringIsWrong() {
    let json = Fixtures.minimalJSON.replacingOccurrences(of: "\"title\": \"Door life cycle\"", with: "\"title\": 12")
    #expect(Fixtures.lines(json, file: "door.json") == ["door.json:4:12: title: expected a string, found an integer 12"])
    // YAML reads any scalar as text, as Yams' decoder does.
    #expect(Fixtures.lines(minimal("title: Door life cycle", "title: 12")) == [])
  }

  @Test func anUnknownKeySuggestsTheNearestOne() {
    #expect(Fixtures.lines(minimal("    trigger: Someone", "    tigger: Someone")) == [
      // 'trigger' may be left out, so the typo is the one problem.
      "door.yaml:21:5: transitions[0].tigger: unknown key 'tigger'; did you mean 'trigger'?",
    ])
    #expect(Fixtures.lines(minimal("id: door", "id: door\ncolour: red")) == [
      "door.yaml:3:1: colour: unknown key 'colour'"
    ])
  }

  @Test func aMissingRequiredKeyIsNamedAtItsObject() {
    #expect(Fixtures.lines(minimal("    name: Open\n", "")) == [
      "door.yaml:14:5: states[1]: missing required key 'name'"
    ])
  }

  @Test func anEnumTypoSuggestsTheValueMeant() {
    #expect(Fixtures.lines(minimal("kind: event-driven", "kind: event-drivn")) == [
      "door.yaml:22:11: transitions[0].kind: unknown value 'event-drivn'; did you mean 'event-driven'?"
    ])
    #expect(Fixtures.lines(minimal("role: active", "role: open")) == [
      "door.yaml:16:11: states[1].role: unknown value 'open'; expected one of 'not-running', 'unattached', 'inactive', 'active', 'background', 'suspended'"
    ])
  }

  @Test func anIdThatIsNotKebabCaseSuggestsOne() {
    #expect(Fixtures.lines(minimal("initialState: closed", "initialState: Closed Door")) == [
      "door.yaml:8:15: initialState: 'Closed Door' is not a kebab-case id (lower-case letters and digits, words joined by single hyphens, e.g. 'foreground-active'); did you mean 'closed-door'?"
    ])
  }

  @Test func aRepeatedKeyIsReportedAtEachRepeat() {
    let yaml = minimal("    name: Open\n", "    name: Open\n    name: Ajar\n    role: active\n")
    #expect(Fixtures.lines(yaml) == [
      "door.yaml:16:5: states[1].name: the key 'name' appears more than once in this object (first at 15:5)",
      "door.yaml:18:5: states[1].role: the key 'role' appears more than once in this object (first at 17:5)",
    ])
    let json = Fixtures.minimalJSON.replacingOccurrences(of: "\"id\": \"door\",", with: "\"id\": \"door\", \"id\": \"gate\",")
    #expect(Fixtures.lines(json, file: "door.json") == [
      "door.json:3:17: id: the key 'id' appears more than once in this object (first at 3:3)"
    ])
  }

  @Test func aStepHasCallOrSystemNotBoth() {
    let both = minimal(
      "    kind: event-driven\n",
      "    kind: event-driven\n    steps:\n      - call: doorDidOpen(_:)\n        receiver: DoorDelegate\n        system: The hinge creaks\n")
    #expect(Fixtures.lines(both) == [
      "door.yaml:26:9: transitions[0].steps[0].system: 'call' and 'system' are both given; a step has exactly one of them"
    ])
    let neither = minimal("    kind: event-driven\n", "    kind: event-driven\n    steps:\n      - caveat: nothing happens\n")
    #expect(Fixtures.lines(neither) == [
      "door.yaml:24:9: transitions[0].steps[0]: missing 'call' or 'system'; a step has exactly one of them"
    ])
    let noReceiver = minimal("    kind: event-driven\n", "    kind: event-driven\n    steps:\n      - call: doorDidOpen(_:)\n")
    #expect(Fixtures.lines(noReceiver) == [
      "door.yaml:24:9: transitions[0].steps[0]: 'call' is given, so 'receiver' is required"
    ])
  }

  @Test func afterCallGoesWithTheAfterCallPlacementOnly() {
    let rule = """
      rules:
        - id: hinge
          when: Always
          summary: The hinge creaks.
          condition: process-launches
          placement: PLACEMENT

      """
    let missing = Fixtures.minimalYAML + rule.replacingOccurrences(of: "PLACEMENT", with: "after-call")
    #expect(Fixtures.lines(missing) == [
      "door.yaml:24:5: rules[0]: missing key 'afterCall', required when 'placement' is 'after-call'"
    ])
    let stray = Fixtures.minimalYAML + rule.replacingOccurrences(of: "PLACEMENT", with: "before-transition\n    afterCall: doorDidOpen(_:)")
    #expect(Fixtures.lines(stray) == [
      "door.yaml:29:5: rules[0].afterCall: 'afterCall' is allowed only when 'placement' is 'after-call' (here 'before-transition')"
    ])
  }

  @Test func processAnswersComeAllTogetherOrNotAtAll() {
    #expect(Fixtures.lines(minimal("    role: inactive\n", "    role: inactive\n    processInMemory: yes\n    uiOnScreen: no\n")) == [
      "door.yaml:10:5: states[0]: missing 'executesCode', 'receivesEvents'; give all of 'processInMemory', 'executesCode', 'receivesEvents', 'uiOnScreen', or none"
    ])
    let all = "    role: inactive\n    processInMemory: yes\n    executesCode: no\n    receivesEvents: limited\n    uiOnScreen: not implied\n"
    #expect(Fixtures.lines(minimal("    role: inactive\n", all)) == [])
  }

  @Test func printedCallsAreAcceptedAndIgnored() {
    let yaml = minimal(
      "    kind: event-driven\n",
      "    kind: event-driven\n    calls:\n      - receiver: DoorDelegate\n        method: doorDidOpen(_:)\n        anything: 3\n")
    #expect(Fixtures.lines(yaml) == [])
  }

  @Test func labelsWithMarkupOrControlCharactersAreText() {
    let yaml = minimal("title: Door life cycle", #"title: "<b>Door</b> \u0007 & <script>alert(1)</script>""#)
    #expect(Fixtures.lines(yaml) == [])
    let prose = minimal("meaning: The door is shut.", #"meaning: "The door\n# is shut.""#)
    #expect(Fixtures.lines(prose) == [], "a line break in prose is written as a space")
    let broken = minimal("title: Door life cycle", #"title: "Door\n# life cycle""#)
    #expect(Fixtures.lines(broken) == ["door.yaml:3:8: title: holds a line break; write it on one line"])
    let json = Fixtures.minimalJSON.replacingOccurrences(
      of: "\"Someone pushes the door.\"", with: #""<i>Someone</i> pushes \u0007 the \"door\".""#)
    #expect(Fixtures.lines(json, file: "door.json") == [])
  }

  @Test func aFileThatIsNotAnObjectSaysSo() {
    #expect(Fixtures.lines("- schemaVersion: 1\n") == ["door.yaml:1:1: expected an object, found a list"])
    #expect(Fixtures.lines("[1, 2]", file: "door.json") == ["door.json:1:1: expected an object, found a list"])
  }

  @Test func nullLeavesAnOptionalKeyOutButNotARequiredOne() {
    #expect(Fixtures.lines(minimal("title: Door life cycle", "title:\nunitName: ~\nsources: null")) == [
      "door.yaml:3:7: title: expected a string, found nothing"
    ])
  }

  @Test func problemsComeInDocumentOrderEachOnce() {
    let yaml = minimal("kind: event-driven", "kind: sideways\n    colour: red")
      .replacingOccurrences(of: "schemaVersion: 1", with: "schemaVersion: 2")
    #expect(Fixtures.lines(yaml) == [
      "door.yaml:1:16: schemaVersion: expected 1, found an integer 2",
      "door.yaml:22:11: transitions[0].kind: unknown value 'sideways'; expected one of 'system-automatic', 'event-driven'",
      "door.yaml:23:5: transitions[0].colour: unknown key 'colour'",
    ])
  }

  @Test func aRepeatedKeyWithAnAnchorIsNamedAtItsPlace() {
    #expect(Fixtures.lines("&anchor id: door\nid: gate\n").last == 
      "door.yaml:2:1: id: the key 'id' appears more than once in this object (first at 1:1)")
  }

  @Test func aFileThatAliasesExpandPastTheLimitIsRefused() {
    // 12 lines that stand for 1,000 transitions of 100 steps of 100 citations each: ten million values.
    let sources = "[" + Array(repeating: "A1", count: 100).joined(separator: ", ") + "]"
    let steps = "[&st {system: creak, sources: \(sources)}, " + Array(repeating: "*st", count: 99).joined(separator: ", ") + "]"
    let transitions = "  - &t {from: closed, to: open, trigger: push, kind: event-driven, steps: \(steps)}\n"
      + String(repeating: "  - *t\n", count: 999)
    let yaml = Fixtures.minimalYAML.replacingOccurrences(
      of: "transitions:\n", with: "transitions:\n\(transitions)")
    #expect(Fixtures.lines(yaml) == [
      "door.yaml: the file stands for more than 1,500,000 values through YAML aliases (*name); write the repeated parts out"
    ])
  }
}
