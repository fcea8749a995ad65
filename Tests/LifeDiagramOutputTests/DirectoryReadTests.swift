import Foundation
import LifeDiagramOutput
import Testing

/// How a folder's files are listed and read (what `audit` reads a repository with): the kind each listing entry
/// gives, and each file read whole, straight into an array of its size.
@Suite struct DirectoryReadTests {
  @Test func aFileIsReadWholeWhateverItsSize() throws {
    let folder = try OutputTransactionTests.Folder()
    let sizes = [0, 1, 4095, 65536, 200_001]
    for size in sizes {
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
      try Data(bytes).write(to: URL(fileURLWithPath: folder.at("f\(size)")))
    }
    let directory = try Directory.open(folder.path)
    for size in sizes {
      guard case .file(let read) = directory.read("f\(size)", limit: 1 << 20) else {
        Issue.record("f\(size) was not read")
        continue
      }
      #expect(read == (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }, "f\(size)")
    }
  }

  @Test func aFileOverTheLimitAndWhatIsNotAFileAreNamedSo() throws {
    let folder = try OutputTransactionTests.Folder()
    try Data(repeating: 7, count: 100).write(to: URL(fileURLWithPath: folder.at("big")))
    #expect(mkfifo(folder.at("fifo"), 0o600) == 0)
    let directory = try Directory.open(folder.path)
    #expect(directory.read("big", limit: 99) == .tooLarge)
    #expect(directory.read("big", limit: 100) == .file([UInt8](repeating: 7, count: 100)))
    #expect(directory.read("fifo", limit: 100) == .notAFile)
    #expect(directory.read("gone", limit: 100) == .missing)
  }

  @Test func theListingSaysWhatEachEntryIsAsStatDoes() throws {
    let folder = try OutputTransactionTests.Folder()
    try Data("x".utf8).write(to: URL(fileURLWithPath: folder.at("file")))
    try FileManager.default.createDirectory(atPath: folder.at("folder"), withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(atPath: folder.at("link"), withDestinationPath: "folder")
    #expect(mkfifo(folder.at("fifo"), 0o600) == 0)
    let directory = try Directory.open(folder.path)
    let entries = directory.entries()
    #expect(entries.map { $0.string ?? "" } == ["fifo", "file", "folder", "link"])
    #expect(entries.map { directory.kind(of: $0) } == [.special, .file, .folder, .link])
    #expect(entries.map { directory.kind(of: EntryName(bytes: $0.bytes)) } == [.special, .file, .folder, .link], "stat agrees")
    #expect(EntryName(bytes: Array("a".utf8), listedKind: .file) == EntryName(bytes: Array("a".utf8)), "a name is its bytes")
  }
}
