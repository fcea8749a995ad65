import LifeDiagramModel

// The project config file, .lifediagram.yml: each key stands for a flag, which overrides it.
extension ModelFileSchema {
  /// The whole config file.
  public static let projectConfig = ObjectShape(
    name: "ProjectConfig",
    description: """
      A repository's .lifediagram.yml: what lifediagram's commands use when no flag says otherwise, so that \
      'lifediagram docs' and 'lifediagram check' need no flags. lifediagram looks for it in the working folder, \
      then in each parent up to the repository's root (the folder holding .git); --config names one, and \
      --no-config or LIFEDIAGRAM_NO_CONFIG=1 ignores it. Paths are relative to the file's folder.
      """,
    properties: [
      .optional("modelFiles", .list(.line), default: .array([]), "Model files to read, as --model-file reads them."),
      .optional(
        "models", .list(.string(.kebabID)), default: .array([]),
        "The life cycles the commands cover, as --model names them; by default the model files' life cycles, or every built-in."),
      .optional(
        "languages", .list(.string(.kebabID)), default: .array([]),
        "The docs' languages besides English, as docs --lang names them, e.g. [ko]."),
      .optional("translationFiles", .list(.line), default: .array([]), "Translation files to read, as --translation-file reads them."),
      .optional("docs", .object(projectDocs), "Where 'docs' writes, and 'check' looks."),
      .optional("theme", .enumeration(["light", "dark", "auto"]), "The diagrams' colours, as --theme gives them."),
      .optional("scale", .integer(1...4), "The PNG size, as --scale gives it."),
      .optional("font", .line, "The font family of all text, as --font gives it."),
      .optional(
        "formats", .list(.enumeration(["svg", "png", "pdf", "dot"])),
        "The formats 'lifediagram' (the default command) writes, as --svg, --png, --pdf and --dot ask for them."),
      .optional("audit", .object(projectAudit), "What 'audit' reads, and the rules it leaves out."),
    ])

  /// The audit's sources and rules.
  static let projectAudit = ObjectShape(
    name: "ProjectAudit",
    description: "What 'lifediagram audit' reads when no path is given, and the rules it does not check.",
    properties: [
      .optional(
        "paths", .list(.line), default: .array([]),
        "The app's Swift files, property lists and folders (searched recursively), as audit's arguments name them."),
      .optional(
        "disable", .list(.enumeration(Catalog.auditRules.map(\.id))), default: .array([]),
        "The rules not to check, as --disable names them."),
    ])

  /// The docs' folders.
  static let projectDocs = ObjectShape(
    name: "ProjectDocs",
    description: "Where 'docs' writes the pages and the images.",
    properties: [
      .optional("output", .line, "The folder of the Markdown pages, as docs -o names it."),
      .optional("images", .line, "The folder of the images the pages use, as docs --images names it."),
    ])
}
