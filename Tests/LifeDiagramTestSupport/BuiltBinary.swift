import Foundation

/// The `lifediagram` executable in `.build`, run as a user would run it.
///
/// It is the release binary (`make build`) when that is newer than every source file, else the debug one that
/// `swift test` builds when that is, so a test never runs a binary older than the code it tests; with neither,
/// every use throws ``BinaryMissing`` and the test fails (the run goes on). `LIFEDIAGRAM_BINARY` names another.
/// A test of the debug-only test hooks asks for the debug build.
public struct BuiltBinary: Sendable {
  /// A build configuration.
  public enum Build: String, Sendable { case release, debug }

  private let found: Result<String, BinaryMissing>

  /// Finds the binary of the first of `builds` that is as new as the sources, or the reason there is none.
  public init(_ builds: [Build] = [.release, .debug]) {
    found = BuiltBinary.locate(builds)
  }

  /// The executable's path.
  public var path: String {
    get throws(BinaryMissing) { try found.get() }
  }

  private static func locate(_ builds: [Build]) -> Result<String, BinaryMissing> {
    if let explicit = ProcessInfo.processInfo.environment["LIFEDIAGRAM_BINARY"] { return .success(explicit) }
    let candidates = builds.map { root.appendingPathComponent(".build/\($0.rawValue)/lifediagram").path }
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
      if let built = modification(of: URL(fileURLWithPath: candidate)), built >= newestSource { return .success(candidate) }
    }
    return .failure(BinaryMissing(candidates: candidates))
  }

  /// The package's folder.
  private static let root: URL = {
    var root = URL(fileURLWithPath: #filePath)
    while root.path != "/" && !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
      root.deleteLastPathComponent()
    }
    return root
  }()

  /// When a source file was last changed.
  private static let newestSource = newestModification(
    under: [root.appendingPathComponent("Sources"), root.appendingPathComponent("Package.swift")])

  private static func modification(of url: URL) -> Date? {
    (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
  }

  private static func newestModification(under roots: [URL]) -> Date {
    var newest = Date.distantPast
    for root in roots {
      newest = max(newest, modification(of: root) ?? .distantPast)
      let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.contentModificationDateKey])
      while let file = files?.nextObject() as? URL { newest = max(newest, modification(of: file) ?? .distantPast) }
    }
    return newest
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
    process.executableURL = URL(fileURLWithPath: try path)
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

/// No binary as new as the sources.
public struct BinaryMissing: Error, CustomStringConvertible {
  let candidates: [String]
  public var description: String {
    "no lifediagram binary as new as the sources (looked at \(candidates)); run 'swift build' or 'make build'"
  }
}

/// A fresh temporary folder, removed when the test is done with it.
public final class TemporaryFolder: Sendable {
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
