import Foundation
import PackagePlugin

/// Runs lifediagram, built from this package, in `folder` (the package's or the Xcode project's root), so paths
/// are read and written relative to it; `lifediagram audit` is told where SwiftPM put lifediagram-audit. Throws
/// lifediagram's non-zero status after saying it as a diagnostic. Shared by both plugins (this file is linked
/// into LifeDiagramCheckPlugin).
func runLifeDiagram(
  _ arguments: [String], in folder: URL, tool: (String) throws -> URL
) throws {
  let program = try tool("lifediagram")
  let audit = try tool("lifediagram-audit")
  let process = Process()
  process.executableURL = program
  process.arguments = arguments
  process.currentDirectoryURL = folder
  process.environment = ProcessInfo.processInfo.environment.merging(["LIFEDIAGRAM_AUDIT": audit.path]) { _, new in new }
  try process.run()
  process.waitUntilExit()
  let status = process.terminationStatus
  guard status == 0 else {
    Diagnostics.error("lifediagram \(arguments.first ?? "") exited with status \(status)")
    throw PluginExit(status: status)
  }
}

/// lifediagram's own non-zero exit status (1 for a stale `check`, 64 for a bad command line, …).
struct PluginExit: Error, CustomStringConvertible {
  var status: Int32
  var description: String { "lifediagram exited with status \(status)" }
}
