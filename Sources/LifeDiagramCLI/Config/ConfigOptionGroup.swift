import ArgumentParser
import LifeDiagramModelFile
import LifeDiagramOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--config PATH` and `--no-config`: which `.lifediagram.yml` a command reads, if any.
struct ConfigOptionGroup: ParsableArguments {
  @Option(
    name: .customLong("config"),
    help: ArgumentHelp(
      "A config file to read instead of looking for .lifediagram.yml in this folder and its parents "
        + "('lifediagram schema --config' describes it).",
      valueName: "path"),
    completion: .file(extensions: ["yml", "yaml"]))
  var path: String?

  @Flag(
    name: .customLong("no-config"),
    help: "Ignore any .lifediagram.yml (so does LIFEDIAGRAM_NO_CONFIG=1, for scripts).")
  var noConfig = false

  func validate() throws {
    if noConfig && path != nil { throw ValidationError("give --config or --no-config, not both") }
  }

  /// The config the command uses, its paths read from the working folder: `--config`'s file, else the nearest
  /// `.lifediagram.yml` from the working folder up to the repository's root (the folder holding `.git`), else
  /// none; none with `--no-config` or `LIFEDIAGRAM_NO_CONFIG=1`. It is read as `file` (its keys); a file with
  /// problems is every problem, exit 65.
  func load(as file: ConfigFile) throws(CLIError) -> ProjectConfig? {
    if let path { return try Self.read(path, as: file) }
    if noConfig || Console.current.environment("LIFEDIAGRAM_NO_CONFIG") == "1" { return nil }
    guard let (path, repository) = Self.nearest() else { return nil }
    if Containment.linksOut(path, repository: repository) {
      throw CLIError(
        message: "'\(DisplayText.escaping(path))' is a symbolic link out of the repository, so it is not read; "
          + "replace it with the file, or name the file with --config",
        status: .dataError)
    }
    return try Self.read(path, as: file)
  }

  /// The nearest `.lifediagram.yml` above the working folder, as a path from it (`.lifediagram.yml`,
  /// `../.lifediagram.yml`), and the repository it is in, as a path from the working folder: the folder holding
  /// `.git` at or above it, else its own folder. The search stops at the folder holding `.git`.
  static func nearest() -> (config: String, repository: String)? {
    guard let config = nearestPath() else { return nil }
    let own = Self.folder(of: config).isEmpty ? "." : Self.folder(of: config)
    var folder = own
    while !WorkingFolder.current.exists(folder + "/.git") {
      guard Containment.realPath(folder) != "/" else { return (config, own) }
      folder += "/.."
    }
    return (config, folder)
  }

  /// Plain `getcwd` and `access`: this runs before every command, where Foundation's URLs cost more than the rest
  /// of the search.
  private static func nearestPath() -> String? {
    guard var folder = WorkingFolder.current.absolutePath else { return nil }
    var up = ""
    while true {
      let prefix = folder == "/" ? "/" : folder + "/"
      if access(prefix + ProjectConfig.fileName, F_OK) == 0 { return up + ProjectConfig.fileName }
      guard access(prefix + ".git", F_OK) != 0, let slash = folder.lastIndex(of: "/"), folder != "/" else { return nil }
      folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
      up += "../"
    }
  }

  private static func read(_ path: String, as file: ConfigFile) throws(CLIError) -> ProjectConfig {
    let bytes = try ModelFileReader.bytes(of: path, kind: .config)
    let config: ProjectConfig
    do {
      config = try ProjectConfig.load(
        fileName: ModelFileReader.displayName(of: path), bytes: bytes, shape: file.shape)
    } catch {
      throw .invalidModelFile(error, described: "lifediagram schema --config")
    }
    let folder = folder(of: path)
    try requireContained(config, in: folder, path: path, pathKeys: file.pathKeys)
    var resolved = config.resolvingPaths(file.pathKeys, from: folder.isEmpty ? "." : folder)
    resolved.path = path
    return resolved
  }

  /// Every path the config names stays inside its folder (``Containment``): a path that leaves it is the
  /// config's error (exit 65), naming the key and the value.
  private static func requireContained(_ config: ProjectConfig, in folder: String, path: String, pathKeys: [String])
    throws(CLIError)
  {
    for (key, value) in config.paths(pathKeys) {
      guard let reason = Containment.escape(of: value, inside: folder) else { continue }
      throw CLIError(
        message:
          "'\(DisplayText.escaping(path))': \(key): '\(DisplayText.escaping(value))' \(reason); a config's paths "
          + "stay inside its folder (name a file elsewhere on the command line instead)",
        status: .dataError)
    }
  }

  /// The folder part of a path: `conf` for `conf/.lifediagram.yml`, `/` for `/x`, empty for a bare name.
  static func folder(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }
}
