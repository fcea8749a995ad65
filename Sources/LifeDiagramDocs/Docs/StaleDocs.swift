import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramOutput

/// What `docs` generated earlier and generates no more, removed once the new files are in place.
///
/// Only files `docs` generates are ever removed, and only where it writes them: Markdown pages that start with
/// the generated banner, directly in the docs folder or a folder of it that holds pages (`scenarios/`), and SVG
/// and PNG images with a recorded DOT directly in `<images>/scenarios/`. Never a file this run wrote, a link, a
/// special file, a file in a folder reached through a link, or anything else: hand-written pages and diagrams
/// you rendered yourself stay, and `check` lists them as extra.
public enum StaleDocs {
  /// Removes the stale files of `plan`'s folders through `transaction` (committed, still holding the folders);
  /// returns the paths removed.
  public static func remove(_ plan: [PlannedFile], layout: DocsLayout, using transaction: OutputTransaction) -> [String]
  {
    let pageFolders = Set(plan.filter { $0.folder == layout.docs }.map { folder(of: $0.relativePath) }).sorted()
    var removed: [String] = []
    for folder in pageFolders {
      removed += transaction.removeFiles(in: layout.docs, folder, limit: DocsCheck.readLimit) { name, bytes in
        name.hasSuffix(".md") && GeneratedBanner.marks(bytes)
      }
    }
    for folder in layout.scenarioImageFolders {
      removed += transaction.removeFiles(in: layout.images, folder, limit: DocsCheck.readLimit) { name, bytes in
        (name.hasSuffix(".svg") && SourceRecord.extract(from: bytes, format: .svg) != nil)
          || (name.hasSuffix(".png") && SourceRecord.extract(from: bytes, format: .png) != nil)
      }
    }
    return removed
  }

  private static func folder(of relativePath: String) -> String {
    let folder = parent(of: relativePath)
    return folder == "." ? "" : folder
  }
}
