/// The one way text from a model or translation file enters a Markdown page.
///
/// ``text(_:)`` keeps such text text on any wiki: it never becomes a link (GitHub's autolinks of a bare address
/// included), an image, a heading, a list, a quote, an HTML tag or entity, a link definition or a table break.
/// Code spans the text writes (`` `sceneDidBecomeActive(_:)` ``) stay code spans; emphasis stays emphasis. A link
/// the tool writes to an address from a model file goes through ``linkTarget(_:)``. Everything else the pages
/// write is the tool's own markup.
public enum Markdown {
  /// Text from a model or translation file, escaped for a page's prose, a heading, a list item or a table cell
  /// (an image's alt text is ``altText(_:)``):
  /// - `\`, `[`, `]` and `|` are backslash-escaped, `<`, `>` and `&` written as entities (outside code spans);
  /// - a line break (the model's prose fields may hold one) is a space, so no text starts a line of its own;
  /// - a start that would open a block on a line of its own (`# `, `- `, `1. `, `---`, `~~~`) is escaped, and
  ///   leading white space dropped;
  /// - a bare address is broken where GitHub would link it: `https:<wbr>//…`, `www<wbr>.…`,
  ///   `someone<wbr>@example.com`, which a browser shows as the text was;
  /// - control characters are shown as their pictures (`␛`), a C1 control, which has none, as its code
  ///   (`\u{9B}`).
  public static func text(_ text: String) -> String {
    prose(text, breaksAddresses: true)
  }

  /// Text from a model or translation file, escaped for an image's alt text (`![alt](image.svg)`): as
  /// ``text(_:)``, but with a bare address left whole, since GitHub links nothing inside an image's brackets and
  /// writes its alt text as plain text, where a `<wbr>` would show as written.
  public static func altText(_ text: String) -> String {
    prose(text, breaksAddresses: false)
  }

  /// ``text(_:)``, with or without the breaks that keep GitHub from linking a bare address.
  private static func prose(_ text: String, breaksAddresses: Bool) -> String {
    isPlainProse(text) ? text : escapingProse(text, breaksAddresses: breaksAddresses)
  }

  /// The walk ``prose(_:breaksAddresses:)`` skips for plain text (``isPlainProse(_:)``).
  static func escapingProse(_ text: String, breaksAddresses: Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    let characters = Array(text.drop { $0 == " " || $0 == "\t" })
    var index = 0
    if let (marker, length) = blockMarker(characters) {
      result += marker
      index = length
    }
    while index < characters.count {
      let character = characters[index]
      if character == "`" {
        let run = characters[index...].prefix { $0 == "`" }.count
        if let close = closingRun(of: run, in: characters, from: index + run) {
          result += String(characters[index..<close + run]).escaping(codeSpanCharacter)
          index = close + run
          continue
        }
        result += String(repeating: "\\`", count: run)
        index += run
        continue
      }
      result += escaped(character)
      if breaksAddresses && breaksAutolink(after: index, in: characters) { result += "<wbr>" }
      index += 1
    }
    return result
  }

  /// A web address as the target of a link the tool writes (`[title](target)`), or nil when it is no `https:`
  /// or `http:` address: a page links to no other kind. Every character that could end the target or start
  /// markup in it is percent-encoded (a `(` or `)` without its partner, `[`, `]`, `<`, `>`, `|`, a space, a
  /// quote, a backtick, a backslash, a control character), so `https://x.test/a)![i](https://evil.test/i.png)`
  /// stays one target and opens no image. Balanced parentheses stay as they are (CommonMark keeps them in a
  /// target), so Apple's `…/scene(_:openurlcontexts:)` and Wikipedia's `…/Swift_(programming_language)` are the
  /// addresses their sites publish.
  public static func linkTarget(_ url: String) -> String? {
    let scheme = url.prefix(8).lowercased()
    guard scheme.hasPrefix("https://") || scheme.hasPrefix("http://") else { return nil }
    let scalars = Array(url.unicodeScalars)
    let paired = balancedParentheses(in: scalars)
    var result = ""
    result.reserveCapacity(url.utf8.count)
    for (index, scalar) in scalars.enumerated() {
      if paired.contains(index) || isSafeInLinkTarget(scalar) {
        result.unicodeScalars.append(scalar)
      } else {
        for byte in String(scalar).utf8 { result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2) }
      }
    }
    return result
  }

  /// The positions of the `(` and `)` that pair with each other, nested at most 32 deep (cmark's limit).
  private static func balancedParentheses(in scalars: [Unicode.Scalar]) -> Set<Int> {
    var open: [Int] = []
    var paired: Set<Int> = []
    for (index, scalar) in scalars.enumerated() {
      if scalar == "(" && open.count < 32 {
        open.append(index)
      } else if scalar == ")", let start = open.popLast() {
        paired.insert(start)
        paired.insert(index)
      }
    }
    return paired
  }

  /// Whether a character stands as it is in a link's target: not one that ends it or starts markup, not white
  /// space, not a control character.
  private static func isSafeInLinkTarget(_ scalar: Unicode.Scalar) -> Bool {
    !("()[]<>|\"`\\".unicodeScalars.contains(scalar) || scalar.properties.isWhitespace || scalar.value < 0x20
      || (0x7F...0x9F).contains(scalar.value))
  }

  /// Whether a `<wbr>` goes after the character at `index`, so GitHub finds no address where the text writes
  /// one. GitHub links an address it finds in plain text (GFM's extended autolinks: `https://…`, `http://…`,
  /// `ftp://…`, `www.…`, `someone@example.com`, `mailto:someone@example.com`), but it looks for one only inside
  /// a run of text, and an HTML tag ends the run. So a break goes after the `:` of `://`, between `www` and its
  /// `.`, and before the `@` of an address; a browser shows `<wbr>` as nothing, and code spans, which GitHub never
  /// links, keep the address whole.
  private static func breaksAutolink(after index: Int, in characters: [Character]) -> Bool {
    guard index + 1 < characters.count else { return false }
    let character = characters[index]
    switch characters[index + 1] {
    case "/": return character == ":" && index + 2 < characters.count && characters[index + 2] == "/"
    case ".": return index >= 2 && characters[(index - 2)...index].allSatisfy { $0 == "w" || $0 == "W" }
    case "@": return character.isASCII && (character.isLetter || character.isNumber || ".-_+".contains(character))
    default: return false
    }
  }

  /// Inline code of any text: the text between backticks, as many as it needs (one more than its longest run),
  /// padded by a space where it starts or ends with one; line breaks as spaces.
  public static func code(_ text: String) -> String {
    let content = text.escaping(codeSpanCharacter)
    let longest = longestBacktickRun(in: content)
    let fence = String(repeating: "`", count: longest + 1)
    let padding =
      content.first == "`" || content.last == "`" || longest > 0 && content.allSatisfy({ $0 == "`" }) ? " " : ""
    return fence + padding + content + padding + fence
  }

  /// Inline code that a narrow table column can wrap: code longer than `limit` characters (a long selector such as
  /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`, a qualified name such as
  /// `UIApplication.willEnterForegroundNotification`, a path) as several code spans, split after colons, full
  /// stops and slashes into pieces of at most `limit` where it can, joined by `<wbr>`; a piece still longer (a name such as
  /// `applicationDidReceiveMemoryWarning(_:)`) is split before the capital letter nearest its middle. The spans
  /// touch, so the text copies and searches as one; a renderer that drops raw HTML drops only the break.
  public static func wrappableCode(_ text: String, limit: Int = 32) -> String {
    guard text.count > limit else { return code(text) }
    var parts: [String] = []
    var part = ""
    for character in text {
      part.append(character)
      if character == ":" || character == "." || character == "/" {
        parts.append(part)
        part = ""
      }
    }
    if !part.isEmpty { parts.append(part) }
    var pieces: [String] = []
    var current = ""
    for part in parts.flatMap({ splitAtCapitals($0, limit: limit) }) {
      // A short end such as `)` or `3` stays with the piece before it.
      if !current.isEmpty && current.count + part.count > limit && part.count > 2 {
        pieces.append(current)
        current = ""
      }
      current += part
    }
    pieces.append(current)
    return pieces.map(code).joined(separator: "<wbr>")
  }

  /// `word` split before the capital letter that follows a lower-case one nearest its middle, again and again
  /// until every piece is at most `limit` long or has no such capital: `applicationDidReceive`,
  /// `MemoryWarning(_:`.
  private static func splitAtCapitals(_ word: String, limit: Int) -> [String] {
    let characters = Array(word)
    guard characters.count > limit else { return [word] }
    let humps = characters.indices.dropFirst().filter { characters[$0].isUppercase && characters[$0 - 1].isLowercase }
    let middle = characters.count / 2
    guard let cut = humps.min(by: { abs($0 - middle) < abs($1 - middle) }) else { return [word] }
    return splitAtCapitals(String(characters[..<cut]), limit: limit)
      + splitAtCapitals(String(characters[cut...]), limit: limit)
  }

  /// A fenced code block of `lines`: each line break inside a line a space, control characters as pictures (a C1
  /// control as its code, `\u{9B}`), and a fence longer than any run of backticks the lines hold, so no line can
  /// close it.
  public static func codeBlock(_ lines: [String], language: String) -> String {
    let content = lines.map { $0.escaping(codeSpanCharacter) }
    let longest = content.map(longestBacktickRun).max() ?? 0
    let fence = String(repeating: "`", count: max(3, longest + 1))
    return fence + language + "\n" + content.map { $0 + "\n" }.joined() + fence + "\n"
  }

  /// The longest run of backticks in `text`, which a fence around it must outnumber.
  private static func longestBacktickRun(in text: String) -> Int {
    var longest = 0
    var current = 0
    for character in text {
      current = character == "`" ? current + 1 : 0
      longest = max(longest, current)
    }
    return longest
  }

  /// A list of sources as text, e.g. `A1, AF, S0`.
  public static func sources(_ ids: [some CustomStringConvertible]) -> String {
    ids.map(\.description).joined(separator: ", ")
  }

  /// The first index at or after `start` where a run of exactly `length` backticks begins, or nil.
  static func closingRun(of length: Int, in characters: [Character], from start: Int) -> Int? {
    var index = start
    while index < characters.count {
      guard characters[index] == "`" else {
        index += 1
        continue
      }
      let run = characters[index...].prefix { $0 == "`" }.count
      if run == length { return index }
      index += run
    }
    return nil
  }

  /// A character inside a code span: line breaks as spaces, control characters as pictures (a C1 control as its
  /// code, `\u{9B}`).
  private static func codeSpanCharacter(_ character: Character) -> String? {
    switch character {
    case "\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": " "
    default: character.controlPicture
    }
  }

  /// The text's first characters escaped, and how many they are, when a line starting with the text would
  /// open a block: a heading (`# `), a list item (`- `, `+ `, `* `, `1. `, `1) `), a thematic break or setext
  /// underline (a line of only `-`, `*`, `_` or `=`), a fence (`~~~`) or a wiki comment (`%%`). Text like `26.0`
  /// or `-1` opens none and is left alone.
  private static func blockMarker(_ characters: [Character]) -> (String, Int)? {
    guard let first = characters.first else { return nil }
    let endsMarker = { (index: Int) in
      index >= characters.count || characters[index] == " " || characters[index] == "\t"
    }
    switch first {
    case "#":
      let hashes = characters.prefix { $0 == "#" }.count
      return hashes <= 6 && endsMarker(hashes) ? ("\\#", 1) : nil
    case "-", "+", "*", "_", "=":
      if "-+*".contains(first), endsMarker(1) { return ("\\" + String(first), 1) }
      let isRule = characters.allSatisfy { $0 == first || $0 == " " || $0 == "\t" }
      return isRule ? ("\\" + String(first), 1) : nil
    case "~":
      return characters.prefix(3) == ["~", "~", "~"] ? ("\\~", 1) : nil
    case "%":
      // `%%` starts a comment in some wikis (Obsidian) and a directive in Mermaid.
      return characters.prefix(2) == ["%", "%"] ? ("\\%", 1) : nil
    default:
      let digits = characters.prefix { $0.isASCII && $0.isNumber }.count
      guard digits > 0, digits <= 9, digits < characters.count, characters[digits] == "." || characters[digits] == ")",
        endsMarker(digits + 1)
      else { return nil }
      return (String(characters[..<digits]) + "\\" + String(characters[digits]), digits + 1)
    }
  }

  /// One character of prose, escaped.
  private static func escaped(_ character: Character) -> String {
    switch character {
    case "\\", "[", "]", "|": return "\\" + String(character)
    case "<": return "&lt;"
    case ">": return "&gt;"
    case "&": return "&amp;"
    case "\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": return " "
    default: return character.controlPicture ?? String(character)
    }
  }
}

extension String {
  /// The string with `0` in front until it is `width` characters long (`9` → `09`).
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
