import Foundation
import LifeDiagramModel
import LifeDiagramVerification
import LifeDiagramTestSupport
import Testing

/// `verify` on logs as real apps write them (issue #44): partially logged, several windows, rival life cycles,
/// the model chosen from the calls, and the unified log's captures. Each case has a wrong variant whose
/// divergence is at the right line.
@Suite struct RealLogTests {
  static let catalog = Catalog.builtIn
  static let scene = catalog.lifecycle(.scene)!

  static func verifier(_ model: LifecycleID) -> LogVerifier {
    let lifecycle = catalog.lifecycle(model)!
    return LogVerifier(
      lifecycle, scenarios: catalog.scenarios(of: model),
      rivals: LogVerifier.rivals(of: lifecycle, among: catalog.lifecycles))
  }

  static func read(_ text: String) -> CallLog { CallLog(text, methods: catalog.delegateMethods) }

  /// The seed author's device log (S4), as committed in Examples/Logs.
  static let seedLog = try! String(
    contentsOf: BuiltBinary.root.appendingPathComponent("Examples/Logs/seed-s4.log"), encoding: .utf8)

  /// `lines` with `line` (counted from 1) removed.
  static func removing(_ line: Int, from text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    lines.remove(at: line - 1)
    return lines.joined(separator: "\n")
  }

  // MARK: - Partial logging

  @Test func theSeedsDeviceLogFitsWithoutTheMethodsItDoesNotLog() throws {
    let log = Self.read(Self.seedLog)
    #expect(log.entries.count == 10 && log.entries.first?.line == 3)
    let verdict = Self.verifier(.scene).verify(log)
    #expect(verdict.divergence == nil, "\(String(describing: verdict.divergence))")
    #expect(verdict.unobserved.contains("stateRestorationActivity(for:)"))
    #expect(!verdict.unobserved.contains("sceneDidBecomeActive(_:)"))
    let found = Self.verifier(.scene).scenarios(in: log, among: Self.catalog.scenarios(of: .scene), hiding: verdict.unobserved)
    #expect(found.matches.starts(with: ["cold-launch", "move-to-background", "return-to-foreground"]), "\(found)")
    #expect(found.quirks.isEmpty)
  }

  /// A method the log names is required wherever the model makes it: without the first
  /// `sceneDidBecomeActive:` (line 8), the resignation at line 9 comes from a scene that never became active.
  @Test func aNamedMethodMissingOnceIsWhereTheLogLeaves() throws {
    let verdict = Self.verifier(.scene).verify(Self.read(Self.removing(8, from: Self.seedLog)))
    let divergence = try #require(verdict.divergence)
    #expect(divergence.entry.line == 8 && divergence.entry.method == "sceneWillResignActive(_:)")
    #expect(divergence.expected.contains("sceneDidBecomeActive(_:)"))
  }

  /// `logged` requires a method the log never shows: the scene's state restoration, which the model asks for on
  /// the way to the background, is then missing before the return at line 11.
  @Test func aLoggedMethodIsRequiredEvenWhereTheLogNeverShowsIt() throws {
    let verdict = Self.verifier(.scene).verify(Self.read(Self.seedLog), logged: ["stateRestorationActivity(for:)"])
    let divergence = try #require(verdict.divergence)
    #expect(divergence.entry.line == 11 && divergence.expected == ["stateRestorationActivity(for:)"])
    #expect(!verdict.unobserved.contains("stateRestorationActivity(for:)"))
  }

  // MARK: - Rival life cycles and the model from the log

  @Test func aCallOfTheAppLifeCycleInASceneRunIsADivergenceNamingIt() throws {
    var lines = Self.seedLog.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.insert("2022-03-08 17:01:02.112100+0900 Lifecycle[5021:211893] -[AppDelegate applicationDidBecomeActive:]", at: 8)
    let verdict = Self.verifier(.scene).verify(Self.read(lines.joined(separator: "\n")))
    let divergence = try #require(verdict.divergence)
    #expect(divergence.entry.line == 9 && divergence.entry.method == "applicationDidBecomeActive(_:)")
    #expect(divergence.madeBy == [.app])
    #expect(verdict.path.map(\.entry.line) == Array(3...8))
  }

  @Test func aSceneLogHeldToTheAppModelLeavesAtTheFirstSceneCall() throws {
    let verdict = Self.verifier(.app).verify(Self.read(Self.seedLog))
    let divergence = try #require(verdict.divergence)
    #expect(divergence.entry.line == 5 && divergence.madeBy == [.scene])
  }

  /// View controller calls beside a scene's are another unit's, not a rival's: they are skipped.
  @Test func theViewControllersCallsAreNotARivalsOfTheScenes() {
    #expect(LogVerifier.rivals(of: Self.scene, among: Self.catalog.lifecycles).map(\.id) == [.app])
    #expect(LogVerifier.rivals(of: Self.catalog.lifecycle("viewcontroller")!, among: Self.catalog.lifecycles).isEmpty)
    let text = Self.seedLog + "\n2022-03-08 17:01:14.302 Lifecycle[5021:211893] -[FeedViewController viewDidAppear:]\n"
    #expect(Self.verifier(.scene).verify(Self.read(text)).divergence == nil)
  }

  @Test func theModelIsTheOneThatMakesMostOfTheCalls() {
    let likely = LogVerifier.likelyLifecycles(of: Self.read(Self.seedLog), among: Self.catalog.lifecycles)
    #expect(likely.map(\.lifecycle.id) == [.scene] && likely.first?.calls == 10)
    // The launch calls alone are the app's and the scene's.
    let launch = "AppDelegate.application(_:willFinishLaunchingWithOptions:)\nAppDelegate.application(_:didFinishLaunchingWithOptions:)\n"
    #expect(LogVerifier.likelyLifecycles(of: Self.read(launch), among: Self.catalog.lifecycles).map(\.lifecycle.id) == [.app, .scene])
    // A scene delegate call settles a tie with a model that copies the scene's calls.
    var copy = Self.scene
    copy.id = "my-scenes"
    let resign = Self.read("SceneDelegate.sceneWillResignActive(_:)\n")
    #expect(LogVerifier.likelyLifecycles(of: resign, among: [copy, Self.scene]).map(\.lifecycle.id) == [.scene])
  }

  // MARK: - Several scenes

  /// Scene A launches; the user opens window B while A is active; both go Home.
  static func twoWindows(_ name: (String) -> String) -> String {
    let calls: [(String, String?)] = [
      ("application(_:willFinishLaunchingWithOptions:)", nil), ("application(_:didFinishLaunchingWithOptions:)", nil),
      ("application(_:configurationForConnecting:options:)", "A"), ("scene(_:willConnectTo:options:)", "A"),
      ("sceneWillEnterForeground(_:)", "A"), ("sceneDidBecomeActive(_:)", "A"),
      ("application(_:configurationForConnecting:options:)", "B"), ("scene(_:willConnectTo:options:)", "B"),
      ("sceneWillEnterForeground(_:)", "B"), ("sceneDidBecomeActive(_:)", "B"),
      ("sceneWillResignActive(_:)", "A"), ("sceneWillResignActive(_:)", "B"),
      ("sceneDidEnterBackground(_:)", "A"), ("sceneDidEnterBackground(_:)", "B"),
    ]
    return calls.map { call, scene in "2025-06-02 14:03:21.418210-0700 Trips[4401:2210987] \(call)" + (scene.map { " " + name($0) } ?? "") }
      .joined(separator: "\n") + "\n"
  }

  /// The three ways a line names its scene.
  enum Naming: CaseIterable, Sendable {
    case sceneEquals, sceneDescription, sessionDescription

    func name(_ id: String) -> String {
      switch self {
      case .sceneEquals: "scene=\(id)-4E1A"
      case .sceneDescription: "<UIWindowScene: 0x10\(id == "A" ? "4f06c80" : "5a01b40"); role: UIWindowSceneSessionRoleApplication>"
      case .sessionDescription: "session <UISceneSession: 0x60000; persistentIdentifier: \(id)-77>"
      }
    }
  }

  @Test(arguments: Naming.allCases) func twoWindowsAreToldApartByTheScenesTheLinesName(_ naming: Naming) throws {
    let log = Self.read(Self.twoWindows(naming.name))
    let identities = ["A", "B"].map { Self.read("sceneDidBecomeActive(_:) \(naming.name($0))").entries[0].scene }
    #expect(Set(log.entries.compactMap(\.scene)) == Set(identities.compactMap { $0 }) && identities.count == 2)
    let verdict = Self.verifier(.scene).verify(log)
    #expect(verdict.divergence == nil, "\(String(describing: verdict.divergence))")
    #expect(verdict.identities == identities)
    // B's first call, given to A (already active): the line is where the log leaves the model.
    let wrong = Self.twoWindows { $0 == "B" ? naming.name("A") : naming.name($0) }
    let divergence = try #require(Self.verifier(.scene).verify(Self.read(wrong)).divergence)
    #expect(divergence.entry.line == 7 && divergence.entry.method == "application(_:configurationForConnecting:options:)")
  }

  /// Without identities the second window still fits, as another scene connecting while one is active.
  @Test func aSecondWindowFitsWithoutIdentities() throws {
    let verdict = Self.verifier(.scene).verify(Self.read(Self.twoWindows { _ in "" }))
    #expect(verdict.divergence == nil, "\(String(describing: verdict.divergence))")
    #expect(verdict.path.last?.after.units.map(\.state) == ["background", "background"])
  }

  // MARK: - Captures

  static func event(_ message: String, _ index: Int) -> [String: Any] {
    [
      "traceID": 4_404_166_656 + index, "eventMessage": message, "eventType": "logEvent", "subsystem": "com.example.trips",
      "category": "lifecycle", "processImagePath": "/private/var/containers/Bundle/Application/X/Trips.app/Trips",
      "backtrace": ["frames": [["imageOffset": 14_532, "imageUUID": "8E1C"]]], "timestamp": "2025-06-02 14:03:21.418210-0700",
    ]
  }

  static func messages(_ text: String) -> [String] {
    text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { String($0.split(separator: "] ", maxSplits: 1)[1]) }
  }

  /// `messages` as `log show --style ndjson` writes them, with its closing summary line.
  static func ndjson(_ messages: [String]) throws -> String {
    let lines = try messages.enumerated().map { index, message in
      String(decoding: try JSONSerialization.data(withJSONObject: Self.event(message, index), options: [.sortedKeys]), as: UTF8.self)
    }
    return (lines + [#"{"count":\#(messages.count),"finished":1}"#]).joined(separator: "\n") + "\n"
  }

  @Test func logShowsNDJSONIsReadByItsEventMessages() throws {
    var messages = Self.messages(Self.seedLog)
    let log = Self.read(try Self.ndjson(messages))
    #expect(log.entries.map(\.method) == Self.read(Self.seedLog).entries.map(\.method))
    #expect(log.entries.map(\.line) == Array(1...10))
    #expect(Self.verifier(.scene).verify(log).divergence == nil)
    // The launch's sceneWillEnterForeground (line 5) dropped: the scene becomes active from where it connected.
    messages.remove(at: 4)
    let divergence = try #require(Self.verifier(.scene).verify(Self.read(try Self.ndjson(messages))).divergence)
    #expect(divergence.entry.line == 5 && divergence.entry.method == "sceneDidBecomeActive(_:)")
  }

  /// `messages` as `log show --style json` writes them, after its header line, with the line each event starts on.
  static func jsonArray(_ messages: [String]) throws -> (text: String, starts: [Int]) {
    var text = "Filtering the log data using \"category == \\\"lifecycle\\\"\"\n["
    var starts: [Int] = []
    for (index, message) in messages.enumerated() {
      if index > 0 { text += "," }
      starts.append(text.count { $0 == "\n" } + 1)
      let data = try JSONSerialization.data(withJSONObject: event(message, index), options: [.prettyPrinted, .sortedKeys])
      text += String(decoding: data, as: UTF8.self)
    }
    return (text + "]\n", starts)
  }

  @Test func logShowsJSONArrayGivesEachEventTheLineItStartsOn() throws {
    var messages = Self.messages(Self.seedLog)
    let (text, starts) = try Self.jsonArray(messages)
    let log = Self.read(text)
    #expect(log.entries.map(\.line) == starts && starts.first == 2)
    #expect(Self.verifier(.scene).verify(log).divergence == nil)
    // The return's willEnterForeground before the background: the eighth event is where the log leaves.
    messages.swapAt(7, 8)
    let (swapped, swappedStarts) = try Self.jsonArray(messages)
    let divergence = try #require(Self.verifier(.scene).verify(Self.read(swapped)).divergence)
    #expect(divergence.entry.method == "sceneWillEnterForeground(_:)" && divergence.entry.line == swappedStarts[7])
  }

  @Test func escapesInAJSONMessageAreDecoded() {
    let text = #"{"eventMessage":"SceneDelegate.sceneDidBecomeActive(_:) scene=\u0041-1 \/ \"quoted\"","subsystem":"x"}"#
    #expect(
      Self.read(text).entries == [
        CallLog.Entry(line: 1, method: "sceneDidBecomeActive(_:)", scene: "A-1", receiver: "SceneDelegate")
      ])
  }

  /// The type a line names the call on, in Swift's and Objective-C's forms, and a SwiftUI view's name.
  @Test func aLineNamesItsReceiverAndItsView() {
    let text = """
      -[SceneDelegate sceneDidBecomeActive:]
      12:00:01 Trips: View.onAppear(perform:) view=Detail
      App.onChange(of:scenePhase)
      onChange(of:scenePhase) called
      [AppDelegate application:didFinishLaunchingWithOptions:]
      """
    #expect(
      Self.read(text).entries == [
        CallLog.Entry(line: 1, method: "sceneDidBecomeActive(_:)", receiver: "SceneDelegate"),
        CallLog.Entry(line: 2, method: "onAppear(perform:)", view: "Detail", receiver: "View"),
        CallLog.Entry(line: 3, method: "onChange(of:scenePhase)", receiver: "App"),
        CallLog.Entry(line: 4, method: "onChange(of:scenePhase)"),
        CallLog.Entry(line: 5, method: "application(_:didFinishLaunchingWithOptions:)", receiver: "AppDelegate"),
      ])
  }
}
