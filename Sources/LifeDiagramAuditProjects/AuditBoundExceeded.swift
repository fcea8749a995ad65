/// A file past one of the audit's bounds: the run ends with it (exit 65), naming the file and the bound.
public struct AuditBoundExceeded: Error, Sendable, CustomStringConvertible {
  /// The file, as the audit names it.
  public var file: String
  /// The bound and how the file passed it.
  public var reason: String

  /// A file past a bound, and how.
  package init(file: String, reason: String) {
    self.file = file
    self.reason = reason
  }

  /// The file and the bound, as the error's one line.
  public var description: String { "'\(file)' \(reason)" }
}
