import LifeDiagramOutput

/// Names fonts every SVG viewer has: each `font-family` that names one family gets fallbacks after it.
///
/// DejaVu Sans (the default) has Bitstream Vera's metrics, which Verdana follows closely, so labels keep their
/// width in a browser on macOS or Windows; then Geneva on older macOS, then any sans-serif. This edits the SVG
/// only: Graphviz lays text out in the one family it is given (a family list would cost pango a font match per
/// family, about 7% of a run), and PNG and PDF carry their fonts.
package enum SVGFontStack {
  /// The families a viewer tries after the diagram's own, in order.
  static let fallbacks = ["Bitstream Vera Sans", "Verdana", "Geneva", "sans-serif"]

  /// The SVG with every single-family `font-family` extended by ``fallbacks``.
  package static func extended(_ svg: [UInt8], with fallbacks: [String] = fallbacks) -> [UInt8] {
    let prefix = Array(" font-family=\"".utf8)
    var result: [UInt8] = []
    result.reserveCapacity(svg.count + svg.count / 8)
    var position = 0
    var last: (family: ArraySlice<UInt8>, added: [UInt8])?  // an SVG names the same family again and again
    while let start = ByteSearch.first(prefix, in: svg, from: position) {
      let from = start + prefix.count
      guard let end = svg[from...].firstIndex(of: UInt8(ascii: "\"")) else { break }
      result += svg[position..<end]
      let family = svg[from..<end]
      if !family.contains(UInt8(ascii: ",")) {
        if last?.family.elementsEqual(family) != true { last = (family, added(after: family, fallbacks)) }
        result += last!.added
      }
      position = end
    }
    return result + svg[position...]
  }

  /// `,Fallback,…` for a `font-family` of `family`: every fallback but the family itself.
  private static func added(after family: ArraySlice<UInt8>, _ fallbacks: [String]) -> [UInt8] {
    let name = String(decoding: family, as: UTF8.self)
    return Array(fallbacks.filter { $0 != name }.map { "," + $0 }.joined().utf8)
  }
}
