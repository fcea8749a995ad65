// Logs an app's delegate calls to the unified log in the form `lifediagram verify` reads. Add this file to your
// app target, then call `lifecycleLog` first thing in each delegate method you want checked:
//
//     func application(_ application: UIApplication, didFinishLaunchingWithOptions ...) -> Bool {
//       lifecycleLog(self)
//       ...
//     }
//     func application(_ application: UIApplication, configurationForConnecting session: UISceneSession, ...) -> ... {
//       lifecycleLog(self, session: session)
//       ...
//     }
//     func sceneDidBecomeActive(_ scene: UIScene) {
//       lifecycleLog(self, scene: scene)
//       ...
//     }
//
// Each call logs one message such as `SceneDelegate.sceneDidBecomeActive(_:) scene=4E1A…`: the receiver's type,
// the method as Swift's #function names it, and for a scene's call its session's persistentIdentifier, so that
// verify tells several windows apart. The message goes to the unified log (subsystem: the app's bundle identifier,
// category `lifecycle`) as public text, so a device's log shows it instead of `<private>`. USAGE.md, "Verifying a
// real run's log", shows how to capture it on a simulator, on a device and from Xcode's console.
//
// A SwiftUI app (iOS 17 and later) logs with modifiers instead: `.lifecycleLog("ContentView")` on each view to
// follow (its onAppear and onDisappear, as `View.onAppear(perform:) view=ContentView`), `scene: true` on one view of
// each window (its scene's phase, as `Scene.onChange(of:scenePhase) scene=ID phase=active`), `.lifecycleLog(appPhase:)`
// on the App's WindowGroup (the App's aggregate phase), and `lifecycleLog(self)` in the App's init:
//
//     @main struct TripsApp: App {
//       @Environment(\.scenePhase) private var scenePhase
//       init() { lifecycleLog(self) }
//       var body: some Scene {
//         WindowGroup { ContentView().lifecycleLog("ContentView", scene: true) }
//           .lifecycleLog(appPhase: scenePhase)
//       }
//     }
//
// A view cannot read its scene's session, so a window's identity is a UUID it keeps in @SceneStorage, which comes
// back with the window as its persistentIdentifier does.
//
// Only the parts that need UIKit or SwiftUI are behind `#if canImport(…)`: the rest compiles anywhere, and
// lifediagram's tests compile it and read its messages.
import Foundation

#if canImport(os)
  import os
#endif
#if canImport(UIKit)
  import UIKit
#endif

/// Logs `function`, called on `receiver`, for `lifediagram verify`.
func lifecycleLog(_ receiver: Any, function: String = #function) {
  LifecycleLog.log(LifecycleLog.message(receiver: receiver, function: function, scene: nil))
}

#if canImport(UIKit)
  /// Logs `function`, called on `receiver` for `scene`, with the scene's session as its identity.
  func lifecycleLog(_ receiver: Any, scene: UIScene, function: String = #function) {
    lifecycleLog(receiver, session: scene.session, function: function)
  }

  /// Logs `function`, called on `receiver` for `session` (a scene connecting, a configuration asked for).
  func lifecycleLog(_ receiver: Any, session: UISceneSession, function: String = #function) {
    LifecycleLog.log(LifecycleLog.message(receiver: receiver, function: function, scene: session.persistentIdentifier))
  }
#endif

#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension View {
    /// Logs this view's `onAppear` and `onDisappear` as `name`; with `scene`, also its scene's phase changes (set it
    /// on one view of each window).
    func lifecycleLog(_ name: String, scene: Bool = false) -> some View {
      modifier(LifecycleLogModifier(name: name, logsScene: scene))
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension Scene {
    /// Logs the App's aggregate phase: pass the App's own `@Environment(\.scenePhase)`.
    func lifecycleLog(appPhase: ScenePhase) -> some Scene {
      onChange(of: appPhase) { LifecycleLog.log(LifecycleLog.appPhaseMessage(phase: LifecycleLog.name(of: appPhase))) }
    }
  }

  /// Logs a view's appearance, and its scene's phase, for `lifediagram verify`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  struct LifecycleLogModifier: ViewModifier {
    let name: String
    let logsScene: Bool
    @Environment(\.scenePhase) private var phase
    /// The window's identity: a UUID made on first use and kept with the scene.
    @SceneStorage("lifediagram.scene") private var sceneID = ""

    func body(content: Content) -> some View {
      content
        .onAppear { LifecycleLog.log(LifecycleLog.viewMessage("onAppear(perform:)", view: name)) }
        .onDisappear { LifecycleLog.log(LifecycleLog.viewMessage("onDisappear(perform:)", view: name)) }
        .onChange(of: phase) {
          guard logsScene else { return }
          if sceneID.isEmpty { sceneID = UUID().uuidString }
          LifecycleLog.log(LifecycleLog.scenePhaseMessage(scene: sceneID, phase: LifecycleLog.name(of: phase)))
        }
    }
  }

  extension LifecycleLog {
    /// `active`, `inactive` or `background`, as verify reads a phase.
    static func name(of phase: ScenePhase) -> String {
      switch phase {
      case .active: "active"
      case .inactive: "inactive"
      case .background: "background"
      @unknown default: "unknown"
      }
    }
  }
#endif

/// The message and where it goes.
enum LifecycleLog {
  /// `TYPE.METHOD`, and ` scene=ID` for a scene's call: what `lifediagram verify` reads.
  static func message(receiver: Any, function: String, scene: String?) -> String {
    "\(type(of: receiver)).\(function)" + (scene.map { " scene=\($0)" } ?? "")
  }

  /// A SwiftUI view's call: `View.onAppear(perform:) view=NAME`.
  static func viewMessage(_ function: String, view: String) -> String { "View.\(function) view=\(view)" }

  /// A change of a SwiftUI scene's phase, as its views see it: `Scene.onChange(of:scenePhase) scene=ID phase=active`.
  static func scenePhaseMessage(scene: String, phase: String) -> String {
    "Scene.onChange(of:scenePhase) scene=\(scene) phase=\(phase)"
  }

  /// A change of the App's aggregate phase: `App.onChange(of:scenePhase) phase=background`.
  static func appPhaseMessage(phase: String) -> String { "App.onChange(of:scenePhase) phase=\(phase)" }

  /// Writes `message` to the unified log, public; where there is none (Linux), to standard output.
  static func log(_ message: String) {
    #if canImport(os)
      if #available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *) {
        Logger(subsystem: subsystem, category: "lifecycle").log("\(message, privacy: .public)")
      } else {
        NSLog("%@", message)
      }
    #else
      print(message)
    #endif
  }

  /// The app's bundle identifier, as the subsystem its messages are filed under.
  static let subsystem = Bundle.main.bundleIdentifier ?? "lifecycle"
}
