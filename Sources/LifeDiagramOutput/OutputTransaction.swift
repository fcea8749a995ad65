#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run's writes into its output folders: every file appears, or none does, and nothing outside the folders
/// is ever touched.
///
/// - Creating the transaction creates the output folders that are missing and takes an exclusive lock on each
///   (`flock`, released by ``finish()`` or when the process ends, even by SIGKILL), so two runs into the same
///   folder never interleave their files: the second waits for the first.
/// - ``stage(_:in:)`` writes a file in full, exclusively created, under an unpredictable hidden name beside its
///   destination, and hands it to a background ``Flusher``; ``commit()`` renames nothing before every staged
///   file is flushed to disk. Folders below an output folder are reached without following links: a symbolic
///   link there is refused.
/// - ``commit()`` keeps a second name for every file it is about to replace, renames every staged file into
///   place, and if one rename fails puts every replaced file back and removes the new ones.
/// - A failure, ``rollBack()`` or an interruption removes the staged files and the folders the run created.
/// - Leftovers of runs that were killed (their process no longer exists) are removed from every folder the run
///   writes into.
public final class OutputTransaction {
  /// Called once every file is staged, just before they are renamed into place (a test hook).
  public var afterStaging: (() -> Void)?

  private let registry = TemporaryFiles.shared
  private let flusher = Flusher()
  private var roots: [String: Directory] = [:]
  private var subfolders: [String: Directory] = [:]
  private var staged: [Staged] = []
  private var destinations: Set<Destination> = []
  private var createdFolders: [TemporaryFiles.Entry] = []
  private var cleaned: Set<FileIdentity> = []
  private var locked: [Directory] = []
  private var phase = Phase.staging

  /// Where the transaction is: staging files, committed (it may still tidy its folders), or finished.
  private enum Phase { case staging, committed, finished }

  private struct Staged {
    let folder: Directory
    let temporary: String
    let name: String
    let relativePath: String
  }

  private struct Destination: Hashable {
    let folder: FileIdentity
    let name: String
  }

  /// Opens (creating where missing) and locks the output folders. Paths that reach the same folder share it.
  /// `whileWaiting` is called once if another run holds a folder's lock, before this one waits for it.
  public init(folders: [String], whileWaiting: (() -> Void)? = nil) throws(FileError) {
    do {
      for path in folders where roots[path] == nil { roots[path] = try openRoot(path) }
      try lockRoots(whileWaiting: whileWaiting)
    } catch {
      rollBack()
      throw error
    }
  }

  deinit {
    finish()
  }

  /// Writes `artifact` to its temporary file in the output folder `root` (one of the folders the transaction was
  /// created with), ready to be renamed into place by ``commit()``.
  public func stage(_ artifact: Artifact, in root: String) throws(FileError) {
    precondition(phase == .staging, "stage after commit or rollback")
    let shown = join(root, artifact.path)
    let (folder, name) = try destination(of: artifact.path, in: root)
    guard destinations.insert(Destination(folder: folder.identity, name: name)).inserted else {
      throw FileError(path: shown, reason: "the run would write it twice")
    }
    let existing = folder.kind(of: name)
    if existing == .folder || existing == .special {
      throw FileError(
        path: shown, reason: "it is a folder or special file", fix: "remove it or choose another folder with -o")
    }
    let temporary = TemporaryName.make(for: name, .staged)
    try registry.creating(TemporaryFiles.Entry(parent: folder, name: temporary)) { () throws(FileError) in
      try folder.createFile(temporary, artifact.bytes, mode: folder.mode(of: name), reportedAs: shown, flusher: flusher)
    }
    staged.append(Staged(folder: folder, temporary: temporary, name: name, relativePath: artifact.path))
  }

  /// Puts every staged file in place, all together; returns their paths relative to their output folders.
  ///
  /// The folders stay locked until ``finish()``, so the caller can still tidy them (``removeFiles(in:_:limit:where:)``).
  public func commit() throws(FileError) -> [String] {
    precondition(phase == .staging, "commit after commit or rollback")
    var backups: [TemporaryFiles.Entry] = []
    do {
      try flusher.finish()
      afterStaging?()
      try registry.publishing(staged.map { TemporaryFiles.Entry(parent: $0.folder, name: $0.temporary) }) {
        () throws(FileError) in
        defer { for backup in backups { backup.removeFile() } }
        try checkDestinations()
        var replaced: [String?] = []
        for file in staged { replaced.append(try keepOld(file, &backups)) }
        try rename(replaced)
      }
    } catch {
      rollBack()
      throw error
    }
    registry.forget(folders: createdFolders)
    createdFolders.removeAll()
    phase = .committed
    defer { staged.removeAll() }
    return staged.map(\.relativePath)
  }

  /// Runs `stage`, which stages files, then commits them all; when anything throws, rolls every staged file
  /// back and throws it again. The one place a run's stage, commit and rollback meet.
  public func commit(staging stage: () throws -> Void) throws -> [String] {
    do {
      try stage()
      return try commit()
    } catch {
      rollBack()
      throw error
    }
  }

  /// Removes the staged files and the folders this run created, and releases the folders; does nothing once
  /// the files are committed.
  public func rollBack() {
    guard phase == .staging else { return }
    phase = .finished
    try? flusher.finish()  // every staged file closed before it is removed
    registry.discard(staged.map { TemporaryFiles.Entry(parent: $0.folder, name: $0.temporary) })
    staged.removeAll()
    for folder in createdFolders.reversed() { folder.removeFolder() }
    registry.forget(folders: createdFolders)
    createdFolders.removeAll()
    unlock()
  }

  /// Releases the folders' locks; the transaction can do nothing more (an uncommitted one is rolled back).
  public func finish() {
    rollBack()
    phase = .finished
    unlock()
  }

  private func unlock() {
    for folder in locked { flock(folder.descriptor, LOCK_UN) }
    locked.removeAll()
  }

  /// Removes the regular files directly in the folder `relative` of the output folder `root` that this run did
  /// not write, are not larger than `limit`, and for which `shouldRemove` says yes; returns their paths.
  ///
  /// Links, folders and special files are never removed, nor read; a folder reached through a link is not
  /// looked into. Meant for `docs`, after ``commit()``, to remove what it generated earlier and no longer does.
  public func removeFiles(
    in root: String, _ relative: String, limit: Int, where shouldRemove: (String, [UInt8]) -> Bool
  ) -> [String] {
    precondition(phase == .committed, "remove files before commit or after finish")
    guard let base = roots[root], let folder = try? existingFolder(relative, in: base) else { return [] }
    var removed: [String] = []
    for entry in folder.entries() {
      guard let name = entry.string, !name.hasPrefix("."),
        !destinations.contains(Destination(folder: folder.identity, name: name)), folder.kind(of: name) == .file,
        case .file(let bytes) = folder.read(name, limit: limit), shouldRemove(name, bytes)
      else { continue }
      if folder.removeFile(name) { removed.append(folder.path(of: name)) }
    }
    return removed
  }
}

extension OutputTransaction {
  /// Creates the folders missing on the way to `path` (each registered at once, so a failure half-way removes
  /// them), then opens it.
  private func openRoot(_ path: String) throws(FileError) -> Directory {
    var missing: [String] = []
    var current = path
    while !current.isEmpty && current != "." && current != "/" && !exists(current) {
      missing.append(current)
      current = parent(of: current)
    }
    if exists(current) && !isFolder(current) {
      throw FileError(path: current, reason: "it is a file, not a folder", fix: "choose another folder with -o")
    }
    for folder in missing.reversed() {
      if WorkingFolder.current.makeFolder(folder) != 0 && errno != EEXIST { throw FileError.current(path: folder) }
      let entry = TemporaryFiles.Entry(parent: nil, name: folder)
      createdFolders.append(entry)
      registry.created(folder: entry)
    }
    return try Directory.open(path.isEmpty ? "." : path)
  }

  /// Locks every output folder once, in one order for every process (by identity), so two runs cannot deadlock.
  /// A folder that was removed and made anew while this run waited is opened again.
  private func lockRoots(whileWaiting: (() -> Void)?) throws(FileError) {
    var whileWaiting = whileWaiting
    var unique: [FileIdentity: Directory] = [:]
    for folder in roots.values { unique[folder.identity] = unique[folder.identity] ?? folder }
    for identity in unique.keys.sorted(by: { ($0.device, $0.inode) < ($1.device, $1.inode) }) {
      let folder = unique[identity]!
      if flock(folder.descriptor, LOCK_EX | LOCK_NB) != 0, errno == EWOULDBLOCK {
        whileWaiting?()
        whileWaiting = nil
      }
      while flock(folder.descriptor, LOCK_EX) != 0 {
        guard errno == EINTR else { throw FileError.current(path: folder.path) }
      }
      locked.append(folder)
    }
    for (path, folder) in roots where !(statIdentity(path) == folder.identity) {
      throw FileError(path: path, reason: "it was moved or removed while lifediagram waited for it", fix: "run again")
    }
    for (path, folder) in roots { roots[path] = unique[folder.identity] }
  }

  /// The open folder and file name of `relative` below `root`, creating the folders in between.
  private func destination(of relative: String, in root: String) throws(FileError) -> (Directory, String) {
    guard let base = roots[root] else { preconditionFailure("'\(root)' is not an output folder of this transaction") }
    let parts = relative.split(separator: "/").map(String.init)
    guard let name = parts.last, !parts.contains(".."), !parts.contains(".") else {
      throw FileError(path: join(root, relative), reason: "it is not a plain relative path")
    }
    var folder = base
    var key = ""
    for part in parts.dropLast() {
      key += "/" + part
      if let known = subfolders[root + key] {
        folder = known
      } else {
        folder = try openOrCreate(part, in: folder, key: root + key)
      }
    }
    removeLeftovers(in: folder)
    return (folder, name)
  }

  private func openOrCreate(_ name: String, in parent: Directory, key: String) throws(FileError) -> Directory {
    if try parent.makeSubfolder(name) {
      let entry = TemporaryFiles.Entry(parent: parent, name: name)
      createdFolders.append(entry)
      registry.created(folder: entry)
    }
    let folder = try parent.subfolder(name)
    subfolders[key] = folder
    return folder
  }

  /// An existing folder below `base`, never through a link.
  private func existingFolder(_ relative: String, in base: Directory) throws(FileError) -> Directory {
    var folder = base
    for part in relative.split(separator: "/").map(String.init) { folder = try folder.subfolder(part) }
    return folder
  }

  /// Removes, once per folder, the temporary files and backups that runs no longer alive left there.
  private func removeLeftovers(in folder: Directory) {
    guard cleaned.insert(folder.identity).inserted else { return }
    for entry in folder.entries() {
      guard let name = entry.string, TemporaryName.isLeftover(name), folder.kind(of: name) == .file else { continue }
      folder.removeFile(name)
    }
  }

  /// Refuses, before the first rename, a destination that became a folder or special file since it was staged.
  private func checkDestinations() throws(FileError) {
    for file in staged {
      let kind = file.folder.kind(of: file.name)
      if kind == .folder || kind == .special {
        throw FileError(
          path: file.folder.path(of: file.name), reason: "it is a folder or special file",
          fix: "remove it or choose another folder with -o")
      }
    }
  }

  /// Keeps a second name for the file (or link) the staged file will replace; returns it, or nil for a new file.
  private func keepOld(_ file: Staged, _ backups: inout [TemporaryFiles.Entry]) throws(FileError) -> String? {
    guard file.folder.kind(of: file.name) != nil else { return nil }
    let backup = TemporaryName.make(for: file.name, .backup)
    backups.append(TemporaryFiles.Entry(parent: file.folder, name: backup))
    try file.folder.keep(file.name, as: backup, limit: Self.backupLimit)
    return backup
  }

  /// Renames every staged file into place; when one fails, restores every replaced file and removes every new one.
  private func rename(_ replaced: [String?]) throws(FileError) {
    for (index, file) in staged.enumerated() {
      do throws(FileError) {
        try file.folder.move(file.temporary, to: file.name)
      } catch {
        for (done, old) in zip(staged[..<index], replaced) {
          if let old { try? done.folder.move(old, to: done.name) } else { done.folder.removeFile(done.name) }
        }
        throw error
      }
    }
  }

  /// The largest file copied as a backup where the file system has no hard links.
  private static let backupLimit = 64 << 20

  private func exists(_ path: String) -> Bool {
    var info = stat()
    return WorkingFolder.current.status(path, &info) == 0
  }

  private func isFolder(_ path: String) -> Bool {
    var info = stat()
    return WorkingFolder.current.status(path, &info) == 0 && EntryKind(info) == .folder
  }

  private func statIdentity(_ path: String) -> FileIdentity? {
    var info = stat()
    return WorkingFolder.current.status(path.isEmpty ? "." : path, &info) == 0 ? FileIdentity(info) : nil
  }
}
