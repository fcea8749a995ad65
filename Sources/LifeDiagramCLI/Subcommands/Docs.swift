import ArgumentParser
import LifeDiagram
import LifeDiagramDocs
import LifeDiagramGraphviz
import LifeDiagramOutput

extension LifeDiagramCommand {
  /// Writes the documentation: Markdown pages and the images they use.
  struct Docs: DrawsOnEveryRun {
    static let configuration = CommandConfiguration(
      commandName: "docs",
      abstract: "Write the documentation: linked Markdown pages and every image they use.")

    @OptionGroup var options: DocsOptionGroup

    @Flag(
      help: "Replace files at the generated pages' names that lifediagram did not write (hand-written pages, links).")
    var force = false

    func run() throws {
      let options = try self.options.configured()
      let site = try options.plan()
      try site.requireCompleteForCLI()
      let (output, images) = (DisplayText.escaping(options.output), DisplayText.escaping(options.images))
      try Frontend.write(
        FileRequest(
          command: "docs", folders: [options.output, options.images], files: site.files.map(FileRequest.File.init),
          owned: site.files, force: force,
          // Only PNG images (--png) draw text with the installed fonts; SVG names its font for the viewer.
          fonts: options.png ? site.fonts : [],
          complete: site.requireCompleteForCLI,  // the images' words, looked up as they were drawn
          afterwards: { StaleDocs.remove(site.files, layout: site.layout, using: $0) },
          report: .summary { written, removed in
            "wrote \(written.count) files to \(output) and \(images)"
              + (removed.isEmpty ? "" : ", removed \(removed.count) no longer generated")
          }))
    }
  }

  /// Compares the documentation on disk with what `docs` would write; never writes.
  struct Check: DrawsOnEveryRun {
    static let configuration = CommandConfiguration(
      commandName: "check",
      abstract: "Check that the documentation on disk is what 'docs' would write (exit 1 and list the files if not).")

    @OptionGroup var options: DocsOptionGroup

    @Option(
      name: .customLong("diff-lines"),
      help: ArgumentHelp(
        "Show at most this many lines of each stale text file's diff (0 for none).", valueName: "count"))
    var diffLines = 20

    func validate() throws {
      guard diffLines >= 0 else { throw ValidationError("--diff-lines: give 0 or more lines, not \(diffLines)") }
    }

    func run() throws {
      let options = try self.options.configured()
      do {
        try check(options)
      } catch {
        throw error.asChecker
      }
    }

    private func check(_ options: DocsOptionGroup) throws(CLIError) {
      try RawArguments.requireUTF8(folders: [options.output, options.images])
      let site = try options.plan(detecting: true)
      var check = DocsCheck(files: site.files, layout: site.layout)
      check.diffLines = diffLines
      let findings = check.findings()
      try site.requireCompleteForCLI()
      if findings.isEmpty {
        return try Output.standardOutput(
          "up to date: \(DisplayText.escaping(options.output)) and \(DisplayText.escaping(options.images))\n")
      }
      // Each file on its line, what differs in it (a stale text's diff) on the lines after it.
      try Output.standardOutput(
        findings.map { ([$0.description] + $0.detail.map(DisplayText.escaping)).map { $0 + "\n" }.joined() }.joined())
      let extra = findings.contains { $0.kind == .extra }
      throw CLIError(
        message: "\(findings.count) generated file\(findings.count == 1 ? " is" : "s are") out of date; run "
          + "'\(options.docsCommand(checkArguments: RawArguments.following(subcommand: "check")))'"
          + (extra ? " and remove the extra files it does not generate" : ""),
        status: .findings)
    }
  }
}
