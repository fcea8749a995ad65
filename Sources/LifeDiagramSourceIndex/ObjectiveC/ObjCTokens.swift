import LifeDiagramModel

/// An Objective-C file as the tokens the audit reads: names, numbers and punctuation, each with its line and
/// column, and its `//` comments that hold `lifediagram:disable`. Comments, string and character literals, and
/// preprocessor lines are skipped, and so is the code of `#if 0` up to its `#else`, `#elif` or `#endif`. One pass
/// over the bytes, linear in the file.
package struct ObjCTokens {
  /// One token.
  package struct Token: Equatable {
    /// A name (`application`, `super`, `UIResponder`), a number, or one punctuation character (`[`, `:`, `@`).
    package var text: String
    package var line: Int
    /// In UTF-8 bytes from 1, as compilers count.
    package var column: Int

    package var isName: Bool { text.first.map { $0 == "_" || $0.isLetter } ?? false }
  }

  package private(set) var tokens: [Token] = []
  package private(set) var comments: [Suppressions.Comment] = []

  private let bytes: [UInt8]
  private var position = 0
  private var line = 1
  private var lineStart = 0
  /// Whether only white space came before `position` on its line (a `#` there starts a preprocessor line).
  private var atLineStart = true

  /// Reads the tokens of `text`.
  package init(_ text: String) {
    bytes = Array(text.utf8)
    read()
  }

  private mutating func read() {
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\n"):
        newLine()
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
        position += 1
      case UInt8(ascii: "#") where atLineStart:
        preprocessorLine()
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
        lineComment()
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
        blockComment()
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        atLineStart = false
        literal(closedBy: byte)
      default:
        atLineStart = false
        if Self.isNameByte(byte) { name() } else { punctuation() }
      }
    }
  }

  private func peek(_ offset: Int) -> UInt8? {
    position + offset < bytes.count ? bytes[position + offset] : nil
  }

  private mutating func newLine() {
    position += 1
    line += 1
    lineStart = position
    atLineStart = true
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || byte >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private mutating func name() {
    let start = position
    while position < bytes.count && Self.isNameByte(bytes[position]) { position += 1 }
    append(start, String(decoding: bytes[start..<position], as: UTF8.self))
  }

  private mutating func punctuation() {
    append(position, String(UnicodeScalar(bytes[position])))
    position += 1
  }

  private mutating func append(_ start: Int, _ text: String) {
    tokens.append(Token(text: text, line: line, column: start - lineStart + 1))
  }

  /// A string or character literal, to its closing quote (a backslash escapes the next byte) or the line's end.
  private mutating func literal(closedBy quote: UInt8) {
    position += 1
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "\\"): position += 2
      case quote:
        position += 1
        return
      case UInt8(ascii: "\n"): return
      default: position += 1
      }
    }
  }

  /// A `//` comment, to its line's end; a line that ends in a backslash continues it onto the next, as the
  /// preprocessor splices lines before it removes comments.
  private mutating func lineComment() {
    let start = position
    let startLine = line
    let standsAlone = atLineStart
    while position < bytes.count {
      if bytes[position] == UInt8(ascii: "\\")
        && (peek(1) == UInt8(ascii: "\n") || peek(1) == UInt8(ascii: "\r") && peek(2) == UInt8(ascii: "\n"))
      {
        position += peek(1) == UInt8(ascii: "\r") ? 2 : 1
        newLine()
        continue
      }
      if bytes[position] == UInt8(ascii: "\n") { break }
      position += 1
    }
    guard Suppressions.mayHoldSuppression(bytes[start..<position]) else { return }
    comments.append(
      Suppressions.Comment(
        line: startLine, text: String(decoding: bytes[start..<position], as: UTF8.self), standsAlone: standsAlone))
  }

  private mutating func blockComment() {
    position += 2
    while position < bytes.count {
      if bytes[position] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
        position += 2
        return
      }
      if bytes[position] == UInt8(ascii: "\n") { newLine() } else { position += 1 }
    }
  }

  /// A preprocessor line, with its continuations (`\` at a line's end); an `#if` whose condition is false
  /// whatever the macros say (`#if 0`, `#if 0 && DEBUG`, `#if !1`) also skips its code. A condition that names a
  /// macro the audit cannot know (`#if DEBUG`, `#if 0 || DEBUG`) is taken as compiled.
  private mutating func preprocessorLine() {
    let directive = restOfDirective()
    let trimmed = directive.dropFirst().drop { $0 == " " || $0 == "\t" }  // after the `#`
    guard trimmed.hasPrefix("if"), let next = trimmed.dropFirst(2).first,
      next == " " || next == "\t" || next == "(" || next == "!"
    else { return }
    if PreprocessorCondition.value(of: trimmed.dropFirst(2)) == 0 { skipDisabledBlock() }
  }

  /// The directive's text from `#` to its end (continued lines joined), with the position after it.
  private mutating func restOfDirective() -> String {
    var text: [UInt8] = []
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\\") && peek(1) == UInt8(ascii: "\n") {
        position += 1
        newLine()
        continue
      }
      if byte == UInt8(ascii: "\n") { break }
      text.append(byte)
      position += 1
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Skips lines up to the `#else`, `#elif` or `#endif` that closes the current `#if 0`, nested `#if`s included.
  private mutating func skipDisabledBlock() {
    var depth = 1
    while position < bytes.count {
      if bytes[position] == UInt8(ascii: "\n") {
        newLine()
        continue
      }
      if atLineStart && (bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t")) {
        position += 1
        continue
      }
      guard atLineStart && bytes[position] == UInt8(ascii: "#") else {
        atLineStart = false
        position += 1
        continue
      }
      let directive = restOfDirective().filter { $0 != " " && $0 != "\t" }
      if directive.hasPrefix("#if") {
        depth += 1
      } else if directive.hasPrefix("#endif") {
        depth -= 1
      } else if depth == 1 && (directive.hasPrefix("#else") || directive.hasPrefix("#elif")) {
        depth = 0
      }
      if depth == 0 { return }
    }
  }
}
