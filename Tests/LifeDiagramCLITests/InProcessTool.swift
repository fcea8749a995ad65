import Foundation
import LifeDiagramAuditCommand
import LifeDiagramCLI
import LifeDiagramTestSupport
import Synchronization

/// The `lifediagram` command run inside the test process, through ``LifeDiagramCommand/run(_:console:)`` with a
/// console that keeps what the run printed, for what a program cannot be given from outside: a standard output that
/// is a terminal of a given width, and the debug build's hooks (`LIFEDIAGRAM_TEST_VERIFY_POINTS`). `audit` and
/// `migrate` run `lifediagram-audit`'s commands (``AuditProgramCommand``, ``MigrateProgramCommand``) with the
/// arguments after them, as the program `lifediagram audit` hands them on to. A run `in` a folder has it as its
/// working folder (the console's, not the process's).
///
/// Every other command test runs the built program (``BuiltBinary``), as a user does: `make test` names the release
/// build, whose run of a command costs less than the parse alone in the test process, where the debug build of
/// ArgumentParser checks the whole command tree on every parse. Those checks still run here, on the commands the
/// in-process tests parse.
struct InProcessTool: Sendable {
  /// Runs the command with `arguments`, `environment` over the process's (a `.lifediagram.yml` is ignored unless
  /// `environment` sets `LIFEDIAGRAM_NO_CONFIG` itself, as ``BuiltBinary`` does), and `stdin` as standard input.
  /// Relative paths are read from `directory`, else from the test process's working folder, as a program started
  /// without one would. `terminalWidth`: standard output is a terminal that wide (by default, none).
  func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], stdin: Data? = nil,
    terminalWidth: Int? = nil
  ) throws -> BuiltBinary.Run {
    let printed = Printed()
    let variables = ["LIFEDIAGRAM_NO_CONFIG": "1"].merging(environment) { _, given in given }
    let input = try stdin.map(Self.descriptor(reading:))
    defer { if let input { close(input) } }
    let console = Console(
      writeOutput: { bytes in printed.output.withLock { $0.append(contentsOf: bytes) }; return nil },
      writeError: { line in printed.error.withLock { $0 += line } },
      standardInput: input ?? open("/dev/null", O_RDONLY | O_CLOEXEC),
      environment: { name in variables[name] ?? ProcessInfo.processInfo.environment[name] },
      terminalWidth: { terminalWidth }, workingFolder: directory?.path)
    let status =
      switch arguments.first {
      case "audit": LifeDiagramCommand.run(AuditProgramCommand.self, Array(arguments.dropFirst()), console: console)
      case "migrate": LifeDiagramCommand.run(MigrateProgramCommand.self, Array(arguments.dropFirst()), console: console)
      default: LifeDiagramCommand.run(arguments, console: console)
      }
    if input == nil { close(console.standardInput) }
    return BuiltBinary.Run(
      status: status, standardOutput: Data(printed.output.withLock { $0 }), standardError: printed.error.withLock { $0 })
  }

  /// A descriptor that reads `data` from its start: an unlinked temporary file.
  private static func descriptor(reading data: Data) throws -> Int32 {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("lifediagram-stdin-\(UUID().uuidString)")
    try data.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw CocoaError(.fileReadUnknown) }
    return descriptor
  }

  /// What one run printed.
  private final class Printed: Sendable {
    let output = Mutex<[UInt8]>([])
    let error = Mutex("")
  }
}
