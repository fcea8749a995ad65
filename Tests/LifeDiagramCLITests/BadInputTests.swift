import Foundation
import LifeDiagramTestSupport
import Testing

/// Bad input and hostile environments, through the built binary: every case exits with its documented code,
/// prints exactly one `lifediagram: error:` line naming the culprit, and leaves the output folder byte for byte
/// as it was (no half-written file, no temporary file, no new folder).
@Suite struct BadInputTests {
  let binary = BuiltBinary()

  @Test(arguments: BadInput.commandLine + BadInput.subcommands + BadInput.fileSystem + BadInput.standardOutput + BadInput.graphviz)
  func failsCleanly(_ input: BadInput) throws {
    try check(input)
  }

  /// The cases that need a tmpfs mount or an unprivileged user (so root, with `mount` and `setpriv`).
  @Test(.enabled(if: OutputFolder.canMountAndDropPrivileges), arguments: BadInput.hostileFileSystem)
  func failsCleanlyInAHostileFileSystem(_ input: BadInput) throws {
    try check(input)
  }

  private func check(_ input: BadInput) throws {
    let folder = try OutputFolder(input.folder)
    defer { folder.tearDown() }
    try input.prepare(folder.url)
    try folder.seal()
    let before = try folder.snapshot()
    var environment = input.environment
    let pluginFolder = try input.plugins?.folder()
    defer { if let pluginFolder { try? FileManager.default.removeItem(atPath: pluginFolder) } }
    if let pluginFolder { environment["GVBINDIR"] = pluginFolder }
    let run = try Launch(
      try binary.path, input.arguments.map { $0.replacingOccurrences(of: "$OUT", with: folder.url.path) },
      environment: environment, unprivileged: input.unprivileged, standardOutput: input.standardOutput,
      directory: folder.url)  // whatever a bad run writes into its working folder shows up as a change
    let result = run.wait()
    try expectCleanFailure(result, input.status, naming: input.culprit, folder: folder, before: before)
  }

  /// SIGTERM or SIGINT while the temporary files are written: exit 143 or 130, the temporary files removed,
  /// the old files untouched.
  @Test(arguments: [(SIGTERM, Int32(143), "SIGTERM"), (SIGINT, Int32(130), "SIGINT")])
  func interruptedRunLeavesTheFolderAsItWas(_ signal: Int32, _ status: Int32, _ name: String) async throws {
    let folder = try OutputFolder(.temporary)
    defer { folder.tearDown() }
    try BadInput.oldFiles(folder.url)
    let before = try folder.snapshot()
    let marker = FileManager.default.temporaryDirectory.appendingPathComponent("lifediagram-paused-\(UUID())").path
    defer { unlink(marker) }
    let run = try Launch(
      try BuiltBinary([.debug]).path, ["--svg", "--png", "--dot", "-o", folder.url.path],
      environment: ["LIFEDIAGRAM_TEST_PAUSE_AFTER_STAGING": marker])
    let deadline = Date().addingTimeInterval(60)
    while !FileManager.default.fileExists(atPath: marker) && run.isRunning && Date() < deadline {
      try await Task.sleep(for: .milliseconds(20))
    }
    #expect(FileManager.default.fileExists(atPath: marker), "the writer never paused")
    let staged = try folder.snapshot().keys.filter { $0.hasSuffix(".tmp") }
    #expect(staged.count == 3 * 4, "\(staged)")  // three formats of the four built-in diagrams  // the temporary files were there when the signal came
    kill(run.processIdentifier, signal)
    let result = await run.finish()
    try expectCleanFailure(result, status, naming: [name], folder: folder, before: before)
  }


  private func expectCleanFailure(
    _ result: Launch.Result, _ status: Int32, naming culprit: [String], folder: OutputFolder,
    before: [String: [UInt8]?], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(result.status == status, "\(result.standardError)", sourceLocation: sourceLocation)
    let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 1, "\(result.standardError)", sourceLocation: sourceLocation)
    #expect(result.standardError.hasPrefix("lifediagram: error: "), sourceLocation: sourceLocation)
    for word in culprit {
      #expect(result.standardError.contains(word), "'\(word)' in \(result.standardError)", sourceLocation: sourceLocation)
    }
    #expect(result.standardOutput.isEmpty, "\(result.standardOutput)", sourceLocation: sourceLocation)
    let after = try folder.snapshot()
    let changed = Set(after.keys).union(before.keys).filter { after[$0] != before[$0] }.sorted()
    #expect(changed.isEmpty, "the folder changed: \(changed)", sourceLocation: sourceLocation)
  }
}

/// One bad-input case: how to run the tool, and what it must say.
struct BadInput: Sendable, CustomTestStringConvertible {
  var name: String
  /// The arguments; `$OUT` stands for the output folder.
  var arguments: [String]
  var status: Int32
  /// Words the error line must contain: the culprit, and the fix where there is one.
  var culprit: [String]
  var folder: OutputFolder.Kind = .temporary
  var environment: [String: String] = [:]
  var plugins: GraphvizPlugins? = nil
  var unprivileged = false
  var standardOutput: String? = nil
  var prepare: @Sendable (URL) throws -> Void = BadInput.oldFiles

  var testDescription: String { name }

  /// Files a previous run left: they must survive every failure byte for byte.
  @Sendable static func oldFiles(_ folder: URL) throws {
    try Data("<svg>old app</svg>\n".utf8).write(to: folder.appendingPathComponent("app-lifecycle.svg"))
    try Data("<svg>old scene</svg>\n".utf8).write(to: folder.appendingPathComponent("scene-lifecycle.svg"))
    try Data("old png".utf8).write(to: folder.appendingPathComponent("app-lifecycle.png"))
    try Data("notes\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    try Data("hidden\n".utf8).write(to: folder.appendingPathComponent(".hidden"))
  }

  static let commandLine: [BadInput] = [
    BadInput(name: "unknown flag", arguments: ["--svgg", "-o", "$OUT"], status: 64, culprit: ["'--svgg'", "'--svg'"]),
    BadInput(name: "unknown format flag", arguments: ["--jpeg", "-o", "$OUT"], status: 64, culprit: ["'--jpeg'"]),
    BadInput(name: "format as an option", arguments: ["--format", "svg", "-o", "$OUT"], status: 64, culprit: ["'--format'"]),
    BadInput(name: "unknown --model", arguments: ["--model", "ipad", "-o", "$OUT"], status: 64, culprit: ["'ipad'", "'app'", "'scene'"]),
    BadInput(name: "unknown --line-style", arguments: ["--line-style", "fancy", "-o", "$OUT"], status: 64, culprit: ["'fancy'", "'semantic'", "'apple'"]),
    BadInput(name: "--model without a value", arguments: ["-o", "$OUT", "--model"], status: 64, culprit: ["'--model <model>'"]),
    BadInput(name: "-o without a value", arguments: ["--svg", "-o"], status: 64, culprit: ["'-o <output>'"]),
    BadInput(name: "--font without a value", arguments: ["-o", "$OUT", "--font"], status: 64, culprit: ["'--font <font>'"]),
    BadInput(name: "unexpected argument", arguments: ["-o", "$OUT", "extra"], status: 64, culprit: ["'extra'"]),
    BadInput(name: "misspelt subcommand", arguments: ["modle", "app"], status: 64, culprit: ["'modle'"]),
    BadInput(name: "-o - with two formats", arguments: ["--svg", "--png", "--model", "app", "-o", "-"], status: 64, culprit: ["'-o -'", "one format"]),
    BadInput(name: "-o - with two models", arguments: ["--svg", "-o", "-"], status: 64, culprit: ["'-o -'", "--model"]),
    BadInput(name: "empty -o", arguments: ["--svg", "-o", ""], status: 64, culprit: ["-o", "empty"]),
    BadInput(name: "--version with an unknown flag", arguments: ["--version", "--verbose"], status: 64, culprit: ["'--verbose'"]),
    BadInput(name: "model: unknown life cycle", arguments: ["model", "tablet"], status: 64, culprit: ["'tablet'", "'app'", "'scene'"]),
    BadInput(name: "model: no life cycle", arguments: ["model", "--format", "json"], status: 64, culprit: ["'<lifecycle>'"]),
    BadInput(name: "model: unknown format", arguments: ["model", "app", "--format", "xml"], status: 64, culprit: ["'xml'", "yaml", "mermaid-state"]),
    BadInput(name: "model: takes no -o", arguments: ["model", "app", "-o", "$OUT"], status: 64, culprit: ["'-o'"]),
  ]

  /// The `scenarios`, `docs` and `check` subcommands.
  static let subcommands: [BadInput] = [
    BadInput(name: "scenarios: unknown id", arguments: ["scenarios", "cold-lunch"], status: 64, culprit: ["'cold-lunch'", "did you mean 'cold-launch'"]),
    BadInput(name: "scenarios: ids and --all", arguments: ["scenarios", "prewarm", "--all"], status: 64, culprit: ["--all"]),
    BadInput(
      name: "scenarios: not in this model", arguments: ["scenarios", "second-scene-ipad", "--model", "app"], status: 64,
      culprit: ["'second-scene-ipad'", "app model", "scene"]),
    BadInput(
      name: "scenarios: images without ids", arguments: ["scenarios", "--format", "svg", "-o", "$OUT"], status: 64,
      culprit: ["--format svg", "--all"]),
    BadInput(name: "scenarios: unknown format", arguments: ["scenarios", "prewarm", "--format", "pdf"], status: 64, culprit: ["'pdf'", "mermaid"]),
    BadInput(
      name: "scenarios: -o - with two runs", arguments: ["scenarios", "prewarm", "--format", "svg", "-o", "-"], status: 64,
      culprit: ["'-o -'", "--model"]),
    BadInput(
      name: "scenarios: images into a file", arguments: ["scenarios", "prewarm", "--format", "svg", "-o", "$OUT/notes.txt"],
      status: 73, culprit: ["notes.txt", "not a folder"]),
    BadInput(
      name: "docs: pages folder is a file", arguments: ["docs", "-o", "$OUT/notes.txt", "--images", "$OUT/images"], status: 73,
      culprit: ["notes.txt", "not a folder"]),
    BadInput(name: "docs: -o -", arguments: ["docs", "-o", "-", "--images", "$OUT/images"], status: 64, culprit: ["'-o -'"]),
    BadInput(
      name: "docs: no Graphviz plugin configuration", arguments: ["docs", "-o", "$OUT/docs", "--images", "$OUT/images"],
      status: 69, culprit: ["plugin configuration"], plugins: .empty),
    BadInput(name: "check: unknown flag", arguments: ["check", "--fix"], status: 64, culprit: ["'--fix'"]),
    BadInput(name: "docs: empty -o", arguments: ["docs", "-o", "", "--images", "$OUT/images"], status: 64, culprit: ["-o", "empty"]),
    BadInput(name: "docs: empty --images", arguments: ["docs", "-o", "$OUT/docs", "--images", ""], status: 64, culprit: ["--images", "empty"]),
    BadInput(name: "check: empty -o", arguments: ["check", "-o", "", "--images", "$OUT/images"], status: 64, culprit: ["-o", "empty"]),
    BadInput(name: "scenarios: empty -o", arguments: ["scenarios", "prewarm", "--format", "svg", "-o", ""], status: 64, culprit: ["-o", "empty"]),
    BadInput(name: "--font with '&'", arguments: ["--svg", "-o", "$OUT", "--font", "A & B"], status: 64, culprit: ["'A & B'", "'&'"]),
    BadInput(name: "--font with '<'", arguments: ["docs", "-o", "$OUT/d", "--images", "$OUT/i", "--font", "<x>"], status: 64, culprit: ["'<'"]),
    BadInput(name: "scenarios: --font with '\"'", arguments: ["scenarios", "prewarm", "--format", "svg", "-o", "$OUT", "--font", "a\"b"], status: 64, culprit: ["'\"'"]),
    BadInput(
      name: "a path with a newline is one line", arguments: ["--svg", "-o", "$OUT/new\nline/notes.txt/x"], status: 73,
      culprit: ["new\\nline"],
      prepare: { folder in
        try oldFiles(folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("new\nline"), withIntermediateDirectories: false)
        try Data("x".utf8).write(to: folder.appendingPathComponent("new\nline/notes.txt"))
      }),
  ]

  static let fileSystem: [BadInput] = [
    BadInput(name: "-o is an existing file", arguments: ["-o", "$OUT/notes.txt"], status: 73, culprit: ["notes.txt", "not a folder"]),
    BadInput(name: "-o is below an existing file", arguments: ["-o", "$OUT/notes.txt/sub"], status: 73, culprit: ["notes.txt", "not a folder"]),
    BadInput(
      name: "a destination is a folder", arguments: ["--svg", "-o", "$OUT"], status: 73,
      culprit: ["scene-lifecycle.svg", "folder"],
      prepare: { folder in
        try oldFiles(folder)
        let scene = folder.appendingPathComponent("scene-lifecycle.svg")
        try FileManager.default.removeItem(at: scene)
        try FileManager.default.createDirectory(at: scene, withIntermediateDirectories: false)
        try Data("inside\n".utf8).write(to: scene.appendingPathComponent("keep.txt"))
      }),
    BadInput(
      name: "a file name too long", arguments: ["--svg", "-o", "$OUT/" + String(repeating: "n", count: 300)], status: 73,
      culprit: ["file name too long"]),
  ]

  static let hostileFileSystem: [BadInput] = [
    BadInput(
      name: "folder without write permission", arguments: ["--svg", "-o", "$OUT"], status: 73,
      culprit: ["app-lifecycle.svg", "permission denied", "choose a folder you can write to"], unprivileged: true,
      prepare: { try oldFiles($0); chmod($0.path, 0o555) }),
    BadInput(
      name: "new folder without write permission", arguments: ["--svg", "-o", "$OUT/new/deeper"], status: 73,
      culprit: ["permission denied"], unprivileged: true, prepare: { try oldFiles($0); chmod($0.path, 0o555) }),
    BadInput(
      name: "read-only file system", arguments: ["--svg", "-o", "$OUT"], status: 73,
      culprit: ["app-lifecycle.svg", "read-only file system"], folder: .readOnlyTmpfs),
    BadInput(
      name: "full disk (a 64 KB tmpfs)", arguments: ["--svg", "--png", "--pdf", "-o", "$OUT"], status: 73,
      culprit: ["no space left on device", "free some disk space"], folder: .tinyTmpfs),
    BadInput(
      name: "full disk, in a new folder", arguments: ["--png", "-o", "$OUT/new/deeper"], status: 73,
      culprit: ["new/deeper/app-lifecycle.png", "no space left on device"], folder: .tinyTmpfs),
  ]

  static let standardOutput: [BadInput] = [
    BadInput(
      name: "standard output is full (/dev/full)", arguments: ["--svg", "--model", "app", "-o", "-"], status: 74,
      culprit: ["standard output", "no space left on device"], standardOutput: "/dev/full"),
  ]

  static let graphviz: [BadInput] = [
    BadInput(
      name: "no Graphviz plugin configuration", arguments: ["--svg", "-o", "$OUT"], status: 69,
      culprit: ["plugin configuration", "dot -c"], plugins: .empty),
    BadInput(
      name: "GVBINDIR does not exist", arguments: ["--png", "-o", "$OUT"], status: 69,
      culprit: ["plugin configuration", "libgvc6"], environment: ["GVBINDIR": "/nonexistent/graphviz"]),
    BadInput(
      name: "Graphviz fails mid-render (no cairo plugin for PNG)", arguments: ["--svg", "--png", "-o", "$OUT"],
      status: 70, culprit: ["'AppLifecycle'", "png plugin is missing", "libgvc6"], plugins: .withoutCairo),
    BadInput(
      name: "Graphviz fails mid-render (no cairo plugin for PDF)", arguments: ["--model", "scene", "--dot", "--pdf", "-o", "$OUT"],
      status: 70, culprit: ["'SceneLifecycle'", "pdf plugin is missing"], plugins: .withoutCairo),
  ]
}
