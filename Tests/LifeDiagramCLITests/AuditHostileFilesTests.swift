import Foundation
import LifeDiagramTestSupport
import Testing

/// `audit` reads what it says it reads (issue #40, item 5): a name that is not UTF-8 is never passed over in
/// silence, a path longer than `PATH_MAX` is read, a path typed on the command line is opened by its bytes, and a
/// file past a bound ends the run naming it.
@Suite struct AuditHostileFilesTests {
  let binary = BuiltBinary()
  static let delegate = try! String(
    contentsOf: BuiltBinary.root.appendingPathComponent("Examples/MigratingApp/AppDelegate.swift"), encoding: .utf8)

  /// Runs `script` in `bash` in `folder`, with `$0` the binary and `input` on standard input: names that are not
  /// UTF-8 are made with `printf`.
  func shell(_ script: String, input: String = "", in folder: TemporaryFolder) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script, try binary.path]
    process.currentDirectoryURL = folder.url
    process.environment = ProcessInfo.processInfo.environment.merging(["LIFEDIAGRAM_NO_CONFIG": "1"]) { _, new in new }
    let out = Pipe()
    let err = Pipe()
    let inPipe = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = inPipe
    try process.run()
    inPipe.fileHandleForWriting.write(Data(input.utf8))
    try inPipe.fileHandleForWriting.close()
    let output = out.fileHandleForReading.readDataToEndOfFile()
    let error = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
  }

  @Test func aSourceNamedInBytesThatAreNotUTF8EndsTheRunNamingIt() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.path("App"), withIntermediateDirectories: true)
    try Self.delegate.write(toFile: folder.path("App/AppDelegate.swift"), atomically: true, encoding: .utf8)
    let run = try shell(#"cp App/AppDelegate.swift "App/$(printf 'caf\351').swift" && exec "$0" audit App"#, in: folder)
    #expect(run.status == 66)
    #expect(run.error == "lifediagram: error: cannot read the source file 'App/caf\\xE9.swift': its name is not UTF-8, so the audit's reports cannot name it; rename it, or leave its folder out\n", "\(run.error)")
  }

  /// A folder to write into typed in bytes that are not UTF-8 is refused naming it as typed, and nothing is written
  /// (to the folder Swift's decoding would name, `caf\u{FFFD}`, or any other): issue #58, item 3.
  @Test(arguments: [["--svg", "-o"], ["docs", "-o"], ["check", "-o"], ["audit", "App", "--svg", "-o"]])
  func anOutputFolderTypedInBytesThatAreNotUTF8IsRefused(command: [String]) throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.path("App"), withIntermediateDirectories: true)
    try Self.delegate.write(toFile: folder.path("App/AppDelegate.swift"), atomically: true, encoding: .utf8)
    let run = try shell(#"exec "$0" \#(command.joined(separator: " ")) "$(printf 'caf\351')""#, in: folder)
    #expect(run.status == 64, "\(run.error)")
    #expect(run.error.hasPrefix("lifediagram: error: the folder 'caf\\xE9' is not named in UTF-8"), "\(run.error)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path(".")).sorted() == ["App"])
  }

  @Test func aFolderTypedInBytesThatAreNotUTF8IsOpenedAsTyped() throws {
    let folder = try TemporaryFolder()
    let script = #"d=$(printf 'App\377'); mkdir "$d" && cat > "$d/AppDelegate.swift" && exec "$0" audit "$d""#
    let process = try shell(script, input: Self.delegate, in: folder)
    #expect(process.status == 1, "\(process.error)")
    #expect(process.output.hasPrefix("App\\xFF/AppDelegate.swift:"), "\(process.output)")
  }

  @Test func aPathLongerThanPathMaxIsRead() throws {
    let folder = try TemporaryFolder()
    // 25 folders of 200 bytes: a path of over 5,000 bytes, past Linux's PATH_MAX of 4,096.
    let name = String(repeating: "d", count: 200)
    let script = #"n=\#(name); (for i in $(seq 25); do mkdir "$n" && cd "$n" || exit 1; done; cat > AppDelegate.swift) && exec "$0" audit ."#
    let run = try shell(script, input: Self.delegate, in: folder)
    #expect(run.status == 1, "\(run.error)")
    #expect(run.output.contains("/AppDelegate.swift:21:3: warning: "), "\(run.output.prefix(300))")
    #expect(run.output.split(separator: "\n").first.map { $0.utf8.count > 5_000 } == true)
  }

  @Test func aFileNestedPastTheBoundEndsTheRunNamingIt() throws {
    let folder = try TemporaryFolder()
    try ("let x = " + String(repeating: "[", count: 30) + "\n").write(toFile: folder.path("Deep.swift"), atomically: true, encoding: .utf8)
    let run = try binary.run(["audit", "Deep.swift"], in: folder.url)
    #expect(run.status == 65)
    #expect(run.standardError.hasPrefix("lifediagram: error: 'Deep.swift' opens more than 16 '[' in a row"), "\(run.standardError)")
    #expect(run.standardError.split(separator: "\n").count == 1)
  }

  /// The time bound, past it: the debug build's hook makes every parse take 3 s, the bound is 1 s.
  @Test func aFileSlowerThanTheTimeBoundEndsTheRunNamingIt() async throws {
    let folder = try TemporaryFolder()
    try Self.delegate.write(toFile: folder.path("AppDelegate.swift"), atomically: true, encoding: .utf8)
    let run = try await Launch(
      try BuiltBinary([.debug]).path, ["audit", "AppDelegate.swift"],
      environment: ["LIFEDIAGRAM_TEST_SLOW_PARSE": "1", "LIFEDIAGRAM_AUDIT_FILE_SECONDS": "1", "LIFEDIAGRAM_NO_CONFIG": "1"],
      directory: folder.url
    ).finish(within: 60)
    #expect(run.status == 65)
    #expect(run.standardError == "lifediagram: error: 'AppDelegate.swift' took more than 1 second to parse, the audit's bound per file (LIFEDIAGRAM_AUDIT_FILE_SECONDS); leave it out of the paths audited\n", "\(run.standardError)")
  }
}

/// The size bounds, just past them: a source file over 16 MiB (named, or found in a folder) and a log over 64 MiB
/// end the run with exit 65, one line naming the file and the bound; nothing is read past it.
@Suite struct InputSizeBoundTests {
  let binary = BuiltBinary()

  func file(_ name: String, bytes: Int, in folder: TemporaryFolder) throws {
    _ = FileManager.default.createFile(atPath: folder.path(name), contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path(name)))
    let line = Data(String(repeating: "/", count: 1023).utf8 + [0x0A])
    for _ in 0..<(bytes / 1024) { handle.write(line) }
    handle.write(Data(repeating: 0x20, count: bytes % 1024))
    try handle.close()
  }

  @Test func aSourceJustOverSixteenMiBEndsTheAudit() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.path("App"), withIntermediateDirectories: true)
    try file("App/Big.swift", bytes: (16 << 20) + 1, in: folder)
    for path in ["App/Big.swift", "App"] {
      let run = try binary.run(["audit", path], in: folder.url)
      #expect(run.status == 65, "\(path): \(run.standardError)")
      #expect(run.standardError == "lifediagram: error: the source file 'App/Big.swift' is larger than 16 MiB; leave it out of the paths audit reads\n", "\(run.standardError)")
    }
  }

  @Test func aLogJustOverSixtyFourMiBEndsVerify() throws {
    let folder = try TemporaryFolder()
    try file("big.log", bytes: (64 << 20) + 1, in: folder)
    let run = try binary.run(["verify", "big.log", "--model", "app"], in: folder.url)
    #expect(run.status == 65, "\(run.standardError)")
    #expect(run.standardError.contains("'big.log' is larger than 64 MiB"), "\(run.standardError)")
    #expect(run.standardError.split(separator: "\n").count == 1)
  }
}
