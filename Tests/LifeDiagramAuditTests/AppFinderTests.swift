import LifeDiagram
import LifeDiagramAudit
import LifeDiagramSourceIndex
import LifeDiagramAuditReport
import LifeDiagramModel
import Testing

/// Apps, not repositories (issue #42, item 1): the apps of a repository are found in its Xcode projects, or its
/// Info.plist files, and each is audited on its own.
@Suite struct AppFinderTests {
  /// A target of ``project(_:)``.
  struct Target {
    var name: String
    var type = "application"
    var sdk = "iphoneos"
    var infoPlist: String?
    var sources: [String] = []
    var folders: [String] = []
    var dependencies: [String] = []
    /// Each build configuration's `SWIFT_ACTIVE_COMPILATION_CONDITIONS`, by its name.
    var configurations: [(name: String, conditions: String)] = [("Debug", "")]
    /// The `.xcconfig` every configuration is based on.
    var xcconfig: String?
  }

  /// A project file whose targets list their sources by path from the project's folder.
  static func project(_ targets: [Target]) -> String {
    var objects: [String] = []
    for (t, target) in targets.enumerated() {
      var files: [String] = []
      for (f, source) in target.sources.enumerated() {
        objects.append("F\(t)_\(f) = {isa = PBXFileReference; path = \"\(source)\"; sourceTree = SOURCE_ROOT; };")
        objects.append("B\(t)_\(f) = {isa = PBXBuildFile; fileRef = F\(t)_\(f); };")
        files.append("B\(t)_\(f)")
      }
      let groups = target.folders.indices.map { "S\(t)_\($0)" }
      for (g, folder) in target.folders.enumerated() {
        objects.append("S\(t)_\(g) = {isa = PBXFileSystemSynchronizedRootGroup; path = \"\(folder)\"; sourceTree = SOURCE_ROOT; };")
      }
      let dependencies = target.dependencies.map { name in "D\(t)_\(targets.firstIndex { $0.name == name }!)" }
      for dependency in dependencies {
        objects.append("\(dependency) = {isa = PBXTargetDependency; target = T\(dependency.split(separator: "_").last!); };")
      }
      let plist = target.infoPlist.map { "INFOPLIST_FILE = \"\($0)\"; " } ?? "GENERATE_INFOPLIST_FILE = YES; "
      if let xcconfig = target.xcconfig {
        objects.append("X\(t) = {isa = PBXFileReference; path = \"\(xcconfig)\"; sourceTree = SOURCE_ROOT; };")
      }
      let base = target.xcconfig == nil ? "" : "baseConfigurationReference = X\(t); "
      for (c, configuration) in target.configurations.enumerated() {
        let conditions = configuration.conditions.isEmpty ? "" : "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"\(configuration.conditions)\"; "
        objects.append(
          "C\(t)_\(c) = {isa = XCBuildConfiguration; \(base)buildSettings = {SDKROOT = \(target.sdk); \(plist)\(conditions)}; name = \(configuration.name); };")
      }
      let configurations = target.configurations.indices.map { "C\(t)_\($0)" }.joined(separator: ", ")
      objects.append("L\(t) = {isa = XCConfigurationList; buildConfigurations = (\(configurations)); };")
      objects.append("P\(t) = {isa = PBXSourcesBuildPhase; files = (\(files.joined(separator: ", "))); };")
      objects.append(
        "T\(t) = {isa = PBXNativeTarget; buildConfigurationList = L\(t); buildPhases = (P\(t)); dependencies = (\(dependencies.joined(separator: ", "))); "
          + "fileSystemSynchronizedGroups = (\(groups.joined(separator: ", "))); name = \"\(target.name)\"; productType = \"com.apple.product-type.\(target.type)\"; };")
    }
    let ids = targets.indices.map { "T\($0)" }.joined(separator: ", ")
    objects.append("G0 = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; };")
    objects.append("R0 = {isa = PBXProject; mainGroup = G0; targets = (\(ids)); };")
    return "// !$*UTF8*$!\n{\n  objects = {\n" + objects.map { "    " + $0 + "\n" }.joined() + "  };\n  rootObject = R0;\n}\n"
  }

  static let appKeys = "<key>LSRequiresIPhoneOS</key><true/><key>UILaunchStoryboardName</key><string>LaunchScreen</string>"
  static let appBasedPlist = "<plist version=\"1.0\">\n<dict>\n\(appKeys)\n</dict>\n</plist>\n"
  static func sceneBasedPlist(_ delegate: String) -> String {
    "<plist version=\"1.0\">\n<dict>\n\(appKeys)\n\(sceneManifest(delegate: delegate))\n</dict>\n</plist>\n"
  }

  static let method = "  func applicationDidBecomeActive(_ application: UIApplication) {}"
  static let watchApp = "import SwiftUI\n\n@main\nstruct WatchApp: App {\n  var body: some Scene { WindowGroup { Text(\"Hi\") } }\n}\n"
  static let sampleScene = sceneDelegate("  func sceneDidBecomeActive(_ scene: UIScene) {}")

  /// An app-based iOS app beside a watch app and a scene-based sample app, in one project: each on its own.
  static let repository: [String: String] = [
    "Shop.xcodeproj/project.pbxproj": project([
      Target(name: "Shop", infoPlist: "Shop/Info.plist", sources: ["Shop/AppDelegate.swift"]),
      Target(name: "Shop Watch App", sdk: "watchos", sources: ["Watch/WatchApp.swift"]),
      Target(name: "Sample", infoPlist: "Sample/Info.plist", folders: ["Sample"]),
    ]),
    "Shop/Info.plist": appBasedPlist,
    "Shop/AppDelegate.swift": appDelegate(method),
    "Watch/WatchApp.swift": watchApp,
    "Sample/Info.plist": sceneBasedPlist("SceneDelegate"),
    "Sample/AppDelegate.swift": appDelegate(method),
    "Sample/SceneDelegate.swift": sampleScene,
  ]

  @Test func eachAppOfAProjectIsAuditedOnItsOwn() throws {
    let result = audit(Self.repository)
    #expect(result.apps.map(\.name) == ["Shop", "Shop Watch App", "Sample"])
    #expect(result.apps.map(\.lifecycle) == [.app, nil, .scene])
    #expect(result.apps.map(\.platform) == ["iOS", "watchOS", "iOS"])
    #expect(result.lifecycle == nil, "several apps: no one life cycle")
    // The app-based app is told to adopt scenes, and its app delegate is not "never called".
    let shop = result.apps[0]
    #expect(shop.findings.map(\.rule).sorted() == ["deprecated-ios26", "scene-adoption"])
    #expect(shop.findings.allSatisfy { $0.app == "Shop" && $0.location.file == "Shop/AppDelegate.swift" })
    // The sample's app delegate is never called: the sample adopts scenes.
    #expect(result.apps[2].findings.map(\.rule).contains("never-called"))
    #expect(result.apps[2].findings.allSatisfy { $0.location.file.hasPrefix("Sample/") })
    #expect(result.apps[2].evidence.first?.location == CodeLocation(file: "Sample/Info.plist", line: 6, column: 3))
    #expect(result.apps[1].findings.isEmpty && result.apps[1].declaration?.location?.file == "Shop.xcodeproj/project.pbxproj")
    #expect(result.unclaimed.isEmpty)
  }

  /// An app extension is named in every format, with what the audit did with it: its sources, which no app
  /// claims, held to missing-super only.
  @Test func anExtensionIsNamedWithWhatWasDone() throws {
    var files = Self.repository
    files["Shop.xcodeproj/project.pbxproj"] = Self.project([
      Target(name: "Shop", infoPlist: "Shop/Info.plist", sources: ["Shop/AppDelegate.swift"]),
      Target(name: "ShopWidget", type: "app-extension", sources: ["Widget/Provider.swift", "Widget/Entry.swift"]),
    ])
    files["Widget/Provider.swift"] = "struct Provider {}\n"
    files["Widget/Entry.swift"] = "struct Entry {}\n"
    let result = audit(files)
    #expect(result.otherTargets.map(\.name) == ["ShopWidget"])
    #expect(result.otherTargets.first?.sources == 2)
    let report = AuditReport(result, rules: Catalog.auditRules, sources: Catalog.builtIn.sources)
    let expected = "'ShopWidget': an app extension: its 2 sources held to missing-super only (an extension follows no app life cycle)"
    #expect(report.text.split(separator: "\n").contains { $0.hasPrefix("Shop.xcodeproj/project.pbxproj:") && $0.hasSuffix(": note: " + expected) })
    #expect(report.json.contains("\"otherTargets\": [\n    {\n      \"name\": \"ShopWidget\",\n      \"kind\": \"an app extension\""))
    #expect(report.markdown.split(separator: "\n").contains { $0.hasPrefix("- ") && $0.contains("ShopWidget") && $0.contains("held to missing") })
    #expect(report.githubAnnotations.contains("::notice file=Shop.xcodeproj/project.pbxproj,"))
    #expect(report.sarif(version: "0").contains("\"otherTargets\""))
  }

  @Test func theTextReportNamesEachAppWithItsEvidence() {
    let report = AuditReport(audit(Self.repository), rules: Catalog.auditRules, sources: Catalog.builtIn.sources)
    let lines = report.text.split(separator: "\n").map(String.init)
    #expect(lines.last == "7 files read; 3 apps: 'Shop' is app-based (UIApplicationDelegate), 'Shop Watch App' is a watchOS app, "
      + "not held against UIKit's life cycles, 'Sample' is scene-based (UISceneDelegate); 3 findings")
    #expect(lines.contains("Sample/Info.plist:6:3: note: 'Sample': its Info.plist declares a scene configuration (UISceneConfigurations)"))
    #expect(lines.contains { $0.hasPrefix("Shop.xcodeproj/project.pbxproj:") && $0.contains("note: 'Shop Watch App': the watchOS application target") })
  }

  @Test func aSceneDelegateNothingWiresUpDoesNotMakeTheAppSceneBased() {
    var files = Self.repository
    files["Shop/SceneDelegate.swift"] = Self.sampleScene
    files["Shop.xcodeproj/project.pbxproj"] = Self.project([
      Target(name: "Shop", infoPlist: "Shop/Info.plist", sources: ["Shop/AppDelegate.swift", "Shop/SceneDelegate.swift"])
    ])
    let shop = audit(files).apps[0]
    #expect(shop.lifecycle == .app)
    #expect(shop.findings.contains { $0.rule == "scene-adoption" })
    #expect(shop.evidence.contains { $0.fact.contains("'SceneDelegate' is wired by nothing") && $0.location?.file == "Shop/SceneDelegate.swift" })
  }

  @Test func sameNamedClassesOfDifferentTargetsAreNotMerged() {
    let macDelegate = "import AppKit\n\n@main\nclass AppDelegate: NSObject, NSApplicationDelegate, UIApplicationDelegate {\n  func application(_ app: UIApplication, configurationForConnecting s: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration { fatalError() }\n}\n"
    let files = [
      "Notes.xcodeproj/project.pbxproj": Self.project([
        Target(name: "Notes", infoPlist: "iOS/Info.plist", sources: ["iOS/AppDelegate.swift"]),
        Target(name: "Notes macOS", sdk: "macosx", sources: ["macOS/AppDelegate.swift"]),
      ]),
      "iOS/Info.plist": Self.appBasedPlist, "iOS/AppDelegate.swift": appDelegate(Self.method), "macOS/AppDelegate.swift": macDelegate,
    ]
    let result = audit(files)
    #expect(result.apps.map(\.lifecycle) == [.app, nil])
    #expect(result.findings.allSatisfy { $0.location.file == "iOS/AppDelegate.swift" })
  }

  @Test func codeALinkedFrameworkHoldsIsTheAppsAndAnExtensionsIsUnclaimed() {
    let controller = "import UIKit\n\nclass FeedViewController: UIViewController {\n  override func viewDidAppear(_ animated: Bool) {}\n}\n"
    let files = [
      "App.xcodeproj/project.pbxproj": Self.project([
        Target(name: "App", infoPlist: "App/Info.plist", sources: ["App/AppDelegate.swift"], dependencies: ["Feed", "Widget"]),
        Target(name: "Feed", type: "framework", sources: ["Feed/FeedViewController.swift"]),
        Target(name: "Widget", type: "app-extension", sources: ["Widget/ShareViewController.swift"]),
      ]),
      "App/Info.plist": Self.sceneBasedPlist("SceneDelegate"), "App/AppDelegate.swift": appDelegate(""),
      "Feed/FeedViewController.swift": controller,
      "Widget/ShareViewController.swift": controller.replacing("FeedViewController", with: "ShareViewController"),
    ]
    let result = audit(files)
    #expect(result.apps.map(\.name) == ["App"])
    #expect(result.unclaimed == ["Widget/ShareViewController.swift"])
    #expect(result.of("missing-super") == ["Feed/FeedViewController.swift:4 viewDidAppear(_:)", "Widget/ShareViewController.swift:4 viewDidAppear(_:)"])
    #expect(result.findings.map(\.app) == ["App", nil])
  }

  /// Without a project: one app per iOS app's Info.plist, its folder the nearest above it that holds sources.
  @Test func withoutAProjectEachInfoPlistIsAnAppWithTheSourcesBesideIt() {
    let files = [
      "App/Resources/Info.plist": Self.appBasedPlist,
      "App/Sources/AppDelegate.swift": appDelegate(Self.method),
      "App/Sources/SceneDelegate.swift": Self.sampleScene,
      "Samples/Demo/Info.plist": Self.sceneBasedPlist("SceneDelegate"),
      "Samples/Demo/AppDelegate.swift": appDelegate(Self.method),
      "Samples/Demo/SceneDelegate.swift": Self.sampleScene,
    ]
    let result = audit(files)
    #expect(result.apps.map(\.name) == ["App", "Demo"])
    #expect(result.apps.map(\.lifecycle) == [.app, .scene])
    #expect(result.apps[0].findings.allSatisfy { $0.location.file.hasPrefix("App/") })
    #expect(result.apps[1].findings.allSatisfy { $0.location.file.hasPrefix("Samples/Demo/") })
  }

  /// A SwiftUI App with an app-delegate adaptor whose configuration method wires a scene delegate by `delegateClass`.
  @Test func aSwiftUIAppsAdaptorWiresItsSceneDelegate() {
    let app = """
      import SwiftUI

      @main
      struct ShopApp: App {
        @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
        var body: some Scene { WindowGroup { Text("Shop") } }
      }

      final class AppDelegate: NSObject, UIApplicationDelegate {
        func application(_ application: UIApplication, configurationForConnecting session: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
          let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
          configuration.delegateClass = QuickActionSceneDelegate.self
          return configuration
        }
        func applicationDidEnterBackground(_ application: UIApplication) {}
      }

      """
    let scenes = """
      import UIKit

      final class QuickActionSceneDelegate: NSObject, UIWindowSceneDelegate {
        func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool { true }
      }

      final class LegacySceneDelegate: NSObject, UIWindowSceneDelegate {
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
          _ = connectionOptions.shortcutItem
        }
      }

      """
    let result = audit(["Shop/ShopApp.swift": app, "Shop/Scenes.swift": scenes])
    #expect(result.lifecycle == .scene)
    #expect(result.of("never-called") == ["Shop/ShopApp.swift:15 applicationDidEnterBackground(_:)"])
    // Only the wired scene delegate is UIKit's: the legacy one, which reads the shortcut at connection only, is not.
    #expect(result.of("cold-only-shortcut").isEmpty)
    #expect(result.implementations["SceneDelegate.windowScene(_:performActionFor:completionHandler:)"]?.first?.line == 4)
  }

  /// XcodeGen's `project.yml`, where no Xcode project is committed: its targets, their platforms, sources and
  /// Info.plist, and the framework an app depends on.
  @Test func xcodeGensProjectNamesTheApps() {
    let yaml = """
      name: Shop
      targets:
        Shop:
          type: application
          platform: iOS
          sources: [Shop]
          info:
            path: Shop/Info.plist
          dependencies:
            - target: ShopKit
        ShopKit:
          type: framework
          platform: iOS
          sources:
            - path: Kit
        Watch:
          type: application
          platform: watchOS
          sources: [Watch]

      """
    let controller = "import UIKit\n\nclass FeedViewController: UIViewController {\n  override func viewDidAppear(_ animated: Bool) {}\n}\n"
    let files = [
      "project.yml": yaml, "Shop/Info.plist": Self.appBasedPlist, "Shop/AppDelegate.swift": appDelegate(Self.method),
      "Kit/FeedViewController.swift": controller, "Watch/WatchApp.swift": Self.watchApp,
    ]
    let result = audit(files)
    #expect(result.apps.map(\.name) == ["Shop", "Watch"])
    #expect(result.apps.map(\.lifecycle) == [.app, nil])
    #expect(result.apps[0].declaration?.location == CodeLocation(file: "project.yml", line: 3, column: 1))
    #expect(result.findings.first { $0.rule == "missing-super" }?.app == "Shop")
    #expect(result.unclaimed.isEmpty)
    // A committed Xcode project is the one read: the YAML it was generated from is not.
    var committed = files
    committed["Shop.xcodeproj/project.pbxproj"] = Self.project([Target(name: "Shop", infoPlist: "Shop/Info.plist", sources: ["Shop/AppDelegate.swift"])])
    #expect(audit(committed).apps.map(\.name) == ["Shop"])
  }

  /// Tuist's `Project.swift`, read as written: a scene configuration declared in the Info.plist it generates, and
  /// a macOS app skipped. The manifest is not the app's code.
  @Test func tuistsManifestNamesTheApps() {
    let manifest = """
      import ProjectDescription

      let project = Project(
        name: "Notes",
        targets: [
          .target(
            name: "Notes",
            destinations: .iOS,
            product: .app,
            bundleId: "io.notes",
            infoPlist: .extendingDefault(with: [
              "UIApplicationSceneManifest": [
                "UISceneConfigurations": [
                  "UIWindowSceneSessionRoleApplication": [["UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate"]],
                ],
              ],
            ]),
            sources: ["Notes/Sources/**"]
          ),
          .target(name: "NotesMac", destinations: .macOS, product: .app, bundleId: "io.notes.mac", sources: ["NotesMac/**"]),
        ]
      )

      """
    let files = [
      "Project.swift": manifest, "Notes/Sources/AppDelegate.swift": appDelegate(Self.method),
      "Notes/Sources/SceneDelegate.swift": Self.sampleScene, "NotesMac/AppDelegate.swift": "import AppKit\n",
    ]
    let result = audit(files)
    #expect(result.apps.map(\.name) == ["Notes", "NotesMac"])
    #expect(result.apps.map(\.lifecycle) == [.scene, nil])
    #expect(result.apps[0].evidence.first?.location == CodeLocation(file: "Project.swift", line: 6, column: 1))
    #expect(result.of("never-called") == ["Notes/Sources/AppDelegate.swift:5 applicationDidBecomeActive(_:)"])
    #expect(result.unclaimed.isEmpty)
  }

  /// Code under an `#if` no build configuration sets does not count (issue #42, item 1): a scene delegate and a
  /// configuration method behind a flag nobody sets leave the app app-based; set in one configuration, or in the
  /// `.xcconfig` a configuration is based on, they count. `DEBUG` counts as set in a Debug configuration, and the
  /// `#else` of `#if DEBUG` is compiled in Release.
  @Test func codeUnderAnIfNoBuildSetsDoesNotCount() throws {
    let delegate = """
      import UIKit

      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
        func applicationDidBecomeActive(_ application: UIApplication) {}
      #if SCENES
        func application(_ application: UIApplication, configurationForConnecting session: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration { fatalError() }
      #endif
      }

      """
    let scene = "import UIKit\n\n#if SCENES\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {}\n#endif\n"
    func audited(_ target: Target, xcconfig: String? = nil) -> AuditedApp {
      var files = [
        "App.xcodeproj/project.pbxproj": Self.project([target]), "App/Info.plist": Self.appBasedPlist,
        "App/AppDelegate.swift": delegate, "App/SceneDelegate.swift": scene,
      ]
      if let xcconfig { files["Config/App.xcconfig"] = xcconfig }
      return audit(files).apps[0]
    }
    let base = Target(
      name: "App", infoPlist: "App/Info.plist", sources: ["App/AppDelegate.swift", "App/SceneDelegate.swift"],
      configurations: [("Debug", ""), ("Release", "")])
    let unset = audited(base)
    #expect(unset.lifecycle == .app)
    #expect(unset.evidence.contains { $0.fact.contains("is under an #if no build configuration sets") && $0.location?.line == 7 })
    #expect(unset.findings.map(\.rule).contains("scene-adoption"))
    var inRelease = base
    inRelease.configurations = [("Debug", "DEBUG"), ("Release", "SCENES")]
    #expect(audited(inRelease).lifecycle == .scene)
    var byXcconfig = base
    byXcconfig.xcconfig = "Config/App.xcconfig"
    #expect(audited(byXcconfig, xcconfig: "#include \"Shared.xcconfig\"\nSWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) SCENES\n").lifecycle == .scene)
    // DEBUG is set in a Debug configuration; the #else of #if DEBUG is compiled in Release; os(macOS) never in an iOS app.
    for condition in ["DEBUG", "!DEBUG", "DEBUG || SCENES", "os(iOS) && !targetEnvironment(macCatalyst)"] {
      let files = [
        "App.xcodeproj/project.pbxproj": Self.project([base]), "App/Info.plist": Self.appBasedPlist,
        "App/AppDelegate.swift": delegate.replacing("#if SCENES", with: "#if \(condition)"), "App/SceneDelegate.swift": "",
      ]
      #expect(audit(files).apps[0].lifecycle == .scene, "#if \(condition)")
    }
    for condition in ["os(macOS)", "DEBUG && !DEBUG", "false", "canImport(AppKit)"] {
      let files = [
        "App.xcodeproj/project.pbxproj": Self.project([base]), "App/Info.plist": Self.appBasedPlist,
        "App/AppDelegate.swift": delegate.replacing("#if SCENES", with: "#if \(condition)"), "App/SceneDelegate.swift": "",
      ]
      #expect(audit(files).apps[0].lifecycle == .app, "#if \(condition)")
    }
    // Without a project, nothing says which flags are set: the code counts.
    #expect(audit(["App/AppDelegate.swift": delegate]).lifecycle == .scene)
  }

  /// What trying real repositories found (five public apps): a platform set in the `.xcconfig` a project is based
  /// on, an Objective-C app delegate declared in a header of another folder, XcodeGen specs an `include` brings
  /// in, and a Tuist target whose name the manifest computes.
  @Test func aPlatformSetInAnXcconfigIsRead() {
    var target = Target(name: "App", sdk: "auto", infoPlist: "App/Info.plist", sources: ["App/AppDelegate.swift"], xcconfig: "Config/Base.xcconfig")
    target.sdk = "\"$(inherited)\""
    let files = [
      "App.xcodeproj/project.pbxproj": Self.project([target]), "App/Info.plist": Self.appBasedPlist,
      "App/AppDelegate.swift": appDelegate(Self.method), "Config/Base.xcconfig": "#include \"Shared.xcconfig\"\n",
      "Config/Shared.xcconfig": "SDKROOT = iphoneos // the app\nSDKROOT[sdk=macosx*] = macosx\n",
    ]
    #expect(audit(files).apps.map(\.lifecycle) == [.app])
    var unreadable = files
    unreadable["Config/Shared.xcconfig"] = nil
    let unknown = audit(unreadable).apps[0]
    #expect(unknown.lifecycle == nil && unknown.platform == "unknown")
    #expect(unknown.lifecycleDescription == "an app of unknown platform, not held against UIKit's life cycles")
  }

  /// An Objective-C app delegate named `name`: its header, and its implementation of `applicationDidBecomeActive:`
  /// (line 4).
  static func objectiveCAppDelegate(_ name: String) -> (header: String, implementation: String) {
    (
      "#import <UIKit/UIKit.h>\n\n@interface \(name) : UIResponder <UIApplicationDelegate>\n@end\n",
      "#import \"\(name).h\"\n\n@implementation \(name)\n- (void)applicationDidBecomeActive:(UIApplication *)application {\n}\n@end\n"
    )
  }

  @Test func anObjectiveCHeaderElsewhereIsTheImplementationsApp() {
    let (header, implementation) = Self.objectiveCAppDelegate("OTRAppDelegate")
    let files = [
      "Chat.xcodeproj/project.pbxproj": Self.project([Target(name: "Chat", infoPlist: "Chat/Info.plist", sources: ["Core/Classes/OTRAppDelegate.m"])]),
      "Chat/Info.plist": Self.appBasedPlist, "Core/Public/OTRAppDelegate.h": header, "Core/Classes/OTRAppDelegate.m": implementation,
    ]
    let result = audit(files)
    #expect(result.unclaimed.isEmpty)
    #expect(result.of("deprecated-ios26") == ["Core/Classes/OTRAppDelegate.m:4 applicationDidBecomeActive(_:)"])
  }

  /// A sample app in a project of its own does not take in the main app's header of the same name (issue #58,
  /// item 7): a finding on the main app's class lands on the main app.
  @Test func aHeaderIsClaimedByNameOnlyInItsOwnProject() {
    let (header, implementation) = Self.objectiveCAppDelegate("AppDelegate")
    let files = [
      "Main.xcodeproj/project.pbxproj": Self.project([Target(name: "Main", infoPlist: "Main/Info.plist", sources: ["Main/Sources/AppDelegate.m"])]),
      "Main/Info.plist": Self.appBasedPlist, "Main/Headers/AppDelegate.h": header, "Main/Sources/AppDelegate.m": implementation,
      "Samples/Demo/Demo.xcodeproj/project.pbxproj": Self.project([Target(name: "Demo", infoPlist: "Info.plist", sources: ["AppDelegate.m"])]),
      "Samples/Demo/Info.plist": Self.appBasedPlist, "Samples/Demo/AppDelegate.m": implementation,
    ]
    let result = audit(files)
    #expect(result.apps.map(\.name) == ["Main", "Demo"])
    #expect(result.apps.map { $0.findings.map(\.location.file) } == [
      ["Main/Headers/AppDelegate.h", "Main/Sources/AppDelegate.m"], ["Samples/Demo/Info.plist"],
    ])
  }

  /// An App Clip target is an app, audited as one.
  @Test func anAppClipIsAnApp() {
    let files = [
      "Shop.xcodeproj/project.pbxproj": Self.project([
        Target(name: "ShopClip", type: "application.on-demand-install-capable", infoPlist: "Clip/Info.plist", sources: ["Clip/AppDelegate.swift"])
      ]),
      "Clip/Info.plist": Self.appBasedPlist, "Clip/AppDelegate.swift": appDelegate(Self.method),
    ]
    let result = audit(files)
    #expect(result.apps.map(\.name) == ["ShopClip"])
    #expect(result.apps.first?.findings.map(\.rule).sorted() == ["deprecated-ios26", "scene-adoption"])
  }

  @Test func xcodeGensIncludedSpecsAddTheirTargets() {
    let project = "name: Element\ninclude:\n  - path: App/SupportingFiles/target.yml\n"
    let target = "targets:\n  Element:\n    type: application\n    platform: iOS\n    sources:\n      - path: ..\n    info:\n      path: Info.plist\n"
    let files = [
      "project.yml": project, "App/SupportingFiles/target.yml": target, "App/SupportingFiles/Info.plist": Self.sceneBasedPlist("SceneDelegate"),
      "App/AppDelegate.swift": appDelegate(Self.method), "App/SceneDelegate.swift": Self.sampleScene,
    ]
    let result = audit(files)
    #expect(result.apps.map(\.name) == ["Element"])
    #expect(result.apps.map(\.lifecycle) == [.scene])
    #expect(result.of("never-called") == ["App/AppDelegate.swift:5 applicationDidBecomeActive(_:)"])
  }

  @Test func aTuistTargetWhoseNameTheManifestComputesIsFound() {
    let manifest = """
      import ProjectDescription

      let project = Project(
        name: ProjectSettings.projectName,
        targets: [.target(name: ProjectSettings.appName, destinations: .iOS, product: .app, bundleId: "x", sources: ["Project/Sources/**"])]
      )

      """
    let result = audit(["Project.swift": manifest, "Project/Sources/AppDelegate.swift": appDelegate(Self.method)])
    #expect(result.apps.map(\.name) == ["appName"])
  }

  /// A framework that shares the app's synchronized folder and leaves some of its files out leaves them out of
  /// itself only (Home Assistant's `Shared-iOS`): the app, which links the framework, keeps them.
  @Test func aLinkedTargetsExceptionsLeaveTheAppsFilesAlone() throws {
    let base = Self.project([
      Target(name: "App", infoPlist: "App/Info.plist", folders: ["App"], dependencies: ["Shared"]),
      Target(name: "Shared", type: "framework", folders: ["App"]),
    ])
    // The framework (T1) shares the folder; its exception set names it alone.
    let project = base.replacing(
      "S1_0 = {isa = PBXFileSystemSynchronizedRootGroup;",
      with: "E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Settings.swift); target = T1; };\n    S1_0 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1);")
    try #require(project != base)
    let controller = "import UIKit\n\nclass SettingsViewController: UIViewController {\n  override func viewDidAppear(_ animated: Bool) {}\n}\n"
    let result = audit([
      "App.xcodeproj/project.pbxproj": project, "App/Info.plist": Self.appBasedPlist, "App/AppDelegate.swift": appDelegate(""),
      "App/Settings.swift": controller,
    ])
    #expect(result.unclaimed.isEmpty)
    #expect(result.findings.first { $0.rule == "missing-super" }?.app == "App")
  }
}
