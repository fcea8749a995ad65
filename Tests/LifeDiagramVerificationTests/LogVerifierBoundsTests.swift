import LifeDiagramModel
import LifeDiagramTestSupport
import LifeDiagramVerification
import Testing

/// `verify`'s search on long logs (issue #40): it keeps its own stack and shares its runs' steps, so a log of
/// thousands of calls neither overflows the machine's stack nor copies its path at every call.
@Suite struct LogVerifierBoundsTests {
  /// How many times the long logs go to the background and back.
  static let roundTrips = 2_000

  /// The calls of going to the background and coming back, as the model's own replay makes them.
  static func roundTrip(_ model: LifecycleID) throws -> [DelegateCall] {
    try LogVerifierTests.calls("move-to-background", model) + LogVerifierTests.calls("return-to-foreground", model)
  }

  /// `roundTrip` made `roundTrips` times, one call a line.
  static func longLog(_ model: LifecycleID) throws -> [DelegateCall] {
    let trip = try roundTrip(model)
    return Array((0..<roundTrips).map { _ in trip }.joined())
  }

  static func verify(_ calls: [DelegateCall], _ model: LifecycleID) -> (log: CallLog, verdict: LogVerifier.Verdict) {
    let log = CallLog(LogVerifierTests.log(calls), methods: LogVerifierTests.catalog.delegateMethods)
    return (log, LogVerifierTests.verifier(model).verify(log))
  }

  @Test(arguments: [LifecycleID.app, .scene]) func thousandsOfRoundTripsFitCallByCall(_ model: LifecycleID) throws {
    let calls = try Self.longLog(model)
    #expect(calls.count >= 4 * Self.roundTrips)
    let (log, verdict) = Self.verify(calls, model)
    #expect(log.entries.count == calls.count)
    #expect(verdict.divergence == nil, "\(String(describing: verdict.divergence))")
    #expect(verdict.path.map(\.entry) == log.entries)
    let active: StateID = model == .app ? "active" : "foreground-active"
    #expect(verdict.start?.units.first?.state == active)
    #expect(verdict.path.last?.after.units.first?.state == active)
  }

  /// A second `applicationWillResignActive(_:)` where the app, in the background, can only come back: the log
  /// leaves the model at that very line, and the path so far is every call before it.
  @Test func oneWrongCallNearTheEndIsWhereTheLogLeavesTheModel() throws {
    var calls = try Self.longLog(.app)
    let trip = try Self.roundTrip(.app)
    let wrong = calls.count - trip.count + 2
    #expect(calls[wrong].method == "applicationWillEnterForeground(_:)")
    #expect(trip[0].method == "applicationWillResignActive(_:)")
    calls[wrong] = trip[0]
    let (log, verdict) = Self.verify(calls, .app)
    let divergence = try #require(verdict.divergence)
    #expect(divergence.entry == log.entries[wrong])
    #expect(divergence.entry.line == wrong + 1 && divergence.entry.method == "applicationWillResignActive(_:)")
    #expect(divergence.expected.contains("applicationWillEnterForeground(_:)"))
    #expect(verdict.start == nil)
    #expect(verdict.path.map(\.entry) == Array(log.entries[..<wrong]))
  }

  /// The log's calls are read line by line, whatever ends the lines.
  @Test func aLogWithWindowsLineEndsReadsLineByLine() throws {
    let calls = try Self.roundTrip(.app)
    let text = LogVerifierTests.log(calls)
    let windows = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
    let crlf = CallLog(windows, methods: LogVerifierTests.catalog.delegateMethods)
    #expect(crlf == CallLog(text, methods: LogVerifierTests.catalog.delegateMethods))
    #expect(crlf.entries.count == calls.count)
  }

  /// A SwiftUI log of views' onAppear alone (their onDisappear never logged) leaves so much unsaid that the
  /// situations multiply: the search stops at the bound it is given and says so, with no path and no divergence.
  /// A log that opens and closes a window 300 times, each named by its own session, meets a point a scene: it fits
  /// within the default bound, and a bound of 100 stops it.
  @Test func aSearchStopsAtItsPointLimitAndSaysSo() throws {
    let lines = LogSamples.viewsWithoutDisappearance
    let views = CallLog(lines.joined(separator: "\n"), methods: LogVerifierTests.catalog.delegateMethods)
    var verifier = LogVerifierTests.verifier(.swiftUI)
    #expect(verifier.pointLimit == 200_000)
    verifier.pointLimit = 2_000
    let verdict = verifier.verify(views)
    #expect(verdict.exhausted && verdict.path.isEmpty && verdict.divergence == nil)

    let cycle = [
      "AppDelegate.application(_:configurationForConnecting:options:)", "SceneDelegate.scene(_:willConnectTo:options:)",
      "SceneDelegate.sceneWillEnterForeground(_:)", "SceneDelegate.sceneDidBecomeActive(_:)",
      "SceneDelegate.sceneWillResignActive(_:)", "SceneDelegate.sceneDidDisconnect(_:)",
    ]
    var scenes = ["AppDelegate.application(_:willFinishLaunchingWithOptions:)", "AppDelegate.application(_:didFinishLaunchingWithOptions:)"]
    for scene in 0..<300 { scenes += cycle.map { "\($0) scene=S\(scene)" } }
    let windows = CallLog(scenes.joined(separator: "\n"), methods: LogVerifierTests.catalog.delegateMethods)
    var scene = LogVerifierTests.verifier(.scene)
    let fits = scene.verify(windows)
    #expect(!fits.exhausted && fits.divergence == nil && fits.path.count == scenes.count)
    scene.pointLimit = 100
    #expect(scene.verify(windows).exhausted)
  }
}

/// Which scenarios a log holds: a span inside a longer span of another scenario is found by one sweep, not by
/// comparing every pair of spans (a log of hundreds of thousands of repeated calls took minutes).
@Suite struct ScenarioSpanTests {
  /// The rule as the sweep replaces it: every pair of spans compared.
  static func byPairs(_ spans: [[Range<Int>]]) -> [Int] {
    spans.indices.map { owner in
      spans[owner].filter { span in
        spans.indices.contains { other in
          other != owner && spans[other].contains { $0.count > span.count && $0.lowerBound <= span.lowerBound && span.upperBound <= $0.upperBound }
        }
      }.count
    }
  }

  @Test func theSweepCountsWhatComparingEveryPairCounts() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<500 {
      let owners = Int.random(in: 1...5, using: &generator)
      let spans = (0..<owners).map { _ in
        Set((0..<Int.random(in: 0...8, using: &generator)).map { _ -> Range<Int> in
          let start = Int.random(in: 0...20, using: &generator)
          return start..<start + Int.random(in: 1...6, using: &generator)
        }).sorted { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }
      }
      #expect(LogVerifier.spansInsideAnother(spans) == Self.byPairs(spans), "\(spans)")
    }
  }

  @Test func identicalSpansOfTwoScenariosDoNotHideEachOther() {
    #expect(LogVerifier.spansInsideAnother([[0..<3], [0..<3], [1..<2]]) == [0, 0, 1])
  }

}
