import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = UINavigationController(rootViewController: FeedViewController())
    window?.makeKeyAndVisible()
    if let url = connectionOptions.urlContexts.first?.url {
      // Still routed through the app delegate's old method.
      _ = (UIApplication.shared.delegate as? AppDelegate)?.application(UIApplication.shared, open: url, options: [:])
    }
  }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    URLContexts.first.map { Router.shared.open($0.url) }
  }

  // Handoff and universal links, but only while the scene is connected.
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    Router.shared.continue(userActivity)
  }

  func sceneDidBecomeActive(_ scene: UIScene) {}

  func sceneDidEnterBackground(_ scene: UIScene) {
    Store.shared.save()
  }
}
