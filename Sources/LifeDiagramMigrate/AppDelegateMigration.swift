import LifeDiagramModel

/// An app delegate being moved to the scene life cycle, in its own language (``SwiftMigration``,
/// ``ObjCMigration``): the steps the audit's rules correct their findings with.
///
/// Each correctable rule's file says which steps answer its findings (its ``MigrationCorrection/correct(_:)``);
/// the migration knows how to take each step in Swift or in Objective-C. A step is taken once however many rules
/// ask for it, and what it writes comes out in the same order whichever rule asks first.
package protocol AppDelegateMigration {
  /// The pairings of app-delegate and scene-delegate methods, from the catalog, in its order.
  var callbacks: [SceneCallback] { get }
  /// Puts the scene manifest in every Info.plist the app's configurations name that has none.
  mutating func addSceneManifest()
  /// Completes a scene manifest that names no scene configuration, keeping what it holds.
  mutating func completeSceneManifest()
  /// Moves the window made at launch to `scene(_:willConnectTo:options:)`, made from the scene; when it reads what
  /// the scene delegate cannot reach, attaches the app delegate's window to the scene and lists the move.
  mutating func moveWindow()
  /// Moves, forwards or removes the app delegate's method for `callback`, so the scene method takes it over.
  mutating func move(_ callback: SceneCallback)
  /// Hands what arrives at launch through `option` (`connectionOptions.urlContexts`, …) to the code a forwarded
  /// callback runs, so the app gets it when it is launched as well as when it runs.
  mutating func handOnAtLaunch(_ option: SceneCallback.LaunchOption)
  /// Keeps the app delegate's `window` in step with the scene's where code still reads it, and removes it where
  /// nothing does.
  mutating func settleWindowProperty()
  /// Makes `@UIApplicationMain` `@main`.
  mutating func replaceApplicationMain()
  /// Rewrites `UIApplication.shared.keyWindow` and `.windows` in the app's own files as the scenes' windows.
  mutating func rewriteWindowLookups()
}

/// What a rule does about its findings when `lifediagram migrate` moves an app to the scene life cycle: the steps
/// of an ``AppDelegateMigration`` that leave nothing for the rule to find. The migrator asks every correctable
/// rule, in the order reports list the rules.
package protocol MigrationCorrection: Sendable {
  /// Takes the steps that answer the rule's findings.
  static func correct(_ migration: inout some AppDelegateMigration)
}

extension AppDelegateMigration {
  /// `options` with `option` added, in the catalog's order of the callbacks that carry them: the scene delegate
  /// reads them at launch in that order, whichever rule handed one on first.
  func launchOptions(_ options: [SceneCallback.LaunchOption], adding option: SceneCallback.LaunchOption)
    -> [SceneCallback.LaunchOption]
  {
    let order = { (option: SceneCallback.LaunchOption) in
      callbacks.firstIndex { $0.launchOption == option } ?? callbacks.count
    }
    return (options + [option]).sorted { order($0) < order($1) }
  }
}
