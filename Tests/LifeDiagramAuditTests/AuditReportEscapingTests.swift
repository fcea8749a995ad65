import Foundation
import LifeDiagram
import LifeDiagramAuditReport
import LifeDiagramModel
import Testing

/// File names a repository chooses stay names in every report (issue #40, items 2 and 5): SARIF URIs are valid
/// RFC 3986 relative references, and GitHub workflow commands are escaped as GitHub asks.
@Suite struct AuditReportEscapingTests {
  static func report(file: String, message: String = "UIKit never calls it") -> AuditReport {
    let finding = AuditFinding(
      rule: "never-called", location: CodeLocation(file: file, line: 3, column: 5), method: nil, message: message,
      sources: [])
    let result = AuditResult(lifecycle: .scene, findings: [finding], implementations: [:], filesRead: 1)
    return AuditReport(result, rules: Catalog.auditRules, sources: Catalog.builtIn.sources)
  }

  static func sarifURI(_ file: String) throws -> String {
    let json = try #require(try JSONSerialization.jsonObject(with: Data(report(file: file).sarif(version: "0").utf8)) as? [String: Any])
    let run = try #require((json["runs"] as? [[String: Any]])?.first)
    let result = try #require((run["results"] as? [[String: Any]])?.first)
    let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    return try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
  }

  @Test(arguments: [
    ("./App/AppDelegate.swift", "App/AppDelegate.swift"),
    ("App/A [1] | \"x\".swift", "App/A%20%5B1%5D%20%7C%20%22x%22.swift"),
    ("App/line\nbreak.swift", "App/line%0Abreak.swift"),
    ("javascript:alert(1).swift", "javascript%3Aalert%281%29.swift"),
    ("App/100%.swift", "App/100%25.swift"),
    ("App/한글.swift", "App/%ED%95%9C%EA%B8%80.swift"),
  ])
  func sarifURIsArePercentEncodedRelativeReferences(file: String, uri: String) throws {
    let found = try Self.sarifURI(file)
    #expect(found == uri)
    // RFC 3986: only unreserved characters, '/' and percent-encodings; no scheme.
    #expect(found.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-._~/%".contains($0)) })
  }

  /// Code scanning reads relative URIs against `%SRCROOT%`, the folder the audit ran in (issue #42, item 7).
  @Test func sarifNamesTheSourceRootAndAnAbsolutePathIsAFileURI() throws {
    let text = try Self.report(file: "App/AppDelegate.swift").sarif(version: "0", sourceRoot: "/work/my app")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let run = try #require((json["runs"] as? [[String: Any]])?.first)
    let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
    #expect(bases == ["%SRCROOT%": ["uri": "file:///work/my%20app/"]])
    let result = try #require((run["results"] as? [[String: Any]])?.first)
    let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect(location["artifactLocation"] as? [String: String] == ["uri": "App/AppDelegate.swift", "uriBaseId": "%SRCROOT%"])
    #expect(try Self.sarifURI("/work/my app/App/A.swift") == "file:///work/my%20app/App/A.swift")
  }

  /// A baseline is a file from the repository: its rule ids and paths stay text in the Markdown report.
  @Test func aFixedBaselineEntryStaysTextInMarkdown() {
    let entry = AuditBaseline.Entry(rule: "x` [link](https://evil) `", file: "A.swift", method: "# heading")
    let comparison = AuditBaseline.Comparison(new: [], unchanged: [], fixed: [entry])
    let report = AuditReport(
      AuditResult(lifecycle: .app, findings: [], implementations: [:], filesRead: 1), rules: [], sources: [],
      baseline: comparison)
    let line = report.markdown.split(separator: "\n").first { $0.hasPrefix("- Fixed:") } ?? ""
    // The id sits in a code span fenced longer than any run of backticks in it, so it is never a link.
    #expect(line.hasPrefix("- Fixed: `` x` [link](https://evil) ` `` in `A.swift`, "), "\(line)")
  }

  @Test func githubAnnotationsEscapeEveryProperty() {
    let text = Self.report(file: "::error file=x,line=1::forged.swift", message: "100% sure\nsecond line").githubAnnotations
    #expect(text == "::warning file=%3A%3Aerror file=x%2Cline=1%3A%3Aforged.swift,line=3,col=5,title=lifediagram never-called::100%25 sure%0Asecond line\n")
    #expect(text.split(separator: "\n").count == 1)
  }

  /// ESC and the C1 controls in a file name or message reach no log: escaped as every other format escapes them
  /// (issue #58, item 3).
  @Test func githubAnnotationsEscapeControlCharacters() {
    let text = Self.report(file: "App/\u{1B}[31mred\u{9B}2J.swift", message: "tab\there \u{7}bell").githubAnnotations
    #expect(text == "::warning file=App/\\u{1B}[31mred\\u{9B}2J.swift,line=3,col=5,title=lifediagram never-called::tab\\u{9}here \\u{7}bell\n")
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
  }
}
