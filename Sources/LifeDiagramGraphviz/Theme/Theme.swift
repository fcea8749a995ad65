/// How an image's colours follow the reader's light or dark mode.
public enum Theme: String, CaseIterable, Sendable, Hashable {
  /// The light colours (Apple's palette on white), in every format.
  case light
  /// Every colour with its lightness inverted (white ground becomes GitHub's dark ground, black text white;
  /// the states keep their hue), in every format.
  case dark
  /// An SVG in light colours that carries `prefers-color-scheme: dark` CSS switching to the dark ones, so one
  /// file reads well on both of GitHub's themes. PNG and PDF, which cannot switch, stay light.
  case auto
}

/// The dark counterpart of a colour: its lightness inverted in HSL, hue and saturation kept, so a pale yellow
/// state becomes a deep yellow one and dark-grey lines become light grey. The one mapping both the dark images
/// and the SVG's dark-mode CSS use.
enum DarkColor {
  /// The ground GitHub's dark theme uses, for white.
  static let ground = "#0d1117"
  /// GitHub's dark-theme text, for black.
  static let text = "#e6edf3"

  /// The dark colour of a Graphviz colour value (`#rrggbb`, `#rrggbbaa`, `white`, `black`); other values
  /// (`none`, `transparent`, colour lists) come back unchanged.
  static func of(_ value: String) -> String {
    switch value.lowercased() {
    case "white", "#ffffff": return ground
    case "black", "#000000": return text
    default: break
    }
    guard let rgb = RGB(hex: value) else { return value }
    return rgb.invertingLightness().hex + (value.count == 9 ? String(value.suffix(2)).lowercased() : "")
  }
}

/// An sRGB colour, enough to invert its lightness.
struct RGB: Hashable {
  var red: Double, green: Double, blue: Double

  /// Reads `#rrggbb` or `#rrggbbaa` (the alpha is ignored).
  init?(hex: String) {
    let digits = Array(hex.dropFirst())
    guard hex.hasPrefix("#"), digits.count == 6 || digits.count == 8,
      let value = UInt32(String(digits.prefix(6)), radix: 16)
    else { return nil }
    red = Double(value >> 16 & 0xFF) / 255
    green = Double(value >> 8 & 0xFF) / 255
    blue = Double(value & 0xFF) / 255
  }

  init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// `#rrggbb`, lower case, as Graphviz writes colours into SVG.
  var hex: String {
    let channels = [red, green, blue].map { String(Int(($0 * 255).rounded()), radix: 16) }
    return "#" + channels.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
  }

  /// The colour with lightness `1 - L` and the same hue and saturation (HSL).
  func invertingLightness() -> RGB {
    let high = max(red, green, blue)
    let low = min(red, green, blue)
    let lightness = (high + low) / 2
    let inverted = 1 - lightness
    guard high > low else { return RGB(red: inverted, green: inverted, blue: inverted) }
    // Each channel's offset from the lightness, scaled by how much room the new lightness leaves.
    let chroma = high - low
    let saturation = chroma / (1 - abs(2 * lightness - 1))
    let newChroma = (1 - abs(2 * inverted - 1)) * saturation
    let scale = newChroma / chroma
    let shift = { (channel: Double) in min(1, max(0, inverted + (channel - lightness) * scale)) }
    return RGB(red: shift(red), green: shift(green), blue: shift(blue))
  }
}
