/// The markup a translation of the tool's own words may carry. The tool's words are Markdown templates (a link
/// to a page, a code span, bold), written into pages as they are; so a translation may keep or drop the markup
/// of its English text but adds none: no more of each character that makes markup (`[`, `]`, `` ` ``, `<`, `>`,
/// `&`, `|`, `\`) than the English has, no link target the English lacks, no bare address GitHub would link
/// (`://`, `www.`, an `@`) the English lacks, no link definition (`]:`), and no line break or block start (`#`, `>`, a list marker) the English does not start with. Everything else,
/// emphasis included, is free.
enum TranslationMarkup {
  /// The characters that open or close markup, counted in the English and its translation.
  static let markupCharacters: [Character] = ["[", "]", "`", "<", ">", "&", "|", "\\"]

  /// "holds a line break…" when the text is more than one line, or nil.
  static func lineProblem(_ text: String) -> String? {
    let breaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]
    guard text.unicodeScalars.contains(where: breaks.contains) else { return nil }
    return "holds a line break; a translation is one line (write \\n nowhere, and join the lines)"
  }

  /// Why `value` cannot translate `key` as markup, or nil when it keeps the key's markup.
  static func problem(key: String, value: String) -> String? {
    for character in markupCharacters {
      let expected = key.count(of: character)
      let found = value.count(of: character)
      if found > expected {
        return "has \(found) '\(character)' where the English has \(expected); a translation keeps the English "
          + "text's links, code and markup, and adds none"
      }
    }
    var targets = linkTargets(key)
    for target in linkTargets(value) {
      guard let index = targets.firstIndex(of: target) else {
        return "links to \(Quoting.quoted(target)), which the English does not; keep the English text's link targets"
      }
      targets.remove(at: index)
    }
    for address in ["://", "www.", "@"]
    where value.lowercased().count(of: address) > key.lowercased().count(of: address) {
      return "holds '\(address)' where the English does not; GitHub would link a bare address there, so a "
        + "translation adds none"
    }
    if value.contains("]:") && !key.contains("]:") {
      return "holds ']:', which Markdown reads as a link definition; write it otherwise"
    }
    if blockStart(value) != blockStart(key) {
      return "starts with '\(blockStart(value) ?? "")', which Markdown reads as a heading, quote or list; "
        + "start it as the English does"
    }
    return nil
  }

  /// The targets of the text's links (`[text](target)`), sorted.
  static func linkTargets(_ text: String) -> [String] {
    var targets: [String] = []
    var rest = Substring(text)
    while let open = rest.firstRange(of: "](") {
      let after = rest[open.upperBound...]
      guard let close = after.firstIndex(of: ")") else { break }
      targets.append(String(after[..<close]))
      rest = after[close...]
    }
    return targets.sorted()
  }

  /// The block-level marker a line starting with this text would open (`#`, `>`, `-`, `+`, `*` and a space,
  /// `=`, `~`, a number and `.` or `)`, or four spaces), or nil.
  static func blockStart(_ text: String) -> String? {
    if text.hasPrefix("    ") { return "    " }
    let trimmed = text.drop { $0 == " " }
    guard let first = trimmed.first else { return nil }
    if "#>=~".contains(first) { return String(first) }
    if "-+*".contains(first), trimmed.dropFirst().first == " " { return String(first) + " " }
    let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
    if !digits.isEmpty, let next = trimmed.dropFirst(digits.count).first, next == "." || next == ")" {
      return String(digits) + String(next)
    }
    return nil
  }
}

extension String {
  /// How often `part` stands in the text, without overlaps.
  fileprivate func count(of part: String) -> Int {
    var count = 0
    var rest = Substring(self)
    while let found = rest.firstRange(of: part) {
      count += 1
      rest = rest[found.upperBound...]
    }
    return count
  }

  fileprivate func count(of character: Character) -> Int {
    reduce(0) { $1 == character ? $0 + 1 : $0 }
  }
}
