import LifeDiagram
import LifeDiagramOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends an interrupted run cleanly: SIGINT, SIGTERM or SIGHUP removes the run's temporary files, leaves every
/// existing file as it was, prints one line and exits with 128 + the signal number (130, 143, 129).
///
/// The signals are blocked in every thread and taken by one thread that waits for them (`sigwait`), so the
/// clean-up is ordinary code, not a signal handler, and may take the temporary-file registry's lock.
public enum Interrupts {
  /// Blocks the signals and starts the thread that waits for them. Call it first thing in `main`, before any
  /// other thread exists, so every later thread inherits the blocked mask.
  public static func install() {
    signal(SIGPIPE, SIG_IGN)  // a closed pipe makes write() fail (exit 74) instead of killing the process
    signal(SIGXFSZ, SIG_IGN)  // past `ulimit -f`, write() fails with EFBIG (exit 73) instead of killing the process
    var signals = handledSignals()
    pthread_sigmask(SIG_BLOCK, &signals, nil)
    if !runOnDetachedThread({ Interrupts.waitAndExit() }) {
      pthread_sigmask(SIG_UNBLOCK, &signals, nil)  // no waiter: let the signals act as before
    }
  }

  private static func handledSignals() -> sigset_t {
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
    return signals
  }

  private static func waitAndExit() -> Never {
    var signals = handledSignals()
    var received: Int32 = 0
    while sigwait(&signals, &received) != 0 {}
    TemporaryFiles.shared.abandon { published in
      let name = received == SIGINT ? "SIGINT" : received == SIGTERM ? "SIGTERM" : "SIGHUP"
      Output.error(
        published
          ? "interrupted by \(name) after the output files were written"
          : "interrupted by \(name); no output file was changed")
      _exit(ExitStatus.interrupted(by: received))
    }
    _exit(ExitStatus.interrupted(by: received))
  }
}
