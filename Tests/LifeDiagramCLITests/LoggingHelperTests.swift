import Foundation
import LifeDiagramTestSupport
import Testing

/// The logging helper users add to their apps (`Examples/LifecycleLog.swift`, compiled into these tests through
/// the link `LifecycleLog.swift` beside this file, its UIKit parts left out): its messages are what verify reads.
@Suite struct LoggingHelperTests {
  final class AppDelegate {}
  final class SceneDelegate {}
  let tool = InProcessTool()

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
}
