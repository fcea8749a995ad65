/// Makes cairo's PDFs reproducible: cairo writes the render time as `/CreationDate (D:YYYYMMDDHHMMSSZ)`.
enum PDFDate {
  private static let marker = Array("/CreationDate (D:".utf8)
  private static let epoch = Array("19700101000000Z".utf8)

  /// The PDF with its creation date replaced by the epoch, same length, so the cross-reference offsets hold.
  static func normalize(_ pdf: [UInt8]) -> [UInt8] {
    guard let start = firstIndex(of: marker, in: pdf), start + marker.count + epoch.count <= pdf.count else {
      return pdf
    }
    var result = pdf
    let from = start + marker.count
    result.replaceSubrange(from..<from + epoch.count, with: epoch)
    return result
  }

  private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= pattern.count else { return nil }
    return (0...(bytes.count - pattern.count)).first { bytes[$0..<$0 + pattern.count].elementsEqual(pattern) }
  }
}
