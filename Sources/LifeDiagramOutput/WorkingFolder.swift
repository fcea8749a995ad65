#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder a run reads relative paths from: the process's working folder, or, for a run inside another
/// program (a test, an editor's extension), a folder of the caller's, so that several runs in one process each
/// have their own without `chdir`, which is one per process.
///
/// Every relative path the tool opens, looks at, creates or resolves goes through ``current``: opened from its
/// descriptor (`openat`, `fstatat`, `mkdirat`), or, where the system has no such call (`realpath`, the config's
/// search upwards), joined to its path.
package struct WorkingFolder: Sendable {
  /// The descriptor relative paths are opened from: `AT_FDCWD` for the process's working folder.
  package let descriptor: Int32
  /// The folder's absolute path, or nil for the process's working folder (read with `getcwd` when needed).
  private let path: String?

  /// The process's working folder.
  package static let process = WorkingFolder(descriptor: AT_FDCWD, path: nil)

  /// The working folder of the run in progress (a task-local value, so runs on other tasks keep theirs).
  @TaskLocal package static var current = WorkingFolder.process

  /// Runs `body` with relative paths read from the folder at `path`, an absolute path, or from the process's
  /// working folder when `path` is nil. A folder that cannot be opened makes every relative path fail to open.
  package static func within<Result>(_ path: String?, _ body: () throws -> Result) rethrows -> Result {
    guard let path else { return try body() }
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    defer { if descriptor >= 0 { close(descriptor) } }
    return try $current.withValue(WorkingFolder(descriptor: descriptor, path: path), operation: body)
  }

  /// The folder's absolute path (nil when the process's working folder has none, e.g. it was removed).
  package var absolutePath: String? {
    if let path { return path }
    guard let cwd = getcwd(nil, 0) else { return nil }
    defer { free(cwd) }
    return String(cString: cwd)
  }

  /// `path` as any process can reach it: a relative path joined to this folder's path; unchanged for the
  /// process's working folder, or when absolute.
  package func reachable(_ path: String) -> String {
    guard let base = self.path, !path.hasPrefix("/") else { return path }
    return path.isEmpty || path == "." ? base : base + "/" + path
  }

  /// `fstatat` from this folder; `followingLinks: false` looks at a link itself.
  package func status(_ path: UnsafePointer<CChar>, _ info: inout stat, followingLinks: Bool = true) -> Int32 {
    fstatat(descriptor, path, &info, followingLinks ? 0 : AT_SYMLINK_NOFOLLOW)
  }

  /// `openat` from this folder.
  package func openFile(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
    openat(descriptor, path, flags)
  }

  /// Whether anything (a link included, followed) is at `path`.
  package func exists(_ path: String) -> Bool {
    faccessat(descriptor, path, F_OK, 0) == 0
  }

  /// `mkdirat` from this folder; 0 or -1 with `errno`.
  package func makeFolder(_ path: String) -> Int32 {
    mkdirat(descriptor, path, 0o777)
  }

  /// Removes the file (or, with `folder`, the empty folder) at `path`; whether it did.
  package func remove(_ path: String, folder: Bool = false) -> Bool {
    unlinkat(descriptor, path, folder ? AT_REMOVEDIR : 0) == 0
  }
}
