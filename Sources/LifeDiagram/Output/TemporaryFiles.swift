#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization

/// The temporary files being written right now, so an interrupted run (SIGINT, SIGTERM) can remove them.
public final class TemporaryFiles: Sendable {
  /// The process's registry.
  public static let shared = TemporaryFiles()

  private let paths = Mutex<[String]>([])

  func register(_ path: String) { paths.withLock { $0.append(path) } }

  func unregister(_ removed: [String]) {
    paths.withLock { $0.removeAll { removed.contains($0) } }
  }

  /// Removes every registered temporary file. Meant for a signal handler's last act before exiting.
  public func removeAll() {
    let current = paths.withLock { $0 }
    for path in current { unlink(path) }
  }
}
