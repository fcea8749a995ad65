import LifeDiagram
import LifeDiagramModel

/// `delegate-methods.md`: every delegate method and the AppDelegate → SceneDelegate mapping.
struct DelegateMethodsPage {
  let context: PageContext
  private var sourceLinks: SourceLinks { context.sourceLinks(from: "delegate-methods.md") }

  var markdown: String {
    let words = context.words
    // Three columns, to fit a wiki's column; the signatures follow as Swift, where long lines scroll in their block.
    let methods =
      MarkdownTable(
        headers: [words("Method"), words("Meaning"), words("Sources")],
        rows: context.catalog.delegateMethods.map {
          [
            "\($0.receiver.rawValue)\n" + Markdown.code($0.selector),
            Markdown.text($0.meaning) + ($0.deprecation.map { "\n**" + summary($0) + "**" } ?? ""),
            sourceLinks.list($0.sources),
          ]
        }
      ).markdown + "\n" + signatures
    let mapping = MarkdownTable(
      headers: [
        words("AppDelegate (app-based)") + " → " + words("SceneDelegate (scene-based)"), words("Note"),
        words("Sources"),
      ],
      rows: context.catalog.delegateMappings.map {
        [
          Markdown.text($0.appDelegate) + " → " + Markdown.text($0.sceneDelegate), Markdown.text($0.note),
          sourceLinks.list($0.sources),
        ]
      })
    let heading = "# \(words("Delegate methods"))\n\n[\(words("Home"))](index.md)\n\n"
    // The mapping and what iOS changed belong to the app and scene life cycles: a catalog of a user's own
    // life cycles has no mapping (Catalog.selecting), and its page is the table alone.
    guard !context.catalog.delegateMappings.isEmpty else { return heading + methods }
    return heading + deprecations + methods
      + "\n## \(words("From AppDelegate to SceneDelegate"))\n\n"
      + words(
        "Since iOS 13, once an app adopts scenes, UIKit no longer calls the app delegate's UI methods; each scene "
          + "delegate method reflects only its own scene (A8).") + "\n\n"
      + mapping.markdown
  }

  /// Every method's signature, as Swift, one block per receiver: the declaration to copy.
  private var signatures: String {
    var receivers: [String] = []
    for method in context.catalog.delegateMethods where !receivers.contains(method.receiver.rawValue) {
      receivers.append(method.receiver.rawValue)
    }
    let blocks = receivers.map { receiver in
      let lines = context.catalog.delegateMethods.filter { $0.receiver.rawValue == receiver }.map(\.signature)
      return Markdown.codeBlock(["// \(receiver)"] + lines, language: "swift")
    }
    return "### \(context.words("Signatures"))\n\n" + blocks.joined(separator: "\n")
  }

  /// `Deprecated in iOS 26.0; use sceneDidBecomeActive(_:).`, then the note.
  private func summary(_ deprecation: Deprecation) -> String {
    context.words(
      "Deprecated in {platforms} {since}; use {replacement}.",
      [
        "platforms": Markdown.text(deprecation.platforms), "since": Markdown.text(deprecation.since),
        "replacement": Markdown.text(deprecation.replacement),
      ]) + (deprecation.note.map { " " + Markdown.text($0) } ?? "")
  }

  /// What iOS 26 changed, separated from what iOS 13 changed (A8, A12, A13, A14, A26, A27, A31).
  private var deprecations: String {
    context.words(
      "Two changes are often confused. **iOS 13**: once an app adopts scenes, UIKit stops calling the app "
        + "delegate's UI methods (A8). **iOS 26.0**: on iOS (and iPadOS, Mac Catalyst, tvOS, visionOS), "
        + "`applicationDidBecomeActive(_:)`, `applicationWillResignActive(_:)`, `applicationWillEnterForeground(_:)`, "
        + "`application(_:open:options:)`, `application(_:performActionFor:completionHandler:)`, "
        + "`application(_:continue:restorationHandler:)`, `application(_:willContinueUserActivityWithType:)` and "
        + "`application(_:didFailToContinueUserActivityWithType:error:)` are deprecated; "
        + "`applicationDidEnterBackground(_:)` is not on iOS (A12, A13, A14, A26, A27, A31). TN3187: in the next major "
        + "release after iOS 26, apps built with the latest "
        + "SDK must adopt the scene-based life cycle, or they fail to launch; UIKit has logged a warning since iOS 18.4 "
        + "(A8).") + "\n\n"
  }
}
