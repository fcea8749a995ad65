import LifeDiagramOutput
import Testing

@testable import LifeDiagram
import LifeDiagramGraphviz

/// The text paths that work on bytes give what working on characters gave.
struct TextByByteTests {
  /// `decimal` as it was written with string interpolation.
  private func interpolated(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let fraction = magnitude % 100
    let fractionText =
      fraction == 0 ? "" : fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
    return "\(sign)\(magnitude / 100)\(fractionText)"
  }

  @Test func decimalsAreWrittenAsBefore() {
    let samples: [Double] = [0, 0.004, -0.004, 0.005, 0.05, -0.05, 0.5, 1, 1.05, 1.5, 2.25, -2.25, 99.999, 100, 1234.5678, -1e6]
    for value in samples + (-3000...3000).map({ Double($0) * 0.37 }) {
      #expect(decimal(value) == interpolated(value), "\(value)")
    }
    #expect(decimal(-0.5) == "-0.5" && decimal(1.05) == "1.05" && decimal(7) == "7")
  }

  @Test func byteSearchFindsWhatALoopFinds() {
    let haystack = Array("a font-family=\"x\" font-family=\"y\" font-famil".utf8)
    let needle = Array(" font-family=\"".utf8)
    var loop: [Int] = []
    for start in 0...(haystack.count - needle.count) where haystack[start..<start + needle.count].elementsEqual(needle) {
      loop.append(start)
    }
    var found: [Int] = []
    var from = 0
    while let index = ByteSearch.first(needle, in: haystack, from: from) {
      found.append(index)
      from = index + 1
    }
    #expect(found == loop && found.count == 2)
    #expect(ByteSearch.first(needle, in: haystack, from: haystack.count) == nil)
    #expect(ByteSearch.first(Array("zz".utf8), in: haystack) == nil)
    #expect(ByteSearch.first(Array("a".utf8), in: Array("a".utf8)) == 0)
  }

  @Test func xmlTextWithNothingToEscapeIsItself() {
    #expect(XML.escape("viewDidLoad() 한글 é") == "viewDidLoad() 한글 é")
    #expect(XML.escape("a < b & \"c\" > d") == "a &lt; b &amp; &quot;c&quot; &gt; d")
    #expect(XML.escape("bell\u{7}") == "bell\u{2407}")
  }

  @Test func dotQuotesEscapeQuotesAndLineBreaksOnly() {
    var graph = Graph(name: "g")
    graph.nodes.append(Graph.Node("a\"b", ["label": .text("one\ntwo \"three\" 넷")]))
    let dot = graph.dotSource
    #expect(dot.contains(#"  "a\"b" [label="one\ntwo \"three\" 넷"];"#), "\(dot)")
  }
}
