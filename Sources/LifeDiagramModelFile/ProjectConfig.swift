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
  /// Where the config was read from, as the command line names it, for messages; not a key of the file.
  public var path: String?

  enum CodingKeys: String, CodingKey {
    case modelFiles, models, languages, translationFiles, docs, theme, scale, font, formats, audit
  }

  /// What `audit` reads and which rules it leaves out.
  public struct Audit: Sendable, Hashable, Decodable {
    /// The app's sources: Swift files, property lists, or folders searched recursively (`audit PATH...`).
    public var paths: [String]?
    /// The rules not to check (`audit --disable`).
    public var disable: [String]?
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

  /// The config with every path it holds (model and translation files, the docs' folders) read from `folder`,
  /// the folder the file is in as the command line names it (`..`, `conf`); `.` or empty leaves them as written.
  public func resolvingPaths(from folder: String) -> ProjectConfig {
    guard !folder.isEmpty, folder != "." else { return self }
    func resolve(_ path: String) -> String { path.hasPrefix("/") ? path : folder + "/" + path }
    var config = self
    config.modelFiles = modelFiles?.map(resolve)
    config.translationFiles = translationFiles?.map(resolve)
    config.docs?.output = docs?.output.map(resolve)
    config.docs?.images = docs?.images.map(resolve)
    config.audit?.paths = audit?.paths?.map(resolve)
    return config
  }
}
