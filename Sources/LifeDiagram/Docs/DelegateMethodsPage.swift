import LifeDiagramModel

/// `delegate-methods.md`: every delegate method and the AppDelegate → SceneDelegate mapping.
struct DelegateMethodsPage {
  let context: PageContext
  private var sourceLinks: SourceLinks { context.sourceLinks(from: "delegate-methods.md") }

  var markdown: String {
    let methods = MarkdownTable(
      headers: ["Receiver", "Method", "Signature", "Meaning", "Deprecation", "Sources"],
      rows: context.catalog.delegateMethods.map {
        [
          $0.receiver.rawValue, Markdown.code($0.selector), Markdown.code($0.signature), $0.meaning,
          $0.deprecation?.summary ?? "", sourceLinks.list($0.sources),
        ]
      })
    let mapping = MarkdownTable(
      headers: ["AppDelegate (app-based)", "SceneDelegate (scene-based)", "Note", "Sources"],
      rows: context.catalog.delegateMappings.map { [$0.appDelegate, $0.sceneDelegate, $0.note, sourceLinks.list($0.sources)] })
    return "# Delegate methods\n\n[Home](index.md)\n\n" + Self.deprecations + methods.markdown
      + "\n## From AppDelegate to SceneDelegate\n\nSince iOS 13, once an app adopts scenes, UIKit no longer calls "
      + "the app delegate's UI methods; each scene delegate method reflects only its own scene (A8).\n\n"
      + mapping.markdown
  }

  /// What iOS 26 changed, separated from what iOS 13 changed (A8, A12, A13, A14, A26, A27).
  private static var deprecations: String {
    "Two changes are often confused. **iOS 13**: once an app adopts scenes, UIKit stops calling the app "
      + "delegate's UI methods (A8). **iOS 26.0**: on iOS, `applicationDidBecomeActive(_:)`, "
      + "`applicationWillResignActive(_:)`, `applicationWillEnterForeground(_:)`, `application(_:open:options:)` and "
      + "`application(_:performActionFor:completionHandler:)` are deprecated; `applicationDidEnterBackground(_:)` is "
      + "not (A12, A13, A14, A26, A27). TN3187: in the next major release after iOS 26, apps built with the latest "
      + "SDK must adopt the scene-based life cycle, or they fail to launch; UIKit has logged a warning since iOS 18.4 "
      + "(A8).\n\n"
  }
}
