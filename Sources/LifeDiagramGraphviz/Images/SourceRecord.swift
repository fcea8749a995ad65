import LifeDiagramOutput

/// The DOT an image was rendered from, recorded inside the image.
///
/// `lifediagram check` compares images by this record rather than by their bytes, so a different Graphviz version
/// or font set alone does not make an image stale: SVG keeps it in a `<metadata>` element, PNG in an `iTXt`
/// chunk with the keyword `lifediagram-dot`.
public enum SourceRecord {
  private static let keyword = "lifediagram-dot"
  private static let svgOpen = "<metadata id=\"lifediagram-dot\"><![CDATA["
  private static let svgClose = "]]></metadata>\n"

  /// The image with `dot` recorded in it; formats that cannot carry it come back unchanged.
  public static func embed(_ dot: String, in image: [UInt8], format: OutputFormat) -> [UInt8] {
    switch format {
    case .svg: embedSVG(dot, image)
    case .png: PNGChunks.inserting(type: "iTXt", data: iTXt(dot), beforeEnd: image)
    case .pdf, .dot: image
    }
  }

  /// The DOT recorded in an image, or nil when it has none.
  public static func extract(from image: [UInt8], format: OutputFormat) -> String? {
    switch format {
    case .svg:
      let open = Array(svgOpen.utf8)
      guard let start = ByteSearch.first(open, in: image),
        let end = ByteSearch.first(Array(svgClose.utf8), in: image, from: start + open.count)
      else { return nil }
      let recorded = ByteSearch.replacing(
        Array(splitEnd.utf8), with: Array("]]>".utf8), in: Array(image[start + open.count..<end]))
      return String(decoding: recorded, as: UTF8.self)
    case .png:
      guard let data = PNGChunks.data(ofFirst: "iTXt", withKeyword: keyword, in: image) else { return nil }
      return String(decoding: data.dropFirst(keyword.utf8.count + 5), as: UTF8.self)
    case .pdf, .dot:
      return nil
    }
  }

  /// How `]]>` inside the DOT is written so the CDATA section holds.
  private static let splitEnd = "]]]]><![CDATA[>"

  /// The record goes last, just before `</svg>`.
  private static func embedSVG(_ dot: String, _ svg: [UInt8]) -> [UInt8] {
    guard let close = ByteSearch.last(Array("</svg>".utf8), in: svg) else { return svg }
    let safe = ByteSearch.replacing(Array("]]>".utf8), with: Array(splitEnd.utf8), in: Array(dot.utf8))
    var result = svg
    result.insert(contentsOf: Array(svgOpen.utf8) + safe + Array(svgClose.utf8), at: close)
    return result
  }

  /// An iTXt chunk's data: keyword, NUL, no compression, no language, no translated keyword, UTF-8 text.
  private static func iTXt(_ text: String) -> [UInt8] {
    Array(keyword.utf8) + [0, 0, 0, 0, 0] + Array(text.utf8)
  }
}
