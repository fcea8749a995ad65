import LifeDiagramCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

Interrupts.install()
exit(LifeDiagramCommand.run(Array(CommandLine.arguments.dropFirst())))
