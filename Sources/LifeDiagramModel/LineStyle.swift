/// The line style Apple's figure uses for an edge; recorded as a fact about the figure.
public enum LineStyle: String, Codable, CaseIterable, Sendable, Hashable {
  /// A dashed line.
  case dashed
  /// A solid line.
  case solid
}
