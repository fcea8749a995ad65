import LifeDiagramModel
import LifeDiagramSourceIndex

/// What one Objective-C file says of the app delegate, read from its tokens (the audit's reader: comments,
/// literals and preprocessor lines skipped): the methods of its `@implementation` (and categories), each with its
/// selector, its body's statements and its ranges, and whether the file declares its `@interface`. Every range is
/// in UTF-8 bytes of the file.
package struct ObjCAppDelegateFile: Sendable {
  /// A statement at the top of a method's body, to its `;`.
  package struct Statement: Sendable {
    package var range: Range<Int>
    package var lines: Range<Int>
    /// The name it starts from: `window` for `self.window = …` or `[self.window makeKeyAndVisible];`.
    package var rootName: String?
    /// The local it declares (`UIWindow *window = …`).
    package var declares: String?
    /// The names it reads as values (not selector parts, not members after a dot), and whether it sends a
    /// message to `self` or reads a member of `self` other than `window`.
    package var names: Set<String>
    package var usesSelfBeyondWindow: Bool
    /// Whether it touches the window anywhere (`self.window`, `_window`, `window`), nested blocks included.
    package var mentionsWindow: Bool
    /// The `[[UIWindow alloc] initWithFrame:…]` expressions in it.
    package var windowInitializers: [Range<Int>]
    /// Whether nothing else is on its lines but white space.
    package var isAloneOnItsLines = true
    /// Whether it is inside an `#if` block.
    package var isConditional = false
  }

  package struct Method: Sendable {
    /// `applicationDidBecomeActive:`.
    package var selector: String
    package var location: CodeLocation
    /// The first part of the selector's name, to rename it.
    package var firstPart: Range<Int>
    package var lines: Range<Int>
    package var statements: [Statement]
    /// Whether the body does nothing: no statement, or only `return YES;`.
    package var isEmpty: Bool
    /// The declaration, `- (void)applicationDidBecomeActive:(UIApplication *)application`, as written.
    package var declaration: String
  }

  package var path: String
  package var bytes: [UInt8]
  package var methods: [Method] = []
  /// Whether the file declares `@interface NAME :` (the class's header).
  package var declaresInterface = false
  /// The lines (from 1) inside an `#if`, `#ifdef` or `#ifndef` block: code there is compiled in some builds only.
  package var conditionalLines: Set<Int> = []
  /// The file's `#import`, `@import` and `#include` lines outside comments and conditional blocks, as written.
  package var imports: [String] = []
  /// Whether the file declares a `window` property (`@property … UIWindow *window;`).
  package var declaresWindow = false
  /// One level of indentation, from the first method body's first statement (four spaces when nothing says).
  package var indentUnit = "    "

  package init(path: String, bytes: [UInt8], className: String) {
    self.path = path
    self.bytes = bytes
    let source = String(decoding: bytes, as: UTF8.self)
    (conditionalLines, imports) = Self.preprocessorLines(source)
    declaresWindow = source.split(separator: "\n").contains { line in
      line.contains("@property") && line.contains("UIWindow") && line.replacing(" ", with: "").hasSuffix("*window;")
    }
    let tokens = ObjCTokens(source).tokens
    let lines = LineStarts(bytes)
    let offsets = tokens.map { lines.offset(line: $0.line, column: $0.column) }
    var index = 0
    var inImplementation = false
    while index < tokens.count {
      let text = tokens[index].text
      if text == "@", index + 2 < tokens.count {
        let keyword = tokens[index + 1].text
        if keyword == "implementation" { inImplementation = tokens[index + 2].text == className }
        if keyword == "end" { inImplementation = false }
        if keyword == "interface", tokens[index + 2].text == className, index + 3 < tokens.count,
          tokens[index + 3].text == ":"
        {
          declaresInterface = true
        }
      }
      if inImplementation, text == "-" || text == "+", index + 1 < tokens.count, tokens[index + 1].text == "(",
        let (method, next) = Self.method(at: index, tokens, offsets, bytes: bytes, lines: lines, path: path)
      {
        methods.append(method)
        index = next
        continue
      }
      index += 1
    }
    for method in methods.indices {
      for statement in methods[method].statements.indices {
        let range = methods[method].statements[statement].range
        let whole = methods[method].statements[statement].lines
        methods[method].statements[statement].isAloneOnItsLines =
          SwiftAppDelegateFile.isBlank(bytes[whole.lowerBound..<range.lowerBound])
          && SwiftAppDelegateFile.isBlank(bytes[range.upperBound..<whole.upperBound])
        let first = lines.line(of: range.lowerBound) + 1
        let last = lines.line(of: max(range.lowerBound, range.upperBound - 1)) + 1
        methods[method].statements[statement].isConditional = (first...last).contains(where: conditionalLines.contains)
      }
    }
    if let first = methods.lazy.compactMap(\.statements.first).first {
      indentUnit = lines.indentation(at: first.range.lowerBound, in: bytes).nonEmpty ?? indentUnit
    }
  }

  /// The method starting at `start` (its `-`), and the token after its body; nil for a declaration without one.
  private static func method(
    at start: Int, _ tokens: [ObjCTokens.Token], _ offsets: [Int], bytes: [UInt8], lines: LineStarts, path: String
  ) -> (Method, Int)? {
    var index = start + 1
    guard let typeEnd = closing(of: index, "(", ")", tokens) else { return nil }
    index = typeEnd + 1
    var parts: [String] = []
    var firstPart: Range<Int>?
    var hasParameters = false
    while index < tokens.count, tokens[index].isName {
      if firstPart == nil { firstPart = offsets[index]..<(offsets[index] + tokens[index].text.utf8.count) }
      parts.append(tokens[index].text)
      index += 1
      guard index < tokens.count, tokens[index].text == ":" else { break }
      hasParameters = true
      index += 1
      if index < tokens.count, tokens[index].text == "(", let end = closing(of: index, "(", ")", tokens) {
        index = end + 1
      }
      if index < tokens.count, tokens[index].isName { index += 1 }  // the parameter's name
    }
    guard let firstPart, index < tokens.count, tokens[index].text == "{",
      let bodyEnd = closing(of: index, "{", "}", tokens)
    else { return nil }
    let selector = hasParameters ? parts.map { $0 + ":" }.joined() : parts.joined()
    let statements = Self.statements(from: index + 1, to: bodyEnd, tokens, offsets, bytes: bytes, lines: lines)
    let bodyTokens = tokens[(index + 1)..<bodyEnd].map(\.text)
    let isEmpty = bodyTokens.isEmpty || bodyTokens == ["return", "YES", ";"]
    // The declaration as written, its comments taken out (a `//` comment would swallow the `;` it gets), on one line.
    let uncommented = String(decoding: bytes[offsets[start]..<offsets[index]], as: UTF8.self).split(separator: "\n")
      .map { line in String(line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line) }.joined(separator: " ")
    let declaration = uncommented.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    let end = offsets[bodyEnd] + 1
    return (
      Method(
        selector: selector, location: lines.location(of: offsets[start], in: path), firstPart: firstPart,
        lines: lines.withCommentsAbove(lines.wholeLines(of: offsets[start]..<end, in: bytes), in: bytes),
        statements: statements, isEmpty: isEmpty, declaration: declaration),
      bodyEnd + 1
    )
  }

  /// The statements between two tokens: each to its `;` at the top level, or a block to its closing brace.
  private static func statements(
    from start: Int, to end: Int, _ tokens: [ObjCTokens.Token], _ offsets: [Int], bytes: [UInt8], lines: LineStarts
  ) -> [Statement] {
    var statements: [Statement] = []
    var first = start
    var depth = 0
    var index = start
    while index < end {
      switch tokens[index].text {
      case "(", "[", "{": depth += 1
      case ")", "]": depth -= 1
      case "}":
        depth -= 1
        if depth == 0 {
          statements.append(statement(first...index, tokens, offsets, bytes: bytes, lines: lines))
          first = index + 1
        }
      case ";" where depth == 0:
        statements.append(statement(first...index, tokens, offsets, bytes: bytes, lines: lines))
        first = index + 1
      default: break
      }
      index += 1
    }
    return statements
  }

  private static func statement(
    _ span: ClosedRange<Int>, _ tokens: [ObjCTokens.Token], _ offsets: [Int], bytes: [UInt8], lines: LineStarts
  ) -> Statement {
    let range = offsets[span.lowerBound]..<(offsets[span.upperBound] + tokens[span.upperBound].text.utf8.count)
    let texts = span.map { tokens[$0].text }
    var names: Set<String> = []
    var usesSelf = false
    for (position, index) in span.enumerated() where tokens[index].isName {
      let text = tokens[index].text
      let before = position > 0 ? texts[position - 1] : ""
      let after = position + 1 < texts.count ? texts[position + 1] : ""
      if text == "self" {
        let member = after == "." && position + 2 < texts.count ? texts[position + 2] : nil
        if member != "window" { usesSelf = true }
        continue
      }
      let isSelectorPart =
        after == ":" || (before.first.map { $0.isLetter || $0 == "_" || $0 == "]" || $0 == ")" } ?? false)
      if before == "." || isSelectorPart || text.first?.isUppercase == true || Self.keywords.contains(text) { continue }
      names.insert(text)
    }
    var root: String?
    var declares: String?
    if texts.count > 3, texts[0].first?.isUppercase == true, texts[1] == "*", tokens[span.lowerBound + 2].isName,
      texts[3] == "="
    {
      declares = texts[2]
      root = texts.count > 6 && texts[4] == "[" && texts[5] == "[" ? texts[6] : nil
    } else {
      var position = 0
      while position < texts.count, texts[position] == "[" { position += 1 }
      if position + 2 < texts.count, texts[position] == "self", texts[position + 1] == "." {
        root = texts[position + 2]
      } else if position < texts.count, tokens[span.lowerBound + position].isName {
        root = texts[position] == "_window" ? "window" : texts[position]
      }
    }
    if let declares { names.remove(declares) }
    var initializers: [Range<Int>] = []
    for position in texts.indices
    where position + 4 < texts.count
      && texts[position] == "[" && texts[position + 1] == "[" && texts[position + 2] == "UIWindow"
      && texts[position + 3] == "alloc"
    {
      if let close = closing(of: span.lowerBound + position, "[", "]", tokens) {
        initializers.append(offsets[span.lowerBound + position]..<(offsets[close] + 1))
      }
    }
    return Statement(
      range: range, lines: lines.wholeLines(of: range, in: bytes), rootName: root, declares: declares, names: names,
      usesSelfBeyondWindow: usesSelf,
      mentionsWindow: texts.contains("_window")
        || texts.indices.contains {
          texts[$0] == "window"
            && ($0 == 0 || texts[$0 - 1] != "." || (texts.indices.contains($0 - 2) && texts[$0 - 2] == "self"))
        },
      windowInitializers: initializers)
  }

  /// The lines inside conditional blocks, and the imports outside them and outside block comments.
  package static func preprocessorLines(_ text: String) -> (conditional: Set<Int>, imports: [String]) {
    var conditional: Set<Int> = []
    var imports: [String] = []
    var depth = 0
    var inComment = false
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingSpaces
      if inComment {
        if line.contains("*/") { inComment = false }
        continue
      }
      if line.hasPrefix("/*") && !line.contains("*/") {
        inComment = true
        continue
      }
      if line.hasPrefix("#if") { depth += 1 }
      if depth > 0 { conditional.insert(index + 1) }
      if line.hasPrefix("#endif") { depth = max(0, depth - 1) }
      if depth == 0 && (line.hasPrefix("#import ") || line.hasPrefix("@import ") || line.hasPrefix("#include ")) {
        imports.append(line)
      }
    }
    return (conditional, imports)
  }

  /// C's and Objective-C's words that are not names of values.
  package static let keywords: Set<String> = [
    "return", "if", "else", "for", "while", "in", "nil", "NULL", "YES", "NO", "true", "false", "void", "id", "BOOL",
    "const", "static", "strong", "weak", "nonatomic", "_window", "sizeof", "typeof", "__weak", "__strong",
  ]

  /// The token closing the one at `open`.
  private static func closing(of open: Int, _ opening: String, _ closing: String, _ tokens: [ObjCTokens.Token]) -> Int?
  {
    guard open < tokens.count, tokens[open].text == opening else { return nil }
    var depth = 0
    for index in open..<tokens.count {
      if tokens[index].text == opening { depth += 1 }
      if tokens[index].text == closing {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  package func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}

extension LineStarts {
  /// The offset of a line and column (both from 1; the column in UTF-8 bytes).
  package func offset(line: Int, column: Int) -> Int { lineStartOffset(line - 1) + column - 1 }
}
