import Foundation
import LifeDiagramTestSupport
import Testing

/// `lifediagram html` and `docs --html`: the explorer's files, where they go, and how `check` sees them. What the
/// page does in a browser is `make explorer-check`'s.
@Suite struct HTMLCommandTests {
  let tool = BuiltBinary()

  @Test func htmlWritesOnePagePerLanguage() throws {
    let folder = try TemporaryFolder()
    let run = try tool.run(["html", "-o", "E", "--lang", "ko", "--model", "app"], in: folder.url)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.output == "wrote E/index.html\nwrote E/ko/index.html\n")
    let english = try String(contentsOf: folder.url.appendingPathComponent("E/index.html"), encoding: .utf8)
    #expect(english.contains("<a href=\"ko/index.html\" hreflang=\"ko\" lang=\"ko\">한국어</a>"))
    let korean = try String(contentsOf: folder.url.appendingPathComponent("E/ko/index.html"), encoding: .utf8)
    #expect(korean.contains("<a href=\"../index.html\" hreflang=\"en\" lang=\"en\">English</a>"))
    #expect(!english.contains("figure-scene"), "--model app shows the app's life cycle only")
  }

  /// `check` finds the explorer `docs --html` wrote without being told, and names the file when it is stale.
  @Test func checkComparesTheExplorerDocsWrote() throws {
    let folder = try TemporaryFolder()
    let arguments = ["-o", "D", "--images", "I", "--model", "viewcontroller", "--scale", "1"]
    let docs = try tool.run(["docs", "--html"] + arguments, in: folder.url)
    #expect(docs.status == 0, "\(docs.standardError)")
    let page = folder.url.appendingPathComponent("D/explorer.html")
    #expect(try String(contentsOf: folder.url.appendingPathComponent("D/index.md"), encoding: .utf8).contains("](explorer.html)"))
    let clean = try tool.run(["check"] + arguments, in: folder.url)
    #expect(clean.status == 0, "\(clean.output)\(clean.standardError)")
    let text = try String(contentsOf: page, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "Free play", with: "Free Play").utf8).write(to: page)
    let stale = try tool.run(["check"] + arguments, in: folder.url)
    #expect(stale.status == 1)
    #expect(stale.output.hasPrefix("stale: D/explorer.html\n  "), "the page, then its size: \(stale.output)")
    #expect(stale.standardError.contains("--html"), "the fix writes the explorer again: \(stale.standardError)")
  }

  @Test(arguments: [
    (["html", "-o", "-"], "'-o -' is not supported"),
    (["docs", "--html", "--layout", "github-wiki", "-o", "W"], "a GitHub wiki does not serve HTML pages"),
  ])
  func badRequestsFailInOneLine(_ arguments: [String], _ message: String) throws {
    let folder = try TemporaryFolder()
    let run = try tool.run(arguments, in: folder.url)
    #expect(run.status == 64)
    #expect(run.standardError.contains(message), "\(run.standardError)")
    #expect(run.standardError.split(separator: "\n").count == 1)
    #expect(folder.listing().isEmpty)
  }
}
