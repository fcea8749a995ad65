import UIKit

extension AppDelegate {
  /// Opens `notes://note/ID`.
  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
    guard url.scheme == "notes" else { return false }
    NoteStore.shared.open(url.lastPathComponent)
    return true
  }
}
