#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization

/// The temporary files being written right now, so an interrupted run (SIGINT, SIGTERM) can remove them.
///
/// Nothing here runs in a signal handler: the CLI waits for signals on an ordinary thread (`sigwait`), which calls
/// ``abandon()``. So the registry can use a plain lock, and the lock also orders the interruption against the
/// writer: a temporary file is created and registered in one locked step, and a run's renames happen in one
/// locked step, so an interruption sees either every file of the run still staged (and removes them) or none.
public final class TemporaryFiles: Sendable {
  /// The process's registry.
  public static let shared = TemporaryFiles()

  private struct State {
    var paths: [String] = []
    /// Folders the running write created, outermost first; removed (if still empty) on interruption.
    var folders: [String] = []
    var published = false
  }

  private let state = Mutex(State())

  /// Creates the temporary file at `path` with `bytes`, registered before it exists.
  func write(_ path: String, _ bytes: [UInt8]) throws(FileError) {
    try state.withLock { state throws(FileError) in
      state.paths.append(path)
      try FileSystem.writeFile(path, bytes)
    }
  }

  /// Registers folders a run created, so an interruption removes them again.
  func created(_ folders: [String]) {
    state.withLock { $0.folders += folders }
  }

  /// Forgets folders: the run that created them finished (or removed them itself).
  func forget(_ folders: [String]) {
    state.withLock { state in state.folders.removeAll { folders.contains($0) } }
  }

  /// Runs `publish` (the renames that put a run's files in place) without an interruption in between, then
  /// forgets the temporary files.
  func publishing(_ temporaries: [String], _ publish: () throws(FileError) -> Void) throws(FileError) {
    try state.withLock { state throws(FileError) in
      try publish()
      state.paths.removeAll { temporaries.contains($0) }
      state.published = true
    }
  }

  /// Removes the temporary files of a failed run and forgets them.
  func discard(_ temporaries: [String]) {
    state.withLock { state in
      for path in temporaries { unlink(path) }
      state.paths.removeAll { temporaries.contains($0) }
    }
  }

  /// Removes every registered temporary file, then runs `finish` with whether this process already put any
  /// output file in place, still holding the registry so no new temporary file can appear. Meant for the
  /// interruption's last act; `finish` is expected to exit the process.
  public func abandon(then finish: (_ published: Bool) -> Void) {
    state.withLock { state in
      for path in state.paths { unlink(path) }
      state.paths.removeAll()
      for folder in state.folders.reversed() { rmdir(folder) }
      state.folders.removeAll()
      finish(state.published)
    }
  }
}
