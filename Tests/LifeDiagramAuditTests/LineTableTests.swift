import Testing

@testable import LifeDiagramAudit
@testable import LifeDiagramSourceIndex

/// Byte offsets to lines and columns, as the audit reports places: `\n`, `\r\n` and a lone `\r` end a line, and
/// columns count UTF-8 bytes.
@Suite struct LineTableTests {
  @Test func everyLineEndingCountsAndColumnsAreBytes() {
    let text = "ab\ncd\r\nef\rgh\né x"
    let table = LineTable(Array(text.utf8))
    #expect(table.position(of: 0) == (1, 1))
    #expect(table.position(of: 3) == (2, 1))
    #expect(table.position(of: 7) == (3, 1))
    #expect(table.position(of: 10) == (4, 1))
    #expect(table.position(of: 16) == (5, 4), "é is two bytes, so x is the fourth column")
  }
}
