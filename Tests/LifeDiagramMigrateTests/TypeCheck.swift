import Foundation
import Testing

/// Type-checks Swift files against the UIKit stub (`UIKitStub/UIKit.swift`, compiled once per test run into a
/// module named UIKit), with the toolchain's `swiftc`: what `migrate` writes must compile in the user's app.
enum TypeCheck {
  /// The compiler: `SWIFTC`, else `swiftc` on the PATH.
  static let compiler: String? = {
    if let given = ProcessInfo.processInfo.environment["SWIFTC"], !given.isEmpty { return given }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    return path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// The folder holding the stub's module, or the compiler's complaint.
  static let stubModule: Result<URL, TypeCheckFailure> = {
    guard let compiler else { return .failure(TypeCheckFailure(message: "no swiftc on the PATH (set SWIFTC)")) }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifediagram-uikit-stub-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let stub = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("UIKitStub/UIKit.swift")
    let result = run(compiler, [
      "-emit-module", "-module-name", "UIKit", "-parse-as-library", "-swift-version", "5", stub.path,
      "-emit-module-path", folder.appendingPathComponent("UIKit.swiftmodule").path,
    ])
    return result.status == 0 ? .success(folder) : .failure(TypeCheckFailure(message: "the stub: \(result.output)"))
  }()

  /// The compiler's errors for the files, as one module; empty when they type-check.
  static func errors(_ files: [(name: String, text: String)], module: String) throws -> String {
    let stub = try stubModule.get()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifediagram-typecheck-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for (index, file) in files.enumerated() {
      let url = folder.appendingPathComponent("\(index)-\(file.name)")
      try file.text.write(to: url, atomically: true, encoding: .utf8)
      paths.append(url.path)
    }
    let result = run(compiler ?? "swiftc", ["-typecheck", "-I", stub.path, "-module-name", module, "-swift-version", "5"] + paths)
    return result.status == 0 ? "" : result.output
  }

  private static func run(_ program: String, _ arguments: [String]) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do { try process.run() } catch { return (-1, "\(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

struct TypeCheckFailure: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
