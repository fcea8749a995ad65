import LifeDiagramMigrate
import LifeDiagramModel
import LifeDiagramSourceIndex

/// `app-window-in-scene-app`: a scene-based app reads an app-wide window.
enum AppWindowInSceneAppRule: CorrectableRule {
  static let description = AuditRule(
    id: "app-window-in-scene-app",
    title: "A scene-based app reads an app-wide window",
    message: """
      the app adopts scenes, so {method} {replacement}; use the window of the view or of the scene \
      (UIWindowScene.windows, the scene delegate's window)
      """,
    help: """
      In a scene-based app each scene has its own windows, which the scene delegate owns. \
      `UIApplication.shared.windows` spans every scene, `keyWindow` (deprecated since iOS 13) picks one across \
      scenes, and the app delegate's `window` stays nil unless scene code assigns it. Take the window from the view \
      (`view.window`), from the scene (`windowScene.windows`, `windowScene.keyWindow` in iOS 15 and later), or from \
      the scene delegate.
      """,
    helpURL: "https://developer.apple.com/documentation/uikit/transitioning-to-the-uikit-scene-based-life-cycle",
    sources: ["A8", "A18"])

  static let finds = """
    in an app that adopts scenes, a read of UIKit's `windows` or `keyWindow` of a `UIApplication` \
    (`UIApplication.shared` however it is split across lines, a parameter of type `UIApplication`, `self` or nothing \
    in the app's own extension of `UIApplication`; Objective-C's `[UIApplication sharedApplication].keyWindow` and \
    `[[UIApplication sharedApplication] windows]`), or of the app delegate's `window` \
    (`(UIApplication.shared.delegate as? AppDelegate)?.window`, `appDelegate.window`) when no scene delegate assigns \
    it; the app's own members and a file's locals of those names (a `keyWindow` the app's extension of \
    `UIApplication` declares makes every read of that name the app's), and a scene's `windows` (`\\.windows` too), are \
    not findings
    """

  static let place = "the member read"

  static let correction: String? = """
    rewrites `UIApplication.shared.keyWindow` and `.windows` as `sceneKeyWindow` and `sceneWindows`, a small \
    extension of `UIApplication` over the app's scenes written beside the scene delegate
    """

  static func correct(_ migration: inout some AppDelegateMigration) {
    migration.rewriteWindowLookups()
  }

  static let triggeringExamples: [RuleExample] = [
    RuleExample([
      "Banner.swift":
        "import UIKit\n\nfunc showBanner() {\n  ↓let window = UIApplication.shared.keyWindow\n  present(in: window)\n}\n",
      "SceneDelegate.swift": RuleExample.sceneDelegateSource(""), "Info.plist": RuleExample.sceneInfoPlist,
    ]),
    .objectiveCAppDelegate(
      """
      - (void)showBanner {
          ↓NSArray *all = [[UIApplication sharedApplication] windows];
      }
      """, scenes: true),
  ]

  static let nonTriggeringExamples: [RuleExample] = [
    // The scene's own windows.
    RuleExample([
      "Banner.swift":
        "import UIKit\n\nfunc showBanner(in scene: UIWindowScene) {\n  let window = scene.windows.first\n  present(in: window)\n}\n",
      "SceneDelegate.swift": RuleExample.sceneDelegateSource(""), "Info.plist": RuleExample.sceneInfoPlist,
    ]),
    // Without scenes there is one window.
    .swift(
      "import UIKit\n\nfunc showBanner() {\n  let window = UIApplication.shared.keyWindow\n  present(in: window)\n}\n"),
  ]

  static func findings(in app: AppSources, _ context: RuleContext) -> [AuditFinding] {
    guard app.adoptsScenes else { return [] }
    let sceneDelegates = Set(app.sceneDelegates.map(\.name))
    let bridged = app.appDelegateWindowAssignments.contains { $0.enclosingType.map(sceneDelegates.contains) ?? false }
    return app.windowReads.compactMap { read in
      guard read.member != "window" || !bridged else { return nil }
      // An extension of UIApplication that declares its own `keyWindow` (or `windows`): reads of it are the app's.
      guard read.member == "window" || !app.applicationMembers.contains(read.member) else { return nil }
      let (name, why) = Self.why(read.member)
      return AuditFinding(
        rule: id, location: read.location, method: read.member,
        message: description.message(method: name, replacement: why),
        sources: description.sources)
    }
  }

  /// What a read of `member` is, and why it fails in a scene-based app.
  private static func why(_ member: String) -> (name: String, why: String) {
    switch member {
    case "window":
      (
        "the app delegate's window",
        "stays nil: the scene delegate owns the window, and no scene code gives it to the app delegate"
      )
    case "keyWindow":
      (
        "UIApplication's keyWindow",
        "looks across every scene (and is deprecated since iOS 13): with two windows it may be the other scene's, and before a scene connects there is none"
      )
    default:
      (
        "UIApplication's windows",
        "lists the windows of every scene, in no order a scene can rely on; before a scene connects it is empty"
      )
    }
  }
}
