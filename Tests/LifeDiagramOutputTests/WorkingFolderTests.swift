import Foundation
import LifeDiagramOutput
import Testing

/// A run's relative paths start at its ``WorkingFolder``: the process's, or a folder of the caller's, without
/// `chdir` (the tests write relative paths while other tests run beside them in the same process).
@Suite struct WorkingFolderTests {
  typealias Folder = OutputTransactionTests.Folder

  @Test func aTransactionWritesRelativeFoldersInsideTheRunsWorkingFolder() throws {
    let folder = try Folder()
    let written = try WorkingFolder.within(folder.path) {
      let transaction = try OutputTransaction(folders: ["Docs/deeper"])
      try transaction.stage(Artifact(path: "a.md", text: "a\n"), in: "Docs/deeper")
      defer { transaction.finish() }
      return try transaction.commit()
    }
    #expect(written == ["a.md"])
    #expect(folder.listing() == ["Docs", "Docs/deeper", "Docs/deeper/a.md"])
    #expect(!FileManager.default.fileExists(atPath: "Docs/deeper"), "nothing in the process's working folder")
  }

  @Test func foldersARolledBackRunMadeAreRemovedFromItsWorkingFolder() throws {
    let folder = try Folder()
    struct Drawing: Error {}
    try WorkingFolder.within(folder.path) {
      let transaction = try OutputTransaction(folders: ["new/deeper"])
      #expect(throws: Drawing.self) {
        _ = try transaction.commit {
          try transaction.stage(Artifact(path: "x.md", text: "x\n"), in: "new/deeper")
          throw Drawing()
        }
      }
      transaction.finish()
    }
    #expect(folder.listing().isEmpty)
  }

  @Test func pathsReadAndResolvedStartThere() throws {
    let folder = try Folder()
    try Data("x\n".utf8).write(to: URL(fileURLWithPath: folder.at("file")))
    WorkingFolder.within(folder.path) {
      let working = WorkingFolder.current
      #expect(working.exists("file"))
      #expect(working.absolutePath == folder.path)
      #expect(working.reachable("sub/x") == folder.path + "/sub/x")
      #expect(working.reachable("/abs") == "/abs")
      #expect(working.reachable(".") == folder.path)
      var info = stat()
      #expect(working.status("file", &info) == 0 && info.st_size == 2)
      #expect(working.makeFolder("made") == 0)
      #expect((try? Directory.open("made")) != nil)
    }
    #expect(folder.listing() == ["file", "made"])
    #expect(WorkingFolder.current.reachable("sub/x") == "sub/x", "the process's working folder outside the run")
  }
}
