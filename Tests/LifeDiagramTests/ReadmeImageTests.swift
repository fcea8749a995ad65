import Foundation
import LifeDiagramTestSupport
import Testing

/// The README's pictures read in GitHub's 836 px column, measured as the docs pages' are (``WikiImageTests``): an
/// SVG's smallest text, as shown, at 11 px or more. Its numbered diagram's table is the docs page's.
@Suite struct ReadmeImageTests {
  static let readme =
    (try? String(contentsOf: BuiltBinary.root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

  @Test func everySVGTheReadmeShowsReadsInTheColumn() throws {
    let shown =
      WikiImageTests.shownSVGs(in: Self.readme) + Self.imageSources(in: Self.readme).filter { $0.hasSuffix(".svg") }
    #expect(shown.count >= 3, "too few images found: \(shown)")
    for path in shown {
      let svg = try String(contentsOf: BuiltBinary.root.appendingPathComponent(path), encoding: .utf8)
      let size = try #require(SVGTextSize(svg), "\(path): no width or font size")
      #expect(size.smallestShownText >= WikiImageTests.smallestText, "\(path): text at \(size.smallestShownText) px")
    }
  }

  /// The rows under the numbered app diagram are the docs page's transitions (number, transition, calls).
  @Test func theAppTableIsTheDocsPages() throws {
    let page = try String(
      contentsOf: BuiltBinary.root.appendingPathComponent("Docs/app-lifecycle.md"), encoding: .utf8)
    let section = try #require(page.components(separatedBy: "## Transitions\n").dropFirst().first)
      .components(separatedBy: "\n## ")[0]
    let expected = Self.rows(in: section).map { "| \($0[0]) | \($0[1]) | \($0[4]) |" }
    let marker = "<!-- The table is the docs page's (Docs/app-lifecycle.md"
    let table = try #require(Self.readme.components(separatedBy: marker).dropFirst().first)
    let shown = table.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
      .drop { !$0.hasPrefix("| ") }.prefix { $0.hasPrefix("| ") }.dropFirst(2).map(String.init)
    #expect(!expected.isEmpty)
    #expect(shown == expected)
  }

  /// A Markdown table's rows (not its header or rule), split into cells.
  static func rows(in markdown: String) -> [[String]] {
    markdown.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.dropFirst(2).first?.isNumber == true }.map {
      $0.dropFirst(2).dropLast(2).components(separatedBy: " | ")
    }
  }

  /// `<img src="…">` sources.
  static func imageSources(in markdown: String) -> [String] {
    let regex = try! NSRegularExpression(pattern: #"<img src="([^"]+)""#)
    return regex.matches(in: markdown, range: NSRange(markdown.startIndex..., in: markdown)).compactMap { match in
      Range(match.range(at: 1), in: markdown).map { String(markdown[$0]) }
    }
  }
}
