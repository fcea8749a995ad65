import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramModel
import Testing

/// What an image says about itself to the host that shows it: a PNG its density, so Confluence and Word show a
/// `--scale 2` PNG at its 1x size, and an SVG the language of its text.
@Suite struct ImageMetadataTests {
  let engine = try! Graphviz.shared.get()
  let app = Catalog.builtIn.lifecycle(.app)!

  @Test(arguments: [(1, 2835), (2, 5669), (3, 8504)])
  func aPNGRecords72DPIForEachUnitOfScale(_ scale: Int, _ pixelsPerMetre: Int) throws {
    var warnings: [GraphvizWarning] = []
    let png = try engine.render(app, as: .png, scale: scale, warnings: &warnings)
    let chunks = Self.chunks(of: png)
    #expect(chunks.map(\.type).prefix(2) == ["IHDR", "pHYs"], "\(chunks.map(\.type))")
    let density = try #require(chunks.first { $0.type == "pHYs" }).data
    #expect(Self.number(density[0..<4]) == pixelsPerMetre && Self.number(density[4..<8]) == pixelsPerMetre)
    #expect(density.last == 1)  // the unit: the metre
  }

  @Test func anSVGNamesTheLanguageOfItsText() throws {
    let english = String(decoding: try engine.render(app, as: .svg), as: UTF8.self)
    #expect(english.contains(#"<svg"#) && english.contains(#" lang="en" xml:lang="en""#))
    var warnings: [GraphvizWarning] = []
    let options = DiagramOptions(words: Words(.korean))
    let korean = String(decoding: try engine.render(app, as: .svg, options: options, warnings: &warnings), as: UTF8.self)
    #expect(korean.contains(#" lang="ko" xml:lang="ko""#))
  }

  /// The PNG's chunks in order, each with its type and data.
  static func chunks(of png: [UInt8]) -> [(type: String, data: [UInt8])] {
    var chunks: [(type: String, data: [UInt8])] = []
    var offset = 8
    while offset + 12 <= png.count {
      let length = number(png[offset..<offset + 4])
      chunks.append((String(decoding: png[offset + 4..<offset + 8], as: UTF8.self), Array(png[offset + 8..<offset + 8 + length])))
      offset += 12 + length
    }
    return chunks
  }

  static func number(_ bytes: some Collection<UInt8>) -> Int { bytes.reduce(0) { $0 << 8 | Int($1) } }
}
