#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a set of artifacts into a folder all or nothing.
///
/// Every file is first written in full to a temporary file beside its destination; only when all of them are
/// written are they renamed into place. A failure removes the temporary files and leaves existing files as they
/// were.
public struct ArtifactWriter: Sendable {
  /// The folder the artifacts' paths are relative to.
  public var directory: String

  /// Creates a writer for `directory`; the folder is created when something is written.
  public init(directory: String) {
    self.directory = directory
  }

  /// Writes every artifact, or none; returns the paths written, relative to the folder.
  @discardableResult
  public func write(_ artifacts: [Artifact]) throws(FileError) -> [String] {
    var staged: [(temporary: String, final: String)] = []
    do {
      for artifact in artifacts {
        let final = join(directory, artifact.path)
        try FileSystem.createDirectories(parent(of: final))
        let temporary = temporaryPath(for: final)
        TemporaryFiles.shared.register(temporary)
        staged.append((temporary, final))
        try FileSystem.writeFile(temporary, artifact.bytes)
      }
      for file in staged { try FileSystem.rename(file.temporary, to: file.final) }
    } catch {
      for file in staged { FileSystem.remove(file.temporary) }
      TemporaryFiles.shared.unregister(staged.map(\.temporary))
      throw error
    }
    TemporaryFiles.shared.unregister(staged.map(\.temporary))
    return artifacts.map(\.path)
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
