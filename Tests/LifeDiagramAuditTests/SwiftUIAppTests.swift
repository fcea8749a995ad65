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
    #expect(result.findings.map(\.rule) == ["never-called"])
  }

  /// Its diagram is drawn on the SwiftUI model (issue #46), while its reports keep `scene`.
  /// A `@main` type that launches the SwiftUI App by calling its `main()` (a test host chosen at launch): the App
  /// is the app's, as if it were `@main` itself (issue #58, item 7).
  @Test func anAppLaunchedFromAMainTypeIsASwiftUIApp() {
    let launched = Self.app.replacingOccurrences(of: "@main\nstruct NotesApp", with: "struct NotesApp") + """
      @main
      enum Launcher {
        static func main() {
          if NSClassFromString("XCTestCase") != nil { TestApp.main() } else { NotesApp.main() }
        }
      }

      """
    let result = audit(["Notes/NotesApp.swift": launched])
    #expect(result.lifecycle == .scene)
    #expect(result.of("never-called") == ["Notes/NotesApp.swift:17 applicationDidBecomeActive(_:)"])
    #expect(result.apps.first?.evidence.first?.fact == "it is a SwiftUI App ('NotesApp')")
  }

  @Test func theAppsDiagramIsTheSwiftUIModelsAndMarksWhatItHandles() throws {
    let result = audit(["NotesApp.swift": Self.app, "ContentView.swift": Self.view])
    let app = try #require(result.heldApps.first)
    #expect(app.lifecycle == .scene && app.diagram == .swiftUI)
    let implemented = app.implementations
    #expect(implemented["App.onChange(of:scenePhase)"]?.map(\.line) == [13])
    #expect(implemented["Scene.onChange(of:scenePhase)"]?.map(\.line) == [9])
    #expect(implemented["View.onOpenURL(perform:)"]?.map(\.line) == [11])
    #expect(implemented["View.onAppear(perform:)"]?.map(\.line) == [7])
    #expect(implemented["View.task(priority:_:)"]?.map(\.line) == [8])
    #expect(implemented["App.init()"]?.map(\.line) == nil)
    #expect(implemented["View.onDisappear(perform:)"] == nil && implemented["View.onContinueUserActivity(_:perform:)"] == nil)
    #expect(implemented["AppDelegate.applicationDidBecomeActive(_:)"]?.map(\.line) == [18])
    // Every key is a call the SwiftUI model makes, so the diagram can mark it.
    let calls = Set(Catalog.builtIn.lifecycle(.swiftUI)!.everyCall.map { "\($0.receiver.rawValue).\($0.method)" })
    #expect(Set(implemented.keys).subtracting(calls) == ["AppDelegate.applicationDidBecomeActive(_:)"])
  }

  /// Another value's `onChange` is not the scene's phase.
  @Test func onlyTheScenePhaseCounts() {
    let app = Self.app.replacing(".onChange(of: scenePhase)", with: ".onChange(of: searchText)")
    #expect(audit(["NotesApp.swift": app]).implementations["App.onChange(of:scenePhase)"] == nil)
  }

  static let view = """
    import SwiftUI

    struct ContentView: View {
      @Environment(\\.scenePhase) private var scenePhase
      var body: some View {
        List {}
          .onAppear { print("appear") }
          .task { await load() }
          .onChange(of: scenePhase) { print($1) }
      }
      func load() async {}
    }

    """
}
