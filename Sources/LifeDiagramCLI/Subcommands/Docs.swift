import ArgumentParser
import LifeDiagram

extension LifeDiagramCommand {
  /// Writes the documentation: Markdown pages and the images they use.
  struct Docs: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write the documentation: linked Markdown pages and every image they use.")

    @OptionGroup var options: DocsOptionGroup

    func run() throws {
      let engine = try graphvizEngine()
      let planned = try options.plan()
      var warnings: [GraphvizWarning] = []
      let written: [String]
      do {
        // Each file is staged as soon as it is rendered, so only one image is held in memory at a time.
        written = try ArtifactWriter(directory: "").write { stage in
          for file in planned { try stage(Artifact(path: file.path, bytes: try file.bytes(using: engine, warnings: &warnings))) }
        }
      } catch let error as GraphvizError {
        throw CLIError.graphviz(error)
      } catch let error as FileError {
        throw CLIError.file(error)
      }
      for warning in warnings { Output.warning("\(warning)") }
      let removed = removeStale(DocsCheck(files: planned, ownedFolders: options.layout.ownedFolders).extraFiles())
      try Output.standardOutput(
        "wrote \(written.count) files to \(options.output) and \(options.images)"
          + (removed.isEmpty ? "" : ", removed \(removed.count) no longer generated") + "\n")
    }

    /// Removes generated files that are no longer generated; files without the generated marker stay.
    /// Only two kinds of file are ever removed: Markdown pages that start with the generated banner, and SVG
    /// images with a recorded DOT inside `<images>/scenarios/`. Anything else (hand-written pages, diagrams you
    /// rendered yourself) stays, and `check` lists it as extra.
    private func removeStale(_ paths: [String]) -> [String] {
      let scenarioImages = RelativePath.normalized(options.layout.images + "/scenarios") + "/"
      return paths.filter { path in
        guard let bytes = FileSystem.readFile(path) else { return false }
        let page = path.hasSuffix(".md") && GeneratedBanner.marks(bytes)
        let image = path.hasSuffix(".svg") && RelativePath.normalized(path).hasPrefix(scenarioImages)
          && SourceRecord.extract(from: bytes, format: .svg) != nil
        if page || image { FileSystem.remove(path) }
        return page || image
      }
    }
  }

  /// Compares the documentation on disk with what `docs` would write; never writes.
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Check that the documentation on disk is what 'docs' would write (exit 1 and list the files if not).")

    @OptionGroup var options: DocsOptionGroup

    func run() throws {
      let findings = DocsCheck(files: try options.plan(), ownedFolders: options.layout.ownedFolders).findings()
      if findings.isEmpty {
        return try Output.standardOutput("up to date: \(options.output) and \(options.images)\n")
      }
      try Output.standardOutput(findings.map { "\($0)\n" }.joined())
      let extra = findings.contains { $0.kind == .extra }
      throw CLIError(
        message: "\(findings.count) generated file\(findings.count == 1 ? " is" : "s are") out of date; run "
          + "'lifediagram docs -o \(options.output) --images \(options.images)'"
          + (extra ? " and remove the extra files it does not generate" : ""),
        exitCode: 1)
    }
  }
}
