import LifeDiagramModel
import Testing

/// A SwiftUI app (issue #42, item 3): a scene-based app whose adaptor's class is its app delegate, and whose own
/// diagram marks what it handles through `scenePhase`, `.onOpenURL` and `.onContinueUserActivity`.
@Suite struct SwiftUIAppTests {
  static let app = """
    import SwiftUI

    @main
    struct NotesApp: App {
      @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
      @Environment(\\.scenePhase) private var scenePhase

      var body: some Scene {
        WindowGroup {
          ContentView()
            .onOpenURL { url in print(url) }
        }
        .onChange(of: scenePhase) { _, phase in print(phase) }
      }
    }

    final class AppDelegate: NSObject, UIApplicationDelegate {
      func applicationDidBecomeActive(_ application: UIApplication) {}
    }

    """

  @Test func theAdaptorsClassIsTheAppDelegateOfASceneBasedApp() {
    let result = audit(["NotesApp.swift": Self.app])
    #expect(result.lifecycle == .scene)
    #expect(result.findings.map(\.rule) == ["never-called", "deprecated-ios26"])
  }

  @Test func theAppsDiagramMarksWhatItHandlesThroughSwiftUI() throws {
    let implemented = audit(["NotesApp.swift": Self.app]).implementations
    let phase = try #require(implemented["SceneDelegate.sceneDidEnterBackground(_:)"])
    #expect(phase.map(\.line) == [13])
    #expect(implemented["SceneDelegate.sceneDidBecomeActive(_:)"]?.map(\.line) == [13])
    #expect(implemented["SceneDelegate.scene(_:openURLContexts:)"]?.map(\.line) == [11])
    #expect(implemented["SceneDelegate.scene(_:continue:)"] == nil)
  }

  /// Another value's `onChange` is not the scene's phase.
  @Test func onlyTheScenePhaseCounts() {
    let app = Self.app.replacing(".onChange(of: scenePhase)", with: ".onChange(of: searchText)")
    #expect(audit(["NotesApp.swift": app]).implementations["SceneDelegate.sceneDidBecomeActive(_:)"] == nil)
  }
}
