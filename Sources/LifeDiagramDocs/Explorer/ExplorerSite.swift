import LifeDiagram
import LifeDiagramModel

/// The explorer in every language of a set (`lifediagram html -o DIR`): the first language's page in the folder,
/// each other's in a folder named by its code (`DIR/ko/index.html`), each page linking the others.
public struct ExplorerSite: Sendable {
  /// The pages, one per language.
  public var files: [PlannedFile] = []
  /// Each language's words; asked once every page is written, since the diagrams are drawn only then.
  public var words: [Words] = []

  /// Plans the pages of `catalog` in each of `languages` (English first) under `folder`; `font` gives each
  /// language's diagram font.
  ///
  /// - Throws: ``MissingTranslations`` when a language lacks a text of the catalog, ``SimulationError`` when a
  ///   scenario cannot be replayed.
  public init(catalog: Catalog, languages: [Translation], folder: String, font: (Translation) -> String) throws {
    for translation in languages {
      let words = Words(translation)
      self.words.append(words)
      let links = ExplorerPage.links(to: ExplorerPage.fileName, in: languages, from: translation, root: folder)
      let page = ExplorerPage(
        catalog: try catalog.translated(translation), words: words, font: font(translation), languages: links)
      let languageFolder = DocsLayout.languageFolder(translation, in: languages)
      files.append(
        PlannedFile(
          folder: folder,
          relativePath: languageFolder.isEmpty ? ExplorerPage.fileName : languageFolder + "/" + ExplorerPage.fileName,
          content: .page(try page.document())))
    }
  }

  /// Throws the words any page looked up that its language lacks.
  public func requireComplete() throws(MissingTranslations) {
    for words in self.words { try words.requireComplete() }
  }
}
