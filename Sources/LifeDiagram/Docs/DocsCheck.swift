/// What `lifediagram check` finds: the files that differ from what `docs` would write.
public struct DocsCheck: Sendable {
  /// One out-of-date file.
  public struct Finding: Sendable, Hashable, CustomStringConvertible {
    /// How the file is out of date.
    public enum Kind: String, Sendable, Hashable {
      /// It exists but differs.
      case stale
      /// `docs` would write it but it does not exist.
      case missing
      /// It exists in a generated folder but `docs` would not write it.
      case extra
    }

    /// How the file is out of date.
    public var kind: Kind
    /// The file's path.
    public var path: String

    public var description: String { "\(kind.rawValue): \(path)" }
  }

  /// The planned files.
  public var files: [PlannedFile]
  /// The folders that hold only generated files.
  public var ownedFolders: [String]

  /// Creates a check of the planned files against the disk.
  public init(files: [PlannedFile], ownedFolders: [String]) {
    self.files = files
    self.ownedFolders = ownedFolders
  }

  /// Every out-of-date file, in a stable order: planned files in plan order, then extra files sorted.
  ///
  /// Text is compared byte for byte; an image by the DOT recorded in it, so another Graphviz version or font set
  /// alone does not make it stale. Nothing is written.
  public func findings() -> [Finding] {
    var findings: [Finding] = []
    for file in files {
      guard let bytes = FileSystem.readFile(file.path) else {
        findings.append(Finding(kind: .missing, path: file.path))
        continue
      }
      if !matches(file, bytes) { findings.append(Finding(kind: .stale, path: file.path)) }
    }
    return findings + extraFiles().map { Finding(kind: .extra, path: $0) }
  }

  /// Files in the generated folders that no planned file accounts for.
  public func extraFiles() -> [String] {
    let planned = Set(files.map { RelativePath.components($0.path) })
    return ownedFolders.flatMap { folder in
      FileSystem.files(under: folder).map { join(folder, $0) }
    }.filter { !planned.contains(RelativePath.components($0)) }.sorted()
  }

  private func matches(_ file: PlannedFile, _ bytes: [UInt8]) -> Bool {
    switch file.content {
    case .text(let text): return bytes == Array(text.utf8)
    case .image(let graph, let format, _, _): return SourceRecord.extract(from: bytes, format: format) == graph().dotSource
    }
  }
}
