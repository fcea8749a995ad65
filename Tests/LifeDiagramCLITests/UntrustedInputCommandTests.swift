import Foundation
import LifeDiagramTestSupport
import Testing

/// Inputs that are not regular files, and messages about untrusted names: standard input is read, a pipe no one
/// writes to is refused within its timeout, a device is refused by what it is, and a control character in a
/// path is shown escaped in every line.
@Suite struct UntrustedInputCommandTests {
  let binary = BuiltBinary()

  static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/url-session-task.yaml")

  @Test func aModelFileFromStandardInput() throws {
    let folder = try TemporaryFolder()
    let run = try binary.run(
      ["--model-file", "-", "--model", "url-session-task", "-o", folder.path("out")], stdin: try Data(contentsOf: Self.example))
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.output == "wrote \(folder.path("out"))/url-session-task-lifecycle.svg\n")
    let broken = try binary.run(["--model-file", "-", "-o", folder.path("none")], stdin: Data("x: [\n".utf8))
    #expect(broken.status == 65)
    #expect(broken.standardError.hasPrefix("(standard input):2:1: "), "\(broken.standardError)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("none")))
  }

  @Test func aPipeWithNoWriterIsRefusedWithinItsTimeout() async throws {
    let folder = try TemporaryFolder()
    let fifo = folder.path("model.yaml")
    #expect(mkfifo(fifo, 0o644) == 0)
    let run = try await Launch(
      try binary.path, ["--model-file", fifo, "-o", folder.path("out")],
      environment: ["LIFEDIAGRAM_PIPE_TIMEOUT": "1", "LIFEDIAGRAM_NO_CONFIG": "1"]
    ).finish(within: 60)
    #expect(run.status == 66)
    #expect(run.standardError.contains("the pipe sent nothing for 1 second ("), "\(run.standardError)")
    #expect(run.seconds < 30, "the run ends instead of waiting for a writer")
    #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
  }

  @Test(arguments: [("--model-file", "/dev/zero"), ("--translation-file", "/dev/zero"), ("--model-file", "/dev/null")])
  func aDeviceIsRefusedByWhatItIs(_ option: String, _ path: String) throws {
    let run = try binary.run([option, path, "--lang", "ko", "-o", "/nonexistent/out"])
    #expect(run.status == 66)
    let noun = option == "--model-file" ? "model file" : "translation file"
    #expect(
      run.standardError == "lifediagram: error: cannot read the \(noun) '\(path)': it is a device, not a file; name a "
        + "file, a pipe, or - for standard input\n")
  }

  @Test func aControlCharacterInAPathIsEscapedInEveryLine() throws {
    let folder = try TemporaryFolder()
    let out = folder.path("d\nx")
    let run = try binary.run(["--model", "app", "-o", out])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.output == "wrote \(folder.path("d"))\\nx/app-lifecycle.svg\n")
    let missing = try binary.run(["--model-file", folder.path("no\u{1B}[31mfile.yaml")])
    #expect(missing.status == 66)
    #expect(missing.standardError.contains("no\\u{1B}[31mfile.yaml"), "\(missing.standardError)")
  }

  @Test func checkSaysNothingWasChecked() throws {
    let folder = try TemporaryFolder()
    let bad = folder.path("bad.yaml")
    try "schemaVersion: 1\nid: [\n".write(toFile: bad, atomically: true, encoding: .utf8)
    let run = try binary.run(["check", "--model-file", bad, "-o", folder.path("Docs"), "--images", folder.path("Diagrams")])
    #expect(run.status == 65)
    #expect(run.standardError.contains("nothing was checked"), "\(run.standardError)")
    #expect(!run.standardError.contains("written"), "\(run.standardError)")
  }
}

extension UntrustedInputCommandTests {
  /// A model within the file limits whose docs would draw too much is refused before anything is drawn, naming
  /// the limit and the fix; `--no-size-limits` would draw it.
  @Test func docsThatWouldDrawTooMuchAreRefused() throws {
    let folder = try TemporaryFolder()
    let states = (0..<20).map { "  - {id: s\($0), name: S\($0), role: active, meaning: A state.}" }
    let transitions = (0..<40).map { "  - {from: s\($0 % 20), to: s\(($0 + 1 + $0 / 20) % 20), trigger: Next., kind: event-driven}" }
    let events = (0..<19).map { "  - {id: e\($0), text: Event, fires: [s\($0)-to-s\($0 + 1)]}" }
    let scenarios = (0..<40).map { "  - {id: c\($0), title: C, summary: S., start: {units: [{state: s0}]}, events: [{event: e0}]}" }
    let yaml = (["schemaVersion: 1", "id: many", "title: Many", "shortTitle: many", "delegateProtocol: ManyDelegate",
      "graphName: Many", "releases: any", "initialState: s0", "states:"] + states + ["transitions:"] + transitions
      + ["events:"] + events + ["scenarios:"] + scenarios).joined(separator: "\n") + "\n"
    let file = folder.path("many.yaml")
    try yaml.write(toFile: file, atomically: true, encoding: .utf8)
    let run = try binary.run(["docs", "--model-file", file, "-o", folder.path("Docs"), "--images", folder.path("Diagrams")])
    #expect(run.status == 65, "\(run.standardError)")
    #expect(run.standardError.contains("units of drawing") && run.standardError.contains("--no-size-limits"), "\(run.standardError)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("Docs")))
  }
}
