/// A PNG's physical density (`pHYs`), so hosts that size an image by it (Confluence, Word, Pages) show a PNG drawn
/// at `--scale 2` at the size of one drawn at 1: 72 dpi for each unit of scale, 144 dpi at scale 2. Browsers
/// ignore it, so wikis that show PNGs by their pixels are unaffected.
package enum PNGDensity {
  /// The pixels per metre for `scale`, written for both axes: 2835 at scale 1, 5669 at scale 2.
  static func pixelsPerMetre(scale: Int) -> UInt32 {
    UInt32((72 * Double(scale) / 0.0254).rounded())
  }

  /// The PNG with its density recorded (unit 1: the metre).
  package static func marked(_ png: [UInt8], scale: Int) -> [UInt8] {
    let density = PNGChunks.bigEndian(pixelsPerMetre(scale: scale))
    return PNGChunks.inserting(type: "pHYs", data: density + density + [1], afterHeaderOf: png)
  }
}
