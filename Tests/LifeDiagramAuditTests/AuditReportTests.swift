import Foundation
import LifeDiagram
import LifeDiagramAudit
import LifeDiagramSourceIndex
import LifeDiagramAuditReport
import LifeDiagramModel
import Testing

/// The report's formats, the app's own diagram, and the rules as the catalog holds them.
@Suite struct AuditReportTests {
  /// Two findings of two rules: a method never called (and deprecated: one finding) and an override without super.
  static let result = audit([
    "App/AppDelegate.swift": appDelegate("  func applicationDidBecomeActive(_ application: UIApplication) {}"),
    "App/SceneDelegate.swift": sceneDelegate("  func sceneDidBecomeActive(_ scene: UIScene) {}"),
    "App/FeedViewController.swift": "import UIKit\n\nfinal class FeedViewController: UIViewController {\n  override func viewDidAppear(_ animated: Bool) {}\n}\n",
  ])

  static let report = AuditReport(result, rules: Catalog.auditRules, sources: Catalog.builtIn.sources)

  @Test func textIsOneProblemMatcherLineAFindingThenTheSummary() {
    let lines = Self.report.text.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("App/AppDelegate.swift:5:3: warning: UIKit never calls applicationDidBecomeActive(_:)"))
    #expect(lines[0].hasSuffix(" [never-called]"))
    #expect(lines[0].contains("; it is deprecated in iOS 26.0 too"))
    #expect(lines[1].hasSuffix(" [missing-super]"))
    #expect(lines[2] == "3 files read; the app is scene-based (UISceneDelegate); 2 findings")
  }

  @Test func jsonHasTheIssuesFields() throws {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(Self.report.json.utf8)) as? [String: Any])
    #expect(object["lifecycle"] as? String == "scene")
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.count == 2)
    let first = findings[0]
    #expect(Set(first.keys) == ["rule", "file", "line", "column", "method", "message", "sources", "app", "scenario", "docs"])
    #expect(first["file"] as? String == "App/AppDelegate.swift" && first["line"] as? Int == 5 && first["column"] as? Int == 3)
    #expect(first["method"] as? String == "applicationDidBecomeActive(_:)")
    let sources = try #require(first["sources"] as? [[String: Any]])
    #expect(sources.first?["id"] as? String == "A8")
    #expect((sources.first?["url"] as? String)?.hasPrefix("https://developer.apple.com/") == true)
  }

  /// A finding that names the model's scenario links its docs page in every format: the page lifediagram publishes
  /// for the built-in models at the tool's version, which the team's own repository need not hold.
  @Test func aFindingThatNamesAScenarioLinksItsDocsPage() throws {
    let method = """
        func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
          if shortcutItem.type == "new" { completionHandler(true) }
        }
      """
    let result = audit(["App/AppDelegate.swift": appDelegate(method)])
    var report = AuditReport(result, rules: Catalog.auditRules, sources: Catalog.builtIn.sources)
    let finding = try #require(result.findings.first { $0.rule == "completion-handler-unused" })
    #expect(finding.scenario == "quick-action-warm")
    #expect(report.docsPage(of: finding) == nil && !report.text.contains("note: the order of calls"))
    report.docs = AuditReport.publishedDocs(version: "0.1.0")
    let page = "https://github.com/lifediagram/lifediagram/blob/v0.1.0/Docs/scenarios/quick-action-warm.md"
    #expect(report.text.contains("\(finding.location): note: the order of calls, step by step: \(page)\n"))
    let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
    let first = try #require((json["findings"] as? [[String: Any]])?.first { $0["rule"] as? String == finding.rule })
    #expect(first["scenario"] as? String == "quick-action-warm" && first["docs"] as? String == page)
    let sarif = try #require(try JSONSerialization.jsonObject(with: Data(report.sarif(version: "0.1.0").utf8)) as? [String: Any])
    let results = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
    let result0 = try #require(results.first { $0["ruleId"] as? String == finding.rule })
    #expect((result0["properties"] as? [String: Any])?["docs"] as? String == page)
    #expect(((result0["message"] as? [String: Any])?["markdown"] as? String)?.hasSuffix("([the order of calls, step by step](\(page)))") == true)
    #expect(report.markdown.contains("([the order of calls](\(page)))"))
    #expect(report.githubAnnotations.contains("The order of calls, step by step: \(page)\n"))
  }

  @Test func sarifIsVersion210WithEveryRuleAndItsHelp() throws {
    let text = Self.report.sarif(version: "0.1.0")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["version"] as? String == "2.1.0")
    let run = try #require((object["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == Catalog.auditRules.map(\.id))
    for rule in rules {
      #expect((rule["helpUri"] as? String)?.hasPrefix("https://developer.apple.com/") == true)
      #expect(((rule["help"] as? [String: Any])?["markdown"] as? String)?.contains("Sources:") == true)
    }
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 2)
    let location = try #require((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/AppDelegate.swift")
    #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 5)
    let missingSuper = try #require(Catalog.auditRules.firstIndex { $0.id == "missing-super" })
    #expect(results[0]["ruleIndex"] as? Int == 0 && results[1]["ruleIndex"] as? Int == missingSuper)
  }

  @Test func markdownHasATableAndEachRulesHelp() {
    let markdown = Self.report.markdown
    #expect(markdown.contains("\n| `App/AppDelegate.swift:5:3` | `never-called` | UIKit never calls"))
    #expect(markdown.contains("### `missing-super`"))
    #expect(!markdown.contains("### `deprecated-ios26`"))
    let clean = AuditReport(audit([:]), rules: Catalog.auditRules, sources: Catalog.builtIn.sources).markdown
    #expect(clean.contains("nothing found."))
  }

  @Test func aPathFromOutsideCannotWriteToTheTerminalOrBreakTheTable() {
    let result = audit(["Evil\u{1B}[31m|.swift": appDelegate("  func applicationDidBecomeActive(_ a: UIApplication) {}")])
    let report = AuditReport(result, rules: Catalog.auditRules, sources: Catalog.builtIn.sources)
    #expect(!report.text.contains("\u{1B}") && !report.markdown.contains("\u{1B}"))
    let rows = report.markdown.split(separator: "\n").filter { $0.hasPrefix("| `Evil") }
    #expect(rows.count == 2)
    #expect(rows.allSatisfy { $0.replacing("\\|", with: "").split(separator: "|").count == 3 }, "\(rows)")
  }

  @Test func theAppsOwnDiagramMarksWhatItImplements() throws {
    #expect(Self.result.implementations["SceneDelegate.sceneDidBecomeActive(_:)"] == [CodeLocation(file: "App/SceneDelegate.swift", line: 5, column: 3)])
    let scene = try #require(Catalog.builtIn.lifecycle(.scene))
    let graph = scene.diagram(DiagramOptions(code: CodeMarks(Self.result.apps[0])))
    let marked = graph.nodes.filter { $0.attributes["label"]?.graphvizValue.hasPrefix("✓ sceneDidBecomeActive(_:)") == true }
    #expect(!marked.isEmpty)
    #expect(marked.allSatisfy { $0.attributes["tooltip"] == .text("sceneDidBecomeActive(_:): SceneDelegate.swift:5") })
    let grey = graph.nodes.filter { $0.attributes["label"]?.graphvizValue.contains("sceneWillResignActive(_:)") == true }
    #expect(!grey.isEmpty && grey.allSatisfy { $0.attributes["fontcolor"] == .raw("#CCCCCC") })
    let never = graph.nodes.filter { $0.id.hasPrefix("legend-never-") }.compactMap { $0.attributes["label"]?.graphvizValue }
    #expect(never.contains { $0.contains("applicationDidBecomeActive(_:) at AppDelegate.swift:5") })
  }

  /// The launch path's findings (issue #43, item 4) are marked in red on the launch edges, with where each is in
  /// the tooltip, and listed under the legend.
  @Test func theAppsOwnDiagramMarksTheLaunchPathsFindings() throws {
    let marks = CodeMarks(implemented: [:], neverCalled: [], launchPath: ["notification-delegate-late at Helpers.swift:14"])
    for id in [LifecycleID.app, .scene] {
      let lifecycle = try #require(Catalog.builtIn.lifecycle(id))
      let graph = lifecycle.diagram(DiagramOptions(code: marks))
      let flagged = graph.nodes.filter { $0.attributes["label"]?.graphvizValue.hasPrefix("⚠ 1 launch-path finding") == true }
      #expect(!flagged.isEmpty, "\(id)")
      #expect(flagged.allSatisfy { $0.attributes["tooltip"] == .text("notification-delegate-late at Helpers.swift:14") })
      let legend = graph.nodes.filter { $0.id.hasPrefix("legend-never-") }.compactMap { $0.attributes["label"]?.graphvizValue }
      #expect(legend.contains { $0.contains("notification-delegate-late at Helpers.swift:14") }, "\(id)")
    }
  }
}

/// The rules as data: the ids the issue names, the methods it lists, and sources that exist.
@Suite struct AuditRuleCatalogTests {
  @Test func theRulesAreTheIssuesWithTheirMethods() throws {
    #expect(
      Catalog.auditRules.map(\.id) == [
        "never-called", "deprecated-ios26", "cold-only-url", "warm-only-url", "cold-only-activity", "warm-only-activity",
        "cold-only-shortcut", "warm-only-shortcut", "missing-super", "scene-adoption", "empty-scene-manifest",
        "launch-options-in-scene-app", "app-window-in-scene-app", "completion-handler-unused", "notification-delegate-late",
        "background-task-registration-late",
      ])
    let never = try #require(Catalog.auditRules.first { $0.id == "never-called" }).methods.map(\.selector)
    #expect(
      never == [
        "applicationDidBecomeActive(_:)", "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)",
        "applicationWillEnterForeground(_:)", "application(_:open:options:)", "application(_:performActionFor:completionHandler:)",
        "application(_:continue:restorationHandler:)", "application(_:willContinueUserActivityWithType:)",
        "application(_:didFailToContinueUserActivityWithType:error:)",
      ])
    let deprecated = try #require(Catalog.auditRules.first { $0.id == "deprecated-ios26" }).methods.map(\.selector)
    #expect(deprecated == never.filter { $0 != "applicationDidEnterBackground(_:)" })
  }

  @Test func everyCitedSourceExistsAndEveryRuleHasAnAppleLink() {
    let known = Set(Catalog.builtIn.sources.map(\.id))
    for rule in Catalog.auditRules {
      let cited = rule.sources + rule.methods.flatMap(\.sources)
      #expect(!cited.isEmpty && cited.allSatisfy(known.contains), "\(rule.id)")
      #expect(rule.helpURL?.hasPrefix("https://developer.apple.com/") == true, "\(rule.id)")
    }
  }

  @Test func aDeprecatedMethodsReplacementComesFromTheRuleOrTheMethodTable() {
    let methods = Catalog.builtIn.delegateMethods
    for rule in Catalog.auditRules where rule.id == "deprecated-ios26" {
      for method in rule.methods {
        let table = methods.first { $0.receiver == .appDelegate && $0.selector == method.selector }
        #expect(method.replacement != nil || table?.deprecation?.since == "26.0", "\(method.selector)")
      }
    }
  }
}
