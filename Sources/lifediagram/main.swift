import LifeDiagramCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

Interrupts.install()
let code = LifeDiagramCommand.run(Array(CommandLine.arguments.dropFirst()))
// `_exit`, not `exit`: Graphviz may still be starting on its own thread (when a command fails before it draws),
// and exit's library destructors would run under it. Nothing the tool writes waits for them: its files are
// written and closed, and standard output and error are flushed here.
fflush(nil)
_exit(code)
