import Foundation
import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramDocs
import LifeDiagramModel
import Testing

/// Every image a docs page shows reads at a wiki's width. GitHub shows an image at most as wide as its 836 px
/// column, scaled down to fit; an SVG's user units are points, shown at 4/3 px. So the smallest text of an image
/// as shown is its smallest font size in pixels times `min(1, 836 / width)`, and must be at least 11 px. The
/// figures with the calls on their edges, which the pages link but do not show, are not held to it.
@Suite struct WikiImageTests {
  /// The smallest text a reader should have to read, in CSS pixels.
  static let smallestText = 11.0

  @Test func everyShownImageReadsInTheColumn() throws {
    let engine = try Graphviz.shared.get()
    let english = DocsPlan(catalog: .builtIn)
    let korean = DocsPlan(
      catalog: try Catalog.builtIn.translated(.korean), words: Words(.korean), languages: [.english, .korean])
    let files = try english.files() + korean.files()
    let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    var shown = Set<String>()
    for file in files where file.relativePath.hasSuffix(".md") {
      guard case .text(let text) = file.content else { continue }
      for reference in Self.shownSVGs(in: text) { shown.insert(Self.resolve(reference, from: file.path)) }
    }
    #expect(shown.count >= 4 * Catalog.builtIn.scenarios.count, "too few images found: \(shown.count)")
    var warnings: [GraphvizWarning] = []
    for path in shown.sorted() {
      let file = try #require(byPath[path], "\(path) is shown but not written")
      let svg = String(decoding: try file.bytes(using: engine, warnings: &warnings), as: UTF8.self)
      let size = try #require(SVGTextSize(svg), "\(path): no width or font size")
      #expect(size.smallestShownText >= Self.smallestText, "\(path): text at \(size.smallestShownText) px as shown")
    }
  }

  @Test func theMeasureSeesASmallImage() throws {
    // Apple's figure with the calls on its edges: 10 pt labels in a picture about 1,600 px wide.
    let svg = String(decoding: try Graphviz.shared.get().render(Catalog.builtIn.lifecycle(.app)!, as: .svg), as: UTF8.self)
    let size = try #require(SVGTextSize(svg))
    #expect(size.smallestShownText < 8)
  }

  /// The SVG images a page shows: Markdown images and `<picture>` sources.
  static func shownSVGs(in markdown: String) -> [String] {
    let patterns = [#"!\[[^\]]*\]\(([^)]+\.svg)\)"#, #"srcset="([^"]+\.svg)""#]
    return patterns.flatMap { pattern in
      let regex = try! NSRegularExpression(pattern: pattern)
      let range = NSRange(markdown.startIndex..., in: markdown)
      return regex.matches(in: markdown, range: range).compactMap { match in
        Range(match.range(at: 1), in: markdown).map { String(markdown[$0]) }
      }
    }
  }

  /// The dark sources of a page's `<picture>`s.
  static func darkSources(in markdown: String) -> [String] {
    let regex = try! NSRegularExpression(pattern: #"media="\(prefers-color-scheme: dark\)" srcset="([^"]+)""#)
    return regex.matches(in: markdown, range: NSRange(markdown.startIndex..., in: markdown)).compactMap { match in
      Range(match.range(at: 1), in: markdown).map { String(markdown[$0]) }
    }
  }

  /// A relative link resolved against the page that holds it.
  static func resolve(_ link: String, from page: String) -> String {
    var parts = page.split(separator: "/").dropLast().map(String.init)
    for part in link.split(separator: "/").map(String.init) {
      if part == ".." { parts.removeLast() } else if part != "." { parts.append(part) }
    }
    return parts.joined(separator: "/")
  }
}

/// The size of an SVG Graphviz wrote and of its smallest text.
struct SVGTextSize {
  /// The picture's width in points, and its smallest font size in points (scaled as drawn).
  let width: Double
  let smallestFont: Double

  init?(_ svg: String) {
    func numbers(_ pattern: String) -> [Double] {
      let regex = try! NSRegularExpression(pattern: pattern)
      return regex.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).compactMap { match in
        Range(match.range(at: 1), in: svg).flatMap { Double(svg[$0]) }
      }
    }
    guard let width = numbers(#"<svg width="([0-9.]+)pt""#).first, let font = numbers(#"font-size="([0-9.]+)""#).min()
    else { return nil }
    let scale = numbers(#"class="graph" transform="scale\(([0-9.]+)"#).first ?? 1
    self.width = width
    smallestFont = font * scale
  }

  /// The smallest text in CSS pixels as a wiki column shows the picture.
  var smallestShownText: Double {
    let widthInPixels = width * 4 / 3
    return smallestFont * 4 / 3 * min(1, WikiColumn.width / widthInPixels)
  }
}
