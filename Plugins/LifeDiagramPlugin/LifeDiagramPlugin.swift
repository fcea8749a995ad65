import Foundation
import PackagePlugin

/// `swift package lifediagram …`: runs lifediagram, built from this package, in the package that depends on it,
/// with the package's root as the working folder, so `docs -o Docs`, `check`, `audit Sources` and `verify` read
/// and write paths relative to that root. `docs` writes into the package, so SwiftPM asks for
/// `--allow-writing-to-package-directory` (Xcode asks in a dialog).
@main
struct LifeDiagramPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    // `lifediagram audit` runs lifediagram-audit: SwiftPM places the two tools where it likes, so say where.
    let audit = try context.tool(named: "lifediagram-audit")
    let tool = try context.tool(named: "lifediagram")
    let status = try run(tool.url, arguments, in: context.package.directoryURL, environment: ["LIFEDIAGRAM_AUDIT": audit.url.path])
    if status != 0 {
      Diagnostics.error("lifediagram \(arguments.first ?? "") exited with status \(status)")
      throw PluginExit(status: status)
    }
  }

  /// Runs the program with its output on the plugin's own and `environment` added, and returns its exit status.
  private func run(_ program: URL, _ arguments: [String], in folder: URL, environment: [String: String]) throws -> Int32 {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}

/// lifediagram's own non-zero exit status (1 for a stale `check`, 64 for a bad command line, …).
struct PluginExit: Error, CustomStringConvertible {
  var status: Int32
  var description: String { "lifediagram exited with status \(status)" }
}
