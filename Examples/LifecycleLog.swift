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
// Only the parts that need UIKit are behind `#if canImport(UIKit)`: the rest compiles anywhere, and lifediagram's
// tests compile it and read its messages.
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

/// The message and where it goes.
enum LifecycleLog {
  /// `TYPE.METHOD`, and ` scene=ID` for a scene's call: what `lifediagram verify` reads.
  static func message(receiver: Any, function: String, scene: String?) -> String {
    "\(type(of: receiver)).\(function)" + (scene.map { " scene=\($0)" } ?? "")
  }

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
