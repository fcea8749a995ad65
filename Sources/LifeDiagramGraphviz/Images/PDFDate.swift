import LifeDiagramOutput

/// Makes cairo's PDFs reproducible: cairo writes the render time, in the local time zone, as
/// `/CreationDate (D:YYYYMMDDHHMMSS<offset>)`, where the offset is `Z`, or `Z` and `hh'mm` east of UTC.
///
/// The date becomes `D:19700101000000Z` whatever the clock and the time zone, and the byte offsets of the
/// cross-reference table (and `startxref`) that follow it move by the change in length, so the PDF stays valid.
enum PDFDate {
  private static let marker = Array("/CreationDate (D:".utf8)
  private static let epoch = Array("19700101000000Z".utf8)

  /// The PDF with its creation date replaced by the epoch in UTC.
  static func normalize(_ pdf: [UInt8]) -> [UInt8] {
    guard let start = ByteSearch.first(marker, in: pdf).map({ $0 + marker.count }),
      let end = ByteSearch.first([UInt8(ascii: ")")], in: pdf, from: start)
    else { return pdf }
    var result = pdf
    result.replaceSubrange(start..<end, with: epoch)
    let shift = epoch.count - (end - start)
    return shift == 0 ? result : CrossReference.shifting(result, after: start, by: shift)
  }
}

/// A classic PDF cross-reference table (`xref`, subsections of 20-byte entries, `startxref`), as cairo writes it.
enum CrossReference {
  /// The PDF with every object offset past `position`, and `startxref`, moved by `shift`.
  static func shifting(_ pdf: [UInt8], after position: Int, by shift: Int) -> [UInt8] {
    guard let startxref = ByteSearch.last(Array("startxref\n".utf8), in: pdf) else { return pdf }
    let numberStart = startxref + "startxref\n".utf8.count
    guard let tableOffset = number(in: pdf, at: numberStart) else { return pdf }
    var result = pdf
    let table = tableOffset.value > position ? tableOffset.value + shift : tableOffset.value
    shiftEntries(&result, table: table, after: position, by: shift)
    result.replaceSubrange(numberStart..<numberStart + tableOffset.length, with: Array(String(table).utf8))
    return result
  }

  /// Rewrites the `n` entries of the table at `table` in place (each keeps its 10 digits).
  private static func shiftEntries(_ pdf: inout [UInt8], table: Int, after position: Int, by shift: Int) {
    guard pdf[table...].starts(with: Array("xref\n".utf8)) else { return }
    var line = table + 5
    while let header = subsection(pdf, at: line) {
      line = header.next
      for _ in 0..<header.count {
        guard line + 20 <= pdf.count, pdf[line + 17] == UInt8(ascii: "n"), let offset = number(in: pdf, at: line),
          offset.length == 10
        else {
          line += 20
          continue
        }
        if offset.value > position {
          let digits = String(offset.value + shift)
          pdf.replaceSubrange(
            line..<line + 10, with: Array((String(repeating: "0", count: 10 - digits.count) + digits).utf8))
        }
        line += 20
      }
    }
  }

  /// A subsection header `first count\n` at `index`: the entry count and where the entries start.
  private static func subsection(_ pdf: [UInt8], at index: Int) -> (count: Int, next: Int)? {
    guard let first = number(in: pdf, at: index), pdf[index + first.length] == UInt8(ascii: " "),
      let count = number(in: pdf, at: index + first.length + 1)
    else { return nil }
    let end = index + first.length + 1 + count.length
    guard end < pdf.count, pdf[end] == UInt8(ascii: "\n") || pdf[end] == UInt8(ascii: "\r") else { return nil }
    return (count.value, end + 1)
  }

  /// The decimal number at `index` and how many digits it has.
  private static func number(in pdf: [UInt8], at index: Int) -> (value: Int, length: Int)? {
    var value = 0
    var length = 0
    while index + length < pdf.count, let digit = Int(exactly: pdf[index + length]).map({ $0 - 48 }),
      (0...9).contains(digit)
    {
      value = value * 10 + digit
      length += 1
    }
    return length == 0 ? nil : (value, length)
  }
}
