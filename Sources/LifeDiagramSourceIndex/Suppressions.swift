/// The `// lifediagram:disable RULE` comments of one file, as SwiftLint users write them: a comment after code
/// silences its own line; a comment on a line of its own silences the line under it. Several rules may follow,
/// separated by spaces or commas; `all` silences every rule. Only comments count: the same words in a string
/// literal are the string's text.
package struct Suppressions {
  /// A `//` comment of the file, as the parser found it.
  package struct Comment: Sendable {
    /// Its line.
    package var line: Int
    /// Its text, from `//` on.
    package var text: String
    /// Whether nothing but white space comes before it on its line.
    package var standsAlone: Bool
  }

  private var rulesByLine: [Int: Set<String>] = [:]

  /// The words that open a suppression.
  package static let marker = "lifediagram:disable"

  /// Whether a comment's text holds ``marker``: what the readers of a file ask before they keep a comment, so a
  /// file's thousands of other comments cost one scan each.
  package static func mayHoldSuppression<Bytes: Collection<UInt8>>(_ text: Bytes) -> Bool {
    let first = UInt8(ascii: "l")
    let marker = Array(Self.marker.utf8)
    var start = text.startIndex
    while let found = text[start...].firstIndex(of: first) {
      if text[found...].starts(with: marker) { return true }
      start = text.index(after: found)
    }
    return false
  }

  /// Reads the file's comments.
  package init(_ comments: [Comment]) {
    let marker = Self.marker
    let separators: Set<Character> = [" ", ",", "\t", "\r"]
    for comment in comments {
      guard let found = comment.text.firstRange(of: marker) else { continue }
      let rest = comment.text[found.upperBound...]
      guard rest.first == " " || rest.first == "\t" else { continue }
      let rules = Set(rest.split(whereSeparator: separators.contains).map(String.init))
      rulesByLine[comment.line + (comment.standsAlone ? 1 : 0), default: []].formUnion(rules)
    }
  }

  /// Whether a comment silences `rule` at `line`.
  package func silences(_ rule: String, atLine line: Int) -> Bool {
    rulesByLine[line].map { $0.contains(rule) || $0.contains("all") } ?? false
  }
}
