import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramOutput

/// An HTML page that holds its diagrams as inline SVG: text, and graphs rendered when the page is written.
///
/// Each diagram sits between two comments, the first naming a digest of its DOT (`<!--lifediagram-dot 1f…-->` …
/// `<!--/lifediagram-dot-->`), so `check` compares a page as it compares an image: its text byte for byte, each
/// diagram by the DOT it was drawn from. Another Graphviz version or font set alone does not make a page stale.
public struct HTMLDocument: Sendable {
  /// A piece of the page.
  public enum Part: Sendable {
    /// Text, written as it is.
    case text(String)
    /// A diagram, drawn as inline SVG with a title and a description for screen readers, in `language`; the
    /// title's and description's element ids start with `idPrefix`, unique on the page.
    case diagram(@Sendable () -> Graph, title: String, description: String, language: String, idPrefix: String)
  }

  /// The pieces, in order.
  public var parts: [Part]

  /// Creates a page.
  public init(parts: [Part]) {
    self.parts = parts
  }

  /// The page's bytes, each diagram rendered to SVG and inlined.
  public func bytes(using engine: Graphviz, warnings: inout [GraphvizWarning]) throws(GraphvizError) -> [UInt8] {
    var bytes: [UInt8] = []
    for part in parts {
      switch part {
      case .text(let text):
        bytes += Array(text.utf8)
      case .diagram(let graph, let title, let description, let language, let idPrefix):
        let graph = graph()
        let svg = try engine.render(graph, as: .svg, warnings: &warnings)
        let labelled = SVGAccessibility.labelled(
          svg, title: title, description: description, language: language, idPrefix: idPrefix)
        let svgBody = Self.inline(Self.themed(SVGFontStack.extended(labelled)))
        bytes += Array(Self.openMarker(graph).utf8) + svgBody + Array(Self.closeMarker.utf8)
      }
    }
    return bytes
  }

  /// Builds every diagram's graph without drawing it, so the words they look up are known (``TranslationKeys``).
  func buildGraphs() {
    for case .diagram(let graph, _, _, _, _) in parts { _ = graph() }
  }

  /// Whether `bytes` are this page: the same text, and each diagram drawn from the same DOT.
  public func matches(_ bytes: [UInt8]) -> Bool {
    Self.skeleton(of: bytes) == Array(skeleton.utf8)
  }

  /// The page with each diagram reduced to its two markers.
  private var skeleton: String {
    parts.map { part in
      switch part {
      case .text(let text): text
      case .diagram(let graph, _, _, _, _): Self.openMarker(graph()) + Self.closeMarker
      }
    }.joined()
  }

  /// The bytes with everything between each diagram's markers left out.
  static func skeleton(of bytes: [UInt8]) -> [UInt8] {
    let open = Array(openPrefix.utf8)
    let close = Array(closeMarker.utf8)
    var result: [UInt8] = []
    var position = 0
    while let start = ByteSearch.first(open, in: bytes, from: position),
      let markerEnd = ByteSearch.first(Array("-->".utf8), in: bytes, from: start)
    {
      guard let end = ByteSearch.first(close, in: bytes, from: markerEnd) else { break }
      result += bytes[position..<markerEnd + 3]
      position = end
    }
    return result + bytes[position...]
  }

  private static let openPrefix = "<!--lifediagram-dot "
  private static let closeMarker = "<!--/lifediagram-dot-->"

  private static func openMarker(_ graph: Graph) -> String {
    openPrefix + digest(graph.dotSource) + "-->"
  }

  /// FNV-1a, 64 bits, in hex: enough to tell one DOT from another, not a guard against forgery.
  static func digest(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The SVG with a `<style>` that gives it the dark theme's colours when the page's root says `data-theme="dark"`,
  /// or says nothing and the reader's system is dark (``DarkModeCSS``).
  private static func themed(_ svg: [UInt8]) -> [UInt8] {
    guard let open = ByteSearch.first(Array("<svg".utf8), in: svg),
      let close = svg[open...].firstIndex(of: UInt8(ascii: ">"))
    else { return svg }
    let chosen = DarkModeCSS.rules(for: svg, scope: ":root[data-theme=dark] ").joined()
    let followed = DarkModeCSS.rules(for: svg, scope: ":root:not([data-theme=light]) ").joined()
    let style = "\n<style>\(chosen)@media (prefers-color-scheme: dark){\(followed)}</style>"
    var result = svg
    result.insert(contentsOf: Array(style.utf8), at: close + 1)
    return result
  }

  /// Graphviz's SVG from its `<svg` element on: the XML declaration, doctype and comments before it have no
  /// place inside HTML.
  private static func inline(_ svg: [UInt8]) -> [UInt8] {
    guard let start = ByteSearch.first(Array("<svg".utf8), in: svg) else { return svg }
    var body = Array(svg[start...])
    while body.last == UInt8(ascii: "\n") { body.removeLast() }
    return body
  }
}
