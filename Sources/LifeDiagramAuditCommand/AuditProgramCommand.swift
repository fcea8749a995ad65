import ArgumentParser
import LifeDiagramAudit
import LifeDiagramCLI
import LifeDiagramSourceIndex

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `lifediagram-audit`, the program `lifediagram audit` runs (USAGE.md, "Audit your app"): the audit's options,
/// run with swift-syntax's source reader, which only this program links. Run alone, it is `lifediagram audit`.
/// A library of its own, so the tests run it in-process as the program does (Sources/lifediagram-audit/main.swift).
public struct AuditProgramCommand: ParsableCommand {
  public static let configuration = LifeDiagramCommand.auditConfiguration

  @OptionGroup var options: AuditOptions

  public init() {}

  public func run() throws {
    try options.run { files, disabled in
      try Auditor().audit(files.map { AuditInput(path: $0.path, bytes: $0.bytes) }, disabled: disabled)
    }
  }

  /// Parses the command line, runs, and ends the process with the tool's exit code; errors are one line, as
  /// `lifediagram`'s are.
  public static func main() {
    Interrupts.install()
    let arguments = Array(CommandLine.arguments.dropFirst())
    // `lifediagram migrate` says so in the environment; the arguments are the user's as typed.
    let migrates = getenv(AuditProgram.commandVariable).map { String(cString: $0) } == "migrate"
    unsetenv(AuditProgram.commandVariable)
    let code =
      migrates
      ? LifeDiagramCommand.run(MigrateProgramCommand.self, arguments) : LifeDiagramCommand.run(Self.self, arguments)
    fflush(nil)
    _exit(code)
  }
}
