import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramOutput

/// Which files on disk the tool wrote, so `docs` and `html` replace nothing else.
///
/// A file is the tool's when it carries the tool's mark: a Markdown page its generated banner on the first line,
/// an SVG or PNG image the DOT it was drawn from, an HTML page the explorer's `generator` meta tag. Anything else
/// at a name the run would write (a hand-written `index.md`, a diagram of your own, a link, a file too large to
/// be ours) is in the way: the run stops before it writes anything, unless told to replace it (`--force`).
public enum GeneratedFiles {
  /// Whether `bytes`, the contents of a file named `name`, carry the tool's mark.
  public static func isGenerated(name: String, bytes: [UInt8]) -> Bool {
    if name.hasSuffix(".md") { return GeneratedBanner.marks(bytes) }
    if name.hasSuffix(".svg") { return SourceRecord.extract(from: bytes, format: .svg) != nil }
    if name.hasSuffix(".png") { return SourceRecord.extract(from: bytes, format: .png) != nil }
    if name.hasSuffix(".html") {
      return ByteSearch.first(Array(explorerMark.utf8), in: Array(bytes.prefix(4096))) != nil
    }
    return false
  }

  /// The explorer page's mark, in its `<head>`.
  static let explorerMark = #"<meta name="generator" content="lifediagram">"#

  /// The paths of the planned files whose names hold something the tool did not write, in plan order. Files
  /// whose planned text keeps a hand-written page (``WikiMerge``) are never in the way.
  public static func inTheWay(of files: [PlannedFile]) -> [String] {
    let disk = DiskView()
    return files.compactMap { file in
      guard let place = disk.place(of: file), !WikiMerge.keepsHandWrittenText(file) else { return nil }
      switch place.read(limit: DocsCheck.readLimit) {
      case .missing: return nil
      case .file(let bytes) where isGenerated(name: place.name, bytes: bytes): return nil
      case .file, .notAFile, .tooLarge: return file.path
      }
    }
  }
}
