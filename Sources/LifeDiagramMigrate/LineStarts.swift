import LifeDiagramModel

/// Where each line of a file starts, in UTF-8 bytes: a place's line and column, and a range widened to its lines.
package struct LineStarts: Sendable {
  private var starts: [Int] = [0]

  package init(_ bytes: [UInt8]) {
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
  }

  /// The line (from 0) holding `offset`.
  package func line(of offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Where line `line` (from 0) starts.
  package func lineStartOffset(_ line: Int) -> Int { starts[min(max(0, line), starts.count - 1)] }

  /// Where the line holding `offset` starts.
  package func lineStart(of offset: Int) -> Int { starts[line(of: offset)] }

  /// `path:line:col` of an offset, from 1.
  package func location(of offset: Int, in path: String) -> CodeLocation {
    let line = line(of: offset)
    return CodeLocation(file: path, line: line + 1, column: offset - starts[line] + 1)
  }

  /// The range from the start of the first line of `range` to just after the newline ending its last line.
  package func wholeLines(of range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
    let start = lineStart(of: range.lowerBound)
    var end = range.upperBound
    while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
    return start..<min(bytes.count, end + 1)
  }

  /// `lines` with the comment lines right above it (a method's documentation).
  package func withCommentsAbove(_ lines: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
    var start = lines.lowerBound
    while start > 0 {
      let previous = lineStart(of: start - 1)
      let text = String(decoding: bytes[previous..<start], as: UTF8.self).drop { $0 == " " || $0 == "\t" }
      guard text.hasPrefix("//") else { break }
      start = previous
    }
    return start..<lines.upperBound
  }

  /// The spaces and tabs that start the line holding `offset`.
  package func indentation(at offset: Int, in bytes: [UInt8]) -> String {
    let start = lineStart(of: offset)
    var end = start
    while end < bytes.count && (bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t")) { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
