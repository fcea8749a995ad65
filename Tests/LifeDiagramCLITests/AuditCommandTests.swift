import Foundation
import LifeDiagramModel
import LifeDiagramTestSupport
import Testing

/// `lifediagram audit` as a process: it runs lifediagram-audit beside it, and answers with exit codes, formats,
/// files and the config's `audit:` section.
@Suite struct AuditCommandTests {
  let binary = BuiltBinary()
  static let app = BuiltBinary.root.appendingPathComponent("Examples/MigratingApp").path

  @Test func theExampleAppHasFindingsAndExitsOne() throws {
    let run = try binary.run(["audit", Self.app])
    #expect(run.status == 1, "\(run.standardError)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 9)
    #expect(lines.prefix(5).allSatisfy { $0.hasPrefix(Self.app + "/") && $0.contains(": warning: ") && $0.hasSuffix("]") })
    #expect(lines.first?.hasPrefix(Self.app + "/AppDelegate.swift:21:3: warning: UIKit never calls applicationDidBecomeActive(_:)") == true)
    // Then why the app is the one it is, and scene-based: its Info.plist, its configuration, its app delegate's method.
    #expect(lines[5] == Self.app + "/Info.plist:5:2: note: 'MigratingApp': found by its Info.plist (iOS), with the sources under '\(Self.app)'")
    #expect(lines[6] == Self.app + "/Info.plist:9:3: note: 'MigratingApp': its Info.plist declares a scene configuration (UISceneConfigurations)")
    #expect(lines.last == "4 files read; the app 'MigratingApp' is scene-based (UISceneDelegate); 5 findings")
    #expect(run.standardError.isEmpty)
  }

  /// `--explain RULE` (issue #43): the JSON gives each finding of the rule the steps behind it, and only those.
  @Test func explainGivesTheLaunchPathBehindAFinding() throws {
    let folder = try TemporaryFolder()
    let delegate = """
      import UIKit
      import UserNotifications

      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          Task { UNUserNotificationCenter.current().delegate = self }
          return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) {}
      }

      """
    try delegate.write(toFile: folder.path("AppDelegate.swift"), atomically: true, encoding: .utf8)
    let run = try binary.run(["audit", "AppDelegate.swift", "--format", "json", "--explain", "notification-delegate-late"], in: folder.url)
    #expect(run.status == 1, "\(run.standardError)")
    let object = try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    let late = try #require(findings.first { $0["rule"] as? String == "notification-delegate-late" })
    #expect(late["explain"] as? [String] == [
      "AppDelegate.application(_:didFinishLaunchingWithOptions:) (AppDelegate.swift:6)", "inside a closure that runs later: AppDelegate.swift:7:47",
    ])
    #expect(findings.filter { $0["explain"] != nil }.count == 1)
    let wrong = try binary.run(["audit", "AppDelegate.swift", "--explain", "notification-late"], in: folder.url)
    #expect(wrong.status == 64 && wrong.standardError.hasPrefix("lifediagram: error: --explain: there is no rule 'notification-late'"))
  }

  @Test func theHelpNamesEveryRule() throws {
    let run = try binary.run(["help", "audit"])
    #expect(run.status == 0)
    let help = run.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let listed = Catalog.auditRules.map(\.id).joined(separator: ", ")
    #expect(help.contains("Rules: \(listed)."), "\(help)")
  }

  @Test func aFolderWithNothingToReportExitsZeroWithItsSummary() throws {
    let folder = try TemporaryFolder()
    try "struct Model {}\n".write(toFile: folder.path("Model.swift"), atomically: true, encoding: .utf8)
    let run = try binary.run(["audit", folder.path("")])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.output == "1 file read; the app is app-based (UIApplicationDelegate); no findings\n")
    let json = try binary.run(["audit", folder.path(""), "--format", "json"])
    #expect(json.output.hasPrefix("{\n  \"lifecycle\": \"app\",\n  \"findings\": [],\n  \"apps\": [\n    {\n      \"name\": \"app\",\n"))
    #expect(json.output.hasSuffix("  \"unclaimed\": [],\n  \"otherTargets\": []\n}\n"))
  }

  @Test func badInputIsOneLineAndTheRightCode() throws {
    let missing = try binary.run(["audit", "/no/such/app"])
    #expect(missing.status == 66)
    #expect(missing.standardError == "lifediagram: error: cannot read the source file or folder '/no/such/app': there is no such file or folder; check the path\n")
    let rule = try binary.run(["audit", Self.app, "--disable", "never-caled"])
    #expect(rule.status == 64)
    #expect(rule.standardError.hasPrefix("lifediagram: error: --disable: there is no rule 'never-caled'; the rules are never-called, "))
    let folder = try TemporaryFolder()
    try "x".write(toFile: folder.path("notes.txt"), atomically: true, encoding: .utf8)
    let kind = try binary.run(["audit", folder.path("notes.txt")])
    #expect(kind.status == 64 && kind.standardError.contains("is not a Swift or Objective-C file, a property list or a project file (project.pbxproj, .xcconfig, .yml)"))
  }

  /// A folder with nothing the audit reads (a mistyped path that exists, the wrong checkout) is not a clean app.
  @Test func aFolderWithNoSourceIsExit66NamingIt() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.path("App/Pods/Lib"), withIntermediateDirectories: true)
    try "struct Lib {}\n".write(toFile: folder.path("App/Pods/Lib/Lib.swift"), atomically: true, encoding: .utf8)
    try "x".write(toFile: folder.path("App/README.md"), atomically: true, encoding: .utf8)
    let run = try binary.run(["audit", folder.path("App")])
    #expect(run.status == 66)
    #expect(run.standardError.split(separator: "\n").count == 1)
    #expect(run.standardError.hasPrefix("lifediagram: error: cannot read the folder '\(folder.path("App"))': it holds no Swift or Objective-C source and no property list"), "\(run.standardError)")
    #expect(run.output.isEmpty)
  }

  @Test func sarifAndTheDiagramGoWhereAsked() throws {
    let folder = try TemporaryFolder()
    let run = try binary.run(["audit", Self.app, "--format", "sarif", "--svg", "-o", folder.path("out")])
    #expect(run.status == 1, "\(run.standardError)")
    let sarif = try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any])
    #expect(sarif["version"] as? String == "2.1.0")
    #expect(run.standardError == "wrote \(folder.path("out"))/lifecycle-audit.svg\n")
    let svg = try String(contentsOfFile: folder.path("out/lifecycle-audit.svg"), encoding: .utf8)
    #expect(svg.contains("✓ sceneDidBecomeActive(_:)"))
    #expect(svg.contains("sceneDidBecomeActive(_:): SceneDelegate.swift:28"))
    #expect(svg.contains("applicationDidBecomeActive(_:) at AppDelegate.swift:21"))
  }

  /// A SwiftUI app's diagram is the SwiftUI model's, its App's and its scene's phase told apart; its report says
  /// `scene` as before (issue #46).
  @Test func aSwiftUIAppsDiagramIsTheSwiftUIModel() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.path("Notes"), withIntermediateDirectories: true)
    let app = """
      import SwiftUI
      @main struct NotesApp: App {
        @Environment(\\.scenePhase) private var scenePhase
        var body: some Scene {
          WindowGroup { List {}.onAppear { print("appear") } }
            .onChange(of: scenePhase) { print($1) }
        }
      }

      """
    try app.write(toFile: folder.path("Notes/NotesApp.swift"), atomically: true, encoding: .utf8)
    let run = try binary.run(["audit", folder.path("Notes"), "--format", "json", "--svg", "-o", folder.path("out")])
    #expect(run.status == 0, "\(run.standardError)")
    let report = try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any])
    #expect(report["lifecycle"] as? String == "scene", "\(run.output)")
    let svg = try String(contentsOfFile: folder.path("out/lifecycle-audit.svg"), encoding: .utf8)
    #expect(svg.contains("SwiftUI app life cycle"))
    #expect(svg.contains("✓ App.onChange(of:scenePhase)") && svg.contains("Scene.onChange(of:scenePhase)"))
    #expect(svg.contains("onAppear(perform:): NotesApp.swift:5"))
  }

  /// An Xcode Run Script phase shows the audit's lines as warnings at their lines: each is
  /// `ABSOLUTE-PATH:LINE:COLUMN: warning: MESSAGE`, as Xcode's build-log parser reads them (USAGE, "In Xcode's build").
  @Test func theLinesOfAnAbsolutePathAreWhatXcodeReads() throws {
    let run = try binary.run(["audit", Self.app])
    #expect(run.status == 1)
    let findings = run.output.split(separator: "\n").filter { $0.contains(": warning: ") }
    #expect(findings.count >= 5)
    let xcode = /^\/[^:]+\.swift:[0-9]+:[0-9]+: warning: .+ \[[a-z0-9-]+\]$/
    for line in findings { #expect(line.wholeMatch(of: xcode) != nil, "\(line)") }
  }

  @Test func theConfigsAuditSectionNamesThePathsAndTheRulesLeftOut() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.path(".git"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Self.app, toPath: folder.path("App"))
    try "audit:\n  paths: [App]\n  disable: [never-called, deprecated-ios26]\n".write(
      toFile: folder.path(".lifediagram.yml"), atomically: true, encoding: .utf8)
    let run = try binary.run(["audit"], in: folder.url, environment: ["LIFEDIAGRAM_NO_CONFIG": "0"])
    #expect(run.status == 1, "\(run.standardError)")
    let findings = run.output.split(separator: "\n").filter { $0.contains(": warning: ") }
    #expect(findings.map { $0.split(separator: "[").last ?? "" } == ["missing-super]", "warm-only-activity]"])
    try "audit:\n  disable: [never-caled]\n".write(toFile: folder.path(".lifediagram.yml"), atomically: true, encoding: .utf8)
    let bad = try binary.run(["audit"], in: folder.url, environment: ["LIFEDIAGRAM_NO_CONFIG": "0"])
    #expect(bad.status == 65 && bad.standardError.contains(".lifediagram.yml:2:"), "\(bad.standardError)")
  }

  @Test func withoutLifediagramAuditBesideItTheErrorSaysHowToBuildIt() throws {
    let folder = try TemporaryFolder()
    let alone = folder.path("lifediagram")
    // Copied by cp, not in this process: a child another test forks meanwhile would inherit the copy's open file
    // and make running it fail with "Text file busy".
    #expect(try Process.run("/bin/cp", [try binary.path, alone]).status == 0)
    let run = try Process.run(alone, ["audit", Self.app])
    #expect(run.status == 69)
    #expect(run.text.hasPrefix("lifediagram: error: lifediagram audit runs '\(folder.path("lifediagram-audit"))', which is not there; build it with 'make audit'"))
  }

  /// `LIFEDIAGRAM_AUDIT` names the program instead (the SwiftPM plugin's tools are not side by side).
  @Test func lifediagramAuditNamesTheProgramToRun() throws {
    let folder = try TemporaryFolder()
    let elsewhere = folder.path("tools/lifediagram-audit")
    let missing = try binary.run(["audit", Self.app], environment: ["LIFEDIAGRAM_AUDIT": elsewhere])
    #expect(missing.status == 69)
    #expect(missing.standardError.contains("lifediagram audit runs '\(elsewhere)', which is not there"), "\(missing.standardError)")
    let beside = URL(fileURLWithPath: try binary.path).deletingLastPathComponent().appendingPathComponent("lifediagram-audit").path
    let found = try binary.run(["audit", Self.app], environment: ["LIFEDIAGRAM_AUDIT": beside])
    #expect(found.status == 1, "\(found.standardError)")
  }
}
