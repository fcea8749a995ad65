import LifeDiagramModel
@testable import LifeDiagramModelFile
import Testing

/// The one emitter of the built-ins' Swift (`make models`): what each kind of value becomes. `BuiltInModelTests`
/// holds the generated files to what it writes today; these hold the pieces the built-ins may not exercise.
@Suite struct SwiftLiteralTests {
  @Test func aStructIsItsInitializerWithEveryStoredPropertyInOrder() {
    let call = DelegateCall(Receiver(rawValue: "SceneDelegate"), "sceneDidBecomeActive(_:)")
    #expect(
      SwiftLiteral.expression(call)
        == #"DelegateCall(receiver: Receiver(rawValue: "SceneDelegate"), method: "sceneDidBecomeActive(_:)")"#)
  }

  /// A set's order changes from run to run; the file's must not.
  @Test func aSetIsWrittenInSortedOrder() {
    #expect(SwiftLiteral.expression(Set(["view-loaded", "appeared", "b"])) == #"["appeared", "b", "view-loaded"]"#)
  }

  @Test func aCaseIsWrittenWithItsPayload() {
    #expect(SwiftLiteral.expression(RulePlacement.afterCall("viewDidLoad()")) == #".afterCall("viewDidLoad()")"#)
    #expect(SwiftLiteral.expression(RulePlacement.beforeTransition) == ".beforeTransition")
    #expect(SwiftLiteral.expression(Optional<LineStyle>.none as Any) == "nil")
    #expect(SwiftLiteral.expression(Optional(LineStyle.dashed) as Any) == "LineStyle.dashed")
    #expect(SwiftLiteral.expression(Optional(ProcessEffect.none) as Any) == "ProcessEffect.none")
  }

  /// What the initializer derives (a caveat's level) is left out; a unit's flags, which a scenario may start it
  /// with, are written in sorted order.
  @Test func aDerivedPropertyIsLeftOut() {
    let step = Step.system("main() runs").caveat("observed on iOS 17")
    #expect(
      SwiftLiteral.expression(step)
        == #"Step(action: .system("main() runs"), sources: [], caveat: "observed on iOS 17", marksStateChange: false)"#)
    let unit = Situation.Unit(StateID(rawValue: "active"), hasSession: true, flags: ["b", "a"])
    #expect(
      SwiftLiteral.expression(unit)
        == #"Situation.Unit(state: StateID(rawValue: "active"), hasSession: true, flags: ["a", "b"])"#)
  }

  /// A misspelt name in a type's ``DerivedProperties`` would leave nothing out, and the generated call would not
  /// compile: each names a stored property.
  @Test func eachDerivedPropertyIsAStoredProperty() {
    let values: [any DerivedProperties] = [
      Step.system("main() runs"),
      EventRule(EventID(rawValue: "e"), text: "", fires: [], sources: []),
      LifecycleState(
        id: "s", name: "S", role: nil, uikitCase: nil, rawValue: nil, process: nil, meaning: "", sources: []),
    ]
    for value in values {
      let stored = Set(Mirror(reflecting: value).children.compactMap(\.label))
      #expect(type(of: value).derivedProperties.isSubset(of: stored), "\(type(of: value))")
    }
  }

  @Test func anArrayOfStructsTakesALineEach() {
    let situation = Situation(process: .running, units: [Situation.Unit("a"), Situation.Unit("b")])
    #expect(
      SwiftLiteral.expression(situation, indent: "  ") == """
        Situation(
            process: .running,
            units: [
              Situation.Unit(state: StateID(rawValue: "a"), hasSession: false, flags: []),
              Situation.Unit(state: StateID(rawValue: "b"), hasSession: false, flags: []),
            ],
            discardedSessionsPending: false
          )
        """)
  }

  @Test func aStringIsEscaped() {
    #expect(SwiftLiteral.string("a \"b\" \\ c\n\t\u{1}é") == #""a \"b\" \\ c\n\t\u{1}é""#)
  }

  @Test func aTypeIsNamedWithoutItsModule() {
    #expect(SwiftLiteral.typeName(Scenario.Variant.self) == "Scenario.Variant")
    #expect(SwiftLiteral.typeName([Scenario].self) == "[Scenario]")
    #expect(SwiftLiteral.typeName(String?.self) == "String?")
    #expect(SwiftLiteral.typeName(Set<String>.self) == "Set<String>")
  }
}
