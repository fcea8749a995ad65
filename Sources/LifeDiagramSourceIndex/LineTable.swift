/// Where each line of a file starts, so a byte offset becomes a line and a column (both from 1, the column in UTF-8
/// bytes, as compilers count it). One pass over the bytes: cheaper than swift-syntax's `SourceLocationConverter`,
/// which walks the tree's trivia, and the audit asks for few places. `\n`, `\r\n` and a lone `\r` end a line.
/// Physical lines: a `#sourceLocation` directive does not move them.
package struct LineTable {
  private var starts: [Int] = [0]

  package init(_ bytes: [UInt8]) {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        starts.append(index + 1)
      } else if byte == UInt8(ascii: "\r") {
        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
        starts.append(index + 1)
      }
      index += 1
    }
  }

  /// The line and column of a byte offset.
  package func position(of offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low + 1, offset - starts[low] + 1)
  }
}
