import LifeDiagramModel

/// `delegate-methods.md`: every delegate method and the AppDelegate → SceneDelegate mapping.
struct DelegateMethodsPage {
  let context: PageContext

  var markdown: String {
    let methods = MarkdownTable(
      headers: ["Receiver", "Method", "Signature", "Meaning", "Deprecation", "Sources"],
      rows: DelegateMethod.all.map {
        [
          $0.receiver.rawValue, Markdown.code($0.selector), Markdown.code($0.signature), $0.meaning,
          $0.deprecation ?? "", Markdown.sources($0.sources),
        ]
      })
    let mapping = MarkdownTable(
      headers: ["AppDelegate (app-based)", "SceneDelegate (scene-based)", "Note", "Sources"],
      rows: DelegateMapping.all.map { [$0.appDelegate, $0.sceneDelegate, $0.note, Markdown.sources($0.sources)] })
    return "# Delegate methods\n\n[Home](index.md)\n\n" + methods.markdown
      + "\n## From AppDelegate to SceneDelegate\n\nOnce an app adopts scenes, UIKit no longer calls the app "
      + "delegate's UI methods; each scene delegate method reflects only its own scene (A8).\n\n" + mapping.markdown
  }
}
