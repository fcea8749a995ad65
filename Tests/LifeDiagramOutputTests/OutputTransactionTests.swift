import Foundation
import LifeDiagramOutput
import Synchronization
import Testing

/// The all-or-nothing writer every command writes through (issue #41, item 6): commit, rollback, the folder
/// locks, the exclusive temporary files, and links, in-process.
@Suite struct OutputTransactionTests {
  /// A fresh folder, removed after the test.
  final class Folder: Sendable {
    let path: String
    init() throws {
      path = FileManager.default.temporaryDirectory.appendingPathComponent("output-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    func at(_ name: String) -> String { path + "/" + name }
    func text(_ name: String) -> String? { try? String(contentsOfFile: at(name), encoding: .utf8) }
    /// Every entry below the folder, hidden ones included, sorted.
    func listing() -> [String] { (FileManager.default.subpaths(atPath: path) ?? []).sorted() }
  }

  /// A flag one task sets and another reads.
  final class Flag: Sendable {
    private let value = Mutex(false)
    func set() { value.withLock { $0 = true } }
    var isSet: Bool { value.withLock { $0 } }
  }

  @Test func aCommitPutsEveryFileInPlaceAndLeavesNoTemporaryFile() throws {
    let folder = try Folder()
    try "old\n".write(toFile: folder.at("a.md"), atomically: true, encoding: .utf8)
    let transaction = try OutputTransaction(folders: [folder.path])
    try transaction.stage(Artifact(path: "a.md", text: "new a\n"), in: folder.path)
    try transaction.stage(Artifact(path: "sub/b.md", text: "new b\n"), in: folder.path)
    #expect(folder.text("a.md") == "old\n", "nothing is in place before the commit")
    #expect(try transaction.commit() == ["a.md", "sub/b.md"])
    transaction.finish()
    #expect(folder.text("a.md") == "new a\n" && folder.text("sub/b.md") == "new b\n")
    #expect(folder.listing() == ["a.md", "sub", "sub/b.md"])
  }

  @Test func aFailureWhileStagingLeavesEverythingAsItWas() throws {
    let folder = try Folder()
    try "old\n".write(toFile: folder.at("a.md"), atomically: true, encoding: .utf8)
    let transaction = try OutputTransaction(folders: [folder.path, folder.at("new/deeper")])
    struct Drawing: Error {}
    #expect(throws: Drawing.self) {
      _ = try transaction.commit {
        try transaction.stage(Artifact(path: "a.md", text: "new\n"), in: folder.path)
        try transaction.stage(Artifact(path: "x/y.md", text: "y\n"), in: folder.path)
        throw Drawing()
      }
    }
    transaction.finish()
    #expect(folder.text("a.md") == "old\n")
    #expect(folder.listing() == ["a.md"], "no temporary file, no folder the run made (nor new/deeper)")
  }

  @Test func aFileStagedTwiceIsAnError() throws {
    let folder = try Folder()
    let transaction = try OutputTransaction(folders: [folder.path])
    defer { transaction.finish() }
    try transaction.stage(Artifact(path: "a.md", text: "1\n"), in: folder.path)
    #expect(throws: FileError.self) { try transaction.stage(Artifact(path: "a.md", text: "2\n"), in: folder.path) }
  }

  @Test func aLinkedFolderBelowAnOutputFolderIsRefusedAndWhatItLeadsToUntouched() throws {
    let folder = try Folder()
    let elsewhere = try Folder()
    try FileManager.default.createSymbolicLink(atPath: folder.at("scenarios"), withDestinationPath: elsewhere.path)
    let transaction = try OutputTransaction(folders: [folder.path])
    defer { transaction.finish() }
    #expect(throws: FileError.self) {
      try transaction.stage(Artifact(path: "scenarios/a.md", text: "a\n"), in: folder.path)
    }
    #expect(elsewhere.listing().isEmpty)
  }

  @Test func aLinkAtADestinationIsReplacedByTheFileAndItsTargetKept() throws {
    let folder = try Folder()
    let elsewhere = try Folder()
    try "theirs\n".write(toFile: elsewhere.at("target.md"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: folder.at("a.md"), withDestinationPath: elsewhere.at("target.md"))
    let transaction = try OutputTransaction(folders: [folder.path])
    try transaction.stage(Artifact(path: "a.md", text: "ours\n"), in: folder.path)
    _ = try transaction.commit()
    transaction.finish()
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder.at("a.md"))) == nil)
    #expect(folder.text("a.md") == "ours\n" && elsewhere.text("target.md") == "theirs\n")
  }

  @Test func aSecondTransactionOnTheSameFolderWaitsForTheFirst() async throws {
    let folder = try Folder()
    let first = try OutputTransaction(folders: [folder.path])
    try first.stage(Artifact(path: "a.md", text: "first\n"), in: folder.path)
    let waited = Flag()
    let second = Task.detached {
      let transaction = try OutputTransaction(folders: [folder.path]) { waited.set() }
      try transaction.stage(Artifact(path: "a.md", text: "second\n"), in: folder.path)
      _ = try transaction.commit()
      transaction.finish()
    }
    // The second is refused the lock while the first holds it: it says so, then waits.
    for _ in 0..<200 where !waited.isSet { try await Task.sleep(for: .milliseconds(10)) }
    #expect(waited.isSet)
    #expect(folder.text("a.md") == nil)
    _ = try first.commit()
    first.finish()
    try await second.value
    #expect(folder.text("a.md") == "second\n")
  }

  @Test func removeFilesTakesOnlyWhatTheRuleNamesAndNeverWhatTheRunWrote() throws {
    let folder = try Folder()
    for name in ["stale.md", "mine.md"] { try "\(name)\n".write(toFile: folder.at(name), atomically: true, encoding: .utf8) }
    try FileManager.default.createSymbolicLink(atPath: folder.at("link.md"), withDestinationPath: folder.at("stale.md"))
    let transaction = try OutputTransaction(folders: [folder.path])
    try transaction.stage(Artifact(path: "fresh.md", text: "fresh\n"), in: folder.path)
    _ = try transaction.commit()
    let removed = transaction.removeFiles(in: folder.path, "", limit: 1 << 20) { name, _ in name != "mine.md" }
    transaction.finish()
    #expect(removed == [folder.at("stale.md")])
    #expect(folder.listing() == ["fresh.md", "link.md", "mine.md"])
  }
}
