/// The `// lifediagram:disable RULE` comments of one file, as SwiftLint users write them: a comment after code
/// silences its own line; a comment on a line of its own silences the line under it. Several rules may follow,
/// separated by spaces or commas; `all` silences every rule. Only comments count: the same words in a string
/// literal are the string's text.
struct Suppressions {
  /// A `//` comment of the file, as the parser found it.
  struct Comment: Sendable {
    /// Its line.
    var line: Int
    /// Its text, from `//` on.
    var text: String
    /// Whether nothing but white space comes before it on its line.
    var standsAlone: Bool
  }

  private var rulesByLine: [Int: Set<String>] = [:]

  /// Reads the file's comments.
  init(_ comments: [Comment]) {
    let marker = "lifediagram:disable"
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
  func silences(_ rule: String, atLine line: Int) -> Bool {
    rulesByLine[line].map { $0.contains(rule) || $0.contains("all") } ?? false
  }
}
