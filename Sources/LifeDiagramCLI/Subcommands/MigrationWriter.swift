import LifeDiagramOutput

/// Writes a migration's files, each into its own folder, in one transaction: every file is in place, or none is.
enum MigrationWriter {
  static func write(_ files: [(path: String, bytes: [UInt8])]) throws(CLIError) {
    guard !files.isEmpty else { return }
    let placed = files.map { file in
      (
        folder: ConfigOptionGroup.folder(of: file.path),
        name: file.path.split(separator: "/").last.map(String.init) ?? file.path, bytes: file.bytes
      )
    }
    let folders = Array(Set(placed.map { $0.folder.isEmpty ? "." : $0.folder })).sorted()
    let transaction = try openTransaction(folders)
    defer { transaction.finish() }
    do {
      for file in placed {
        try transaction.stage(Artifact(path: file.name, bytes: file.bytes), in: file.folder.isEmpty ? "." : file.folder)
      }
      _ = try transaction.commit()
    } catch {
      transaction.rollBack()
      throw .file(error)
    }
  }
}
