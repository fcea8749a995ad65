import LifeDiagramOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Paths a repository chooses stay inside it.
///
/// A `.lifediagram.yml` comes with the repository, and the Action runs on pull requests, so the paths it names
/// (model and translation files, the docs' folders, the audit's sources) must not reach outside the folder that
/// holds it: no absolute path, no `..`, and no symbolic link on the way that leads out. A path the user types on
/// the command line is the user's choice and is not held to this. The check resolves links when the command
/// starts; a link changed while it runs is not seen (the writes themselves never follow links below the folders).
enum Containment {
  /// Why `path` (as the config writes it, relative to `root`, the config's folder) leaves `root`, or nil when it
  /// stays inside.
  static func escape(of path: String, inside root: String) -> String? {
    if path.hasPrefix("/") { return "is an absolute path" }
    if path.split(separator: "/").contains("..") { return "goes up with '..'" }
    guard let realRoot = realPath(root.isEmpty ? "." : root) else { return nil }
    guard let reached = deepestExisting(root.isEmpty || root == "." ? path : root + "/" + path) else { return nil }
    return isInside(reached, realRoot) ? nil : "leads out of the folder through a symbolic link"
  }

  /// Whether the config file at `path`, found by searching up from the working folder, is a symbolic link that
  /// leads out of `repository` (the folder holding `.git`, or the config's own folder).
  static func linksOut(_ path: String, repository: String) -> Bool {
    var info = stat()
    guard WorkingFolder.current.status(path, &info, followingLinks: false) == 0, info.st_mode & S_IFMT == S_IFLNK else {
      return false
    }
    guard let target = realPath(path), let root = realPath(repository) else { return true }
    return !isInside(target, root)
  }

  /// `path` (a relative one from the run's working folder) with every link resolved, or nil when it cannot be
  /// (it does not exist).
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(WorkingFolder.current.reachable(path), nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The resolved form of the longest leading part of `path` that exists (an output folder may not exist yet).
  private static func deepestExisting(_ path: String) -> String? {
    var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    while !parts.isEmpty {
      let prefix = parts.joined(separator: "/")
      if let resolved = realPath(prefix.isEmpty ? "/" : prefix) { return resolved }
      parts.removeLast()
    }
    return realPath(".")
  }

  private static func isInside(_ path: String, _ root: String) -> Bool {
    path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
  }
}
