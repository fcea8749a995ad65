import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  private let store = NoteStore()

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    store.load()
    return true
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    store.refresh()
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    store.save()
  }
}
