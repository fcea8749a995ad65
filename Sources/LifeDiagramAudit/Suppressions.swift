/// The `// lifediagram:disable RULE` comments of one file, as SwiftLint users write them: a comment after code
/// silences its own line; a comment on a line of its own silences the line under it. Several rules may follow,
/// separated by spaces or commas; `all` silences every rule.
struct Suppressions {
  private var rulesByLine: [Int: Set<String>] = [:]

  /// Reads the comments of a file's text.
  init(_ text: String) {
    let marker = "lifediagram:disable"
    guard text.contains(marker) else { return }
    let separators: Set<Character> = [" ", ",", "\t", "\r"]
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard let comment = line.firstRange(of: "//"), let found = line[comment.upperBound...].firstRange(of: marker)
      else { continue }
      let rest = line[found.upperBound...]
      guard rest.first == " " || rest.first == "\t" else { continue }
      let rules = Set(rest.split(whereSeparator: separators.contains).map(String.init))
      let standsAlone = line[..<comment.lowerBound].allSatisfy { $0 == " " || $0 == "\t" }
      rulesByLine[offset + (standsAlone ? 2 : 1), default: []].formUnion(rules)
    }
  }

  /// Whether a comment silences `rule` at `line`.
  func silences(_ rule: String, atLine line: Int) -> Bool {
    rulesByLine[line].map { $0.contains(rule) || $0.contains("all") } ?? false
  }
}
