import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Flushes written files to disk (`fsync`) and closes them on a background queue, in the order they were handed
/// over, while the run goes on rendering the next file; ``finish()`` waits for them all.
///
/// A run's files are renamed into place only after ``finish()`` returns without an error, so the guarantee is the
/// same as flushing each file before writing the next: no file is renamed into place before it is on disk. The
/// waiting overlaps with rendering instead of adding to it.
package final class Flusher: Sendable {
  private let queue = DispatchQueue(label: "lifediagram.flush")
  private let group = DispatchGroup()
  /// The first failure, in the order the files were handed over.
  private let failure = Mutex<FileError?>(nil)

  /// Takes over the open file `fd` (written in full): flushes it to disk and closes it. `shown` names it in an error.
  package func flush(_ fd: Int32, reportedAs shown: String) {
    queue.async(group: group) { [self] in
      let flushed = fsync(fd) == 0 || errno == EINVAL
      let error = flushed ? nil : FileError.current(path: shown)
      let closed = close(fd) == 0 || errno == EINTR
      guard let error = error ?? (closed ? nil : FileError.current(path: shown)) else { return }
      failure.withLock { if $0 == nil { $0 = error } }
    }
  }

  /// Waits until every file handed over is flushed and closed; throws the first that could not be.
  package func finish() throws(FileError) {
    group.wait()
    if let error = failure.withLock({ $0 }) { throw error }
  }
}
