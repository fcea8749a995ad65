import Foundation
import Synchronization
import Testing

/// An output folder for a bad-input case: a plain temporary folder, or a tmpfs mounted for the case.
struct OutputFolder {
  enum Kind: Sendable {
    /// A folder under the temporary directory.
    case temporary
    /// A 64 KB tmpfs: a full disk after the first large file.
    case tinyTmpfs
    /// A tmpfs remounted read-only once the old files are in it.
    case readOnlyTmpfs
  }

  let url: URL
  let kind: Kind

  init(_ kind: Kind) throws {
    self.kind = kind
    url = FileManager.default.temporaryDirectory.appendingPathComponent("lifediagram-bad-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    if kind != .temporary { try Self.shell("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", url.path) }
  }

  /// Called after the old files are written: makes a read-only tmpfs read-only.
  func seal() throws {
    if kind == .readOnlyTmpfs { try Self.shell("mount", "-o", "remount,ro", url.path) }
  }

  func tearDown() {
    if kind != .temporary { try? Self.shell("umount", url.path) }
    chmod(url.path, 0o755)
    try? FileManager.default.removeItem(at: url)
  }

  /// Every file and folder below, hidden ones included: path → bytes (nil for a folder).
  func snapshot() throws -> [String: [UInt8]?] {
    var result: [String: [UInt8]?] = [:]
    func walk(_ folder: URL, _ prefix: String) throws {
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
        let item = folder.appendingPathComponent(name)
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: item.path, isDirectory: &isFolder)
        if isFolder.boolValue {
          result[prefix + name + "/"] = .some(nil)
          try walk(item, prefix + name + "/")
        } else {
          result[prefix + name] = Array(try Data(contentsOf: item))
        }
      }
    }
    try walk(url, "")
    return result
  }

  /// Whether this process may mount a tmpfs and run the tool as another user (root, with mount and setpriv).
  static let canMountAndDropPrivileges: Bool = {
    guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
      let probe = try? OutputFolder(.tinyTmpfs)
    else { return false }
    probe.tearDown()
    return true
  }()

  private static func shell(_ arguments: String...) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw ShellFailure(command: arguments.joined(separator: " ")) }
  }

  struct ShellFailure: Error { var command: String }
}

/// A Graphviz plugin folder for `GVBINDIR`: none at all, or every plugin but cairo's (so SVG renders and PNG
/// and PDF fail in the middle of a run).
enum GraphvizPlugins: Sendable {
  case empty
  case withoutCairo

  /// The installed plugin folder (where `config6a` or `config8` is): `GVBINDIR` when the tests run with one
  /// (the Graphviz the binary then uses, e.g. scripts/try-graphviz14's), else the usual places.
  static let installed: URL? = ([ProcessInfo.processInfo.environment["GVBINDIR"]].compactMap { $0 } + [
    "/usr/lib/x86_64-linux-gnu/graphviz", "/usr/lib/aarch64-linux-gnu/graphviz", "/usr/lib64/graphviz",
    "/usr/lib/graphviz", "/usr/local/lib/graphviz", "/opt/homebrew/lib/graphviz",
  ]).map { URL(fileURLWithPath: $0) }.first { folder in
    ["config6a", "config8"].contains { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
  }

  /// Creates the folder and returns its path.
  func folder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifediagram-gvbindir-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    guard self == .withoutCairo else { return folder.path }
    guard let installed = Self.installed else { throw NoGraphviz() }
    let kept = ["core", "dot_layout", "neato_layout"]
    for configName in ["config6a", "config8"] {
      guard let config = try? String(contentsOf: installed.appendingPathComponent(configName), encoding: .utf8) else {
        continue
      }
      // A plugin's block starts with an unindented line naming its library; keep the blocks of the kept plugins.
      var keeping = false
      var lines: [Substring] = []
      for line in config.split(separator: "\n", omittingEmptySubsequences: false) {
        if let first = line.first, !first.isWhitespace, first != "#", first != "}" {
          keeping = kept.contains { line.hasPrefix("libgvplugin_\($0).") }
          if keeping, let library = line.split(separator: " ").first {
            try FileManager.default.createSymbolicLink(
              at: folder.appendingPathComponent(String(library)),
              withDestinationURL: installed.appendingPathComponent(String(library)))
          }
        }
        if keeping { lines.append(line) }
      }
      try (lines.joined(separator: "\n") + "\n").write(
        to: folder.appendingPathComponent(configName), atomically: true, encoding: .utf8)
    }
    return folder.path
  }

  struct NoGraphviz: Error {}
}

/// The binary started in the background, so a test can signal it; its output goes to files.
final class Launch {
  private let process = Process()
  private let capture: URL
  private let started = Date()
  /// When the program ended, as its termination handler saw it.
  private let ended = Ended()

  private final class Ended: Sendable {
    let date = Mutex<Date?>(nil)
  }

  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
    /// How long the program ran, from its start to its end: not how long the test took to look (an async test
    /// may resume well after the program ended).
    var seconds: Double = 0
  }

  /// Starts `executable`; `prefix` is a command that runs it (e.g. `prlimit --fsize=8192`), `directory` the
  /// working folder.
  init(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:], unprivileged: Bool = false,
    standardOutput: String? = nil, prefix: [String] = [], directory: URL? = nil
  ) throws {
    capture = FileManager.default.temporaryDirectory.appendingPathComponent("lifediagram-launch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: capture, withIntermediateDirectories: true)
    for name in ["out", "err"] {
      _ = FileManager.default.createFile(atPath: capture.appendingPathComponent(name).path, contents: nil)
    }
    if unprivileged && geteuid() == 0 {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
      process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", executable] + arguments
    } else if let command = prefix.first {
      process.executableURL = URL(fileURLWithPath: command)
      process.arguments = Array(prefix.dropFirst()) + [executable] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
    }
    if let directory { process.currentDirectoryURL = directory }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: standardOutput ?? capture.appendingPathComponent("out").path))
    process.standardError = try FileHandle(forWritingTo: capture.appendingPathComponent("err"))
    process.standardInput = FileHandle.nullDevice
    let ended = ended
    process.terminationHandler = { _ in ended.date.withLock { $0 = Date() } }
    try process.run()
  }

  var processIdentifier: Int32 { process.processIdentifier }
  var isRunning: Bool { process.isRunning }

  /// Waits for the run; one still running after `seconds` is killed (SIGKILL) and reported as status -9.
  func wait(seconds: Double) -> Result {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      var result = wait()
      result.status = -9
      return result
    }
    return wait()
  }

  /// ``wait(seconds:)`` for an async test: the test's thread is given back while the program runs, so a program
  /// that waits out a timeout leaves its core to the other tests.
  func finish(within seconds: Double = 60) async -> Result {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { try? await Task.sleep(for: .milliseconds(20)) }
    return wait(seconds: 0)
  }

  func wait() -> Result {
    process.waitUntilExit()
    defer { try? FileManager.default.removeItem(at: capture) }
    let read = { (name: String) in
      (try? String(contentsOf: self.capture.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }
    let end = ended.date.withLock { $0 } ?? Date()
    return Result(
      status: process.terminationStatus, standardOutput: read("out"), standardError: read("err"),
      seconds: end.timeIntervalSince(started))
  }
}

/// util-linux's `prlimit`, which runs a program under a resource limit (Linux): the tests that hold a run to a
/// memory or file-size bound need it, and say so where it is missing (macOS).
enum ResourceLimit {
  static let prlimit = "/usr/bin/prlimit"
  static let isAvailable = FileManager.default.isExecutableFile(atPath: prlimit)
  static let missing = Comment(rawValue: "needs util-linux's /usr/bin/prlimit (Linux) to limit the run's memory or file size")
}
