import LifeDiagramAuditProjects
import LifeDiagramSourceIndex

/// An app a rule is held to, as a few files: a triggering example marks with `↓` each line a finding of the rule is
/// on; a non-triggering one marks nothing. Each example is a test, and AUDIT.md can show them.
package struct RuleExample: Sendable, CustomStringConvertible {
  /// The files, by path, marks and all.
  var files: [(path: String, text: String)]

  /// An app of these files.
  init(_ files: KeyValuePairs<String, String>) {
    self.files = files.map { ($0.key, $0.value) }
  }

  /// The files as the audit reads them, their marks taken out.
  package var inputs: [AuditInput] {
    files.map { AuditInput(path: $0.path, bytes: Array($0.text.replacing(Self.mark, with: "").utf8)) }
  }

  /// Where the example says the rule's findings are, as `path:line`, in file and line order.
  package var marks: [String] {
    files.flatMap { file in
      file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { number, line in
        line.contains(Self.mark) ? "\(file.path):\(number + 1)" : nil
      }
    }
  }

  /// The first file's path and its first marked (or first) line, to name the example in a test's output.
  package var description: String {
    let first = files.first.map { file in
      let lines = file.text.split(separator: "\n")
      let line = lines.first { $0.contains(Self.mark) } ?? lines.first ?? ""
      return "\(file.path): \(line.drop(while: \.isWhitespace))"
    }
    return first ?? "(no files)"
  }

  /// The mark of a line a finding is on.
  static let mark = "↓"
}

extension RuleExample {
  /// An app delegate of Xcode's template with `body` in its class; with `scenes`, the app also has a scene delegate
  /// its Info.plist's manifest names, so it adopts scenes.
  static func appDelegate(_ body: String, scenes: Bool = false) -> RuleExample {
    let delegate = "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n\(body)\n}\n"
    guard scenes else { return RuleExample(["AppDelegate.swift": delegate]) }
    return RuleExample([
      "AppDelegate.swift": delegate, "SceneDelegate.swift": sceneDelegateSource(""), "Info.plist": sceneInfoPlist,
    ])
  }

  /// A scene delegate of Xcode's template with `body` in its class, in an app whose Info.plist names it.
  static func sceneDelegate(_ body: String) -> RuleExample {
    RuleExample(["SceneDelegate.swift": sceneDelegateSource(body), "Info.plist": sceneInfoPlist])
  }

  /// An Objective-C app delegate (its header and `body` in its implementation); with `scenes`, in an app whose
  /// Info.plist's manifest names a scene delegate.
  static func objectiveCAppDelegate(_ body: String, scenes: Bool = false) -> RuleExample {
    let header =
      "#import <UIKit/UIKit.h>\n@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@property (strong, nonatomic) UIWindow *window;\n@end\n"
    let implementation = "#import \"AppDelegate.h\"\n\n@implementation AppDelegate\n\(body)\n@end\n"
    guard scenes else { return RuleExample(["AppDelegate.h": header, "AppDelegate.m": implementation]) }
    return RuleExample([
      "AppDelegate.h": header, "AppDelegate.m": implementation, "SceneDelegate.swift": sceneDelegateSource(""),
      "Info.plist": sceneInfoPlist,
    ])
  }

  /// A Swift file of its own, alone in the app.
  static func swift(_ text: String, path: String = "App.swift") -> RuleExample {
    RuleExample([path: text])
  }

  /// An Objective-C file of its own, alone in the app.
  static func objectiveC(_ text: String, path: String = "App.m") -> RuleExample {
    RuleExample([path: text])
  }

  /// A scene delegate (in an app whose Info.plist names it) whose `scene(_:willConnectTo:options:)` runs
  /// `statement`, followed in its class by `rest`; with `marked`, a finding is on that method.
  static func connecting(_ statement: String, marked: Bool = false, then rest: String = "") -> RuleExample {
    sceneDelegate(willConnect(statement, marked: marked) + (rest.isEmpty ? "" : "\n" + rest))
  }

  /// `scene(_:willConnectTo:options:)` as Xcode's template declares it, running `statement`.
  static func willConnect(_ statement: String, marked: Bool = false) -> String {
    let declaration =
      "func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {"
    return "  \(marked ? mark : "")\(declaration)\n    \(statement)\n  }"
  }

  /// A scene delegate of Xcode's template, with `body` in its class.
  static func sceneDelegateSource(_ body: String) -> String {
    "import UIKit\n\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {\n  var window: UIWindow?\n\(body)\n}\n"
  }

  /// An iOS app's Info.plist whose scene manifest names `SceneDelegate`.
  static let sceneInfoPlist = infoPlist(
    """
      <key>UIApplicationSceneManifest</key>
      <dict>
        <key>UIApplicationSupportsMultipleScenes</key>
        <false/>
        <key>UISceneConfigurations</key>
        <dict>
          <key>UIWindowSceneSessionRoleApplication</key>
          <array>
            <dict>
              <key>UISceneConfigurationName</key>
              <string>Default Configuration</string>
              <key>UISceneDelegateClassName</key>
              <string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
            </dict>
          </array>
        </dict>
      </dict>
    """)

  /// An iOS app's Info.plist with `keys` in its root dictionary.
  static func infoPlist(_ keys: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>LSRequiresIPhoneOS</key>
      <true/>
    \(keys)
    </dict>
    </plist>

    """
  }
}
