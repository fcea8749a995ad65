import Foundation
import LifeDiagramDocs
import LifeDiagramGraphviz
import LifeDiagramTestSupport
import Synchronization
import Testing

@testable import LifeDiagramCLI

/// The frontend carries out what a command declares: all or nothing, what it prints, and its refusals, whatever
/// the command.
@Suite struct FrontendTests {
  private struct Failure: Error {}

  /// Runs `body` with a console that keeps what it printed; returns standard output and standard error.
  private func printing(_ body: () throws -> Void) rethrows -> (output: String, error: String) {
    let output = Mutex([UInt8]())
    let error = Mutex("")
    let console = Console(
      writeOutput: { bytes in output.withLock { $0 += bytes }; return nil }, writeError: { line in error.withLock { $0 += line } },
      standardInput: -1, environment: { _ in nil }, terminalWidth: { nil })
    try Console.$current.withValue(console) { try body() }
    return (String(decoding: output.withLock { $0 }, as: UTF8.self), error.withLock { $0 })
  }

  private func file(_ folder: String, _ path: String, _ text: String) -> FileRequest.File {
    FileRequest.File(folder: folder, path: path) { _, _ in Array(text.utf8) }
  }

  @Test func everyFileIsWrittenThenListed() throws {
    let folder = try TemporaryFolder()
    let out = folder.path("out")
    let printed = try printing {
      try Frontend.write(
        FileRequest(
          command: "test", folders: [out], files: [file(out, "a.txt", "a"), file(out, "sub/b.txt", "b")],
          report: .eachFile(in: out)))
    }
    #expect(printed.output == "wrote \(out)/a.txt\nwrote \(out)/sub/b.txt\n")
    #expect(try String(contentsOfFile: folder.path("out/sub/b.txt"), encoding: .utf8) == "b")
  }

  /// A file that fails to draw, or words found missing once all are drawn, leave nothing behind.
  @Test func aFailureWhileDrawingOrCheckingWritesNothing() throws {
    let folder = try TemporaryFolder()
    let out = folder.path("out")
    let failing = FileRequest.File(folder: out, path: "b.txt") { _, _ in throw Failure() }
    #expect(throws: Failure.self) {
      try Frontend.write(
        FileRequest(command: "test", folders: [out], files: [file(out, "a.txt", "a"), failing], report: .eachFile(in: out)))
    }
    #expect(throws: CLIError.self) {
      try Frontend.write(
        FileRequest(
          command: "test", folders: [out], files: [file(out, "a.txt", "a")],
          complete: { () throws(CLIError) in throw CLIError(message: "words missing", status: .dataError) },
          report: .eachFile(in: out)))
    }
    #expect(folder.listing().allSatisfy { !$0.hasSuffix(".txt") }, "\(folder.listing())")
  }

  /// Two folders, a summary of what was written and what `afterwards` removed, with the folders still held.
  @Test func theSummarySaysWhatWasWrittenAndRemoved() throws {
    let folder = try TemporaryFolder()
    let (pages, images) = (folder.path("Docs"), folder.path("Diagrams"))
    let printed = try printing {
      try Frontend.write(
        FileRequest(
          command: "test", folders: [pages, images], files: [file(pages, "index.md", "i"), file(images, "a.svg", "s")],
          afterwards: { _ in ["old.md"] }, report: .summary { written, removed in "\(written.count) written, \(removed) removed" }))
    }
    #expect(printed.output == "2 written, [\"old.md\"] removed\n")
  }

  /// A planned file on disk that the tool did not write stops the run naming the command, unless forced.
  @Test func aFileInTheWayStopsTheRunUnlessForced() throws {
    let folder = try TemporaryFolder()
    let pages = folder.path("Docs")
    try FileManager.default.createDirectory(atPath: pages, withIntermediateDirectories: true)
    try "mine\n".write(toFile: folder.path("Docs/index.md"), atomically: true, encoding: .utf8)
    let planned = PlannedFile(folder: pages, relativePath: "index.md", content: .text("generated\n"))
    var request = FileRequest(
      command: "docs", folders: [pages], files: [FileRequest.File(planned)], owned: [planned], report: .eachFile(in: pages))
    let refusal = #expect(throws: CLIError.self) { try Frontend.write(request) }
    #expect(refusal?.status == .cannotCreate && refusal?.message.contains("docs replaces only its own files") == true)
    #expect(try String(contentsOfFile: folder.path("Docs/index.md"), encoding: .utf8) == "mine\n")
    request.force = true
    _ = try printing { try Frontend.write(request) }
    #expect(try String(contentsOfFile: folder.path("Docs/index.md"), encoding: .utf8) == "generated\n")
  }
}
