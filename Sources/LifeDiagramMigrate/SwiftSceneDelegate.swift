import SwiftParser
import SwiftSyntax

/// The scene delegate a Swift migration writes: `UIResponder, UIWindowSceneDelegate`, a `window`, the window made
/// in `scene(_:willConnectTo:options:)` with what launched the app handed on, then each scene method the app
/// delegate's work moved or was forwarded to, in the order the catalog lists them. Indented as the app delegate is.
package struct SwiftSceneDelegate {
  /// A scene method and the statements of its body, one per line at the body's level (nested lines carry their
  /// own indentation past it).
  package struct Method {
    package var signature: String
    package var body: [String]
  }

  package var name: String
  package var appDelegate: String
  package var indent: String
  /// The type of the scene delegate's `window`: the app delegate's as written (`UIWindow?`, or `UIWindow!`, which
  /// moved statements may rely on).
  package var windowType = "UIWindow?"
  /// The imports besides UIKit's, from the app delegate's file: what moves may need them.
  package var imports: [String] = []
  /// Whether types and functions open their braces on a line of their own, as the app delegate's do.
  package var bracesOnOwnLine = false
  /// The statements that make the window, moved from the app delegate (empty for a storyboard app).
  package var windowSetup: [String] = []
  /// Whether the app delegate's `window` stays and is kept in step with the scene's.
  package var keepsAppDelegateWindow = false
  /// Whether the window is the app delegate's, attached to the scene (it could not be moved).
  package var attachesAppDelegateWindow = false
  /// The launch halves: what `connectionOptions` carries, handed to the scene's own methods.
  package var launchOptions: [SceneCallback.LaunchOption] = []
  package var methods: [Method] = []
  /// Whether a method reaches the app delegate.
  package var forwards = false
  /// Whether `scene(_:openURLContexts:)` hands URL options on as `application(_:open:options:)` took them.
  package var convertsURLOptions = false
  /// Whether window lookups were rewritten to the helper (``WindowLookups``), which the file then declares.
  package var declaresWindowLookups = false

  /// The file's text.
  package var text: String {
    var lines =
      (["import UIKit"] + imports.filter { $0 != "import UIKit" }) + [""]
      + opening("class \(name): UIResponder, UIWindowSceneDelegate", indent: "") + [
        indent + "var window: \(windowType)"
      ]
    if forwards {
      lines += [
        "", indent + "/// The app delegate, whose methods the scene's calls hand on to.",
        indent + "private var appDelegate: \(appDelegate)? { UIApplication.shared.delegate as? \(appDelegate) }",
      ]
    }
    lines += [""] + method(Method(signature: Self.connecting, body: connectingBody))
    for method in methods { lines += [""] + self.method(method) }
    lines.append("}")
    if convertsURLOptions { lines += [""] + urlOptionsExtension }
    if declaresWindowLookups { lines += [""] + WindowLookups.helper(indent: indent) }
    return lines.joined(separator: "\n") + "\n"
  }

  package static let connecting =
    "func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)"

  private var usesWindowScene: Bool {
    !windowSetup.isEmpty || attachesAppDelegateWindow || launchOptions.contains(.shortcutItem)
  }

  private var connectingBody: [String] {
    var body = [
      usesWindowScene
        ? "guard let windowScene = scene as? UIWindowScene else { return }"
        : "guard scene is UIWindowScene else { return }"
    ]
    if attachesAppDelegateWindow {
      body += ["window = appDelegate?.window", "window?.windowScene = windowScene", "window?.makeKeyAndVisible()"]
    } else {
      body += windowSetup
      if keepsAppDelegateWindow { body.append("appDelegate?.window = window") }
    }
    for option in launchOptions {
      switch option {
      case .urlContexts:
        body += [
          "if !connectionOptions.urlContexts.isEmpty {",
          indent + "self.scene(scene, openURLContexts: connectionOptions.urlContexts)", "}",
        ]
      case .userActivities:
        body += [
          "for userActivity in connectionOptions.userActivities {",
          indent + "self.scene(scene, continue: userActivity)", "}",
        ]
      case .shortcutItem:
        body += [
          "if let shortcutItem = connectionOptions.shortcutItem {",
          indent + "self.windowScene(windowScene, performActionFor: shortcutItem) { _ in }", "}",
        ]
      }
    }
    return body
  }

  private func method(_ method: Method) -> [String] {
    opening(method.signature, indent: indent) + method.body.map { $0.isEmpty ? "" : indent + indent + $0 } + [
      indent + "}"
    ]
  }

  /// A declaration and its opening brace, on its line or the next as the app delegate has them.
  private func opening(_ declaration: String, indent: String) -> [String] {
    bracesOnOwnLine ? [indent + declaration, indent + "{"] : [indent + declaration + " {"]
  }

  private var urlOptionsExtension: [String] {
    [
      "extension UIScene.OpenURLOptions {",
      indent + "/// The options as `application(_:open:options:)` took them.",
      indent + "fileprivate var applicationOptions: [UIApplication.OpenURLOptionsKey: Any] {",
      indent + indent + "var options: [UIApplication.OpenURLOptionsKey: Any] = [.openInPlace: openInPlace]",
      indent + indent + "if let sourceApplication { options[.sourceApplication] = sourceApplication }",
      indent + indent + "if let annotation { options[.annotation] = annotation }",
      indent + indent + "return options",
      indent + "}",
      "}",
    ]
  }
}

/// A function's parameters as its declaration spells them: label and inner name, from a catalog signature.
package struct Parameters {
  package var labels: [String] = []
  package var names: [String] = []
  /// Each parameter's type, as written (`Set<UIOpenURLContext>`, `@escaping (Bool) -> Void`).
  package var types: [String] = []

  package init(signature: String) {
    let tree = Parser.parse(source: signature + " {}")
    guard let function = tree.statements.first?.item.as(FunctionDeclSyntax.self) else { return }
    for parameter in function.signature.parameterClause.parameters {
      labels.append(parameter.firstName.text)
      names.append((parameter.secondName ?? parameter.firstName).text)
      types.append(parameter.type.trimmedDescription)
    }
  }

  /// The inner name of the parameter labelled `label`.
  package func name(labelled label: String) -> String? { labels.firstIndex(of: label).map { names[$0] } }
}
