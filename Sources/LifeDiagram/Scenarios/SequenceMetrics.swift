/// The sizes a sequence diagram is laid out with, in inches unless named otherwise.
///
/// Text widths are estimated, not measured: 0.6 em a character, a little more than DejaVu Sans's (and Verdana's)
/// average, and 1.2 em a Hangul or CJK character (``StringProtocol/columns``), so a box holds its text in the
/// default font or a Korean one and the estimate never depends on the machine.
enum SequenceMetrics {
  /// The widest a diagram is laid out (Graphviz adds the 0.3 in `pad` on each side): 8.6 in, so the SVG is at
  /// most 9.2 in, 662 pt, 883 px at 1x, within a 900 px wiki column.
  static let width = 8.6
  /// The space kept between two lanes' boxes.
  static let laneGap = 0.16
  /// The room a box gives its text: its width beyond the text's.
  static let boxPadding = 0.24

  /// The estimated width of one character at `size` points.
  static func characterWidth(_ size: Double) -> Double { 0.6 * size / 72 }

  /// The height of one line of text at `size` points (Graphviz's 1.2 line spacing).
  static func lineHeight(_ size: Double) -> Double { 1.2 * size / 72 }

  /// How many characters at `size` points fit in `width` (at least 12, so a line always holds a word or two).
  static func characters(fitting width: Double, size: Double) -> Int {
    max(Int((width / characterWidth(size)).rounded(.down)), 12)
  }

  /// The estimated width of the longest of `lines` at `size` points.
  static func textWidth(_ lines: [String], size: Double) -> Double {
    Double(lines.map(\.columns).max() ?? 0) * characterWidth(size)
  }
}
