import LifeDiagramModel

/// A repository's `.lifediagram.yml`: what `lifediagram docs` and `check` (and the other commands, for the keys
/// that concern them) use when no flag says otherwise, so a project runs them with no flags. Found in the working
/// folder or a parent, up to the repository's root; paths in it are relative to its folder.
public struct ProjectConfig: Sendable, Hashable, Decodable {
  /// The file's name, as `lifediagram` looks for it.
  public static let fileName = ".lifediagram.yml"

  /// Model files to read (`--model-file`).
  public var modelFiles: [String]?
  /// The life cycles the commands cover (`--model`).
  public var models: [String]?
  /// The docs' languages besides English (`docs --lang`).
  public var languages: [String]?
  /// Translation files to read (`--translation-file`).
  public var translationFiles: [String]?
  /// Where `docs` writes.
  public var docs: Docs?
  /// The diagrams' theme (`--theme`): light, dark or auto.
  public var theme: String?
  /// The PNG scale (`--scale`).
  public var scale: Int?
  /// The font family (`--font`).
  public var font: String?
  /// The formats the default command writes (`--svg`, `--png`, `--pdf`, `--dot`).
  public var formats: [String]?
  /// What `audit` reads and leaves out.
  public var audit: Audit?
  /// What `verify` holds a log to.
  public var verify: Verify?
  /// Where the config was read from, as the command line names it, for messages; not a key of the file.
  public var path: String?

  enum CodingKeys: String, CodingKey {
    case modelFiles, models, languages, translationFiles, docs, theme, scale, font, formats, audit, verify
  }

  /// What `audit` reads and which rules it leaves out.
  public struct Audit: Sendable, Hashable, Decodable {
    /// The app's sources: Swift files, property lists, or folders searched recursively (`audit PATH...`).
    public var paths: [String]?
    /// The rules not to check (`audit --disable`).
    public var disable: [String]?
    /// The findings accepted for now (`audit --baseline`).
    public var baseline: String?
  }

  /// What `verify` holds a log to.
  public struct Verify: Sendable, Hashable, Decodable {
    /// The methods the app logs, in Swift's form (`verify --logged`): each is required wherever the model makes
    /// it, even where a log never shows it.
    public var logged: [String]?
  }

  /// Where `docs` writes: the pages and the images.
  public struct Docs: Sendable, Hashable, Decodable {
    /// The pages' folder (`docs -o`).
    public var output: String?
    /// The images' folder (`docs --images`).
    public var images: String?
  }

  /// Reads a config file as a model file is read (size, UTF-8, syntax, every key against
  /// ``ModelFileSchema/projectConfig``).
  ///
  /// - Throws: ``InvalidModelFile`` with every problem, `file:line:col: path: message`.
  public static func load(fileName: String, bytes: [UInt8]) throws(InvalidModelFile) -> ProjectConfig {
    let document = try ModelFileDocument(fileName: fileName, bytes: bytes, kind: .config)
    try document.checkShape(against: ModelFileSchema.projectConfig)
    return try document.decoded(ProjectConfig.self, from: bytes)
  }

  /// Every path the config names, with its key (`docs.output`): what ``resolvingPaths(from:)`` resolves and what
  /// the commands hold inside the config's folder. A key whose values are paths is listed in ``visitPaths(_:)``.
  public var paths: [(key: String, value: String)] {
    var named: [(key: String, value: String)] = []
    var copy = self
    copy.visitPaths { key, path in
      named.append((key, path))
      return path
    }
    return named
  }

  /// The config with every path it holds (model and translation files, the docs' folders) read from `folder`,
  /// the folder the file is in as the command line names it (`..`, `conf`); `.` or empty leaves them as written.
  public func resolvingPaths(from folder: String) -> ProjectConfig {
    guard !folder.isEmpty, folder != "." else { return self }
    var config = self
    config.visitPaths { _, path in path.hasPrefix("/") ? path : folder + "/" + path }
    return config
  }

  /// Calls `change` with each key whose values are paths and each of its values, in the file's key order, and
  /// keeps what it returns: the one list of the config's path keys.
  private mutating func visitPaths(_ change: (String, String) -> String) {
    modelFiles = modelFiles?.map { change("modelFiles", $0) }
    translationFiles = translationFiles?.map { change("translationFiles", $0) }
    if let output = docs?.output { docs?.output = change("docs.output", output) }
    if let images = docs?.images { docs?.images = change("docs.images", images) }
    if let sources = audit?.paths { audit?.paths = sources.map { change("audit.paths", $0) } }
    if let baseline = audit?.baseline { audit?.baseline = change("audit.baseline", baseline) }
  }
}

// The file's shape: what `lifediagram schema --config` prints and every config is checked against. Each key
// stands for a flag, which overrides it.
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
      .optional("verify", .object(projectVerify), "What 'verify' holds a log to."),
    ])

  /// What verify holds a log to.
  static let projectVerify = ObjectShape(
    name: "ProjectVerify",
    description: "What 'lifediagram verify' holds a log to when no flag says otherwise.",
    properties: [
      .optional(
        "logged", .list(.line), default: .array([]),
        "The delegate methods the app logs, in Swift's form (sceneDidBecomeActive(_:)), as --logged names them: each is "
          + "required wherever the model makes it; a method neither here nor in the log is not required."),
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
      .optional(
        "baseline", .line,
        "The findings accepted for now, as --baseline names the file ('lifediagram audit --write-baseline FILE' writes it)."),
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
