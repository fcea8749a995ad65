import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files and new folders of the runs writing right now, so an interrupted run (SIGINT, SIGTERM)
/// can remove them.
///
/// Nothing here runs in a signal handler: the CLI waits for signals on an ordinary thread (`sigwait`), which calls
/// ``abandon(then:)``. So the registry can use a plain lock, and the lock also orders the interruption against the
/// writer: a temporary file is created and registered in one locked step, and a run's renames happen in one
/// locked step, so an interruption sees either every file of the run still staged (and removes them) or none.
public final class TemporaryFiles: Sendable {
  /// The process's registry.
  public static let shared = TemporaryFiles()

  /// A file or folder a run made, named relative to its open parent folder (or by path from the run's working
  /// folder, for the folders that lead to an output folder).
  package struct Entry: @unchecked Sendable {
    let parent: Directory?
    let name: String
    /// The working folder a path without a parent is read from, as the run had it when the entry was made.
    let workingFolder = WorkingFolder.current

    func removeFile() { _ = parent.map { $0.removeFile(name) } ?? workingFolder.remove(name) }
    func removeFolder() { _ = parent.map { $0.removeFolder(name) } ?? workingFolder.remove(name, folder: true) }
  }

  private struct State {
    var files: [Entry] = []
    /// Folders the running writes created, outermost first; removed (if still empty) on interruption.
    var folders: [Entry] = []
    var published = false
  }

  private let state = Mutex(State())

  /// Runs `create` (which makes the file `entry`) with the file registered first, so an interruption either
  /// finds it registered or finds no file.
  package func creating(_ entry: Entry, _ create: () throws(FileError) -> Void) throws(FileError) {
    try state.withLock { state throws(FileError) in
      state.files.append(entry)
      try create()
    }
  }

  /// Registers a folder a run created, so an interruption removes it again.
  package func created(folder: Entry) {
    state.withLock { $0.folders.append(folder) }
  }

  /// Forgets folders: the run that created them finished, or removed them itself.
  package func forget(folders: [Entry]) {
    state.withLock { state in state.folders.removeAll { folder in folders.contains { $0.isSame(as: folder) } } }
  }

  /// Runs `publish` (the renames that put a run's files in place, or its rollback) without an interruption in
  /// between, then removes and forgets `files`: every temporary file and backup of the run.
  package func publishing(_ files: [Entry], _ publish: () throws(FileError) -> Void) throws(FileError) {
    try state.withLock { state throws(FileError) in
      defer {
        for file in files { file.removeFile() }
        state.files.removeAll { entry in files.contains { $0.isSame(as: entry) } }
      }
      try publish()
      state.published = true
    }
  }

  /// Removes a failed run's temporary files and forgets them.
  package func discard(_ files: [Entry]) {
    state.withLock { state in
      for file in files { file.removeFile() }
      state.files.removeAll { entry in files.contains { $0.isSame(as: entry) } }
    }
  }

  /// Removes every registered temporary file, then runs `finish` with whether this process already put any
  /// output file in place, still holding the registry so no new temporary file can appear. Meant for the
  /// interruption's last act; `finish` is expected to exit the process.
  public func abandon(then finish: (_ published: Bool) -> Void) {
    state.withLock { state in
      for file in state.files { file.removeFile() }
      state.files.removeAll()
      for folder in state.folders.reversed() { folder.removeFolder() }
      state.folders.removeAll()
      finish(state.published)
    }
  }
}

extension TemporaryFiles.Entry {
  package func isSame(as other: Self) -> Bool { parent === other.parent && name == other.name }
}
