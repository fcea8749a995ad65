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

  public var description: String {
    "cannot write '\(path)': \(reason)" + (fix.map { "; \($0)" } ?? "")
  }
}
