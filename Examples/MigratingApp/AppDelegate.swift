// An app halfway through adopting scenes, as `lifediagram audit` sees it (USAGE.md, "Audit your app").
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    Analytics.start()
    return true
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }

  // Left over from before scenes: UIKit no longer calls these.
  func applicationDidBecomeActive(_ application: UIApplication) {
    Analytics.track("foreground")
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    Store.shared.save()
  }

  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
    Router.shared.open(url)
  }
}
