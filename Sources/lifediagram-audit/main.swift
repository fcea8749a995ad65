import LifeDiagramAudit
import LifeDiagramCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `lifediagram audit` runs this program (USAGE.md, "Audit your app"): the same commands, with the audit's source
// reader, which links swift-syntax, plugged in. Run alone, it is `lifediagram audit`.
Interrupts.install()
LifeDiagramCommand.auditor = { inputs, disabled in try Auditor().audit(inputs.map { AuditInput(path: $0.path, bytes: $0.bytes) }, disabled: disabled) }
exit(LifeDiagramCommand.run(["audit"] + CommandLine.arguments.dropFirst()))
