import Foundation

/// The `lifediagram` executable in `.build`, run as a user would run it.
///
/// Of the release binary (`make build`) and the debug one, it is the one built last: `swift test` (or
/// `swift test -c release`) brings its own configuration's binary up to date before the tests run, so the newer
/// of the two is always as new as the code. `LIFEDIAGRAM_BINARY` names the binary instead: `make test` builds
/// the release binary and names it, so the tests run the faster one. With none, every use throws
/// ``BinaryMissing`` and the test fails (the run goes on). A test of the debug-only test hooks asks for the debug
/// build, whatever `LIFEDIAGRAM_BINARY` says: `LIFEDIAGRAM_DEBUG_BINARY` names it (`make test` builds it in its
/// own build folder, `.build-test`), else `.build/debug`.
public struct BuiltBinary: Sendable {
  /// A build configuration.
  public enum Build: String, Sendable { case release, debug }

  private let found: Result<String, BinaryMissing>

  /// Finds the most recently built binary of `builds`, or the reason there is none.
  public init(_ builds: [Build] = [.release, .debug]) {
    found = BuiltBinary.locate(builds)
  }

  /// Whether one of the builds asked for is there.
  public var isBuilt: Bool { (try? found.get()) != nil }

  /// The executable's path.
  public var path: String {
    get throws(BinaryMissing) { try found.get() }
  }

  private static func locate(_ builds: [Build]) -> Result<String, BinaryMissing> {
    let environment = ProcessInfo.processInfo.environment
    if builds.count > 1, let explicit = environment["LIFEDIAGRAM_BINARY"] { return .success(explicit) }
    if builds == [.debug], let explicit = environment["LIFEDIAGRAM_DEBUG_BINARY"] { return .success(explicit) }
    let candidates = builds.map { root.appendingPathComponent(".build/\($0.rawValue)/lifediagram").path }
    let built = candidates.compactMap { path -> (String, Date)? in
      guard FileManager.default.isExecutableFile(atPath: path),
        let date = (try? URL(fileURLWithPath: path).resourceValues(forKeys: [.contentModificationDateKey]))?
          .contentModificationDate
      else { return nil }
      return (path, date)
    }
    guard let newest = built.max(by: { $0.1 < $1.1 }) else { return .failure(BinaryMissing(candidates: candidates)) }
    return .success(newest.0)
  }

  /// The package's root folder.
  public static let root: URL = {
    var root = URL(fileURLWithPath: #filePath)
    while root.path != "/" && !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
      root.deleteLastPathComponent()
    }
    return root
  }()

  /// What one run printed and returned.
  public struct Run: Sendable {
    public var status: Int32
    public var standardOutput: Data
    public var standardError: String
    public var output: String { String(decoding: standardOutput, as: UTF8.self) }

    public init(status: Int32, standardOutput: Data, standardError: String) {
      (self.status, self.standardOutput, self.standardError) = (status, standardOutput, standardError)
    }
  }

  /// Runs the binary with `arguments` in `directory`, with extra environment variables and `stdin` as its standard
  /// input (none when nil). A `.lifediagram.yml` above a temporary folder is ignored (`LIFEDIAGRAM_NO_CONFIG=1`)
  /// unless `environment` sets that variable itself, as the config tests do.
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
    process.environment = ProcessInfo.processInfo.environment.merging(["LIFEDIAGRAM_NO_CONFIG": "1"].merging(environment) { _, new in new }) { _, new in new }
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

/// No binary built.
public struct BinaryMissing: Error, CustomStringConvertible {
  let candidates: [String]
  public var description: String {
    "lifediagram is not built (looked at \(candidates)); run 'swift build' or 'make build'"
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
