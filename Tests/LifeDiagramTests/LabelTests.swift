import Foundation
import LifeDiagram
import LifeDiagramGraphviz
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Labels are data, not markup: any text given as a label or title shows literally in SVG and in DOT.
@Suite struct LabelTests {
  let engine = try! Graphviz.shared.get()

  static let hostile = [
    #"say "hi" and \"quoted\""#,
    #"C:\dir\file \N \G \n \l \\"#,
    "<b>bold</b> <script>alert('x')</script> <br/>",
    "a & b &amp; &lt; &#38; &#x3C; &nbsp;",
    "first line\nsecond line\r\nthird line",
    "emoji 😀🚀 and Korean 한국어 앱 생명주기",
    "]]> <!-- --> <?xml?> {braces} [brackets] | pipes |",
  ]

  /// A graph that carries `text` everywhere text can go: graph title, node, edge label and xlabel.
  func graph(_ text: String) -> Graph {
    Graph(
      name: "hostile", attributes: ["label": .text(text), "fontname": "DejaVu Sans"],
      nodes: [Graph.Node("a", ["label": .text(text)]), Graph.Node("b", ["label": "b"])],
      edges: [Graph.Edge("a", "b", ["label": .text(text), "xlabel": .text(text)])])
  }

  /// The lines Graphviz draws for a label: one `<text>` element per line.
  func lines(_ text: String) -> [String] {
    text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n").map(String.init)
  }

  @Test(arguments: hostile) func svgShowsTheTextLiterally(_ text: String) throws {
    let svg = try engine.render(graph(text), as: .svg)
    let parsed = try SVGText(svg)
    // Four places carry the text; each shows every line exactly as given.
    for line in lines(text) {
      #expect(parsed.texts.filter { $0 == line }.count == 4, "\(line) in \(parsed.texts)")
    }
    // Only Graphviz's own elements: nothing in the text became markup.
    #expect(parsed.elements.isSubset(of: ["svg", "g", "title", "text", "path", "polygon", "ellipse", "a"]))
  }

  @Test(arguments: hostile) func svgTitlesShowNamesLiterally(_ text: String) throws {
    let name = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
    let graph = Graph(name: "names", nodes: [Graph.Node(name, ["label": "n"])])
    let parsed = try SVGText(try engine.render(graph, as: .svg))
    #expect(parsed.titles.contains(name), "\(parsed.titles)")
  }

  @Test func controlCharactersShowAsPictures() throws {
    let parsed = try SVGText(try engine.render(graph("bell\u{07} nul\u{01} tab\tend"), as: .svg))
    #expect(parsed.texts.contains("bell␇ nul␁ tab\tend"))
  }

  @Test(arguments: hostile) func dotQuotesTheTextSoGraphvizReadsItBack(_ text: String) throws {
    let dot = String(decoding: try engine.render(graph(text), as: .dot), as: UTF8.self)
    // Inside a DOT string only `"` is special; `\` is doubled for Graphviz's label escapes, `&` for its entities.
    var expected = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\\", with: "\\\\")
    expected = expected.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "\\\"")
    expected = expected.replacingOccurrences(of: "\n", with: "\\n")
    #expect(dot.contains("  \"a\" [label=\"\(expected)\"];"), "\(dot)")
  }

  /// The DOT the tool writes, rendered by Graphviz's own `dot` program, shows the same text as the in-process
  /// render: the DOT escaping and the API escaping agree.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dot")), arguments: hostile)
  func dotRenderedByGraphvizShowsTheSameText(_ text: String) throws {
    let inProcess = try SVGText(try engine.render(graph(text), as: .svg))
    let dot = try engine.render(graph(text), as: .dot)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/dot")
    process.arguments = ["-Tsvg"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(dot))
    try input.fileHandleForWriting.close()
    let svg = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(try SVGText(Array(svg)).texts == inProcess.texts)
  }

  /// The tool uses no HTML-like labels: text that looks like one is shown as text.
  @Test func htmlLookingTextIsNotAnHTMLLabel() throws {
    let parsed = try SVGText(try engine.render(graph("<<b>not html</b>>"), as: .svg))
    #expect(parsed.texts.contains("<<b>not html</b>>"))
  }
}

/// The text content of an SVG, read with an XML parser (so the SVG is also checked to be well-formed).
struct SVGText {
  private(set) var texts: [String] = []
  private(set) var titles: [String] = []
  private(set) var elements: Set<String> = []

  init(_ svg: [UInt8]) throws {
    let delegate = Collector()
    let parser = XMLParser(data: Data(svg))
    parser.delegate = delegate
    guard parser.parse() else {
      throw ParseFailure(message: parser.parserError.map { "\($0)" } ?? "unknown", svg: String(decoding: svg, as: UTF8.self))
    }
    texts = delegate.texts
    titles = delegate.titles
    elements = delegate.elements
  }

  struct ParseFailure: Error, CustomStringConvertible {
    var message: String
    var svg: String
    var description: String { "the SVG is not well-formed XML (\(message)):\n\(svg)" }
  }

  private final class Collector: NSObject, XMLParserDelegate {
    var texts: [String] = []
    var titles: [String] = []
    var elements: Set<String> = []
    private var current: String?
    private var buffer = ""

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      elements.insert(name)
      if name == "text" || name == "title" {
        current = name
        buffer = ""
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if current != nil { buffer += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
      guard name == current else { return }
      if name == "text" { texts.append(buffer) } else { titles.append(buffer) }
      current = nil
    }
  }
}
