/// The scene delegate an Objective-C migration writes, as a header and an implementation: `UIResponder
/// <UIWindowSceneDelegate>` with a `window`, the window made in `scene:willConnectToSession:options:` with what
/// launched the app handed on, then each scene method calling the app delegate's renamed method (declared in a
/// category the implementation sees, so the app's header stays as it is).
package struct ObjCSceneDelegate {
  package struct Method {
    /// `- (void)sceneDidBecomeActive:(UIScene *)scene`.
    package var declaration: String
    package var body: [String]
  }

  package var name: String
  package var appDelegate: String
  /// The app delegate's header, as `#import "…"` names it.
  package var appDelegateHeader: String
  package var indent: String
  /// The app delegate's implementation's other imports: what moves may need them.
  package var imports: [String] = []
  /// Whether the app delegate's header declares a `window`, which the scene's then keeps in step.
  package var syncsAppDelegateWindow = true
  package var bracesOnOwnLine = false
  package var windowSetup: [String] = []
  package var launchOptions: [SceneCallback.LaunchOption] = []
  package var methods: [Method] = []
  /// The renamed app-delegate methods the scene's call, as declarations.
  package var calledMethods: [String] = []
  package var convertsURLOptions = false

  package var header: String {
    [
      "#import <UIKit/UIKit.h>", "", "@interface \(name) : UIResponder <UIWindowSceneDelegate>", "",
      "@property (strong, nonatomic) UIWindow *window;", "", "@end", "",
    ].joined(separator: "\n")
  }

  package var implementation: String {
    let own = ["#import \"\(name).h\"", "#import \"\(appDelegateHeader)\""]
    var lines = own + imports.filter { !own.contains($0) } + [""]
    if !calledMethods.isEmpty {
      lines += ["/// The app delegate's methods the scene's calls hand on to.", "@interface \(appDelegate) (\(name))"]
      lines += calledMethods.map { $0 + ";" } + ["@end", ""]
    }
    lines += [
      "/// The app delegate.", "static \(appDelegate) *\(name)AppDelegate(void) {",
      indent + "return (\(appDelegate) *)UIApplication.sharedApplication.delegate;", "}", "",
    ]
    if convertsURLOptions { lines += urlOptionsFunction + [""] }
    lines += ["@implementation \(name)", ""]
    lines += method(Method(declaration: Self.connecting, body: connectingBody))
    for method in methods { lines += [""] + self.method(method) }
    lines += ["", "@end", ""]
    return lines.joined(separator: "\n")
  }

  package static let connecting =
    "- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions"

  private var connectingBody: [String] {
    let usesWindowScene = !windowSetup.isEmpty || launchOptions.contains(.shortcutItem)
    var body = ["if (![scene isKindOfClass:[UIWindowScene class]]) return;"]
    if usesWindowScene { body.append("UIWindowScene *windowScene = (UIWindowScene *)scene;") }
    body += windowSetup
    if syncsAppDelegateWindow && !windowSetup.contains(where: { $0.contains("AppDelegate().window;") }) {
      body.append("\(name)AppDelegate().window = self.window;")
    }
    for option in launchOptions {
      switch option {
      case .urlContexts:
        body += [
          "if (connectionOptions.URLContexts.count > 0) {",
          indent + "[self scene:scene openURLContexts:connectionOptions.URLContexts];", "}",
        ]
      case .userActivities:
        body += [
          "for (NSUserActivity *userActivity in connectionOptions.userActivities) {",
          indent + "[self scene:scene continueUserActivity:userActivity];", "}",
        ]
      case .shortcutItem:
        body += [
          "if (connectionOptions.shortcutItem != nil) {",
          indent
            + "[self windowScene:windowScene performActionForShortcutItem:connectionOptions.shortcutItem completionHandler:^(BOOL succeeded) {}];",
          "}",
        ]
      }
    }
    return body
  }

  private func method(_ method: Method) -> [String] {
    (bracesOnOwnLine ? [method.declaration, "{"] : [method.declaration + " {"])
      + method.body.map { $0.isEmpty ? "" : indent + $0 } + ["}"]
  }

  private var urlOptionsFunction: [String] {
    [
      "/// A URL's options as application:openURL:options: took them.",
      "static NSDictionary<UIApplicationOpenURLOptionsKey, id> *\(name)URLOptions(UIOpenURLContext *context) {",
      indent + "NSMutableDictionary<UIApplicationOpenURLOptionsKey, id> *options = [NSMutableDictionary dictionary];",
      indent + "options[UIApplicationOpenURLOptionsOpenInPlaceKey] = @(context.options.openInPlace);",
      indent
        + "if (context.options.sourceApplication != nil) options[UIApplicationOpenURLOptionsSourceApplicationKey] = context.options.sourceApplication;",
      indent
        + "if (context.options.annotation != nil) options[UIApplicationOpenURLOptionsAnnotationKey] = context.options.annotation;",
      indent + "return options;",
      "}",
    ]
  }

  /// The Objective-C declaration of a scene method: its selector's parts with the Swift declaration's types and
  /// names, spelled as Objective-C spells them.
  package static func declaration(objcSelector: String, swiftSignature: String) -> String? {
    let parameters = Parameters(signature: swiftSignature)
    let parts = objcSelector.split(separator: ":").map(String.init)
    guard parts.count == parameters.names.count else { return nil }
    let pieces = zip(parts, zip(parameters.types, parameters.names)).map { part, parameter in
      "\(part):(\(objectiveCType(parameter.0)))\(parameter.1)"
    }
    return "- (void)" + pieces.joined(separator: " ")
  }

  /// A Swift type of the scene methods' parameters as Objective-C spells it.
  package static func objectiveCType(_ swift: String) -> String {
    switch swift {
    case "@escaping (Bool) -> Void": "void (^)(BOOL)"
    case "Set<UIOpenURLContext>": "NSSet<UIOpenURLContext *> *"
    case "UIScene.ConnectionOptions": "UISceneConnectionOptions *"
    case "UIWindowScene.Geometry": "UIWindowSceneGeometry *"
    case "String": "NSString *"
    case "Error", "any Error": "NSError *"
    default: swift + " *"
    }
  }
}
