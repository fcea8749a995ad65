/// The value of an `#if` condition made only of numbers: `0 || 1` is 1, `0 && DEBUG` is 0 whatever `DEBUG` is,
/// `(1)` is 1. A condition whose value depends on a macro (`DEBUG`, `defined(X)`, `__IPHONE_OS_VERSION_MIN_REQUIRED`)
/// has none: the audit cannot know the macros a build defines, so it reads such code as compiled.
package enum PreprocessorCondition {
  /// How deeply parentheses and `!` may nest before the condition counts as unknown (no input exhausts the stack).
  package static let maximumDepth = 64

  /// The condition's value, or nil when it depends on what the audit cannot know.
  package static func value(of condition: Substring) -> Int? {
    var parser = Parser(tokens: tokens(of: condition))
    guard let value = parser.or(depth: 0), parser.atEnd else { return nil }
    return value
  }

  /// The condition's tokens, comments left out: numbers, names, and the operators `||`, `&&`, `==`, `!=`, `<=`,
  /// `>=`, `<`, `>`, `!`, `(`, `)`.
  private static func tokens(of condition: Substring) -> [Substring] {
    var tokens: [Substring] = []
    var index = condition.startIndex
    while index < condition.endIndex {
      let rest = condition[index...]
      let character = rest.first!
      if character == " " || character == "\t" || character == "\r" {
        index = condition.index(after: index)
      } else if rest.hasPrefix("//") {
        break
      } else if rest.hasPrefix("/*") {
        guard let close = rest.dropFirst(2).firstRange(of: "*/") else { break }
        index = close.upperBound
      } else if character.isLetter || character.isNumber || character == "_" {
        let end = rest.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? condition.endIndex
        tokens.append(condition[index..<end])
        index = end
      } else if let pair = ["||", "&&", "==", "!=", "<=", ">="].first(where: { rest.hasPrefix($0) }) {
        let end = condition.index(index, offsetBy: pair.count)
        tokens.append(condition[index..<end])
        index = end
      } else {
        let end = condition.index(after: index)
        tokens.append(condition[index..<end])
        index = end
      }
    }
    return tokens
  }

  /// A recursive descent over the tokens, the C preprocessor's precedence: `||`, then `&&`, then comparisons,
  /// then `!` and parentheses. Each level returns nil for a value it cannot know; `0 && x` and `1 || x` are known.
  private struct Parser {
    package let tokens: [Substring]
    package var position = 0

    package var atEnd: Bool { position == tokens.count }

    private func peek() -> Substring? { position < tokens.count ? tokens[position] : nil }

    package mutating func or(depth: Int) -> Int?? {
      guard var left = and(depth: depth) else { return nil }
      while peek() == "||" {
        position += 1
        guard let right = and(depth: depth) else { return nil }
        left = left.map { $0 != 0 } == true || right.map { $0 != 0 } == true ? 1 : (left == 0 && right == 0 ? 0 : nil)
      }
      return left
    }

    package mutating func and(depth: Int) -> Int?? {
      guard var left = comparison(depth: depth) else { return nil }
      while peek() == "&&" {
        position += 1
        guard let right = comparison(depth: depth) else { return nil }
        left = left == 0 || right == 0 ? 0 : (left != nil && right != nil ? 1 : nil)
      }
      return left
    }

    package mutating func comparison(depth: Int) -> Int?? {
      guard let left = unary(depth: depth) else { return nil }
      guard let operation = peek(), ["==", "!=", "<", ">", "<=", ">="].contains(operation) else { return left }
      position += 1
      guard let right = unary(depth: depth) else { return nil }
      guard let a = left, let b = right else { return .some(nil) }
      let holds =
        switch operation {
        case "==": a == b
        case "!=": a != b
        case "<": a < b
        case ">": a > b
        case "<=": a <= b
        default: a >= b
        }
      return holds ? 1 : 0
    }

    /// A number, a name (unknown), `defined X` (unknown), `!x` or `(x)`; nil (no value at all) when the tokens
    /// are not a condition.
    package mutating func unary(depth: Int) -> Int?? {
      guard depth < PreprocessorCondition.maximumDepth, let token = peek() else { return nil }
      position += 1
      switch token {
      case "!":
        guard let operand = unary(depth: depth + 1) else { return nil }
        return operand.map { $0 == 0 ? 1 : 0 }
      case "(":
        guard let inner = or(depth: depth + 1), peek() == ")" else { return nil }
        position += 1
        return inner
      case "defined":
        if peek() == "(" {
          position += 3  // `(`, the name, `)`
          guard position <= tokens.count, tokens[position - 1] == ")" else { return nil }
        } else {
          position += 1
        }
        return .some(nil)
      default:
        if token.first!.isNumber { return Self.number(token) }
        return token.first!.isLetter || token.first == "_" ? .some(nil) : nil
      }
    }

    /// A C integer literal's value (`0`, `1`, `0x1`, `1L`, `0u`); nil for one the audit does not read.
    private static func number(_ token: Substring) -> Int? {
      let digits = token.prefix { $0.isHexDigit || $0 == "x" || $0 == "X" }
      let suffix = token.dropFirst(digits.count)
      guard suffix.allSatisfy({ "uUlL".contains($0) }) else { return nil }
      if digits.hasPrefix("0x") || digits.hasPrefix("0X") { return Int(digits.dropFirst(2), radix: 16) }
      return Int(digits, radix: digits.count > 1 && digits.hasPrefix("0") ? 8 : 10)
    }
  }
}
