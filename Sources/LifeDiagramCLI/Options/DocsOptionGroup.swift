import ArgumentParser
import LifeDiagram

/// Where `docs` and `check` put (or look for) the pages and the images.
struct DocsOptionGroup: ParsableArguments {
  @Option(name: .shortAndLong, help: "The folder of the Markdown pages.")
  var output = "Docs"

  @Option(help: "The folder of the images the pages use.")
  var images = "Diagrams"

  @Flag(name: .customLong("no-mermaid"), help: "Leave the Mermaid blocks out of the pages.")
  var noMermaid = false

  @Flag(help: "Write every scenario image as PNG too, linked from its page (for wikis that show only PNG).")
  var png = false

  @Option(help: "The font family of the images.")
  var font: String = DiagramOptions.defaultFont

  @Option(help: scaleHelp) var scale = DocsPlan.defaultScale

  @Option(help: themeHelp) var theme = Theme.light

  @OptionGroup var modelFiles: ModelFileOptionGroup

  func validate() throws {
    if output == "-" || images == "-" { throw ValidationError("docs are a set of files; '-o -' is not supported here") }
    try Validation.folder(output, option: "-o")
    try Validation.folder(images, option: "--images")
    try Validation.font(font)
    try Validation.scale(scale)
  }

  /// The plan both commands share.
  func plan() throws(CLIError) -> [PlannedFile] {
    let plan = DocsPlan(catalog: try modelFiles.catalog(), layout: layout, includesMermaid: !noMermaid, font: font, scale: scale, theme: theme,
      includesPNG: png)
    do { return try plan.files() } catch { throw CLIError(message: "\(error)", exitCode: 70) }
  }

  var layout: DocsLayout { DocsLayout(docs: output, images: images) }

  /// The `docs` command that writes what these options check, e.g. `lifediagram docs -o Docs --images Diagrams`.
  var docsCommand: String {
    var words = ["lifediagram docs -o \(output) --images \(images)"]
    if noMermaid { words.append("--no-mermaid") }
    if png { words.append("--png") }
    if font != DiagramOptions.defaultFont { words.append("--font '\(font)'") }
    if scale != DocsPlan.defaultScale { words.append("--scale \(scale)") }
    if theme != .light { words.append("--theme \(theme.rawValue)") }
    words += modelFiles.paths.map { "--model-file '\($0)'" }
    return words.joined(separator: " ")
  }
}
