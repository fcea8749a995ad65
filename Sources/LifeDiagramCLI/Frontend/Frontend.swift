import LifeDiagram
import LifeDiagramDocs
import LifeDiagramGraphviz
import LifeDiagramOutput

/// Carries out what the commands declare. A command parses and resolves its options, plans its files or its text,
/// and hands the frontend a request; the frontend owns the rest: files in the way, fonts, Graphviz, the output
/// transaction, the warnings and what is printed, all through the run's ``Console``.
enum Frontend {
  /// Draws and writes the files of `request` all or nothing: each staged as soon as it is drawn (so only one image
  /// is held in memory), then all renamed into place together; Graphviz's warnings printed once the files are in
  /// place, then the request's report.
  static func write(_ request: FileRequest) throws {
    try RawArguments.requireUTF8(folders: request.folders)
    if !request.force, case let paths = GeneratedFiles.inTheWay(of: request.owned), !paths.isEmpty {
      throw CLIError.inTheWay(paths, command: request.command)
    }
    for font in Set(request.fonts).sorted() { try checkFont(font) }
    let engine = try graphvizEngine()
    var warnings: [GraphvizWarning] = []
    let transaction = try openTransaction(request.folders)
    defer { transaction.finish() }
    let written: [String]
    do {
      written = try transaction.commit {
        for file in request.files {
          try transaction.stage(Artifact(path: file.path, bytes: try file.draw(engine, &warnings)), in: file.folder)
        }
        try request.complete()
      }
    } catch {
      throw toolError(error)
    }
    for warning in warnings { Output.warning("\(warning)") }
    let removed = request.afterwards?(transaction) ?? []
    transaction.finish()
    try printReport(request.report, written: written, removed: removed)
  }

  /// Prints what a request asked to be told once its files are in place.
  private static func printReport(_ report: FileRequest.Report, written: [String], removed: [String]) throws(CLIError) {
    switch report {
    case .eachFile(let folder): try Output.listWritten(written, in: folder)
    case .eachFileOnStandardError(let folder): for path in written { Output.located("wrote \(join(folder, path))") }
    case .summary(let line): try Output.standardOutput(line(written, removed) + "\n")
    }
  }

  /// Draws one file and prints its bytes on standard output (`-o -`): its words checked and Graphviz's warnings
  /// printed first.
  static func printDrawn(_ file: FileRequest.File, fonts: [String] = [], complete: () throws(CLIError) -> Void) throws {
    for font in Set(fonts).sorted() { try checkFont(font) }
    let engine = try graphvizEngine()
    var warnings: [GraphvizWarning] = []
    let bytes: [UInt8]
    do { bytes = try file.draw(engine, &warnings) } catch { throw toolError(error) }
    try complete()
    for warning in warnings { Output.warning("\(warning)") }
    try Output.standardOutput(bytes)
  }
}
