import ArgumentParser
import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramDocs
import LifeDiagramOutput

extension LifeDiagramCommand {
  /// Writes the documentation: Markdown pages and the images they use.
  struct Docs: DrawsOnEveryRun {
    static let configuration = CommandConfiguration(
      commandName: "docs",
      abstract: "Write the documentation: linked Markdown pages and every image they use.")

    @OptionGroup var options: DocsOptionGroup

    @Flag(help: "Replace files at the generated pages' names that lifediagram did not write (hand-written pages, links).")
    var force = false

    func run() throws {
      let options = try self.options.resolved()
      let engine = try graphvizEngine()
      let site = try options.plan()
      try site.requireCompleteForCLI()
      if !force, case let paths = GeneratedFiles.inTheWay(of: site.files), !paths.isEmpty {
        throw CLIError.inTheWay(paths, command: "docs")
      }
      // Only PNG images (--png) draw text with the installed fonts; SVG names its font for the viewer.
      if options.png { for font in Set(site.fonts).sorted() { try checkFont(font) } }
      let planned = site.files
      var warnings: [GraphvizWarning] = []
      let transaction = try openTransaction([options.output, options.images])
      defer { transaction.finish() }
      let written: [String]
      do {
        written = try transaction.commit {
          // Each file is staged as soon as it is rendered, so only one image is held in memory at a time.
          for file in planned {
            let bytes = try file.bytes(using: engine, warnings: &warnings)
            try transaction.stage(Artifact(path: file.relativePath, bytes: bytes), in: file.folder)
          }
          try site.requireCompleteForCLI()  // the images' words, looked up as they were drawn
        }
      } catch {
        throw toolError(error)
      }
      for warning in warnings { Output.warning("\(warning)") }
      let removed = StaleDocs.remove(planned, layout: site.layout, using: transaction)
      transaction.finish()
      try Output.standardOutput(
        "wrote \(written.count) files to \(DisplayText.escaping(options.output)) and \(DisplayText.escaping(options.images))"
          + (removed.isEmpty ? "" : ", removed \(removed.count) no longer generated") + "\n")
    }
  }

  /// Compares the documentation on disk with what `docs` would write; never writes.
  struct Check: DrawsOnEveryRun {
    static let configuration = CommandConfiguration(
      commandName: "check",
      abstract: "Check that the documentation on disk is what 'docs' would write (exit 1 and list the files if not).")

    @OptionGroup var options: DocsOptionGroup

    func run() throws {
      let options = try self.options.resolved()
      do {
        try check(options)
      } catch {
        throw error.asChecker
      }
    }

    private func check(_ options: DocsOptionGroup) throws(CLIError) {
      let site = try options.plan(detecting: true)
      let findings = DocsCheck(files: site.files, layout: site.layout).findings()
      try site.requireCompleteForCLI()
      if findings.isEmpty {
        return try Output.standardOutput(
          "up to date: \(DisplayText.escaping(options.output)) and \(DisplayText.escaping(options.images))\n")
      }
      try Output.standardOutput(findings.map { "\($0)\n" }.joined())
      let extra = findings.contains { $0.kind == .extra }
      throw CLIError(
        message: "\(findings.count) generated file\(findings.count == 1 ? " is" : "s are") out of date; run "
          + "'\(options.docsCommand)'"
          + (extra ? " and remove the extra files it does not generate" : ""),
        status: .findings)
    }
  }
}
