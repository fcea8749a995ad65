/// Reading and adding PNG chunks (length, type, data, CRC-32), enough to record text in a PNG.
enum PNGChunks {
  private static let signatureLength = 8

  /// The PNG with a new chunk inserted just before its `IEND` chunk (unchanged if there is none).
  static func inserting(type: String, data: [UInt8], beforeEnd png: [UInt8]) -> [UInt8] {
    guard let end = offset(ofFirst: "IEND", in: png) else { return png }
    var result = png
    result.insert(contentsOf: chunk(type: type, data: data), at: end)
    return result
  }

  /// The PNG with a new chunk inserted right after its `IHDR` header chunk, where chunks that must come before
  /// the image data (`pHYs`) go (unchanged if there is no header).
  static func inserting(type: String, data: [UInt8], afterHeaderOf png: [UInt8]) -> [UInt8] {
    guard let header = offset(ofFirst: "IHDR", in: png) else { return png }
    var result = png
    result.insert(contentsOf: chunk(type: type, data: data), at: header + 12 + Int(readUInt32(png, at: header)))
    return result
  }

  /// A chunk: its length, type, data and CRC-32.
  private static func chunk(type: String, data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(CRC32.checksum(typeBytes + data))
  }

  /// The data of the first chunk of `type` whose data starts with `keyword` and a NUL.
  static func data(ofFirst type: String, withKeyword keyword: String, in png: [UInt8]) -> ArraySlice<UInt8>? {
    let prefix = Array(keyword.utf8) + [0]
    var offset = signatureLength
    while offset + 12 <= png.count {
      let length = Int(readUInt32(png, at: offset))
      let chunkType = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
      let start = offset + 8
      guard start + length + 4 <= png.count else { return nil }
      let data = png[start..<start + length]
      if chunkType == type && data.starts(with: prefix) { return data }
      offset = start + length + 4
    }
    return nil
  }

  private static func offset(ofFirst type: String, in png: [UInt8]) -> Int? {
    var offset = signatureLength
    while offset + 12 <= png.count {
      let length = Int(readUInt32(png, at: offset))
      if String(decoding: png[offset + 4..<offset + 8], as: UTF8.self) == type { return offset }
      offset += 12 + length
    }
    return nil
  }

  private static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
}

/// CRC-32 as PNG uses it (ISO 3309, polynomial 0xEDB88320).
enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  static func checksum(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}
