// Paste into an iOS app to log its delegate calls in a form `lifediagram verify` reads, then call `lifecycleLog()`
// first thing in each delegate method you want checked:
//
//     func sceneDidBecomeActive(_ scene: UIScene) {
//       lifecycleLog()
//       ...
//     }
//
// Each call prints one line such as `2026-11-23T10:00:01Z lifecycle SceneDelegate.sceneDidBecomeActive(_:)`.
// Copy the console (or `log stream --predicate 'eventMessage CONTAINS "lifecycle "'`) into a file and run
// `lifediagram verify app.log --model scene`. Not compiled here: it needs UIKit's app around it.
import Foundation

func lifecycleLog(_ function: String = #function, file: String = #fileID) {
  let type = file.split(separator: "/").last.map { String($0.dropLast(".swift".count)) } ?? "?"
  print("\(ISO8601DateFormatter().string(from: Date())) lifecycle \(type).\(function)")
}
