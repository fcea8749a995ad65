import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramOutput

/// What `lifediagram check` finds: the files that differ from what `docs` would write.
///
/// It reads the way `docs` writes: below the folders the user named, never through a symbolic link, never a
/// FIFO or device, never more than ``readLimit`` bytes of a file.
public struct DocsCheck: Sendable {
  /// One out-of-date file.
  public struct Finding: Sendable, Hashable, CustomStringConvertible {
    /// How the file is out of date.
    public enum Kind: String, Sendable, Hashable {
      /// It exists but differs (or is not a regular file, which `docs` would replace).
      case stale
      /// `docs` would write it but it does not exist.
      case missing
      /// It carries the tool's mark, in a generated folder, but `docs` would not write it (an old scenario's page):
      /// a file without the mark (a team's own page) is not one.
      case extra
      /// A temporary file or backup a killed run left (the next `docs` removes it).
      case leftover
    }

    /// How the file is out of date.
    public var kind: Kind
    /// The file's path, with any byte that is not UTF-8 shown as `\xNN`.
    public var path: String
    /// For a stale file, what differs: a short unified diff of a text, or an image's sizes (``DocsCheck/diffLines``).
    public var detail: [String] = []

    public var description: String { "\(kind.rawValue): \(path)" }
  }

  /// The largest file read: every generated file is far smaller, so a larger one is simply not ours.
  public static let readLimit = 16 << 20

  /// The planned files.
  public var files: [PlannedFile]
  /// Where they go.
  public var layout: DocsLayout
  /// How many lines of a stale text file's diff a finding gives (0: none).
  public var diffLines = 0

  /// Creates a check of the planned files against the disk.
  public init(files: [PlannedFile], layout: DocsLayout) {
    self.files = files
    self.layout = layout
  }

  /// Every out-of-date file, in a stable order: planned files in plan order, then extra files and leftovers,
  /// each sorted.
  ///
  /// Text is compared byte for byte; an image by the DOT recorded in it, so another Graphviz version or font set
  /// alone does not make it stale. Nothing is written.
  public func findings() -> [Finding] {
    let disk = DiskView()
    var findings: [Finding] = []
    var planned: Set<DiskView.Key> = []
    for file in files {
      let place = disk.place(of: file)
      if let key = place?.key { planned.insert(key) }
      switch place?.read(limit: Self.readLimit) ?? .missing {
      case .missing: findings.append(Finding(kind: .missing, path: file.path))
      case .file(let bytes) where matches(file, bytes): continue
      case .file(let bytes): findings.append(Finding(kind: .stale, path: file.path, detail: detail(of: file, bytes)))
      default: findings.append(Finding(kind: .stale, path: file.path))
      }
    }
    let owned = layout.ownedFolders.map { (root: $0.root, relative: $0.relative, owned: true) }
    let walked = disk.walk(owned + plannedFolders)
    // Only what the tool wrote is extra: the team's own pages and files beside the docs are theirs.
    let extra = walked.filter {
      !$0.hidden && !planned.contains($0.key) && $0.owned && !$0.leftover && $0.isGenerated(limit: Self.readLimit)
    }
    .map(\.path)
    let leftovers = walked.filter(\.leftover).map(\.path)
    return findings + Set(extra).sorted().map { Finding(kind: .extra, path: $0) }
      + Set(leftovers).sorted().map { Finding(kind: .leftover, path: $0) }
  }

  /// The folders planned files go in that are not owned (e.g. the images folder itself): looked at for leftovers.
  private var plannedFolders: [(root: String, relative: String, owned: Bool)] {
    var seen: Set<String> = []
    return files.compactMap { file in
      let folder = parent(of: file.relativePath)
      let relative = folder == "." ? "" : folder
      guard seen.insert(file.folder + "\u{0}" + relative).inserted else { return nil }
      return (file.folder, relative, false)
    }
  }

  /// What differs in a stale file: a text's diff, an image's or page's sizes (its bytes depend on fonts and
  /// Graphviz, so a diff of them says nothing).
  private func detail(of file: PlannedFile, _ bytes: [UInt8]) -> [String] {
    guard diffLines > 0 else { return [] }
    switch file.content {
    case .text(let text):
      guard let disk = String(validating: bytes, as: UTF8.self) else {
        return ["  not UTF-8 on disk (\(bytes.count) bytes)"]
      }
      return StaleDiff.lines(path: file.path, disk: disk, expected: text, limit: diffLines)
    case .image, .page:
      return ["  \(bytes.count) bytes on disk, drawn from another model or layout than docs draws now"]
    }
  }

  private func matches(_ file: PlannedFile, _ bytes: [UInt8]) -> Bool {
    switch file.content {
    case .text(let text): return bytes == Array(text.utf8)
    case .image(let graph, let format, _, _, _, _):
      return SourceRecord.extract(from: bytes, format: format) == graph().dotSource
    case .page(let document): return document.matches(bytes)
    }
  }
}
