import LifeDiagram
import LifeDiagramGraphviz
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends the process with one clear line and exit 69 when Graphviz does not start in time.
///
/// Graphviz 2.42 reads its plugin configuration (`config6a`) with a parser that loops for ever on a truncated
/// or corrupt file, at 100% CPU, inside `gvContext()`: no error ever comes back. The loop cannot be interrupted
/// from Swift, so a thread watches the clock instead.
enum StartupWatchdog {
  /// Seconds Graphviz may take to start (it normally takes a few milliseconds): 5, or
  /// `LIFEDIAGRAM_STARTUP_TIMEOUT` (1 to 60).
  static let limit = secondsFromEnvironment("LIFEDIAGRAM_STARTUP_TIMEOUT", standard: 5, range: 1...60)

  private static let finished = Atomic<Bool>(false)
  private static let watching = Atomic<Bool>(false)

  /// Runs `start`; if it has not returned after ``limit`` seconds, prints the error and exits with 69.
  ///
  /// Two threads may guard the same start (Graphviz begun early on its own thread, then awaited by the
  /// command): one watchdog serves both, so the error is printed once.
  static func guarding<Result>(_ start: () -> Result) -> Result {
    if finished.load(ordering: .acquiring) { return start() }
    if !watching.exchange(true, ordering: .acquiringAndReleasing) {
      _ = runOnDetachedThread { StartupWatchdog.watch() }
    }
    let result = start()
    finished.store(true, ordering: .releasing)
    return result
  }

  private static func watch() {
    for _ in 0..<(limit * 20) {
      if finished.load(ordering: .acquiring) { return }
      usleep(50_000)
    }
    if finished.load(ordering: .acquiring) { return }
    let folder = getenv("GVBINDIR").map { "'\(String(cString: $0))'" } ?? "Graphviz's plugin folder"
    Output.error(
      "Graphviz did not start within \(limit) second\(limit == 1 ? "" : "s"): its plugin configuration (\(Graphviz.pluginConfigurationFile) "
        + "in \(folder)) is probably corrupt; \(Graphviz.pluginFixText)")
    _exit(ExitStatus.unavailable.rawValue)
  }
}
