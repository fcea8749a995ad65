import Foundation
import LifeDiagramTestSupport
import Testing

/// A user's files are never lost or corrupted, whatever the output folders hold (links, FIFOs, devices), however
/// the run ends (a full file-size limit, SIGKILL), and whatever else writes there at the same time. Each test
/// is a class of hostile input from issue 9, run through the built binary (the debug one where it needs a test
/// hook); each failed on the tool before it.
/// The tests run in parallel: each owns its temporary folder and its processes, and waits on markers, not time.
@Suite struct FileSafetyTests {
  let binary = BuiltBinary()
  /// The debug build, which has the test hooks (`LIFEDIAGRAM_TEST_PAUSE_AFTER_STAGING`).
  let hooked = BuiltBinary([.debug])

  // MARK: Links

  /// Links inside the docs folders (to a copy of the docs elsewhere, to `.`, to `..`, to a generated page) are
  /// entries, never paths: nothing they reach is removed, and they stay.
  @Test func docsNeverRemovesThroughALink() throws {
    let folder = try TemporaryFolder()
    try docs(in: folder)
    let copy = folder.url.appendingPathComponent("copy")
    try FileManager.default.copyItem(at: folder.url.appendingPathComponent("Docs"), to: copy)
    try Data((banner + "retired\n").utf8).write(to: copy.appendingPathComponent("scenarios/retired.md"))
    try link("Docs/mirror", to: copy.path, in: folder)
    try link("Docs/self", to: ".", in: folder)
    try link("Diagrams/scenarios/up", to: "..", in: folder)
    try link("Docs/home.md", to: "index.md", in: folder)
    try Data((banner + "retired\n").utf8).write(to: folder.url.appendingPathComponent("Docs/scenarios/retired.md"))
    let copyBefore = try TreeSnapshot(copy)

    let run = try binary.run(["docs"] + Self.small, in: folder.url)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.output.hasSuffix(", removed 1 no longer generated\n"), "\(run.output)")
    #expect(try TreeSnapshot(copy) == copyBefore, "the copy outside Docs/ changed")
    for name in ["Docs/mirror", "Docs/self", "Diagrams/scenarios/up", "Docs/home.md"] {
      #expect(isLink(folder.url.appendingPathComponent(name)), "\(name) was removed")
    }
    let check = try binary.run(["check"] + Self.small, in: folder.url)
    // The links are the team's: check walks none of them and lists none as extra.
    #expect(check.status == 0 && check.output.hasPrefix("up to date: "), "\(check.output)")
  }

  /// A linked folder where docs writes (`Docs/scenarios -> elsewhere`) is refused, not written through.
  @Test func docsRefusesToWriteThroughALinkedFolder() throws {
    let folder = try TemporaryFolder()
    let elsewhere = folder.url.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try Data("mine\n".utf8).write(to: elsewhere.appendingPathComponent("cold-launch.md"))
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Docs"), withIntermediateDirectories: true)
    try link("Docs/scenarios", to: elsewhere.path, in: folder)
    let before = try TreeSnapshot(folder.url)

    let run = try binary.run(["docs"], in: folder.url)
    #expect(run.status == 73)
    #expect(run.standardError.contains("Docs/scenarios") && run.standardError.contains("symbolic link"), "\(run.standardError)")
    #expect(try TreeSnapshot(folder.url) == before)
  }

  /// A link planted at every temporary name the tool could pick (the old names were `.<name>.lifediagram-<pid>
  /// .tmp`) never redirects a write: temporary files are created exclusively under unpredictable names.
  @Test func plantedLinksAtTemporaryNamesRedirectNothing() throws {
    let folder = try TemporaryFolder()
    let victim = folder.url.appendingPathComponent("victim.txt")
    try Data("precious\n".utf8).write(to: victim)
    let output = folder.url.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let next = Int32((try? String(contentsOfFile: "/proc/sys/kernel/ns_last_pid", encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0
    for pid in next + 1...next + 300 {
      try link("out/.app-lifecycle.svg.lifediagram-\(pid).tmp", to: victim.path, in: folder)
    }
    let run = try binary.run(["--svg", "-o", output.path])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")
  }

  // MARK: Special files

  /// A FIFO in the docs folder hangs neither docs nor check; a link to /dev/zero (in place of a page, and as an
  /// extra file) is never read, so memory stays bounded.
  @Test(.enabled(if: ResourceLimit.isAvailable, ResourceLimit.missing)) func specialFilesAreNeverRead() throws {
    let folder = try TemporaryFolder()
    try docs(in: folder)
    #expect(mkfifo(folder.url.appendingPathComponent("Docs/pipe").path, 0o644) == 0)
    try link("Docs/zero.md", to: "/dev/zero", in: folder)
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Docs/index.md"))
    try link("Docs/index.md", to: "/dev/zero", in: folder)

    let check = try launch(["check"] + Self.small, in: folder, limitMemory: true).wait(seconds: 60)
    #expect(check.status == 1, "\(check.standardError)")
    #expect(check.standardOutput == "stale: Docs/index.md\n")
    // A link at a generated page's name is not the tool's: docs stops there without reading it, and replaces
    // it only when told to.
    let refused = try launch(["docs"] + Self.small, in: folder, limitMemory: true).wait(seconds: 60)
    #expect(refused.status == 73, "\(refused.standardError)")
    #expect(isLink(folder.url.appendingPathComponent("Docs/index.md")))
    let docs = try launch(["docs", "--force"] + Self.small, in: folder, limitMemory: true).wait(seconds: 60)
    #expect(docs.status == 0, "\(docs.standardError)")
    #expect(!isLink(folder.url.appendingPathComponent("Docs/index.md")), "the link at a generated page is replaced")
    #expect(isLink(folder.url.appendingPathComponent("Docs/zero.md")))
  }

  // MARK: All or nothing

  /// A scenario named twice is written once.
  @Test func repeatedScenarioIDsAreWrittenOnce() throws {
    let folder = try TemporaryFolder()
    let run = try binary.run(["scenarios", "cold-launch", "cold-launch", "--format", "svg", "-o", "D"], in: folder.url)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.output == "wrote D/cold-launch-app-sequence.svg\nwrote D/cold-launch-scene-sequence.svg\nwrote D/cold-launch-swiftui-sequence.svg\n")
  }

  /// A folder that appears at a destination after the files are staged makes the run fail before any rename.
  @Test func aFolderAppearingBeforeTheRenamesChangesNothing() throws {
    let folder = try OutputFolder(.temporary)
    defer { folder.tearDown() }
    try BadInput.oldFiles(folder.url)
    let marker = pauseMarker()
    let run = try Launch(try hooked.path, ["--svg", "-o", folder.url.path], environment: ["LIFEDIAGRAM_TEST_PAUSE_AFTER_STAGING": marker])
    try waitFor(marker, run)
    let scene = folder.url.appendingPathComponent("scene-lifecycle.svg")
    try FileManager.default.removeItem(at: scene)
    try FileManager.default.createDirectory(at: scene, withIntermediateDirectories: false)
    let before = try folder.snapshot().filter { !$0.key.contains(".lifediagram-") }  // less the staged files
    unlink(marker)
    let result = run.wait(seconds: 60)
    #expect(result.status == 73, "\(result.standardError)")
    #expect(result.standardError.contains("scene-lifecycle.svg"))
    #expect(try folder.snapshot() == before)
  }

  /// When a rename fails half-way (here: the second destination is a mount point, so rename() says EBUSY), the
  /// files already renamed are put back: the folder is as it was.
  @Test(.enabled(if: OutputFolder.canMountAndDropPrivileges)) func aRenameFailingHalfWayIsRolledBack() throws {
    let folder = try OutputFolder(.temporary)
    defer { folder.tearDown() }
    try BadInput.oldFiles(folder.url)
    let scene = folder.url.appendingPathComponent("scene-lifecycle.svg")
    let source = folder.url.deletingLastPathComponent().appendingPathComponent("lifediagram-bind-\(UUID().uuidString)")
    try Data("<svg>bound</svg>\n".utf8).write(to: source)
    defer { try? FileManager.default.removeItem(at: source) }
    #expect(try shell("mount", "--bind", source.path, scene.path) == 0)
    defer { _ = try? shell("umount", scene.path) }
    let before = try folder.snapshot()
    let result = try Launch(try binary.path, ["--svg", "-o", folder.url.path]).wait(seconds: 60)
    #expect(result.status == 73, "\(result.standardError)")
    #expect(result.standardError.contains("scene-lifecycle.svg"), "\(result.standardError)")
    #expect(try folder.snapshot() == before, "app-lifecycle.svg was not put back")
  }

  /// Two docs runs into the same folders take turns: the second waits while the first holds the folders, and
  /// what is left is the second run's complete set.
  @Test func concurrentDocsRunsTakeTurns() throws {
    let folder = try TemporaryFolder()
    let marker = pauseMarker()
    let first = try Launch(
      try hooked.path, ["docs"] + Self.small, environment: ["LIFEDIAGRAM_TEST_PAUSE_AFTER_STAGING": marker], directory: folder.url)
    try waitFor(marker, first)
    let waiting = pauseMarker()
    defer { unlink(waiting) }
    let second = try Launch(
      try hooked.path, ["docs", "--no-mermaid"] + Self.small, environment: ["LIFEDIAGRAM_TEST_LOCK_WAIT": waiting], directory: folder.url)
    try waitFor(waiting, second)
    #expect(second.isRunning, "the second run did not wait for the first")
    unlink(marker)
    #expect(first.wait(seconds: 60).status == 0)
    #expect(second.wait(seconds: 60).status == 0)
    let check = try binary.run(["check", "--no-mermaid"] + Self.small, in: folder.url)
    #expect(check.status == 0, "\(check.output)")
  }

  // MARK: Temporary files

  /// Files left by a run killed with SIGKILL are reported by check and removed by the next docs.
  @Test func leftoversOfAKilledRunAreReportedAndCleaned() throws {
    let folder = try TemporaryFolder()
    let first = try binary.run(["docs"] + Self.small, in: folder.url)
    let written = try #require(Int(first.output.split(separator: " ")[1]), "\(first.output)")  // "wrote N files to …"
    let marker = pauseMarker()
    let killed = try Launch(
      try hooked.path, ["docs"] + Self.small, environment: ["LIFEDIAGRAM_TEST_PAUSE_AFTER_STAGING": marker], directory: folder.url)
    try waitFor(marker, killed)
    kill(killed.processIdentifier, SIGKILL)
    _ = killed.wait()
    unlink(marker)
    let check = try binary.run(["check"] + Self.small, in: folder.url)
    #expect(check.status == 1)
    let leftovers = check.output.split(separator: "\n").filter { $0.hasPrefix("leftover: ") }
    #expect(leftovers.count == written, "\(check.output)")
    #expect(try binary.run(["docs"] + Self.small, in: folder.url).status == 0)
    let clean = try binary.run(["check"] + Self.small, in: folder.url)
    #expect(clean.status == 0, "\(clean.output)")
    #expect(!(try TreeSnapshot(folder.url)).paths.contains { $0.contains(".lifediagram-") })
  }

  // MARK: Limits and signals

  /// Past `ulimit -f` the tool fails with one line and exit 73, not SIGXFSZ, and leaves nothing.
  @Test(.enabled(if: ResourceLimit.isAvailable, ResourceLimit.missing)) func aFileSizeLimitIsAnErrorNotACrash() throws {
    let folder = try OutputFolder(.temporary)
    defer { folder.tearDown() }
    try BadInput.oldFiles(folder.url)
    let before = try folder.snapshot()
    let result = try Launch(try binary.path, ["--png", "-o", folder.url.path + "/new"], prefix: [ResourceLimit.prlimit, "--fsize=8192"])
      .wait(seconds: 60)
    #expect(result.status == 73, "\(result.standardError)")
    #expect(result.standardError.contains("file too large") && result.standardError.contains("ulimit -f"))
    #expect(try folder.snapshot() == before)
  }

  /// A nested output folder that cannot be made to the end leaves none of the folders it made.
  @Test func aHalfMadeNestedFolderIsRemoved() throws {
    let folder = try TemporaryFolder()
    let run = try binary.run(["--svg", "-o", "np/" + String(repeating: "n", count: 256) + "/x"], in: folder.url)
    #expect(run.status == 73)
    #expect(run.standardError.contains("file name too long"))
    #expect(folder.listing().isEmpty, "\(folder.listing())")
  }

  // MARK: Exit codes

  /// With `-o FOLDER` the files are the result: they are written first, then listed; when the list cannot be
  /// printed, the error says the files were written, and the exit code is 74.
  @Test func aFullStandardOutputAfterWritingSaysTheFilesWereWritten() throws {
    let folder = try TemporaryFolder()
    let result = try Launch(try binary.path, ["--svg", "-o", folder.url.path], standardOutput: "/dev/full").wait(seconds: 60)
    #expect(result.status == 74)
    #expect(result.standardError.contains("wrote 4 files to") && result.standardError.contains("standard output"))
    #expect(folder.listing() == ["app-lifecycle.svg", "scene-lifecycle.svg", "swiftui-lifecycle.svg", "viewcontroller-lifecycle.svg"])
  }

  // MARK: Environment

  /// The PDF is the same in every time zone, and its cross-reference table still points at its objects.
  @Test func pdfBytesDoNotDependOnTheTimeZone() throws {
    let seoul = try binary.run(["--pdf", "--model", "app", "-o", "-"], environment: ["TZ": "Asia/Seoul"])
    let newYork = try binary.run(["--pdf", "--model", "app", "-o", "-"], environment: ["TZ": "America/New_York"])
    let utc = try binary.run(["--pdf", "--model", "app", "-o", "-"], environment: ["TZ": "UTC"])
    #expect(seoul.status == 0 && !seoul.standardOutput.isEmpty)
    #expect(seoul.standardOutput == utc.standardOutput)
    #expect(newYork.standardOutput == utc.standardOutput)
    try expectValidCrossReferences(Array(seoul.standardOutput))
  }

  /// A truncated Graphviz plugin configuration (on which Graphviz 2.42 loops for ever) fails within seconds.
  @Test func aCorruptPluginConfigurationFailsWithinSeconds() async throws {
    let plugins = try CorruptPlugins()
    let folder = try TemporaryFolder()
    let result = try await Launch(
      try binary.path, ["--svg", "-o", folder.url.path + "/out"],
      environment: ["GVBINDIR": plugins.folder.path, "LIFEDIAGRAM_STARTUP_TIMEOUT": "1"]
    ).finish(within: 30)
    #expect(result.status == 69, "\(result.standardError)")
    #expect(result.seconds < 15)
    #expect(result.standardError.contains("within 1 second:"), "\(result.standardError)")
    #expect(result.standardError.split(separator: "\n").count == 1 && result.standardError.contains("dot -c"))
    #expect(folder.listing().isEmpty)
  }

  /// Graphviz starts on a thread of its own while render's arguments are parsed; a mistyped option still ends
  /// the run at once with its own message, even while that start loops in a corrupt configuration.
  @Test func aBadOptionIsReportedWhileGraphvizStarts() throws {
    let plugins = try CorruptPlugins()
    let started = Date()
    let result = try Launch(
      try binary.path, ["--svg", "--theme", "sepia"],
      environment: ["GVBINDIR": plugins.folder.path, "LIFEDIAGRAM_STARTUP_TIMEOUT": "10"]
    ).wait(seconds: 30)
    #expect(result.status == 64, "\(result.standardError)")
    #expect(Date().timeIntervalSince(started) < 5)
    #expect(result.standardError.contains("sepia") && !result.standardError.contains("Graphviz"), "\(result.standardError)")
  }

  /// A broken FONTCONFIG_FILE and a font that is not installed are one-line warnings in the tool's own words;
  /// no raw fontconfig line reaches standard error.
  @Test func fontconfigSpeaksThroughTheTool() throws {
    let folder = try TemporaryFolder()
    let config = folder.url.appendingPathComponent("broken.conf")
    try Data("<fontconfig><bad".utf8).write(to: config)
    let broken = try binary.run(["--png", "--model", "app", "-o", folder.url.path + "/a"], environment: ["FONTCONFIG_FILE": config.path])
    #expect(broken.status == 0, "\(broken.standardError)")
    let lines = broken.standardError.split(separator: "\n")
    #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("lifediagram: warning: fontconfig: ") }, "\(broken.standardError)")
    #expect(broken.standardError.contains("FONTCONFIG_FILE"))

    let unknown = try binary.run(["--png", "--model", "app", "-o", folder.url.path + "/b", "--font", "No Such Sans"])
    #expect(unknown.status == 0)
    #expect(unknown.standardError.hasPrefix("lifediagram: warning: the font 'No Such Sans' is not installed; fontconfig draws the text in '"))
    #expect(unknown.standardError.split(separator: "\n").count == 1)
  }

  // MARK: Minor

  /// The test pause hook does nothing in a release build. A plain `swift test` builds none, so the test says it
  /// was skipped and why; `make test` builds one.
  @Test(
    .enabled(
      if: BuiltBinary([.release]).isBuilt, "needs the release build (make test, or swift build -c release first)"))
  func thePauseHookIsNotInReleaseBuilds() throws {
    let folder = try TemporaryFolder()
    let marker = pauseMarker()
    defer { unlink(marker) }
    let result = try Launch(
      try BuiltBinary([.release]).path, ["--svg", "-o", folder.url.path],
      environment: ["LIFEDIAGRAM_TEST_PAUSE_AFTER_STAGING": marker]
    ).wait(seconds: 30)
    #expect(result.status == 0)
    #expect(!FileManager.default.fileExists(atPath: marker))
  }

  /// A file whose name is not UTF-8 beside the docs is the team's (the tool writes UTF-8 names only): check reads
  /// past it and lists nothing.
  @Test func checkPassesOverNamesThatAreNotUTF8() throws {
    let folder = try TemporaryFolder()
    try docs(in: folder)
    let name: [UInt8] = Array("Docs/".utf8) + [0xFF, 0x2E, 0x6D, 0x64]
    let fd = name.withUnsafeBufferPointer { buffer in
      folder.url.path.withCString { base -> Int32 in
        let path = String(cString: base) + "/"
        return (Array(path.utf8) + buffer + [0]).withUnsafeBufferPointer {
          open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644)
        }
      }
    }
    #expect(fd >= 0)
    close(fd)
    let check = try binary.run(["check"] + Self.small, in: folder.url)
    #expect(check.status == 0 && check.output.hasPrefix("up to date: "), "\(check.output)")
  }

  /// `--images` equal to `-o`: one folder, every file listed once.
  @Test func imagesInTheDocsFolderAreListedOnce() throws {
    let folder = try TemporaryFolder()
    #expect(try binary.run(["docs", "-o", "D", "--images", "D"] + Self.small, in: folder.url).status == 0)
    let banner = "<!-- Generated by lifediagram from its life-cycle model. Do not edit by hand: run `lifediagram docs`. -->\n"
    try Data((banner + "old\n").utf8).write(to: folder.url.appendingPathComponent("D/scenarios/retired.md"))
    let check = try binary.run(["check", "-o", "D", "--images", "./D"] + Self.small, in: folder.url)
    #expect(check.output == "extra: D/scenarios/retired.md\n")
  }

  /// A replaced file keeps its permissions.
  @Test func aReplacedFileKeepsItsMode() throws {
    let folder = try TemporaryFolder()
    #expect(try binary.run(["--svg", "-o", "D"], in: folder.url).status == 0)
    let file = folder.url.appendingPathComponent("D/app-lifecycle.svg").path
    chmod(file, 0o600)
    #expect(try binary.run(["--svg", "-o", "D"], in: folder.url).status == 0)
    let mode = (try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int) ?? 0
    #expect(mode == 0o600, "mode \(String(mode, radix: 8))")
  }
}

// MARK: Helpers

extension FileSafetyTests {
  private var banner: String {
    "<!-- Generated by lifediagram from its life-cycle model. Do not edit by hand: run `lifediagram docs`. -->\n"
  }

  /// The docs of the view controller alone: what these tests need of a docs tree, in a seventh of the time.
  /// The smallest built-in, its PNG at scale 1: what these tests prove does not depend on the pictures' size, and
  /// drawing them at twice the pixels was most of their time.
  static let small = ["--model", "viewcontroller", "--scale", "1"]

  private func docs(in folder: TemporaryFolder) throws {
    let run = try binary.run(["docs"] + Self.small, in: folder.url)
    #expect(run.status == 0, "\(run.standardError)")
  }

  private func link(_ path: String, to destination: String, in folder: TemporaryFolder) throws {
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent(path).path, withDestinationPath: destination)
  }

  private func isLink(_ url: URL) -> Bool {
    (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeSymbolicLink
  }

  /// Runs the binary in `folder`; with `limitMemory`, under a 1 GB address-space limit (a run that reads
  /// /dev/zero dies instead of filling the machine).
  private func launch(_ arguments: [String], in folder: TemporaryFolder, limitMemory: Bool) throws -> Launch {
    try Launch(
      try binary.path, arguments, prefix: limitMemory ? [ResourceLimit.prlimit, "--as=1000000000"] : [], directory: folder.url)
  }

  private func pauseMarker() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("lifediagram-paused-\(UUID())").path
  }

  private func waitFor(_ marker: String, _ run: Launch) throws {
    let deadline = Date().addingTimeInterval(60)
    while !FileManager.default.fileExists(atPath: marker) && run.isRunning && Date() < deadline { usleep(20_000) }
    try #require(FileManager.default.fileExists(atPath: marker), "the writer never paused")
  }

  private func shell(_ arguments: String...) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Every `n` entry of the PDF's cross-reference table points at the start of its object (`N 0 obj`).
  private func expectValidCrossReferences(_ pdf: [UInt8]) throws {
    let text = String(decoding: pdf, as: UTF8.self)
    let startxref = try #require(text.range(of: "startxref\n", options: .backwards))
    let offset = try #require(Int(text[startxref.upperBound...].prefix { $0.isNumber }))
    #expect(pdf[offset..<offset + 5].elementsEqual("xref\n".utf8))
    let lines = String(decoding: pdf[offset...], as: UTF8.self).split(separator: "\n")
    var checked = 0
    for (object, line) in lines.dropFirst(2).prefix(while: { $0.utf8.count >= 18 && $0.first!.isNumber }).enumerated() {
      let entry = Array(line.utf8)
      guard entry[17] == UInt8(ascii: "n"), let position = Int(String(decoding: entry[0..<10], as: UTF8.self)) else { continue }
      let head = String(decoding: pdf[position..<min(pdf.count, position + 20)], as: UTF8.self)
      #expect(head.hasPrefix("\(object) 0 obj"), "object \(object) at \(position): \(head)")
      checked += 1
    }
    #expect(checked > 5)
  }
}

/// A folder tree read without following links: path → what is there.
struct TreeSnapshot: Equatable {
  private var entries: [String: String] = [:]

  var paths: [String] { entries.keys.sorted() }

  init(_ root: URL) throws {
    try walk(root, "")
  }

  private mutating func walk(_ folder: URL, _ prefix: String) throws {
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let item = folder.appendingPathComponent(name)
      let type = try FileManager.default.attributesOfItem(atPath: item.path)[.type] as? FileAttributeType
      switch type {
      case .typeDirectory?:
        entries[prefix + name + "/"] = "folder"
        try walk(item, prefix + name + "/")
      case .typeSymbolicLink?:
        entries[prefix + name] = "link to " + (try FileManager.default.destinationOfSymbolicLink(atPath: item.path))
      case .typeRegular?:
        entries[prefix + name] = String(decoding: try Data(contentsOf: item), as: UTF8.self)
      default:
        entries[prefix + name] = "special"
      }
    }
  }
}

/// A copy of Graphviz's plugin folder whose configuration is cut in half (Graphviz 2.42 loops for ever on it):
/// the plugins are linked, the configuration files truncated. Removed when the value is.
private final class CorruptPlugins {
  let folder: URL

  init() throws {
    guard let installed = GraphvizPlugins.installed else { throw GraphvizPlugins.NoGraphviz() }
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifediagram-corrupt-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in try FileManager.default.contentsOfDirectory(atPath: installed.path) {
      let source = installed.appendingPathComponent(name)
      if name.hasPrefix("config") {
        let text = try String(contentsOf: source, encoding: .utf8)
        try (String(text.prefix(text.count / 2)) + "{ garbage").write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
      } else {
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(name), withDestinationURL: source)
      }
    }
  }

  deinit { try? FileManager.default.removeItem(at: folder) }
}
