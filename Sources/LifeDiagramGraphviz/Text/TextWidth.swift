internal import CGraphvizSupport

/// How wide a line of text is drawn, measured as SVG is (DejaVu Sans's advance widths, a full em for a wide East
/// Asian character), so that what the tool places beside an edge is sized as Graphviz will size it.
public enum TextWidth {
  /// The width of `line` at `fontSize` points, in points.
  public static func of(_ line: String, fontSize: Double) -> Double {
    lifediagram_text_width(line, fontSize)
  }
}
