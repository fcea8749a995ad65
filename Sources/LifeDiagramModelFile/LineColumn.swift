/// A place in a model file's text: a line and a column, both from 1, the column counted in Unicode scalars
/// (as libyaml counts it, so positions from the composer and from the file's bytes agree).
public struct LineColumn: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, in Unicode scalars.
  public var column: Int

  /// Creates a position.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `41:9`.
  public var description: String { "\(line):\(column)" }

  /// Whether `lhs` comes first in the text.
  public static func < (lhs: LineColumn, rhs: LineColumn) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

extension LineColumn {
  /// The position of the byte at `offset` in UTF-8 `bytes` whose bytes before `offset` are valid UTF-8.
  ///
  /// Line breaks are libyaml's: LF, CR, CR LF (one break), NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR. A
  /// byte offset past the end gives the position just after the last character.
  init(byteOffset offset: Int, in bytes: some Collection<UInt8>) {
    var line = 1
    var column = 1
    var lead: UInt8 = 0  // the first byte of the scalar being read, and its first continuation byte
    var second: UInt8 = 0
    var continuations = 0
    for byte in bytes.prefix(max(0, offset)) {
      if byte & 0xC0 == 0x80 {  // a continuation byte: part of a scalar already counted
        continuations += 1
        if continuations == 1 { second = byte }
        let nextLine = lead == 0xC2 && continuations == 1 && byte == 0x85
        let separator = lead == 0xE2 && continuations == 2 && second == 0x80 && (byte == 0xA8 || byte == 0xA9)
        if nextLine || separator { (line, column) = (line + 1, 1) }
        continue
      }
      let afterCR = lead == 0x0D
      (lead, continuations) = (byte, 0)
      if byte == 0x0A && afterCR { continue }  // CR LF: the CR already broke the line
      if byte == 0x0A || byte == 0x0D {
        (line, column) = (line + 1, 1)
      } else {
        column += 1
      }
    }
    self.init(line: line, column: column)
  }
}
