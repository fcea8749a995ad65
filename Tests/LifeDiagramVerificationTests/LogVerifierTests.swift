import LifeDiagramModel
import LifeDiagramVerification
import Testing

/// `verify`'s core: a log's calls held against the model's automaton.
@Suite struct LogVerifierTests {
  static let catalog = Catalog.builtIn

  static func verifier(_ model: LifecycleID) -> LogVerifier {
    LogVerifier(catalog.lifecycle(model)!, scenarios: catalog.scenarios(of: model))
  }

  /// A log of `calls`, one per line, in Swift's `#function` form after a timestamp, or in Objective-C's.
  static func log(_ calls: [DelegateCall], objc: Bool = false) -> String {
    calls.enumerated().map { index, call in
      let method = catalog.delegateMethods.first { $0.receiver == call.receiver && $0.selector == call.method }
      let text = objc ? "-[\(call.receiver.rawValue) \(method?.objcSelector ?? "?")]" : "\(call.receiver.rawValue).\(call.method)"
      return "2026-11-23 10:00:\(index) MyApp[1:2] \(text)"
    }.joined(separator: "\n") + "\n"
  }

  static func calls(_ id: String, _ model: LifecycleID) throws -> [DelegateCall] {
    try Simulator(catalog.lifecycle(model)!).run(try #require(catalog.scenario(id))).rows.compactMap(\.call)
  }

  /// Every built-in scenario's own calls fit its model and are named: by its id, or, where several scenarios make
  /// the very same calls, by the first of them with it among the alike.
  @Test(arguments: [LifecycleID.app, .scene, "viewcontroller"]) func everyScenarioVerifiesAsItself(_ model: LifecycleID) throws {
    let verifier = Self.verifier(model)
    for scenario in Self.catalog.scenarios(of: model) {
      let calls = try Self.calls(scenario.id, model)
      guard !calls.isEmpty else { continue }
      let log = CallLog(Self.log(calls), methods: Self.catalog.delegateMethods)
      #expect(log.entries.count == calls.count, "\(scenario.id)")
      let verdict = verifier.verify(log)
      #expect(verdict.divergence == nil, "\(scenario.id) (\(model)): \(String(describing: verdict.divergence))")
      let found = verifier.scenarios(in: log, among: Self.catalog.scenarios(of: model))
      let named = found.matches + found.quirks + found.alike.values.flatMap { $0 }
      #expect(named.contains(scenario.id), "\(scenario.id) (\(model)) named \(named)")
    }
  }

  @Test func aShuffledLogLeavesTheModelAtTheFirstCallOutOfOrder() throws {
    var calls = try Self.calls("cold-launch", .scene)
    calls.swapAt(4, 5)  // sceneDidBecomeActive(_:) before sceneWillEnterForeground(_:)
    let verdict = Self.verifier(.scene).verify(CallLog(Self.log(calls), methods: Self.catalog.delegateMethods))
    let divergence = try #require(verdict.divergence)
    #expect(divergence.entry.line == 5 && divergence.entry.method == "sceneDidBecomeActive(_:)")
    #expect(divergence.expected.contains("sceneWillEnterForeground(_:)"))
    #expect(verdict.path.map(\.entry.line) == [1, 2, 3, 4])
  }

  @Test func aLogStartingMidSessionFitsFromWhereItStarts() throws {
    let calls = try Self.calls("move-to-background", .scene)
    let verdict = Self.verifier(.scene).verify(CallLog(Self.log(calls), methods: Self.catalog.delegateMethods))
    #expect(verdict.divergence == nil)
    #expect(verdict.start?.units.first?.state == "foreground-active")
  }

  @Test func anObjectiveCLogReadsAsTheSwiftOne() throws {
    let calls = try Self.calls("cold-launch", .scene)
    let swift = CallLog(Self.log(calls), methods: Self.catalog.delegateMethods)
    let objc = CallLog(Self.log(calls, objc: true), methods: Self.catalog.delegateMethods)
    #expect(objc == swift)
    #expect(objc.entries.first?.method == "application(_:willFinishLaunchingWithOptions:)")
  }

  @Test func otherLinesAndLookAlikesAreIgnoredAndLinesAreTheFiles() {
    let text = """
      boot
      SceneDelegate.sceneWillEnterForeground(_:)
      my own sceneDidEnterBackgroundNow() and mySceneDidBecomeActive(_:)
      [SceneDelegate sceneDidBecomeActive:]

      """
    let log = CallLog(text, methods: Self.catalog.delegateMethods)
    #expect(log.entries == [
      CallLog.Entry(line: 2, method: "sceneWillEnterForeground(_:)", receiver: "SceneDelegate"),
      CallLog.Entry(line: 4, method: "sceneDidBecomeActive(_:)", receiver: "SceneDelegate"),
    ])
  }

  @Test func theNotificationCenterBounceIsAQuirk() throws {
    let calls = try Self.calls("notification-center-bounce", .scene)
    let log = CallLog(Self.log(calls), methods: Self.catalog.delegateMethods)
    let verifier = Self.verifier(.scene)
    #expect(verifier.verify(log).divergence == nil)
    let found = verifier.scenarios(in: log, among: Self.catalog.scenarios(of: .scene))
    #expect(found.quirks == ["notification-center-bounce"])
    #expect(!found.matches.contains("notification-center"))
  }
}
