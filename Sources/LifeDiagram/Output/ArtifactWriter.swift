#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a set of artifacts into a folder all or nothing.
///
/// Every file is first written in full to a temporary file beside its destination; only when all of them are
/// written are they renamed into place. A failure removes the temporary files and the folders the run created,
/// and leaves existing files as they were.
public struct ArtifactWriter: Sendable {
  /// The folder the artifacts' paths are relative to.
  public var directory: String
  /// Called once every temporary file is written, just before they are renamed into place (a test hook).
  public var afterStaging: (@Sendable () -> Void)?

  /// Creates a writer for `directory`; the folder is created when something is written.
  public init(directory: String, afterStaging: (@Sendable () -> Void)? = nil) {
    self.directory = directory
    self.afterStaging = afterStaging
  }

  /// Writes every artifact, or none; returns the paths written, relative to the folder.
  @discardableResult
  public func write(_ artifacts: [Artifact]) throws(FileError) -> [String] {
    do {
      return try write { stage in
        for artifact in artifacts { try stage(artifact) }
      }
    } catch let error as FileError {
      throw error
    } catch {
      fatalError("unreachable: staging \(artifacts.count) ready artifacts throws only FileError")
    }
  }

  /// Writes the artifacts `produce` hands to `stage`, one at a time, or none.
  ///
  /// Each artifact is written to its temporary file as soon as it is staged, so only one is held in memory at a
  /// time. When `produce` returns, every staged file is renamed into place; when it (or staging) throws, the
  /// temporary files and the folders the run created are removed and the error is rethrown. Returns the paths
  /// written, relative to the folder.
  @discardableResult
  public func write(_ produce: (_ stage: (Artifact) throws(FileError) -> Void) throws -> Void) throws -> [String] {
    var created: [String] = []
    var staged: [(temporary: String, final: String, path: String)] = []
    do {
      try produce { artifact throws(FileError) in
        let final = join(directory, artifact.path)
        try Self.checkReplaceable(final)
        let made = try Self.createFolders(parent(of: final))
        TemporaryFiles.shared.created(made)
        created += made
        let temporary = temporaryPath(for: final)
        staged.append((temporary, final, artifact.path))
        do throws(FileError) {
          try TemporaryFiles.shared.write(temporary, artifact.bytes)
        } catch {
          throw FileError(path: final, reason: error.reason, fix: error.fix)
        }
      }
      afterStaging?()
      // Every destination was checked to be replaceable before staging, so a rename failing here is not expected;
      // if one still fails, the files renamed before it stay replaced (there is no rollback).
      try TemporaryFiles.shared.publishing(staged.map(\.temporary)) { () throws(FileError) in
        for file in staged { try FileSystem.rename(file.temporary, to: file.final) }
      }
    } catch {
      TemporaryFiles.shared.discard(staged.map(\.temporary))
      for folder in created.reversed() { rmdir(folder) }
      TemporaryFiles.shared.forget(created)
      throw error
    }
    TemporaryFiles.shared.forget(created)
    return staged.map(\.path)
  }

  /// Refuses a destination that exists but is not a file (a rename over a folder would fail half-way through).
  private static func checkReplaceable(_ path: String) throws(FileError) {
    if FileSystem.exists(path) && !FileSystem.isRegularFile(path) {
      throw FileError(path: path, reason: "it is a folder or special file", fix: "remove it or choose another folder with -o")
    }
  }

  /// Creates a folder and its missing parents; returns the folders it created, outermost first.
  private static func createFolders(_ path: String) throws(FileError) -> [String] {
    var missing: [String] = []
    var current = path
    while !FileSystem.exists(current) && current != "." && current != "/" {
      missing.append(current)
      current = parent(of: current)
    }
    try FileSystem.createDirectories(path)
    return missing.reversed()
  }

  private func temporaryPath(for final: String) -> String {
    let slash = final.lastIndex(of: "/")
    let folder = slash.map { String(final[...$0]) } ?? ""
    let name = slash.map { String(final[final.index(after: $0)...]) } ?? final
    return "\(folder).\(name).lifediagram-\(getpid()).tmp"
  }
}

/// `a/b` from `a` and `b`; `b` alone when `a` is empty or `.`.
func join(_ directory: String, _ path: String) -> String {
  if directory.isEmpty || directory == "." { return path }
  return directory.hasSuffix("/") ? directory + path : directory + "/" + path
}

/// The folder part of a path (`.` when there is none).
func parent(of path: String) -> String {
  guard let slash = path.lastIndex(of: "/") else { return "." }
  return slash == path.startIndex ? "/" : String(path[..<slash])
}
