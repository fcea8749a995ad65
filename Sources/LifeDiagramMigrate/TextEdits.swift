/// Replacements in one file's bytes, applied together: each names a range of the original and what takes its
/// place, so a plan can be made against the file as it is and applied once.
struct TextEdits: Sendable {
  private(set) var edits: [(range: Range<Int>, text: String)] = []

  /// Replaces `range` with `text`.
  mutating func replace(_ range: Range<Int>, with text: String) { edits.append((range, text)) }

  /// Removes `range`.
  mutating func remove(_ range: Range<Int>) { replace(range, with: "") }

  /// Inserts `text` at `offset`.
  mutating func insert(_ text: String, at offset: Int) { replace(offset..<offset, with: text) }

  var isEmpty: Bool { edits.isEmpty }

  /// Whether an edit already touches `range`.
  func touches(_ range: Range<Int>) -> Bool { edits.contains { $0.range.overlaps(range) } }

  /// The bytes with every edit made; edits that overlap one made before them are dropped (the planner never makes
  /// them, and a byte is never edited twice).
  func applied(to bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var position = 0
    for edit in edits.enumerated().sorted(by: { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }).map(\.element)
    where edit.range.lowerBound >= position {
      result += bytes[position..<edit.range.lowerBound]
      result += Array(edit.text.utf8)
      position = edit.range.upperBound
    }
    result += bytes[position...]
    return result
  }
}
