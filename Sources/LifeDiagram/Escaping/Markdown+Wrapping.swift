extension Markdown {
  /// A table cell's Markdown whose long words can wrap, so a table fits a wiki's column at its narrowest: a
  /// browser breaks text at spaces and after hyphens, never inside a code span or a word such as
  /// `application(_:shouldRestoreSecureApplicationState:)` or a bare URL.
  /// - a code span of one word longer than 32 characters becomes touching spans split after colons, full stops,
  ///   slashes and, for a long name, before a capital (``wrappableCode(_:limit:)``);
  /// - a plain word longer than `limit` characters may break (`<wbr>`) after `:`, `.`, `/` and `,`;
  /// - link targets, HTML tags, entities and backslash escapes are left as they are.
  static func wrappingLongWords(_ markup: String, longerThan limit: Int = 24) -> String {
    let characters = Array(markup)
    var result = ""
    var word = ""
    func endWord() {
      result += breakable(word, limit: limit)
      word = ""
    }
    var index = 0
    while index < characters.count {
      let character = characters[index]
      switch character {
      case "\\" where index + 1 < characters.count:
        word += String(characters[index...index + 1])
        index += 2
      case " ":
        endWord()
        result.append(character)
        index += 1
      case "<":
        guard let close = characters[index...].firstIndex(of: ">") else { fallthrough }
        endWord()
        result += String(characters[index...close])
        index = close + 1
      case "]" where index + 1 < characters.count && characters[index + 1] == "(":
        endWord()
        let close = closingParenthesis(in: characters, from: index + 1)
        result += String(characters[index...close])
        index = close + 1
      case "`":
        let run = characters[index...].prefix { $0 == "`" }.count
        guard let close = closingRun(of: run, in: characters, from: index + run) else { fallthrough }
        endWord()
        let content = String(characters[index + run..<close])
        let span = String(characters[index..<close + run])
        result += run == 1 && !content.contains(" ") ? wrappableCode(content) : span
        index = close + run
      case "&":
        let name = characters[(index + 1)...].prefix { $0.isLetter || $0.isNumber || $0 == "#" }
        guard !name.isEmpty, index + 1 + name.count < characters.count, characters[index + 1 + name.count] == ";" else {
          fallthrough
        }
        endWord()
        result += String(characters[index...index + 1 + name.count])
        index += name.count + 2
      default:
        word.append(character)
        index += 1
      }
    }
    endWord()
    return result
  }

  /// A plain word with a `<wbr>` after each `:`, `.`, `/` and `,` inside it, when it is longer than `limit`.
  private static func breakable(_ word: String, limit: Int) -> String {
    guard word.count > limit else { return word }
    var result = ""
    for (index, character) in word.enumerated() {
      result.append(character)
      if ":./,".contains(character) && index > 0 && index < word.count - 2 { result += "<wbr>" }
    }
    return result
  }

  /// The index of the `)` that closes the `(` at `open`, or the last index.
  private static func closingParenthesis(in characters: [Character], from open: Int) -> Int {
    var depth = 0
    for index in open..<characters.count {
      if characters[index] == "(" { depth += 1 }
      if characters[index] == ")" {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return characters.count - 1
  }
}
