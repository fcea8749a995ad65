import LifeDiagramOutput

/// The CSS that turns a light SVG into its dark theme when the reader's system is in dark mode
/// (``Theme/auto``): one rule per colour the SVG uses, mapping it to ``DarkColor/of(_:)``, inside
/// `@media (prefers-color-scheme: dark)`. CSS outranks SVG presentation attributes, so nothing else changes.
package enum DarkModeCSS {
  /// The SVG with a `<style>` element as the first child of `<svg>`.
  package static func embedded(in svg: [UInt8]) -> [UInt8] {
    guard let open = ByteSearch.first(Array("<svg".utf8), in: svg),
      let close = svg[open...].firstIndex(of: UInt8(ascii: ">"))
    else { return svg }
    var result = svg
    result.insert(contentsOf: Array(("\n<style>" + css(for: svg) + "</style>").utf8), at: close + 1)
    return result
  }

  /// The rules for every `fill` and `stroke` colour in the SVG, sorted, plus text drawn in the default black.
  static func css(for svg: [UInt8]) -> String {
    "@media (prefers-color-scheme: dark){" + rules(for: svg).joined() + "}"
  }

  /// The dark theme's rules for the SVG, each selector after `scope` (e.g. `:root[data-theme=dark] `).
  package static func rules(for svg: [UInt8], scope: String = "") -> [String] {
    var rules: [String] = []
    for property in ["fill", "stroke"] {
      for colour in colours(of: property, in: svg) where DarkColor.of(colour) != colour {
        rules.append("\(scope)[\(property)=\"\(colour)\"]{\(property):\(DarkColor.of(colour))}")
      }
    }
    rules.append("\(scope)text:not([fill]){fill:\(DarkColor.text)}")
    return rules
  }

  /// The distinct values of `property="…"` attributes, sorted.
  private static func colours(of property: String, in svg: [UInt8]) -> [String] {
    let prefix = Array(" \(property)=\"".utf8)
    var found: Set<String> = []
    var position = 0
    while let start = ByteSearch.first(prefix, in: svg, from: position) {
      let from = start + prefix.count
      guard let end = svg[from...].firstIndex(of: UInt8(ascii: "\"")) else { break }
      found.insert(String(decoding: svg[from..<end], as: UTF8.self))
      position = end
    }
    return found.sorted()
  }
}
