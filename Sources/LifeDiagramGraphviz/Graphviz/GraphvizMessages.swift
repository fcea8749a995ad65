/// Graphviz's captured messages, split into errors and warnings.
///
/// Graphviz hands over `Error: text` and `Warning: text` messages; a message may run over several lines, and
/// a line with neither prefix continues the message before it.
struct GraphvizMessages {
  /// The error messages, each on one line, without the `Error: ` prefix.
  private(set) var errors: [String] = []
  /// The warning messages, each on one line, without the `Warning: ` prefix.
  private(set) var warnings: [String] = []
  /// Every message, in order, for a failure whose cause Graphviz did not label.
  private var all: [String] = []

  init(_ text: String) {
    var kinds: [Bool] = []  // true for an error
    for line in text.split(whereSeparator: \.isNewline).map(Self.trimmed) where !line.isEmpty {
      if let rest = Self.dropping("Warning:", from: line) {
        all.append(rest)
        kinds.append(false)
      } else if let rest = Self.dropping("Error:", from: line) {
        all.append(rest)
        kinds.append(true)
      } else if all.isEmpty {
        all.append(line)
        kinds.append(true)
      } else {
        all[all.count - 1] += " " + line
      }
    }
    for (message, isError) in zip(all, kinds) {
      if isError { errors.append(message) } else { warnings.append(message) }
    }
  }

  /// The messages as one line for an error: the errors, or every message when there is no error.
  var summary: String { (errors.isEmpty ? all : errors).joined(separator: "; ") }

  private static func dropping(_ prefix: String, from line: String) -> String? {
    line.hasPrefix(prefix) ? trimmed(line.dropFirst(prefix.count)) : nil
  }

  private static func trimmed(_ text: Substring) -> String {
    String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }

  private static func trimmed(_ text: String) -> String { trimmed(Substring(text)) }
}
