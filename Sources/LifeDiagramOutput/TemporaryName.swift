#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The hidden names of the files a run keeps beside a destination until it is done: `.<name>.lifediagram-<pid>-
/// <random>.tmp` for the new file, `.bak` for the old one. The random part makes the name unpredictable (and the
/// file is created exclusively anyway); the process id tells a later run whether the writer is still alive.
package enum TemporaryName {
  private static let marker = ".lifediagram-"

  /// What a temporary file holds.
  package enum Role: String {
    /// The new contents of a destination.
    case staged = "tmp"
    /// The old contents of a destination, kept until every file of the run is in place.
    case backup = "bak"
  }

  /// A fresh name for `name`'s file in `role`.
  package static func make(for name: String, _ role: Role) -> String {
    let random = UInt64.random(in: 0...UInt64.max)
    return ".\(name)\(marker)\(getpid())-\(String(random, radix: 16)).\(role.rawValue)"
  }

  /// The process that made a name of this kind, or nil when the name is not one (names of earlier versions,
  /// `.<name>.lifediagram-<pid>.tmp`, count too).
  package static func owner(of name: String) -> pid_t? {
    let dotted = name.split(separator: ".", omittingEmptySubsequences: false)
    guard name.hasPrefix("."), dotted.count >= 4, ["tmp", "bak"].contains(dotted[dotted.count - 1]),
      dotted[dotted.count - 2].hasPrefix(marker.dropFirst())
    else { return nil }
    let parts = dotted[dotted.count - 2].dropFirst(marker.count - 1).split(
      separator: "-", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let pid = pid_t(parts[0]), pid > 0 else { return nil }
    if parts.count == 2 && (parts[1].isEmpty || UInt64(parts[1], radix: 16) == nil) { return nil }
    return pid
  }

  /// Whether a name of this kind was left by a process that no longer runs (killed with SIGKILL, say).
  package static func isLeftover(_ name: String) -> Bool {
    guard let pid = owner(of: name), pid != getpid() else { return false }
    return kill(pid, 0) != 0 && errno == ESRCH
  }
}
