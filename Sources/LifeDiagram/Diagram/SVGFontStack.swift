import LifeDiagramOutput

/// Names fonts every SVG viewer has: each `font-family` that names one family gets fallbacks after it.
///
/// DejaVu Sans (the default) has Bitstream Vera's metrics, which Verdana follows closely, so labels keep their
/// width in a browser on macOS or Windows; then Geneva on older macOS, then any sans-serif. This edits the SVG
/// only: Graphviz lays text out in the one family it is given (a family list would cost pango a font match per
/// family, about 7% of a run), and PNG and PDF carry their fonts.
enum SVGFontStack {
  /// The families a viewer tries after the diagram's own, in order.
  static let fallbacks = ["Bitstream Vera Sans", "Verdana", "Geneva", "sans-serif"]

  /// The SVG with every single-family `font-family` extended by ``fallbacks``.
  static func extended(_ svg: [UInt8], with fallbacks: [String] = fallbacks) -> [UInt8] {
    let prefix = Array(" font-family=\"".utf8)
    var result: [UInt8] = []
    result.reserveCapacity(svg.count + svg.count / 8)
    var position = 0
    while let start = ByteSearch.first(prefix, in: svg, from: position) {
      let from = start + prefix.count
      guard let end = svg[from...].firstIndex(of: UInt8(ascii: "\"")) else { break }
      result += svg[position..<end]
      let family = String(decoding: svg[from..<end], as: UTF8.self)
      if !family.contains(",") {
        result += Array(fallbacks.filter { $0 != family }.map { "," + $0 }.joined().utf8)
      }
      position = end
    }
    return result + svg[position...]
  }
}
