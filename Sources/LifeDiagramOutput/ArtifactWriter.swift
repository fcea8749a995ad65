/// Writes a set of artifacts into one folder all or nothing (an ``OutputTransaction`` with one folder).
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
    let transaction = try OutputTransaction(folders: [directory])
    defer { transaction.finish() }
    transaction.afterStaging = afterStaging
    do {
      return try transaction.commit { for artifact in artifacts { try transaction.stage(artifact, in: directory) } }
    } catch let error as FileError {
      throw error
    } catch {
      preconditionFailure("staging throws only FileError: \(error)")
    }
  }
}

/// `a/b` from `a` and `b`; `b` alone when `a` is empty or `.`.
package func join(_ directory: String, _ path: String) -> String {
  if directory.isEmpty || directory == "." { return path }
  return directory.hasSuffix("/") ? directory + path : directory + "/" + path
}

/// The folder part of a path (`.` when there is none).
package func parent(of path: String) -> String {
  guard let slash = path.lastIndex(of: "/") else { return "." }
  return slash == path.startIndex ? "/" : String(path[..<slash])
}
