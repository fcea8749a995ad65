#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file-system failure, naming the path and what to do about it.
public struct FileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path that failed.
  public var path: String
  /// What went wrong, e.g. `permission denied`.
  public var reason: String
  /// What the user can do, if anything.
  public var fix: String?

  /// Creates an error.
  public init(path: String, reason: String, fix: String? = nil) {
    self.path = path
    self.reason = reason
    self.fix = fix
  }

  /// The error for a failed system call's `errno`, with the fix that fits it.
  package init(path: String, code: Int32) {
    let fix: String? =
      switch code {
      case EACCES, EPERM, EROFS: "choose a folder you can write to with -o"
      case ENOSPC, EDQUOT: "free some disk space"
      case EFBIG: "raise the file-size limit (ulimit -f)"
      case ENOTDIR: "a part of the path is a file; choose another folder with -o"
      case ELOOP: "a part of the path is a symbolic link that loops or is refused; choose another folder with -o"
      default: nil
      }
    self.init(path: path, reason: String(cString: strerror(code)).lowercased(), fix: fix)
  }

  /// The error for the current `errno`.
  package static func current(path: String) -> FileError { FileError(path: path, code: errno) }

  /// One line, whatever the path holds (a newline in a path is shown as `\n`).
  public var description: String {
    "cannot write '\(DisplayText.escaping(path))': \(reason)" + (fix.map { "; \($0)" } ?? "")
  }
}
