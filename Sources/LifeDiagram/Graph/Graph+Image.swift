/// The graph as one image format draws it.
extension Graph {
  /// The resolution Graphviz draws bitmaps at unless told otherwise.
  public static let baseDPI = 96

  /// The graph as it is rendered to `format` at `scale`: a PNG at scale 2 is drawn at 192 dpi, twice the pixels
  /// of Graphviz's default, so it stays sharp on high-density screens. Vector formats (and scale 1) are
  /// unchanged. The scale is part of the graph, so the DOT recorded in the PNG says it and `check` sees a change.
  public func forImage(_ format: OutputFormat, scale: Int) -> Graph {
    guard format == .png, scale != 1 else { return self }
    var scaled = self
    scaled.attributes["dpi"] = .raw(String(Self.baseDPI * scale))
    return scaled
  }
}
