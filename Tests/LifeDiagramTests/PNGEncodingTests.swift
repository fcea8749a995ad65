#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramModel
import Testing

/// The PNGs lifediagram's own device writes (CGraphvizSupport/PNGDevice.c) read back as a decoder reads them: every
/// chunk's checksum right, the image data one zlib stream of unfiltered rows of the size the header gives, and the
/// pixels cairo drew (a white background, dark text; translucent ones un-premultiplied as cairo writes them). That the
/// pixels equal cairo's own writer's was checked once against the committed images, when the device replaced it.
@Suite struct PNGEncodingTests {
  let engine = try! Graphviz.shared.get()

  func png(_ id: LifecycleID, scale: Int = 1) throws -> [UInt8] {
    var warnings: [GraphvizWarning] = []
    return try engine.render(Catalog.builtIn.lifecycle(id)!, as: .png, scale: scale, warnings: &warnings)
  }

  @Test func anOpaqueDiagramIsRGBRowsThatADecoderReads() throws {
    let image = try DecodedPNG(try png(.app))
    #expect(image.chunkTypes.first == "IHDR" && image.chunkTypes.last == "IEND", "\(image.chunkTypes)")
    #expect(image.chunkTypes.contains("bKGD"))
    #expect(image.colourType == 2 && image.bitDepth == 8)
    #expect(image.filters == [0])
    #expect(image.pixel(x: 0, y: 0) == [255, 255, 255])
    #expect(image.rows.contains { row in stride(from: 0, to: row.count, by: 3).contains { row[$0] < 64 } }, "no dark pixel: no text")
  }

  /// The scene diagram's last column of pixels is only partly covered, so cairo leaves it translucent.
  @Test func translucentPixelsAreRGBAWithTheAlphaTakenOutOfTheirColour() throws {
    let image = try DecodedPNG(try png(.scene))
    #expect(image.colourType == 6)
    #expect(image.filters == [0])
    // Each pixel looked at in place, not copied into an array of its own: a scene diagram has millions.
    var translucent = 0
    var notWhite: [ArraySlice<UInt8>] = []
    var colouredButClear: [ArraySlice<UInt8>] = []
    for row in image.rows {
      for start in stride(from: 0, to: row.count, by: 4) {
        let alpha = row[start + 3]
        if alpha > 0 && alpha < 255 {
          translucent += 1
          // Premultiplied, no channel of a pixel exceeds its alpha; these are white once the alpha is taken out.
          if row[start] != 255 || row[start + 1] != 255 || row[start + 2] != 255 { notWhite.append(row[start..<start + 4]) }
        } else if alpha == 0 && (row[start] | row[start + 1] | row[start + 2]) != 0 {
          colouredButClear.append(row[start..<start + 4])
        }
      }
    }
    #expect(translucent > 0)
    #expect(notWhite.isEmpty, "\(notWhite.prefix(3))")
    #expect(colouredButClear.isEmpty, "\(colouredButClear.prefix(3))")
  }
}

/// A PNG taken apart with zlib (loaded at run time: the tests link no zlib of their own).
struct DecodedPNG {
  struct Failure: Error, CustomStringConvertible { let description: String }

  let chunkTypes: [String]
  let width: Int, height: Int, bitDepth: Int, colourType: Int
  /// The filter types the rows use.
  let filters: Set<UInt8>
  /// Each row's samples, without its filter byte.
  let rows: [[UInt8]]

  init(_ png: [UInt8]) throws {
    let zlib = try ZLib()
    let chunks = ImageMetadataTests.chunks(of: png)
    var offset = 8
    for chunk in chunks {
      let stored = ImageMetadataTests.number(png[offset + 8 + chunk.data.count..<offset + 12 + chunk.data.count])
      guard stored == zlib.crc32(Array(png[offset + 4..<offset + 8 + chunk.data.count])) else {
        throw Failure(description: "\(chunk.type): wrong CRC")
      }
      offset += 12 + chunk.data.count
    }
    guard offset == png.count, let header = chunks.first, header.type == "IHDR" else {
      throw Failure(description: "not a sequence of chunks from IHDR to the end")
    }
    chunkTypes = chunks.map(\.type)
    width = ImageMetadataTests.number(header.data[0..<4])
    height = ImageMetadataTests.number(header.data[4..<8])
    bitDepth = Int(header.data[8])
    colourType = Int(header.data[9])
    let rowSize = 1 + width * (colourType == 6 ? 4 : 3)
    let data = try zlib.uncompress(chunks.filter { $0.type == "IDAT" }.flatMap(\.data), size: rowSize * height)
    let starts = stride(from: 0, to: data.count, by: rowSize)
    filters = Set(starts.map { data[$0] })
    rows = starts.map { Array(data[$0 + 1..<$0 + rowSize]) }
  }

  func pixel(x: Int, y: Int) -> [UInt8] {
    let size = colourType == 6 ? 4 : 3
    return Array(rows[y][x * size..<(x + 1) * size])
  }
}

/// zlib's `uncompress` and `crc32`, found with dlopen.
struct ZLib {
  private typealias Uncompress = @convention(c) (
    UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt>, UnsafePointer<UInt8>, UInt
  ) -> Int32
  private typealias CRC32 = @convention(c) (UInt, UnsafePointer<UInt8>, UInt32) -> UInt

  private let uncompressFunction: Uncompress
  private let crc32Function: CRC32

  init() throws {
    #if canImport(Darwin)
      let name = "libz.dylib"
    #else
      let name = "libz.so.1"
    #endif
    guard let handle = dlopen(name, RTLD_NOW), let uncompress = dlsym(handle, "uncompress"),
      let crc32 = dlsym(handle, "crc32")
    else { throw DecodedPNG.Failure(description: "zlib (\(name)) cannot be loaded") }
    uncompressFunction = unsafeBitCast(uncompress, to: Uncompress.self)
    crc32Function = unsafeBitCast(crc32, to: CRC32.self)
  }

  /// The inflated bytes, which must be exactly `size` long.
  func uncompress(_ data: [UInt8], size: Int) throws -> [UInt8] {
    var output = [UInt8](repeating: 0, count: size + 1)
    var length = UInt(output.count)
    let status = output.withUnsafeMutableBufferPointer { out in
      data.withUnsafeBufferPointer { uncompressFunction(out.baseAddress!, &length, $0.baseAddress!, UInt($0.count)) }
    }
    guard status == 0, length == UInt(size) else {
      throw DecodedPNG.Failure(description: "the image data inflates to \(length) bytes (zlib status \(status)), not \(size)")
    }
    return Array(output.prefix(size))
  }

  func crc32(_ bytes: [UInt8]) -> Int {
    Int(bytes.withUnsafeBufferPointer { crc32Function(0, $0.baseAddress!, UInt32($0.count)) })
  }
}
