/// A file format the tool writes a diagram in.
public enum OutputFormat: String, CaseIterable, Sendable, Hashable, Codable {
  /// Scalable Vector Graphics, from Graphviz's core renderer.
  case svg
  /// A PNG image, rasterised by cairo.
  case png
  /// A PDF document, from cairo (its creation date normalised).
  case pdf
  /// The DOT source the other formats are rendered from.
  case dot

  /// Whether the text is drawn here with the installed fonts (PNG, PDF). An SVG only names its font: the viewer
  /// lays its text out, and the tool measures it from built-in widths (Graphviz/TextLayout.c).
  public var drawsInstalledFonts: Bool { self == .png || self == .pdf }

  /// The file name extension.
  public var fileExtension: String { rawValue }

  /// Whether the format is text (compared byte for byte) rather than an image.
  public var isText: Bool { self == .svg || self == .dot }
}
