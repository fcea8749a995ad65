import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramModel
import LifeDiagramOutput

/// Where the docs and their images go, and the relative links between them.
public struct DocsLayout: Sendable {
  /// The folder of the Markdown pages (e.g. `Docs`).
  public var docs: String
  /// The folder of the images (e.g. `Diagrams`).
  public var images: String
  /// The folders of the site's other languages (`ko`), each below both folders.
  public var languageFolders: [String]

  /// Creates a layout.
  public init(docs: String = "Docs", images: String = "Diagrams", languageFolders: [String] = []) {
    self.docs = docs
    self.images = images
    self.languageFolders = languageFolders
  }

  /// The full path of a page, e.g. `Docs/scenarios/cold-launch.md`.
  func page(_ relative: String) -> String { join(docs, relative) }

  /// The full path of an image, e.g. `Diagrams/scenarios/cold-launch-app-path.svg`.
  func image(_ relative: String) -> String { join(images, relative) }

  /// A link from a page to an image, both relative to their folders.
  func link(fromPage page: String, toImage image: String) -> String {
    RelativePath.from(directory: parent(of: self.page(page)), to: self.image(image))
  }

  /// A link from a page to another page, both relative to the docs folder.
  func link(fromPage page: String, toPage other: String) -> String {
    RelativePath.from(directory: parent(of: self.page(page)), to: self.page(other))
  }

  /// The folders that hold only generated files, as an output folder and a folder below it: `check` reports
  /// any other file there (and below) as extra.
  public var ownedFolders: [(root: String, relative: String)] {
    [(docs, ""), (images, "scenarios")] + languageFolders.map { (images, $0 + "/scenarios") }
  }

  /// The folders of scenario images, below the images folder: `scenarios`, and `ko/scenarios` for each language.
  var scenarioImageFolders: [String] { ["scenarios"] + languageFolders.map { $0 + "/scenarios" } }

  /// The folder of a language's pages below the docs folder (and of its images below the images folder): none
  /// for the site's first language, else the language's code (`ko`).
  public static func languageFolder(_ language: Translation, in languages: [Translation]) -> String {
    languages.first?.language == language.language || languages.isEmpty ? "" : language.language
  }

  static func lifecyclePage(_ id: LifecycleID) -> String { "\(id.rawValue)-lifecycle.md" }
  /// The HTML explorer's file, beside each language's index (`docs --html`).
  static let explorerPage = "explorer.html"
  static func scenarioPage(_ id: String) -> String { "scenarios/\(id).md" }
  static func sequenceImage(_ run: ScenarioRun, _ format: OutputFormat = .svg) -> String {
    "scenarios/" + ScenarioRuns.fileName(run, format)
  }
  static func pathImage(_ run: ScenarioRun, _ format: OutputFormat = .svg) -> String {
    "scenarios/\(run.scenario.id)-\(run.model.rawValue)-path.\(format.fileExtension)"
  }
}
