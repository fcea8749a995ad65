import ArgumentParser
import LifeDiagram
import LifeDiagramGraphviz

/// A command whose every run draws with Graphviz: Graphviz starts on a thread of its own while the command's
/// arguments are parsed and its model is read (``beginGraphvizStart()``).
protocol DrawsOnEveryRun: ParsableCommand {}

/// Starts Graphviz on a thread of its own, so that reading its plugin configuration and loading the layout plugin
/// overlap with parsing the arguments instead of adding to the start of every command that draws.
///
/// Only a start: ``graphvizEngine()`` waits for it, or starts Graphviz itself when nothing began it. The
/// watchdog guards this thread as it guards the command's. Nothing else runs on it, and the process ends
/// with `_exit`, whose end cannot run a library's destructors while this thread may still be inside it.
func beginGraphvizStart() {
  _ = runOnDetachedThread { _ = StartupWatchdog.guarding { Graphviz.shared } }
}

/// The process's Graphviz engine, or the one-line error that explains why there is none.
///
/// A corrupt plugin configuration can make Graphviz loop for ever while it starts, so a watchdog ends the
/// process with exit 69 when Graphviz has not started within ``StartupWatchdog/limit`` seconds.
func graphvizEngine() throws(CLIError) -> Graphviz {
  let engine = StartupWatchdog.guarding { Graphviz.shared }
  switch engine {
  case .success(let engine): return engine
  case .failure(let error): throw .unavailable(error)
  }
}
