/// Replacements in one file's bytes, applied together: each names a range of the original and what takes its
/// place, so a plan can be made against the file as it is and applied once.
package struct TextEdits: Sendable {
  package private(set) var edits: [(range: Range<Int>, text: String)] = []

  /// Replaces `range` with `text`.
  package mutating func replace(_ range: Range<Int>, with text: String) { edits.append((range, text)) }

  /// Removes `range`.
  package mutating func remove(_ range: Range<Int>) { replace(range, with: "") }

  /// Removes whole lines of `bytes`, and the blank line above them when a blank line or a closing brace follows,
  /// so that no two blank lines are left together.
  package mutating func removeLines(_ lines: Range<Int>, of bytes: [UInt8]) {
    let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    var start = lines.lowerBound
    let next = bytes[lines.upperBound...].prefix { $0 != UInt8(ascii: "\n") }.drop(while: isSpace)
    if start >= 1 && bytes[start - 1] == UInt8(ascii: "\n") {
      let previousStart = bytes[..<(start - 1)].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
      let blank = bytes[previousStart..<(start - 1)].allSatisfy(isSpace)
      let closes = next.isEmpty || next.first == UInt8(ascii: "}") || next.first == UInt8(ascii: "@")
      if blank && closes && previousStart < start { start = previousStart }
    }
    remove(start..<lines.upperBound)
  }

  /// Inserts `text` at `offset`.
  package mutating func insert(_ text: String, at offset: Int) { replace(offset..<offset, with: text) }

  package var isEmpty: Bool { edits.isEmpty }

  /// Whether an edit already touches `range`.
  package func touches(_ range: Range<Int>) -> Bool { edits.contains { $0.range.overlaps(range) } }

  /// The bytes with every edit made; edits that overlap one made before them are dropped (the planner never makes
  /// them, and a byte is never edited twice).
  package func applied(to bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var position = 0
    for edit in edits.enumerated().sorted(by: {
      ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
    }).map(\.element)
    where edit.range.lowerBound >= position {
      result += bytes[position..<edit.range.lowerBound]
      result += Array(edit.text.utf8)
      position = edit.range.upperBound
    }
    result += bytes[position...]
    return result
  }
}
