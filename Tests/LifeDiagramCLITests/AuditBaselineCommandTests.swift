import Foundation
import LifeDiagramTestSupport
import Testing

/// `audit --write-baseline` and `--baseline` (issue #42, item 5): a team turns the gate on in an app that already
/// has findings, and from then on fails only on new ones.
@Suite struct AuditBaselineCommandTests {
  let tool = BuiltBinary()

  /// A copy of the example app (5 findings, one of them the only one in FeedViewController.swift).
  func app() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try FileManager.default.copyItem(atPath: AuditCommandTests.app, toPath: folder.path("App"))
    return folder
  }

  static let newFinding = """
    import UIKit

    final class SettingsViewController: UIViewController {
      override func viewDidAppear(_ animated: Bool) {
        print("settings")
      }
    }

    """

  @Test func aBaselineRoundTrip() throws {
    let folder = try app()
    let written = try tool.run(["audit", "App", "--write-baseline", "baseline.json"], in: folder.url)
    #expect(written.status == 0, "recording accepts the findings: \(written.standardError)")
    #expect(written.standardError == "wrote baseline.json (5 findings accepted)\n")
    let file = try String(contentsOfFile: folder.path("baseline.json"), encoding: .utf8)
    #expect(file.hasPrefix("{\n  \"version\": 1,\n  \"findings\": [\n"))
    #expect(file.contains("\"file\": \"App/FeedViewController.swift\""))

    let unchanged = try tool.run(["audit", "App", "--baseline", "baseline.json"], in: folder.url)
    #expect(unchanged.status == 0, "\(unchanged.output)")
    #expect(!unchanged.output.contains(": warning: "))
    #expect(unchanged.output.hasSuffix("\n4 files read; the app 'App' is scene-based (UISceneDelegate); no findings, 5 in the baseline, 0 fixed since it was written\n"))

    try Self.newFinding.write(toFile: folder.path("App/SettingsViewController.swift"), atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(atPath: folder.path("App/FeedViewController.swift"))
    let run = try tool.run(["audit", "App", "--baseline", "baseline.json"], in: folder.url)
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n").map(String.init).filter { !$0.contains(": note: 'App': ") }
    #expect(lines == [
      "App/SettingsViewController.swift:4:12: warning: this override of viewDidAppear(_:) never calls super.viewDidAppear(_:): UIKit requires it [missing-super]",
      "App/FeedViewController.swift: note: fixed since the baseline: 'viewWillAppear(_:)' [missing-super]",
      "4 files read; the app 'App' is scene-based (UISceneDelegate); 1 new finding, 4 in the baseline, 1 fixed since it was written",
    ])
  }

  /// A line moved (code added above every finding) brings nothing back; the same folder named as `./App` matches.
  @Test func findingsAreKnownByRuleFileAndMethodNotLine() throws {
    let folder = try app()
    #expect(try tool.run(["audit", "./App", "--write-baseline", "baseline.json"], in: folder.url).status == 0)
    for name in ["AppDelegate.swift", "SceneDelegate.swift", "FeedViewController.swift"] {
      let path = folder.path("App/\(name)")
      try ("// moved\n// down\n" + String(contentsOfFile: path, encoding: .utf8)).write(toFile: path, atomically: true, encoding: .utf8)
    }
    let run = try tool.run(["audit", "App", "--baseline", "baseline.json", "--format", "json"], in: folder.url)
    #expect(run.status == 0, "\(run.output)")
    let json = try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any])
    #expect((json["findings"] as? [Any])?.isEmpty == true)
    #expect((json["baseline"] as? [String: Any])?["unchanged"] as? Int == 5)
  }

  @Test func strictBaselineFailsOnAFixedFindingAndSARIFSaysEachState() throws {
    let folder = try app()
    #expect(try tool.run(["audit", "App", "--write-baseline", "baseline.json"], in: folder.url).status == 0)
    try FileManager.default.removeItem(atPath: folder.path("App/FeedViewController.swift"))
    #expect(try tool.run(["audit", "App", "--baseline", "baseline.json"], in: folder.url).status == 0)
    let strict = try tool.run(["audit", "App", "--baseline", "baseline.json", "--strict-baseline"], in: folder.url)
    #expect(strict.status == 1)
    let sarif = try tool.run(["audit", "App", "--baseline", "baseline.json", "--format", "sarif"], in: folder.url)
    let root = try #require(try JSONSerialization.jsonObject(with: sarif.standardOutput) as? [String: Any])
    let results = try #require(((root["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
    #expect(results.compactMap { $0["baselineState"] as? String } == Array(repeating: "unchanged", count: 4) + ["absent"])
  }

  @Test func theConfigNamesTheBaselineInsideTheRepository() throws {
    let folder = try app()
    try FileManager.default.createDirectory(atPath: folder.path(".git"), withIntermediateDirectories: true)
    #expect(try tool.run(["audit", "App", "--write-baseline", "baseline.json"], in: folder.url).status == 0)
    let reading = ["LIFEDIAGRAM_NO_CONFIG": ""]
    try "audit:\n  paths: [App]\n  baseline: baseline.json\n".write(toFile: folder.path(".lifediagram.yml"), atomically: true, encoding: .utf8)
    let run = try tool.run(["audit"], in: folder.url, environment: reading)
    #expect(run.status == 0, "\(run.output)\(run.standardError)")
    #expect(run.output.hasSuffix("no findings, 5 in the baseline, 0 fixed since it was written\n"))
    try "audit:\n  baseline: ../outside.json\n".write(toFile: folder.path(".lifediagram.yml"), atomically: true, encoding: .utf8)
    let outside = try tool.run(["audit", "App"], in: folder.url, environment: reading)
    #expect(outside.status == 65 && outside.standardError.contains("audit.baseline: '../outside.json'"), "\(outside.standardError)")
  }

  @Test func badBaselinesAreOneLineAndTheRightCode() throws {
    let folder = try app()
    try "{\"version\": 1, \"findings\": [{\"rule\": \"never-called\"}]}".write(toFile: folder.path("bad.json"), atomically: true, encoding: .utf8)
    let bad = try tool.run(["audit", "App", "--baseline", "bad.json"], in: folder.url)
    #expect(bad.status == 65)
    #expect(bad.standardError.hasPrefix("bad.json:1:29: findings[0]: missing required key 'file'"), "\(bad.standardError)")
    let missing = try tool.run(["audit", "App", "--baseline", "nope.json"], in: folder.url)
    #expect(missing.status == 66 && missing.standardError.contains("'nope.json'"), "\(missing.standardError)")
    let strict = try tool.run(["audit", "App", "--strict-baseline"], in: folder.url)
    #expect(strict.status == 64 && strict.standardError.contains("--strict-baseline needs a baseline"), "\(strict.standardError)")
    let folderName = try tool.run(["audit", "App", "--write-baseline", "out/"], in: folder.url)
    #expect(folderName.status == 64 && folderName.standardError.contains("--write-baseline needs a file name"))
  }

  /// `--write-baseline` replaces a baseline, never a file it did not write or a link (issue #58, item 4); a
  /// baseline naming a rule the audit does not have is the file's problem, at its line (exit 65).
  @Test func writeBaselineReplacesOnlyABaseline() throws {
    let folder = try app()
    try "# Our app\n".write(toFile: folder.path("README.md"), atomically: true, encoding: .utf8)
    let readme = try tool.run(["audit", "App", "--write-baseline", "README.md"], in: folder.url)
    #expect(readme.status == 73 && readme.standardError.contains("'README.md': the file there is not a baseline"), "\(readme.standardError)")
    #expect(try String(contentsOfFile: folder.path("README.md"), encoding: .utf8) == "# Our app\n")
    try FileManager.default.createSymbolicLink(atPath: folder.path("link.json"), withDestinationPath: "README.md")
    let link = try tool.run(["audit", "App", "--write-baseline", "link.json"], in: folder.url)
    #expect(link.status == 73 && link.standardError.contains("'link.json': it is a symbolic link"), "\(link.standardError)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("link.json")) == "README.md")
    #expect(try tool.run(["audit", "App", "--write-baseline", "baseline.json"], in: folder.url).status == 0)
    #expect(try tool.run(["audit", "App", "--write-baseline", "baseline.json"], in: folder.url).status == 0, "a baseline is replaced")

    try "{\"version\": 1, \"findings\": [\n  {\"rule\": \"no-such-rule\", \"file\": \"/etc/passwd\"}\n]}\n"
      .write(toFile: folder.path("unknown.json"), atomically: true, encoding: .utf8)
    for format in ["text", "sarif"] {
      let unknown = try tool.run(["audit", "App", "--baseline", "unknown.json", "--format", format], in: folder.url)
      #expect(unknown.status == 65, "\(unknown.output)")
      #expect(unknown.standardError.hasPrefix("unknown.json:2:12: findings[0].rule: "), "\(unknown.standardError)")
    }
  }
}
