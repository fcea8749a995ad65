import LifeDiagramModel
import LifeDiagramModelFile
import LifeDiagramOutput

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
  /// output is the report).
  static func write(_ baseline: AuditBaseline, to path: String) throws(CLIError) {
    let folder = ConfigOptionGroup.folder(of: path).isEmpty ? "." : ConfigOptionGroup.folder(of: path)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let count = baseline.entries.count
    for file in try LifeDiagramCLI.write([Artifact(path: name, bytes: Array(baseline.fileText.utf8))], into: folder) {
      Output.located("wrote \(join(folder, file)) (\(count) finding\(count == 1 ? "" : "s") accepted)")
    }
  }
}
