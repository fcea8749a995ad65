import LifeDiagramModel
import LifeDiagramModelFile
import Testing

/// What loading a model file reports beyond its shape: a scenario that cannot happen, at its event; one
/// misspelling as one problem first, its consequences after it.
@Suite struct LoadingProblemTests {
  /// The door file with events and a scenario.
  static let door = Fixtures.minimalYAML + """
    events:
      - id: push
        text: Someone pushes the door
        fires: [closed-to-open]
    scenarios:
      - id: walk-in
        title: Walking in
        summary: Someone pushes the closed door.
        start:
          units: [{state: closed}]
        events: [{event: push}, {event: push}]

    """

  /// Every line of the problems loading `text` gives, or none when it loads.
  static func lines(_ text: String) -> [String] {
    do {
      _ = try ModelFile.load(fileName: "door.yaml", bytes: Array(text.utf8), joining: Catalog(CatalogFile()))
      return []
    } catch {
      return error.problems.map(\.description)
    }
  }

  @Test func aScenarioThatCannotHappenIsRefusedAtItsEvent() {
    #expect(Self.lines(Self.door) == [
      "door.yaml:33:29: scenarios[0].events[1]: event 'push' cannot happen in state 'open': no transition of the event leaves that state"
    ])
    let once = Self.door.replacingOccurrences(of: "[{event: push}, {event: push}]", with: "[{event: push}]")
    #expect(Self.lines(once) == [])
  }

  @Test func aMisspeltStateIsTheFirstProblemAndItsConsequencesFollow() {
    let typo = Self.door.replacingOccurrences(of: "    to: open\n", with: "    to: opn\n")
    #expect(Self.lines(typo) == [
      "door.yaml:20:9: transitions[0].to: unknown state 'opn'; did you mean 'open'?",
      "door.yaml:14:5: states[1]: state 'open' cannot be reached from the initial state 'closed' while transitions[0] names an unknown state",
      "door.yaml:26:13: events[0].fires[0]: transition 'closed-to-open' does not exist while transitions[0] names an unknown state",
    ])
  }

  /// A "did you mean" goes from the typo to an id that exists, never to the id a misspelt transition got.
  @Test func noSuggestionPointsAtAMisspeltTransition() {
    let typo = Self.door.replacingOccurrences(of: "    to: open\n", with: "    to: opn\n")
      .replacingOccurrences(of: "fires: [closed-to-open]", with: "fires: [closed-to-opn]")
    let lines = Self.lines(typo)
    #expect(lines.first == "door.yaml:20:9: transitions[0].to: unknown state 'opn'; did you mean 'open'?")
    #expect(!lines.contains { $0.contains("did you mean 'closed-to-opn'") })
  }
}

/// A model file needs only the keys any life cycle has; the rest take their defaults.
@Suite struct GeneralFormatTests {
  static let smallest = """
    schemaVersion: 1
    id: two-door-lift
    title: Lift doors
    initialState: shut
    states:
      - {id: shut, name: Shut}
      - {id: open, name: Open, color: '#CFDD82'}
    transitions:
      - {from: shut, to: open, kind: event-driven}

    """

  @Test func theRequiredKeysAreEnoughAndTheRestHaveDefaults() throws {
    let file = try ModelFile.load(fileName: "lift.yaml", bytes: Array(Self.smallest.utf8), joining: Catalog(CatalogFile()))
    let lifecycle = file.lifecycle
    #expect(lifecycle.shortTitle == "Lift doors")
    #expect(lifecycle.graphName == "TwoDoorLiftLifecycle")
    #expect(lifecycle.delegateProtocol == nil && lifecycle.releases == nil && lifecycle.systemLane == nil)
    #expect(lifecycle.states.map(\.role) == [nil, nil])
    #expect(lifecycle.states.map(\.color) == [nil, "#CFDD82"])
    #expect(lifecycle.states.map(\.meaning) == ["", ""])
    #expect(lifecycle.transitions.map(\.trigger) == [""])
  }

  @Test func aColourIsSixHexadecimalDigits() {
    let bad = Self.smallest.replacingOccurrences(of: "'#CFDD82'", with: "green")
    #expect(Fixtures.lines(bad, file: "lift.yaml") == [
      "lift.yaml:7:35: states[1].color: 'green' is not a colour ('#' and six hexadecimal digits, e.g. '#ABD4F0')"
    ])
  }

  @Test func aGraphNameIsAnIdentifierEvenForAnIdThatStartsWithADigit() {
    #expect(Lifecycle.defaultGraphName(for: "2fa-flow") == "Graph2faFlowLifecycle")
    #expect(Lifecycle.defaultGraphName(for: "app") == "AppLifecycle")
  }
}

/// Conditions as data: a rule may test and set flags on a unit, so a life cycle that is not an app's says "once
/// per unit" without the app's process and session conditions.
@Suite struct FlagRuleTests {
  static let panel = """
    schemaVersion: 1
    id: panel
    title: Panel life cycle
    initialState: hidden
    states:
      - {id: hidden, name: Hidden}
      - {id: shown, name: Shown}
    transitions:
      - {from: hidden, to: shown, kind: event-driven, steps: [{call: panelDidShow(), receiver: Panel}]}
      - {from: shown, to: hidden, kind: event-driven, steps: [{call: panelDidHide(), receiver: Panel}]}
    rules:
      - id: loads-once
        when: first showing only
        summary: The panel loads its contents the first time it is shown.
        unlessSet: loaded
        sets: [loaded]
        transitions: [hidden-to-shown]
        placement: before-transition
        steps: [{call: panelDidLoad(), receiver: Panel}]
    events:
      - {id: show, text: The panel is shown, fires: [hidden-to-shown]}
      - {id: hide, text: The panel is hidden, fires: [shown-to-hidden]}
    scenarios:
      - id: show-twice
        title: Shown twice
        summary: The panel is shown, hidden and shown again.
        start: {units: [{state: hidden}]}
        events: [{event: show}, {event: hide}, {event: show}]

    """

  @Test func aRuleThatSetsTheFlagItTestsRunsOncePerUnit() throws {
    let file = try ModelFile.load(fileName: "panel.yaml", bytes: Array(Self.panel.utf8), joining: Catalog(CatalogFile()))
    let run = try Simulator(file.lifecycle).run(try #require(file.scenarios.first))
    #expect(run.rows.compactMap(\.call?.method) == ["panelDidLoad()", "panelDidShow()", "panelDidHide()", "panelDidShow()"])
    // On the diagram the loading call is conditional: a '+' line, not a call made every time.
    let shown = try #require(file.lifecycle.transitions.first)
    #expect(file.lifecycle.conditionalRules(of: shown).map(\.id) == ["loads-once"])
  }

  @Test func aFlagNoRuleSetsIsAProblemAtItsTest() {
    let typo = Self.panel.replacingOccurrences(of: "unlessSet: loaded", with: "unlessSet: loadd")
    #expect {
      try ModelFile.load(fileName: "panel.yaml", bytes: Array(typo.utf8), joining: Catalog(CatalogFile()))
    } throws: { error in
      (error as? InvalidModelFile)?.problems.map(\.description) == [
        "panel.yaml:15:16: rules[0].unlessSet: unknown flag 'loadd'; did you mean 'loaded'? (no rule sets it and no scenario starts with it: add it to a rule's 'sets')"
      ]
    }
  }
}
