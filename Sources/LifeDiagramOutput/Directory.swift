#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An open folder. Everything below it is reached by name relative to it, without following symbolic links, so a
/// link planted inside an output folder can never send a write, a read or a removal somewhere else.
///
/// Only the folder the user named is opened by path (links in that path are the user's choice and are followed).
package final class Directory: @unchecked Sendable {
  /// The folder's path as the user will read it in messages.
  package let path: String
  /// The open descriptor; closed when the value goes away.
  package let descriptor: Int32

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Opens the folder at `path` (a relative one from the run's ``WorkingFolder``), following links in the path
  /// itself.
  package static func open(_ path: String) throws(FileError) -> Directory {
    let fd = path.withCString { openDirectory(WorkingFolder.current.descriptor, $0, followingLinks: true) }
    guard fd >= 0 else { throw FileError.current(path: path) }
    return Directory(path: path, descriptor: fd)
  }

  /// Opens the folder whose path is `bytes` (which need not be UTF-8), shown as `path` in messages.
  package static func open(bytes: [UInt8], shownAs path: String) throws(FileError) -> Directory {
    let fd = (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
      openDirectory(WorkingFolder.current.descriptor, $0.baseAddress!, followingLinks: true)
    }
    guard fd >= 0 else { throw FileError.current(path: path) }
    return Directory(path: path, descriptor: fd)
  }

  /// The folder's identity (device and inode), the same for every path that reaches it.
  package var identity: FileIdentity {
    var info = stat()
    fstat(descriptor, &info)
    return FileIdentity(info)
  }

  /// The path of an entry, for messages.
  package func path(of name: String) -> String { join(path, name) }

  /// What is at `name`, without following a link; nil when nothing is.
  package func kind(of name: String) -> EntryKind? {
    name.withCString(kind(at:))
  }

  /// The permission bits of the regular file at `name`, or nil.
  package func mode(of name: String) -> mode_t? {
    var info = stat()
    guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0, EntryKind(info) == .file else { return nil }
    return info.st_mode & 0o7777
  }

  /// The sub-folder `name`; a symbolic link there is refused, never followed.
  package func subfolder(_ name: String) throws(FileError) -> Directory {
    let fd = name.withCString { openDirectory(descriptor, $0, followingLinks: false) }
    if fd >= 0 { return Directory(path: path(of: name), descriptor: fd) }
    let code = errno
    switch kind(of: name) {
    case .link?:
      throw FileError(
        path: path(of: name),
        reason: "it is a symbolic link, and lifediagram never follows links inside its output folders",
        fix: "replace the link with a folder, or choose another folder")
    case .folder?, nil:
      throw FileError(path: path(of: name), code: code)
    default:
      throw FileError(
        path: path(of: name), reason: "it is a file, not a folder", fix: "remove it or choose another folder")
    }
  }

  /// Creates the sub-folder `name`; false when it already existed.
  package func makeSubfolder(_ name: String) throws(FileError) -> Bool {
    if mkdirat(descriptor, name, 0o777) == 0 { return true }
    if errno == EEXIST { return false }
    throw FileError.current(path: path(of: name))
  }

  /// The names in the folder, hidden ones included, as raw bytes (a name need not be UTF-8); sorted.
  package func entries() -> [EntryName] {
    let copy = dup(descriptor)
    guard copy >= 0, let stream = fdopendir(copy) else {
      if copy >= 0 { close(copy) }
      return []
    }
    defer { closedir(stream) }
    rewinddir(stream)
    var names: [EntryName] = []
    while let entry = readdir(stream) {
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
      if bytes != [0x2E] && bytes != [0x2E, 0x2E] {
        names.append(EntryName(bytes: bytes, listedKind: EntryKind(listed: entry.pointee.d_type)))
      }
    }
    return names.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
  }

  /// What is at the raw name `name`, without following a link: as the listing said, or as `stat` says.
  package func kind(of name: EntryName) -> EntryKind? {
    name.listedKind ?? name.withCString(kind(at:))
  }

  private func kind(at name: UnsafePointer<CChar>) -> EntryKind? {
    var info = stat()
    guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
    return EntryKind(info)
  }

  /// The sub-folder with a raw name, never through a link; nil when it cannot be opened.
  package func subfolder(_ name: EntryName) -> Directory? {
    let fd = name.withCString { openDirectory(descriptor, $0, followingLinks: false) }
    return fd >= 0 ? Directory(path: path(of: name.display), descriptor: fd) : nil
  }

  /// Reads the regular file `name`, at most `limit` bytes, never through a link and never blocking on a FIFO.
  package func read(_ name: String, limit: Int) -> FileContents {
    let fd = openat(descriptor, name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else { return errno == ENOENT ? .missing : .notAFile }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, EntryKind(info) == .file else { return .notAFile }
    guard Int(info.st_size) <= limit else { return .tooLarge }
    // Read straight into an array of the size fstat gives, plus a byte to see the end of the file (or that it grew).
    var failed = false
    var bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size) + 1) { buffer, count in
      count = 0
      while count < buffer.count {
        let n = systemRead(fd, buffer.baseAddress! + count, buffer.count - count)
        if n < 0 && errno == EINTR { continue }
        if n < 0 { failed = true }
        if n <= 0 { return }
        count += n
      }
    }
    if failed { return .notAFile }
    if bytes.count <= Int(info.st_size) { return .file(bytes) }
    if bytes.count > limit { return .tooLarge }
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n < 0 { return .notAFile }
      if n == 0 { return .file(bytes) }
      bytes += chunk[0..<n]
      if bytes.count > limit { return .tooLarge }
    }
  }

  /// Removes the file (or link) `name`; false when it could not.
  @discardableResult
  package func removeFile(_ name: String) -> Bool { unlinkat(descriptor, name, 0) == 0 }

  /// Removes the empty sub-folder `name`; false when it could not (it is not empty, or gone).
  @discardableResult
  package func removeFolder(_ name: String) -> Bool { unlinkat(descriptor, name, AT_REMOVEDIR) == 0 }

  /// Renames `from` to `to`, both in this folder, atomically replacing a file (or link) at `to`.
  package func move(_ from: String, to: String) throws(FileError) {
    if renameat(descriptor, from, descriptor, to) != 0 { throw FileError.current(path: path(of: to)) }
  }

  /// Creates the new file `name` exclusively (never through a link, never over anything) and writes `bytes` to
  /// it; a failure removes what it created. The file gets `mode` when given (the mode of the file it will
  /// replace), else the usual `0666` less the umask. It is on disk when this returns, or, given a `flusher`, once
  /// the flusher's ``Flusher/finish()`` returns.
  package func createFile(
    _ name: String, _ bytes: [UInt8], mode: mode_t?, reportedAs shown: String, flusher: Flusher? = nil
  ) throws(FileError) {
    let fd = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(0o666))
    guard fd >= 0 else { throw FileError.current(path: shown) }
    var failure = writeAll(fd, bytes, mode: mode, shown)
    if failure == nil, let flusher { return flusher.flush(fd, reportedAs: shown) }
    if failure == nil && fsync(fd) != 0 && errno != EINVAL { failure = FileError.current(path: shown) }
    let closed = close(fd) == 0
    if failure != nil || !closed {
      let error = failure ?? FileError.current(path: shown)
      removeFile(name)
      throw error
    }
  }

  /// Makes `backup` a second name for the file or link at `name` (a hard link; a copy where the file system
  /// has no hard links).
  package func keep(_ name: String, as backup: String, limit: Int) throws(FileError) {
    if linkat(descriptor, name, descriptor, backup, 0) == 0 { return }
    guard case .file(let bytes) = read(name, limit: limit) else { throw FileError.current(path: path(of: name)) }
    try createFile(backup, bytes, mode: mode(of: name) ?? 0o644, reportedAs: path(of: name))
  }

  private func writeAll(_ fd: Int32, _ bytes: [UInt8], mode: mode_t?, _ shown: String) -> FileError? {
    bytes.withUnsafeBytes { buffer in
      var written = 0
      while written < buffer.count {
        let n = systemWrite(fd, buffer.baseAddress! + written, buffer.count - written)
        if n < 0 && errno == EINTR { continue }
        if n < 0 { return FileError.current(path: shown) }
        written += n
      }
      // The mode asked for, not the umask's: a replaced file keeps its permissions.
      if let mode, fchmod(fd, mode) != 0 { return FileError.current(path: shown) }
      return nil
    }
  }
}

/// Opens a folder by name relative to `base` (a folder's descriptor, or the working folder's).
private func openDirectory(_ base: Int32, _ name: UnsafePointer<CChar>, followingLinks: Bool) -> Int32 {
  openat(base, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
}

// `read` and `write` without naming the C module (Glibc or Darwin), so the file builds on both.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }
