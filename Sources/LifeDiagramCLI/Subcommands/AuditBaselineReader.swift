import LifeDiagramModel
import LifeDiagramModelFile
import LifeDiagramOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The baseline file of `audit --baseline` and `--write-baseline`, read and written as the tool reads and writes
/// every file: bounded, every problem with its place, and written all or nothing.
enum AuditBaselineReader {
  /// The baseline at `path`; a file with problems is every problem, exit 65.
  static func read(_ path: String) throws(CLIError) -> AuditBaseline {
    let bytes = try ModelFileReader.bytes(of: path, kind: .baseline)
    do {
      return try AuditBaseline.load(fileName: ModelFileReader.displayName(of: path), bytes: bytes)
    } catch {
      throw .invalidModelFile(error, described: "lifediagram audit --write-baseline FILE")
    }
  }

  /// Writes `baseline` to `path`, replacing the file there in one step; says so on standard error (standard
  /// output is the report). What is at `path` is replaced only when it is a baseline itself: a link, a folder or
  /// any other file (a README) is refused, exit 73, and left as it was.
  static func write(_ baseline: AuditBaseline, to path: String) throws(CLIError) {
    try requireReplaceable(path)
    let folder = ConfigOptionGroup.folder(of: path).isEmpty ? "." : ConfigOptionGroup.folder(of: path)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let count = baseline.entries.count
    for file in try LifeDiagramCLI.write([Artifact(path: name, bytes: Array(baseline.fileText.utf8))], into: folder) {
      Output.located("wrote \(join(folder, file)) (\(count) finding\(count == 1 ? "" : "s") accepted)")
    }
  }

  /// Refuses `path` when something other than a baseline is there: the file a team names with
  /// `--write-baseline` is theirs to replace only when it is one.
  private static func requireReplaceable(_ path: String) throws(CLIError) {
    var info = stat()
    let shown = DisplayText.escaping(RawArguments.bytes(of: path))
    guard RawArguments.withCPath(path, { WorkingFolder.current.status($0, &info, followingLinks: false) }) == 0 else {
      return
    }
    let refusal: String? =
      switch info.st_mode & S_IFMT {
      case S_IFREG: nil
      case S_IFLNK: "it is a symbolic link"
      case S_IFDIR: "it is a folder"
      default: "it is not a regular file"
      }
    if let refusal {
      throw CLIError(
        message: "--write-baseline '\(shown)': \(refusal); name a new file or a baseline to replace",
        status: .cannotCreate)
    }
    let isBaseline =
      (try? ModelFileReader.bytes(of: path, kind: .baseline)).map { bytes in
        (try? AuditBaseline.load(fileName: path, bytes: bytes)) != nil
      } ?? false
    guard isBaseline else {
      throw CLIError(
        message:
          "--write-baseline '\(shown)': the file there is not a baseline, and lifediagram replaces only its own; "
          + "name a new file, or remove this one first",
        status: .cannotCreate)
    }
  }
}
