#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Asks git about a file, as `migrate --write` must before it replaces one: a file with uncommitted changes (or
/// untracked) holds work no commit keeps.
enum GitStatus {
  /// Whether `git status` lists the file (changed, staged or untracked). A file outside a repository, or with no
  /// git to ask, is not protected: git cannot say, and nothing is claimed.
  static func hasUncommittedChanges(_ path: String) -> Bool {
    var folder = ConfigOptionGroup.folder(of: path)
    if folder.isEmpty { folder = "." }
    // A run inside another program reads relative paths from its console's working folder, not the process's.
    if !folder.hasPrefix("/"), let base = Console.current.workingFolder { folder = base + "/" + folder }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let output = run(["git", "-C", folder, "status", "--porcelain", "--", ":(literal)" + name]) else {
      return false
    }
    return !output.isEmpty
  }

  /// Runs a program found on the PATH and returns its standard output, or nil when it cannot run or fails.
  private static func run(_ arguments: [String]) -> [UInt8]? {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
    close(ends[1])
    defer { close(ends[0]) }
    guard spawned == 0 else { return nil }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(ends[0], &buffer, buffer.count)
      if count > 0 { output += buffer[..<count] } else if count == 0 || errno != EINTR { break }
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return (status & 0x7f) == 0 && ((status >> 8) & 0xff) == 0 ? output : nil
  }
}
