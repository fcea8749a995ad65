/// How deeply a Swift file nests, found by a scan of its bytes before swift-syntax parses it.
///
/// swift-syntax's parser recurses once per level of brackets, braces and string interpolations, and on some
/// shapes of nested brackets it backtracks, trying each reading at each level: a few dozen bytes of them took it
/// minutes, and deep nesting overflowed the stack. The audit therefore refuses a file that nests deeper than
/// ``AuditBounds/maximumNesting`` before it parses it. The scan counts `(`, `[`, `{` and each `\(` in a
/// string; it skips comments and the text of string literals (single-line,
/// multi-line and raw), so brackets in text do not count. It reads each byte once.
package struct NestingScan {
  /// The deepest nesting found.
  package private(set) var deepest = 0
  /// The most `[` found in one run of brackets opened one right after another (`[[[`, `[([(`, white space and
  /// comments between): the shape on which the parser's time doubles with each level.
  package private(set) var longestBracketRun = 0
  /// The `[` of the run being read, or nil when the last thing read was not an opening bracket.
  private var run: Int?

  private enum Context: Equatable {
    /// Code, opened by a bracket (or the file itself).
    case code
    /// An interpolation `\(…)` in a string: code until its `)`; the string resumes after.
    case interpolation
    /// A string: its number of `#`s (a raw string's) and whether it is multi-line (`"""`).
    case string(hashes: Int, multiline: Bool)
  }

  /// Scans `bytes`, stopping early once the nesting passes `limit` or a run of brackets passes `runLimit`.
  package init(_ bytes: [UInt8], stoppingPast limit: Int, runLimit: Int) {
    var stack: [Context] = [.code]
    var depth = 0
    var index = 0
    let count = bytes.count
    func at(_ offset: Int) -> UInt8 { index + offset < count ? bytes[index + offset] : 0 }
    while index < count, deepest <= limit, longestBracketRun <= runLimit {
      let byte = bytes[index]
      switch stack.last! {
      case .string(let hashes, let multiline):
        if byte == UInt8(ascii: "\\") && Self.matches(bytes, index + 1, hashes: hashes) {
          let after = index + 1 + hashes
          if after < count && bytes[after] == UInt8(ascii: "(") {
            stack.append(.interpolation)
            depth += 1
            deepest = max(deepest, depth)
            run = run ?? 0
            index = after + 1
          } else {
            index = after + 1  // an escaped character
          }
          continue
        }
        run = nil
        if byte == UInt8(ascii: "\"") {
          let quotes = multiline ? 3 : 1
          if (0..<quotes).allSatisfy({ at($0) == UInt8(ascii: "\"") })
            && Self.matches(bytes, index + quotes, hashes: hashes)
          {
            stack.removeLast()
            index += quotes + hashes
            continue
          }
        }
        if byte == UInt8(ascii: "\n") && !multiline { stack.removeLast() }  // an unterminated string ends its line
        index += 1
      case .code, .interpolation:
        if byte == UInt8(ascii: "/") && at(1) == UInt8(ascii: "/") {
          while index < count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
          continue
        }
        if byte == UInt8(ascii: "/") && at(1) == UInt8(ascii: "*") {
          index = Self.endOfBlockComment(bytes, from: index)
          continue
        }
        if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\"") {
          var hashes = 0
          while at(hashes) == UInt8(ascii: "#") { hashes += 1 }
          if at(hashes) == UInt8(ascii: "\"") {
            run = nil
            let multiline = at(hashes + 1) == UInt8(ascii: "\"") && at(hashes + 2) == UInt8(ascii: "\"")
            stack.append(.string(hashes: hashes, multiline: multiline))
            index += hashes + (multiline ? 3 : 1)
            continue
          }
          index += max(hashes, 1)
          continue
        }
        track(byte)
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
          depth += 1
          deepest = max(deepest, depth)
        case UInt8(ascii: ")") where stack.last == .interpolation && depth > 0:
          depth -= 1
          stack.removeLast()
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth = max(0, depth - 1)
        default: break
        }
        index += 1
      }
    }
  }

  /// Follows the run of opening brackets: `[` adds to it, `(` continues it, white space leaves it as it is,
  /// anything else ends it.
  private mutating func track(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "["):
      run = (run ?? 0) + 1
      longestBracketRun = max(longestBracketRun, run!)
    case UInt8(ascii: "("): run = run ?? 0
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): break
    default: run = nil
    }
  }

  /// Whether `hashes` `#`s stand at `index`.
  private static func matches(_ bytes: [UInt8], _ index: Int, hashes: Int) -> Bool {
    guard hashes > 0 else { return true }
    guard index + hashes <= bytes.count else { return false }
    return bytes[index..<index + hashes].allSatisfy { $0 == UInt8(ascii: "#") }
  }

  /// Just past the `*/` that closes the block comment at `index` (block comments nest in Swift).
  private static func endOfBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
    var level = 0
    var index = start
    while index + 1 < bytes.count {
      if bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "*") {
        level += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
        level -= 1
        index += 2
        if level == 0 { return index }
      } else {
        index += 1
      }
    }
    return bytes.count
  }
}
