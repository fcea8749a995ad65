#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file operations the tool needs, on the C library directly (no Foundation at start-up).
public enum FileSystem {
  /// Creates a folder and its missing parents.
  public static func createDirectories(_ path: String) throws(FileError) {
    if isDirectory(path) { return }
    if exists(path) { throw FileError(path: path, reason: "it is a file, not a folder", fix: "choose another folder") }
    let up = parent(of: path)
    if up != path && up != "." && up != "/" { try createDirectories(up) }
    if mkdir(path, 0o755) != 0 && errno != EEXIST { throw error(path) }
  }

  /// Writes bytes to a new file (replacing any), and flushes them to disk before returning.
  public static func writeFile(_ path: String, _ bytes: [UInt8]) throws(FileError) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw error(path) }
    var written = 0
    let failure: FileError? = bytes.withUnsafeBytes { buffer in
      while written < buffer.count {
        let n = Glibc.write(fd, buffer.baseAddress! + written, buffer.count - written)
        if n < 0 {
          if errno == EINTR { continue }
          return error(path)
        }
        written += n
      }
      return fsync(fd) == 0 || errno == EINVAL ? nil : error(path)
    }
    let closed = close(fd) == 0
    if let failure { throw failure }
    if !closed { throw error(path) }
  }

  /// Renames a file over another, atomically.
  public static func rename(_ from: String, to: String) throws(FileError) {
    if Glibc.rename(from, to) != 0 { throw error(to) }
  }

  /// Removes a file; a missing file is not an error.
  public static func remove(_ path: String) {
    _ = unlink(path)
  }

  /// Reads a whole file, or nil when it does not exist or cannot be read.
  public static func readFile(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n < 0 { return nil }
      if n == 0 { return result }
      result += chunk[0..<n]
    }
  }

  /// Whether something exists at the path.
  public static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  /// Whether the path is a folder.
  public static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// Whether the path is a regular file (symbolic links followed).
  public static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  /// The regular files below a folder, as paths relative to it, sorted; hidden files are left out.
  public static func files(under directory: String) -> [String] {
    guard let dir = opendir(directory) else { return [] }
    defer { closedir(dir) }
    var result: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if name.hasPrefix(".") { continue }
      let path = join(directory, name)
      if isDirectory(path) {
        result += files(under: path).map { "\(name)/\($0)" }
      } else {
        result.append(name)
      }
    }
    return result.sorted()
  }

  private static func error(_ path: String) -> FileError {
    let code = errno
    let reason = String(cString: strerror(code)).lowercased()
    let fix: String? =
      switch code {
      case EACCES, EPERM, EROFS: "choose a folder you can write to with -o"
      case ENOSPC, EDQUOT: "free some disk space"
      case ENOTDIR: "a part of the path is a file; choose another folder with -o"
      default: nil
      }
    return FileError(path: path, reason: reason, fix: fix)
  }
}
