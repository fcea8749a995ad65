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

  /// clang, beside swiftc (the Swift toolchain ships it), else on the PATH.
  static let clang: String? = {
    if let compiler, case let beside = URL(fileURLWithPath: compiler).deletingLastPathComponent().appendingPathComponent("clang").path,
      FileManager.default.isExecutableFile(atPath: beside)
    {
      return beside
    }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    return path.split(separator: ":").map { "\($0)/clang" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// clang's errors and warnings for each Objective-C implementation among the files (headers beside them),
  /// checked against the UIKit stub (`UIKitStub/ObjC/UIKit/UIKit.h`) for iOS, warnings as errors; empty when all pass.
  static func objectiveCErrors(_ files: [(name: String, text: String)]) throws -> String {
    guard let clang else { throw TypeCheckFailure(message: "no clang beside swiftc or on the PATH") }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifediagram-objc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in files { try file.text.write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8) }
    let stub = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("UIKitStub/ObjC").path
    var output = ""
    for file in files where file.name.hasSuffix(".m") {
      let result = run(clang, [
        "-fsyntax-only", "-Werror", "-fobjc-arc", "-fobjc-runtime=ios-17.0", "-target", "arm64-apple-ios17.0", "-x",
        "objective-c", "-I", stub, "-I", folder.path, folder.appendingPathComponent(file.name).path,
      ])
      if result.status != 0 { output += result.output }
    }
    return output
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
