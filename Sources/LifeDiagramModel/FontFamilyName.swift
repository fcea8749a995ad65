/// The rule every font family name follows, wherever it comes from: `--font`, and a translation file's `font`
/// and `svgFallbackFonts`. Graphviz writes the name into an SVG attribute without escaping it, so a name holding
/// a character that could end the attribute or start markup would turn into markup.
public enum FontFamilyName {
  /// The characters a family name may not hold, besides control characters.
  public static let forbidden: Set<Unicode.Scalar> = ["&", "<", ">", "\""]

  /// Why `name` cannot name a font family, in words that follow the name in a message (`is empty; …`), or nil
  /// when it can.
  public static func problem(_ name: String) -> String? {
    if name.allSatisfy(\.isWhitespace) { return "is empty; name a font family (fc-list lists them)" }
    guard let bad = name.unicodeScalars.first(where: { forbidden.contains($0) || $0.value < 0x20 || $0.value == 0x7F })
    else { return nil }
    let shown =
      bad.value < 0x20 || bad.value == 0x7F ? "U+" + String(bad.value, radix: 16, uppercase: true) : String(bad)
    return "contains '\(shown)', which Graphviz cannot write into an SVG; choose a font family without &, <, > or \" "
      + "(fc-list lists them)"
  }
}
