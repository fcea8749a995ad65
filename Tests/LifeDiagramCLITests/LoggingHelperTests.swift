import Foundation
import LifeDiagramTestSupport
import Testing

/// The logging helper users add to their apps (`Examples/LifecycleLog.swift`, compiled into these tests through
/// the link `LifecycleLog.swift` beside this file, its UIKit parts left out): its messages are what verify reads.
@Suite struct LoggingHelperTests {
  final class AppDelegate {}
  final class SceneDelegate {}
  let tool = BuiltBinary()
  /// Where a test writes its logs (a suite's instance serves one test).
  let logs: TemporaryFolder

  init() throws { logs = try TemporaryFolder() }

  @Test func itsMessagesNameTheReceiversTypeAndTheScene() {
    #expect(LifecycleLog.message(receiver: SceneDelegate(), function: "sceneDidBecomeActive(_:)", scene: "4E1A")
      == "SceneDelegate.sceneDidBecomeActive(_:) scene=4E1A")
    #expect(LifecycleLog.message(receiver: AppDelegate(), function: "application(_:didFinishLaunchingWithOptions:)", scene: nil)
      == "AppDelegate.application(_:didFinishLaunchingWithOptions:)")
  }

  /// A cold launch and a second window, as the helper logs them and Xcode's console shows them, fit with each
  /// window named by its session.
  @Test func aRunItLogsIsReadWithItsScenes() throws {
    let (app, scene) = (AppDelegate(), SceneDelegate())
    let calls: [(Any, String, String?)] = [
      (app, "application(_:willFinishLaunchingWithOptions:)", nil), (app, "application(_:didFinishLaunchingWithOptions:)", nil),
      (app, "application(_:configurationForConnecting:options:)", "7E5B"), (scene, "scene(_:willConnectTo:options:)", "7E5B"),
      (scene, "sceneWillEnterForeground(_:)", "7E5B"), (scene, "sceneDidBecomeActive(_:)", "7E5B"),
      (app, "application(_:configurationForConnecting:options:)", "91C2"), (scene, "scene(_:willConnectTo:options:)", "91C2"),
      (scene, "sceneWillEnterForeground(_:)", "91C2"), (scene, "sceneDidBecomeActive(_:)", "91C2"),
    ]
    let text = calls.map { receiver, function, scene in
      "2025-06-02 14:03:21.418210-0700 Trips[4401:2210987] " + LifecycleLog.message(receiver: receiver, function: function, scene: scene)
    }.joined(separator: "\n") + "\n"
    let folder = try TemporaryFolder()
    try text.write(toFile: folder.path("run.log"), atomically: true, encoding: .utf8)
    let run = try tool.run(["verify", folder.path("run.log")])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("    '7E5B': Unattached → ") && run.output.contains("    '91C2': Unattached → "), "\(run.output)")
  }

  /// A SwiftUI app's run as the modifiers log it: launch, a push and a pop, Home and back. Each view is named, and
  /// the App's phase is told from its scene's by the receiver the line names.
  @Test func aSwiftUIRunItLogsIsReadWithItsViews() throws {
    let run = try tool.run(["verify", try write(Self.swiftUIRun)])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("fits the swiftui model"), "\(run.output)")
    #expect(run.output.contains("    'ContentView': Not in Hierarchy → Appeared → Disappeared → Appeared\n"), "\(run.output)")
    #expect(run.output.contains("    'Detail': Not in Hierarchy → Appeared → Disappeared\n"), "\(run.output)")
    #expect(run.output.contains("    '4E1A': No Scene → Inactive → Active → Inactive → Background → Inactive → Active\n"), "\(run.output)")
  }

  /// The App's aggregate phase follows its scene's: logged first, it leaves the model, though the same lines
  /// without their receivers and phases fit.
  @Test func theAppsPhaseBeforeItsScenesLeavesTheModel() throws {
    var lines = Self.swiftUIRun
    // Going to the background: the scene's inactive, then the App's.
    let leaving = try #require(lines.firstIndex(of: "Scene.onChange(of:scenePhase) scene=4E1A phase=inactive"))
    lines.swapAt(leaving, leaving + 1)
    #expect(lines[leaving] == LifecycleLog.appPhaseMessage(phase: "inactive"))
    let run = try tool.run(["verify", try write(lines), "--model", "swiftui"])
    #expect(run.status == 1 && run.output.contains(":\(leaving + 1): error: onChange(of:scenePhase) "), "\(run.output)")
    let plain = lines.map { line in
      line.replacingOccurrences(of: "App.", with: "").replacingOccurrences(of: "Scene.", with: "")
        .replacingOccurrences(of: #" phase=\w+"#, with: "", options: .regularExpression)
    }
    #expect(try tool.run(["verify", try write(plain), "--model", "swiftui"]).status == 0)
  }

  /// A log of the scene's phase alone (no `.lifecycleLog(appPhase:)`) is not held to the App's, though both are
  /// `onChange(of:scenePhase)`; the scenarios are still named.
  @Test func theScenesPhaseAloneFits() throws {
    let lines = Self.swiftUIRun.filter { !$0.hasPrefix("App.") }
    let run = try tool.run(["verify", try write(lines), "--model", "swiftui"])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("move-to-background") && run.output.contains("navigation-push"), "\(run.output)")
  }

  /// A phase the model's run does not reach there leaves it: the scene cannot go from active to background.
  @Test func aPhaseTheSceneCannotReachLeavesTheModel() throws {
    var lines = Self.swiftUIRun
    let leaving = try #require(lines.firstIndex(of: "Scene.onChange(of:scenePhase) scene=4E1A phase=inactive"))
    lines[leaving] = LifecycleLog.scenePhaseMessage(scene: "4E1A", phase: "background")
    let run = try tool.run(["verify", try write(lines), "--model", "swiftui"])
    #expect(run.status == 1 && run.output.contains(":\(leaving + 1): error: onChange(of:scenePhase) (scene '4E1A')"), "\(run.output)")
  }

  /// A view that disappears before it appeared is named in the error.
  @Test func aViewThatNeverAppearedCannotDisappear() throws {
    let lines = Array(Self.swiftUIRun.prefix(4)) + [LifecycleLog.viewMessage("onDisappear(perform:)", view: "Detail")]
    let run = try tool.run(["verify", try write(lines), "--model", "swiftui"])
    #expect(run.status == 1 && run.output.contains(":5: error: onDisappear(perform:) (view 'Detail') cannot happen"), "\(run.output)")
  }

  /// Launch, push Detail, pop it, Home, back, as the SwiftUI helper logs them.
  static let swiftUIRun: [String] = {
    struct TripsApp {}
    let view = LifecycleLog.viewMessage
    func phase(_ phase: String) -> [String] {
      [LifecycleLog.scenePhaseMessage(scene: "4E1A", phase: phase), LifecycleLog.appPhaseMessage(phase: phase)]
    }
    return [
      LifecycleLog.message(receiver: TripsApp(), function: "init()", scene: nil), view("onAppear(perform:)", "ContentView"),
    ] + phase("active") + [
      view("onAppear(perform:)", "Detail"), view("onDisappear(perform:)", "ContentView"),
      view("onAppear(perform:)", "ContentView"), view("onDisappear(perform:)", "Detail"),
    ] + phase("inactive") + phase("background") + phase("inactive") + phase("active")
  }()

  /// Writes `lines` to a new log file, and gives its path.
  private func write(_ lines: [String]) throws -> String {
    let path = logs.path("run-\(UUID().uuidString).log")
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }
}
