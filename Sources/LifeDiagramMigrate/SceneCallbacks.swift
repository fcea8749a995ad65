import LifeDiagramModel

/// Which scene-delegate method takes over each app-delegate method UIKit stops calling once an app adopts scenes,
/// read from the catalog's deprecations (`replacement: sceneDidBecomeActive(_:), or …`), never from a table of
/// the migration's own; and, for what can also launch the app, which connection option carries it at launch.
package struct SceneCallback: Sendable, Hashable {
  /// What carries a launch's URL, user activity or quick action into `scene(_:willConnectTo:options:)`.
  package enum LaunchOption: String, Sendable {
    case urlContexts, userActivities, shortcutItem
  }

  /// The app delegate's selector, `applicationDidBecomeActive(_:)`.
  package var appSelector: AuditMethod
  /// The scene delegate's, `sceneDidBecomeActive(_:)`.
  package var sceneSelector: AuditMethod
  /// The scene delegate method's Swift declaration, from the catalog.
  package var sceneSignature: String
  /// The Objective-C selectors of both, from the catalog (`applicationDidBecomeActive:`, `sceneDidBecomeActive:`).
  package var appObjCSelector: String?
  package var sceneObjCSelector: String?
  /// The connection option that carries the same thing at launch, when the method can also launch the app.
  package var launchOption: LaunchOption?

  /// Every pairing the catalog states, app-delegate method by method, in the catalog's order.
  package static func all(in catalog: Catalog = .builtIn) -> [SceneCallback] {
    let sceneMethods = Dictionary(
      catalog.delegateMethods.filter { $0.receiver == .sceneDelegate }.map { ($0.selector, $0) }
    ) { first, _ in first }
    return catalog.delegateMethods.compactMap { method in
      guard method.receiver == .appDelegate, let replacement = method.deprecation?.replacement else { return nil }
      let first = String(replacement.prefix { $0 != "," && $0 != " " })
      guard let scene = sceneMethods[first] else { return nil }
      return SceneCallback(
        appSelector: AuditMethod(method.selector), sceneSelector: AuditMethod(scene.selector),
        sceneSignature: scene.signature, appObjCSelector: method.objcSelector, sceneObjCSelector: scene.objcSelector,
        launchOption: launchOption(in: replacement))
    }
  }

  /// The connection option a replacement's words name for the launch: "or at launch the URL contexts of
  /// scene(_:willConnectTo:options:)".
  private static func launchOption(in replacement: String) -> LaunchOption? {
    guard let launch = replacement.firstRange(of: "at launch the ") else { return nil }
    let words = replacement[launch.upperBound...]
    if words.hasPrefix("URL contexts") { return .urlContexts }
    if words.hasPrefix("user activities") { return .userActivities }
    if words.hasPrefix("shortcut item") { return .shortcutItem }
    return nil
  }

  /// Whether the scene method takes only the scene (`sceneDidBecomeActive(_:)`), so a body can move into it.
  package var isPlainCallback: Bool { sceneSelector.labels == ["_"] && appSelector.labels == ["_"] }
}
