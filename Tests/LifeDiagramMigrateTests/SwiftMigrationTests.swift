import LifeDiagramAudit
import LifeDiagramSourceIndex
import LifeDiagramMigrate
import Testing

/// The shapes of a Swift app delegate that the fixtures do not all have: what moves, what is handed on, and what
/// is left to a person, with where.
@Suite struct SwiftMigrationTests {
  static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>LSRequiresIPhoneOS</key>
    \t<true/>
    </dict>
    </plist>

    """

  static func delegate(_ body: String, header: String = "") -> String {
    "import UIKit\n\(header)\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n\n\(body)\n}\n"
  }

  static let launch = "    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n"

  /// A window made from what only the app delegate has is attached to the scene, and a person is asked to move it.
  @Test func aWindowThatReadsAMemberIsAttachedAndListed() throws {
    let body = Self.launch + "        window = UIWindow(frame: UIScreen.main.bounds)\n        window?.rootViewController = rootController\n        window?.makeKeyAndVisible()\n        return true\n    }\n\n    let rootController = UIViewController()"
    let plan = try plan(inputs(["App/AppDelegate.swift": Self.delegate(body), "App/Info.plist": Self.plist]))
    let app = try #require(plan.apps.first)
    let scene = try #require(written(plan, "App/SceneDelegate.swift"))
    #expect(scene.contains("        window = appDelegate?.window\n        window?.windowScene = windowScene\n"))
    // The app delegate keeps its window, unchanged.
    #expect(written(plan, "App/AppDelegate.swift") == nil)
    #expect(app.manual.contains { $0.file == "App/AppDelegate.swift" && $0.line == 8 && $0.what.contains("UIWindow(windowScene:)") })
    let errors = try TypeCheck.errors(FixtureApp.applying(plan, to: inputs(["App/AppDelegate.swift": Self.delegate(body)])).filter { $0.path.hasSuffix(".swift") }.map { ($0.path.split(separator: "/").last.map(String.init)!, String(decoding: $0.bytes, as: UTF8.self)) }, module: "App")
    #expect(errors.isEmpty, "\(errors)")
  }

  /// The constants only the window reads come along with it, in order; the app delegate's window stays when other
  /// code reads it, kept in step with the scene's.
  @Test func constantsComeAlongAndAReadWindowStays() throws {
    let body = Self.launch + "        let root = UIViewController()\n        let navigation = UINavigationController(rootViewController: root)\n        window = UIWindow(frame: UIScreen.main.bounds)\n        window?.rootViewController = navigation\n        window?.makeKeyAndVisible()\n        return true\n    }"
    let reader = "import UIKit\n\nfunc currentWindow() -> UIWindow? {\n    (UIApplication.shared.delegate as? AppDelegate)?.window\n}\n"
    let plan = try plan(inputs(["App/AppDelegate.swift": Self.delegate(body), "App/Info.plist": Self.plist, "App/Windows.swift": reader]))
    let scene = try #require(written(plan, "App/SceneDelegate.swift"))
    #expect(scene.contains("""
              guard let windowScene = scene as? UIWindowScene else { return }
              let root = UIViewController()
              let navigation = UINavigationController(rootViewController: root)
              window = UIWindow(windowScene: windowScene)
              window?.rootViewController = navigation
              window?.makeKeyAndVisible()
              appDelegate?.window = window

      """))
    let delegate = try #require(written(plan, "App/AppDelegate.swift"))
    #expect(delegate.contains("var window: UIWindow?"))
    #expect(!delegate.contains("let root"))
    #expect(plan.apps.first?.manual.isEmpty == true, "\(plan.apps.first?.manual.map(\.what) ?? [])")
  }

  /// A callback whose body reads its parameter stays in the app delegate, renamed, and the scene's calls it; an
  /// async one is left to a person; `@UIApplicationMain` becomes `@main`.
  @Test func aBodyThatReadsItsParameterIsHandedOnAndAnAsyncOneIsListed() throws {
    let body = "    func applicationWillResignActive(_ application: UIApplication) {\n        application.isIdleTimerDisabled = false\n    }\n\n    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool {\n        true\n    }"
    let source = Self.delegate(body).replacing("@main", with: "@UIApplicationMain")
    let plan = try plan(inputs(["App/AppDelegate.swift": source, "App/Info.plist": Self.plist]))
    let delegate = try #require(written(plan, "App/AppDelegate.swift"))
    #expect(delegate.contains("@main\nclass AppDelegate"))
    #expect(delegate.contains("func handleWillResignActive(_ application: UIApplication) {\n        application.isIdleTimerDisabled = false"))
    #expect(written(plan, "App/SceneDelegate.swift")?.contains("appDelegate?.handleWillResignActive(UIApplication.shared)") == true)
    let app = try #require(plan.apps.first)
    #expect(app.manual.contains { $0.line == 11 && $0.what.hasPrefix("application(_:performActionFor:completionHandler:) is async") })
  }

  /// A callback the app's own code calls (or names in a `#selector`) stays as it is: renaming, moving or removing it
  /// would break its callers.
  @Test func aCallbackTheAppCallsItselfIsLeftAndListed() throws {
    let body = Self.launch + "        applicationDidBecomeActive(application)\n        return true\n    }\n\n    func applicationDidBecomeActive(_ application: UIApplication) {\n    }\n\n    func applicationWillEnterForeground(_ application: UIApplication) {\n        print(1)\n    }"
    let observer = "import UIKit\n\nfunc observe(_ delegate: AppDelegate) {\n    NotificationCenter.default.addObserver(delegate, selector: #selector(AppDelegate.applicationWillEnterForeground(_:)), name: nil, object: nil)\n}\n"
    let plan = try plan(inputs(["App/AppDelegate.swift": Self.delegate(body), "App/Info.plist": Self.plist, "App/Observer.swift": observer]))
    // Nothing else in the app delegate changes, so it is not written at all.
    #expect(written(plan, "App/AppDelegate.swift") == nil)
    let steps = plan.apps.first?.manual.filter { $0.file == "App/AppDelegate.swift" }.map { "\($0.line ?? 0) \($0.what.contains("is called by the app's own code"))" }
    // One step a place: the audit's finding there says the same.
    #expect(steps == ["7 false", "12 true", "15 true"])
  }

  /// A callback under `#if` is not rewritten: the audit of the migrated app lists it where the build compiles it.
  @Test func aCallbackUnderAnIfIsListedNotMangled() throws {
    let body = "#if DEBUG\n    func applicationDidBecomeActive(_ application: UIApplication) {\n        print(\"debug\")\n    }\n#endif"
    let plan = try plan(inputs(["App/AppDelegate.swift": Self.delegate(body), "App/Info.plist": Self.plist]))
    #expect(written(plan, "App/AppDelegate.swift")?.contains("#if DEBUG\n    func applicationDidBecomeActive(_ application: UIApplication) {\n        print(\"debug\")\n    }\n#endif") ?? true)
    #expect(plan.apps.first?.manual.contains { $0.line == 8 && $0.what.hasSuffix("[never-called]") } == true)
  }

  /// A body that reads a name the scene delegate may not see (a file-level `private let` of the app delegate's
  /// file) is handed on, not moved; an override is left for a person.
  @Test func aBodyReadingAFilePrivateIsHandedOnAndAnOverrideIsLeft() throws {
    let header = "\nprivate let log = Log()\nstruct Log { func info(_ text: String) {} }\n"
    let body = "    func applicationWillEnterForeground(_ application: UIApplication) {\n        log.info(\"fg\")\n    }\n\n    override func applicationDidBecomeActive(_ application: UIApplication) {\n        super.applicationDidBecomeActive(application)\n    }"
    let source = Self.delegate(body, header: header).replacing("AppDelegate: UIResponder, UIApplicationDelegate", with: "AppDelegate: BaseDelegate")
    let base = "import UIKit\n\nclass BaseDelegate: UIResponder, UIApplicationDelegate {\n    func applicationDidBecomeActive(_ application: UIApplication) {}\n}\n"
    let plan = try plan(inputs(["App/AppDelegate.swift": source, "App/Base.swift": base, "App/Info.plist": Self.plist]))
    let delegate = try #require(written(plan, "App/AppDelegate.swift"))
    #expect(delegate.contains("func handleWillEnterForeground(_ application: UIApplication) {\n        log.info(\"fg\")"))
    #expect(delegate.contains("override func applicationDidBecomeActive(_ application: UIApplication) {"))
    #expect(plan.apps.first?.manual.contains { $0.what.contains("overrides a superclass's") } == true)
  }

  /// Two apps of one project that share their app delegate (Prod and Dev) are not planned twice from the same
  /// bytes: the second names the first and writes nothing.
  @Test func twoAppsSharingAnAppDelegateArePlannedOnce() throws {
    let project = "name: App\ntargets:\n  Prod:\n    type: application\n    platform: iOS\n    sources: [App]\n  Dev:\n    type: application\n    platform: iOS\n    sources: [App]\n"
    let files = ["project.yml": project, "App/AppDelegate.swift": Self.delegate(""), "App/Info.plist": Self.plist]
    let plan = try plan(inputs(files))
    #expect(plan.apps.map(\.name) == ["Prod", "Dev"])
    #expect(Set(plan.files.map(\.path)).count == plan.files.count)
    #expect(plan.apps[1].files.isEmpty)
    #expect(plan.apps[1].manual.first?.what.contains("with 'Prod', migrated above") == true)
  }

  /// A path with a `|` or a backtick stays inside its table cell and its code span on the page.
  @Test func thePageEscapesWhatTheRepositoryNames() throws {
    let body = "    func applicationDidBecomeActive(_ application: UIApplication) {\n        print(1)\n    }"
    let plan = try plan(inputs(["A|`B/AppDelegate.swift": Self.delegate(body), "A|`B/Info.plist": Self.plist]))
    let app = try #require(plan.apps.first)
    let page = MigrationReport(plan, written: false).page(app, before: nil, after: nil)
    let rows = page.split(separator: "\n").filter { $0.hasPrefix("| kept") }
    #expect(rows.count == 1)
    // Four cell borders; every other `|` is escaped.
    let unescaped = rows.first.map { row in zip(row, row.dropFirst()).filter { $1 == "|" && $0 != "\\" }.count + (row.first == "|" ? 1 : 0) }
    #expect(unescaped == 4)
  }

  /// A scene delegate the app has but nothing wires is named, and the new one takes a free name.
  @Test func aTakenNameIsAvoidedAndTheUnwiredDelegateListed() throws {
    let unwired = "import UIKit\n\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}\n"
    let plan = try plan(inputs(["App/AppDelegate.swift": Self.delegate(""), "App/Info.plist": Self.plist, "App/SceneDelegate.swift": unwired]))
    #expect(plan.files.contains { $0.path == "App/WindowSceneDelegate.swift" && $0.before == nil })
    #expect(written(plan, "App/Info.plist")?.contains("<string>$(PRODUCT_MODULE_NAME).WindowSceneDelegate</string>") == true)
    #expect(plan.apps.first?.manual.contains { $0.file == "App/SceneDelegate.swift" && $0.what.contains("wired by nothing") } == true)
  }

  /// `UIApplication.shared.keyWindow` and `.windows` become the helper's; a lookup of another shape is what the
  /// audit still finds, listed at its line, as is what the migration cannot place (no window at launch).
  @Test func lookupsAreRewrittenWhereCertainAndTheRestListed() throws {
    let lookup = "import UIKit\n\nfunc top() -> UIViewController? {\n    UIApplication.shared.keyWindow?.rootViewController\n}\n\nfunc count(_ app: UIApplication) -> Int {\n    app.windows.count + UIApplication.shared.windows.count\n}\n"
    let swift = try plan(inputs(["App/AppDelegate.swift": Self.delegate(""), "App/Info.plist": Self.plist, "App/Top.swift": lookup]))
    #expect(written(swift, "App/Top.swift") == lookup.replacing(".shared.keyWindow", with: ".shared.sceneKeyWindow").replacing(".shared.windows", with: ".shared.sceneWindows"))
    #expect(written(swift, "App/SceneDelegate.swift")?.contains("    var sceneKeyWindow: UIWindow? {") == true)
    // No window is made at launch and no storyboard named: a step in the new file; `app.windows`, at its line.
    #expect(swift.apps.first?.manual.map { "\($0.file ?? ""):\($0.line ?? 0)" } == ["App/SceneDelegate.swift:0", "App/Top.swift:8"])
    #expect(swift.apps.first?.remaining.map(\.rule) == ["app-window-in-scene-app"])
    let errors = try TypeCheck.errors(FixtureApp.applying(swift, to: inputs(["App/AppDelegate.swift": Self.delegate(""), "App/Top.swift": lookup])).filter { $0.path.hasSuffix(".swift") }.map {
      ($0.path.split(separator: "/").last.map(String.init)!, String(decoding: $0.bytes, as: UTF8.self))
    }, module: "App")
    #expect(errors.isEmpty, "\(errors)")
  }

  /// An Objective-C app delegate is migrated in Objective-C.
  @Test func anObjectiveCWindowMadeFromAMemberIsAttachedAndListed() throws {
    // An Objective-C window made from a member is attached to the scene, and listed.
    let objectiveC = "#import \"AppDelegate.h\"\n\n@implementation AppDelegate\n- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {\n  self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];\n  self.window.rootViewController = self.root;\n  return YES;\n}\n@end\n"
    let header = "#import <UIKit/UIKit.h>\n\n@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@property (strong, nonatomic) UIWindow *window;\n@property (strong, nonatomic) UIViewController *root;\n@end\n"
    let objc = try plan(inputs(["App/AppDelegate.m": objectiveC, "App/AppDelegate.h": header, "App/Info.plist": Self.plist]))
    #expect(objc.apps.first?.language == "Objective-C")
    #expect(objc.apps.first?.manual.map { "\($0.file ?? ""):\($0.line ?? 0)" }.first == "App/AppDelegate.m:5")
    #expect(written(objc, "App/SceneDelegate.m")?.contains("  self.window = SceneDelegateAppDelegate().window;\n  self.window.windowScene = windowScene;\n") == true)
  }

  /// Apps that adopt scenes, and SwiftUI apps, are left alone, and `apps` limits the run.
  @Test func adoptedAppsAreLeftAloneAndAppsLimitTheRun() throws {
    let swiftUI = "import SwiftUI\n\n@main\nstruct Notes: App {\n    var body: some Scene { WindowGroup { Text(\"Hi\") } }\n}\n"
    let plan = try plan(inputs(["Notes/NotesApp.swift": swiftUI, "Notes/Info.plist": Self.plist]))
    #expect(plan.apps.map(\.leftAlone) == ["a SwiftUI app: it adopts scenes"])
    #expect(try Migrator().plan(inputs(["App/AppDelegate.swift": Self.delegate(""), "App/Info.plist": Self.plist]), apps: ["Other"]).apps.isEmpty)
  }
}
