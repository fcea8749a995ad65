import Foundation

/// The `lifediagram` executable `swift build` (or `swift test`) left in `.build`, run as a user would run it.
public struct BuiltBinary {
  /// The executable's path; `LIFEDIAGRAM_BINARY` overrides where it is looked for.
  public let path: String

  /// Finds the binary, or throws naming the command that builds it.
  public init(filePath: String = #filePath) throws {
    if let explicit = ProcessInfo.processInfo.environment["LIFEDIAGRAM_BINARY"] {
      path = explicit
      return
    }
    var root = URL(fileURLWithPath: filePath)
    while root.path != "/" && !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
      root.deleteLastPathComponent()
    }
    let candidates = ["debug", "release"].map { root.appendingPathComponent(".build/\($0)/lifediagram").path }
    guard let found = candidates.first(where: FileManager.default.isExecutableFile) else {
      throw BinaryMissing(candidates: candidates)
    }
    path = found
  }

  /// What one run printed and returned.
  public struct Run: Sendable {
    public var status: Int32
    public var standardOutput: Data
    public var standardError: String
    public var output: String { String(decoding: standardOutput, as: UTF8.self) }
  }

  /// Runs the binary with `arguments` in `directory`, with extra environment variables and `stdin` as its standard
  /// input (none when nil).
  public func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], stdin: Data? = nil
  ) throws -> Run {
    let capture = FileManager.default.temporaryDirectory.appendingPathComponent("lifediagram-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: capture, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: capture) }
    let outURL = capture.appendingPathComponent("out")
    let errURL = capture.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    process.standardOutput = out
    process.standardError = err
    if let stdin {
      let inURL = capture.appendingPathComponent("in")
      try stdin.write(to: inURL)
      process.standardInput = try FileHandle(forReadingFrom: inURL)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return Run(
      status: process.terminationStatus, standardOutput: try Data(contentsOf: outURL),
      standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }
}

struct BinaryMissing: Error, CustomStringConvertible {
  let candidates: [String]
  var description: String { "lifediagram is not built (looked at \(candidates)); run 'swift build' first" }
}

/// A fresh temporary folder, removed when the test is done with it.
public final class TemporaryFolder {
  public let url: URL

  public init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("lifediagram-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// The path of an entry in the folder.
  public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// The bytes of every file in a subfolder, by name, for comparing two outputs.
  public func contents(_ subfolder: String) throws -> [String: Data] {
    let folder = url.appendingPathComponent(subfolder)
    var result: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      result[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return result
  }

  /// The names of the files in the folder and below, sorted.
  public func listing() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: url.path)
    return ((enumerator?.allObjects as? [String]) ?? []).sorted()
  }
}
