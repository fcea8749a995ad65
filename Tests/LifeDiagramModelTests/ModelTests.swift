import Foundation
import LifeDiagramModel
import LifeDiagramTestSupport
import Testing

@Suite struct ModelTests {
  /// Valid as the file it is written as, with its scenarios (whose starting flags its rules may test).
  @Test(arguments: Catalog.builtIn.lifecycles) func builtInModelIsValid(_ lifecycle: Lifecycle) {
    let issues = ModelFile(lifecycle, in: .builtIn).validate(against: .builtIn)
    #expect(issues.isEmpty, "\(issues)")
  }

  @Test func statesCarryUIKitCasesAndRawValues() {
    let app = Dictionary(uniqueKeysWithValues: Catalog.builtIn.lifecycle(.app)!.states.map { ($0.id, $0.rawValue) })
    #expect(app == [
      "not-running": nil, "inactive-launch": 1, "active": 0, "inactive-runtime": 1, "background": 2, "suspended": nil,
    ])
    let scene = Dictionary(uniqueKeysWithValues: Catalog.builtIn.lifecycle(.scene)!.states.map { ($0.id, $0.rawValue) })
    #expect(scene == [
      "unattached": -1, "foreground-inactive-launch": 1, "foreground-active": 0,
      "foreground-inactive-runtime": 1, "background": 2, "suspended": nil,
    ])
    #expect(Catalog.builtIn.lifecycle(.app)!.state("suspended")?.uikitCase == nil)
    #expect(Catalog.builtIn.lifecycle(.scene)!.state("unattached")?.uikitCase == "UIScene.ActivationState.unattached")
  }

  @Test func appleDrawsInactiveTwice() {
    for lifecycle in [Lifecycle.app, .scene] {
      let inactive = lifecycle.states.filter { $0.role == .inactive }
      #expect(inactive.map(\.variant) == ["Launch Screen UI", "App UI"])
    }
  }

  @Test(arguments: Catalog.builtIn.lifecycles) func everyCallIsInTheMethodCatalog(_ lifecycle: Lifecycle) {
    let known = Set(Catalog.builtIn.delegateMethods.map(\.id))
    let used = lifecycle.transitions.flatMap { lifecycle.calls(of: $0) } + lifecycle.rules.flatMap(\.calls)
    for call in used {
      #expect(known.contains("\(call.receiver.rawValue).\(call.method)"), "\(call.method) is not in the catalog")
    }
  }

  @Test func appLaunchEdgeCarriesTheProcessLaunchCalls() {
    let app = Catalog.builtIn.lifecycle(.app)!
    let launch = app.transition(from: "not-running", to: "inactive-launch")!
    #expect(app.calls(of: launch).map(\.method) == [
      "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
    ])
    let background = app.transition(from: "not-running", to: "background")!
    #expect(app.calls(of: background).map(\.method).last == "applicationDidEnterBackground(_:)")
  }

  @Test func sceneConnectionCallsOnlyItsOwnMethodsAlways() {
    let scene = Catalog.builtIn.lifecycle(.scene)!
    let connect = scene.transition(from: "unattached", to: "foreground-inactive-launch")!
    #expect(scene.calls(of: connect).map(\.method) == ["scene(_:willConnectTo:options:)", "sceneWillEnterForeground(_:)"])
    #expect(scene.conditionalRules(of: connect).map(\.id) == [
      "process-launch", "prewarmed-launch", "new-session", "restored-interaction-state", "discarded-sessions",
    ])
  }

  /// On iOS, iOS 26.0 deprecates three of the four UI methods and the URL and quick-action methods;
  /// `applicationDidEnterBackground(_:)` is deprecated on tvOS and visionOS only (A12, A13, A14, A26, A27).
  @Test func iOS26DeprecationsArePerMethodAndPlatform() throws {
    let delegates = Catalog.builtIn.delegateMethods.filter { $0.receiver == .appDelegate || $0.receiver == .sceneDelegate }
    let onIOS = delegates.filter { $0.deprecation?.platforms.hasPrefix("iOS") == true }.map(\.selector).sorted()
    #expect(onIOS == [
      "application(_:continue:restorationHandler:)", "application(_:open:options:)",
      "application(_:performActionFor:completionHandler:)", "application(_:willContinueUserActivityWithType:)",
      "applicationDidBecomeActive(_:)", "applicationWillEnterForeground(_:)", "applicationWillResignActive(_:)",
    ])
    for method in delegates { #expect(method.deprecation == nil || method.deprecation?.since == "26.0") }
    let background = try #require(Catalog.builtIn.delegateMethods.first { $0.selector == "applicationDidEnterBackground(_:)" })
    #expect(background.deprecation?.platforms == "tvOS, visionOS")
    #expect(background.deprecation?.summary.contains("Not deprecated on iOS") == true)
    #expect(Catalog.builtIn.delegateMethods.allSatisfy { $0.deprecation?.replacement.isEmpty != true })
  }

}

@Suite struct ValidationTests {
  @Test func brokenModelGivesPreciseMessages() {
    var model = Catalog.builtIn.lifecycle(.app)!
    model.states.append(model.states[0])
    model.transitions.append(
      Transition(from: "active", to: "nowhere", trigger: "t", kind: .eventDriven, appleLineStyle: nil, steps: [], sources: []))
    model.states.append(
      LifecycleState(
        id: "island", name: "Island", role: .background, uikitCase: nil, rawValue: nil,
        process: ProcessView(processInMemory: .no, executesCode: .no, receivesEvents: .no, uiOnScreen: .no, note: ""),
        meaning: "", position: FigurePosition(row: 2, column: 0), sources: []))
    model.rules[0].transitions.append("ghost")
    #expect(model.validate().map(\.description) == [
      "app model: states[6].id: state id 'not-running' is used more than once",
      "app model: transitions[\(model.transitions.count - 1)].to: unknown state 'nowhere'",
      "app model: rules[0].transitions[2]: unknown transition 'ghost'",
      "app model: states[7]: state 'island' cannot be reached from the initial state 'not-running'; add a transition into it",
    ])
  }

  @Test func missingInitialStateIsReported() {
    var model = Catalog.builtIn.lifecycle(.scene)!
    model.initialState = "limbo"
    #expect(model.validate().map(\.description) == ["scene model: initialState: unknown state 'limbo'"])
    model.initialState = "unatached"
    #expect(model.validate().map(\.message) == ["unknown state 'unatached'; did you mean 'unattached'?"])
  }
}

/// The level a caveat states is read from its words when the step is made.
@Suite struct CaveatLevelTests {
  @Test(arguments: [
    ("the order is uncertain", EvidenceLevel.uncertain), ("observed on iOS 17 only", .observed),
    ("uncertain; observed once", .uncertain), ("observe", nil), ("", nil), ("ordre observé", nil),
  ] as [(String, EvidenceLevel?)])
  func aCaveatStatesItsLevel(_ caveat: String, _ level: EvidenceLevel?) {
    #expect(EvidenceLevel.stated(by: caveat) == level)
  }

  @Test func noCaveatStatesNothing() {
    #expect(EvidenceLevel.stated(by: nil) == nil)
  }
}
