import LifeDiagram
import LifeDiagramOutput

/// The docs folders as they are on disk, for `check`: reached from the folders the user named without following
/// a symbolic link below them, so a link loop or a link out of the tree is seen as one entry, never walked.
final class DiskView {
  /// A file's place: the identity of its folder and its name, the same whichever path reaches it.
  struct Key: Hashable {
    let folder: FileIdentity
    let name: [UInt8]
  }

  /// Where a planned file is (or would be).
  struct Place {
    let folder: Directory
    let name: String
    var key: Key { Key(folder: folder.identity, name: Array(name.utf8)) }

    func read(limit: Int) -> FileContents { folder.read(name, limit: limit) }
  }

  /// An entry found by ``walk(_:)``.
  struct Found {
    /// The path for a listing.
    let path: String
    let key: Key
    /// A hidden name (`.DS_Store`, `.git`): not reported as extra.
    let hidden: Bool
    /// A temporary file or backup of a run that no longer runs.
    let leftover: Bool
    /// Found in a folder that holds only generated files.
    let owned: Bool
    /// Its folder, and its name where it is UTF-8: to read it.
    let folder: Directory
    let name: String?

    /// Whether it carries the tool's mark (``GeneratedFiles/isGenerated(name:bytes:)``): a file `docs` wrote.
    func isGenerated(limit: Int) -> Bool {
      guard let name, case .file(let bytes) = folder.read(name, limit: limit) else { return false }
      return GeneratedFiles.isGenerated(name: name, bytes: bytes)
    }
  }

  private var roots: [String: Directory?] = [:]

  /// The place of a planned file; nil when a folder on the way is missing, not a folder, or a link.
  func place(of file: PlannedFile) -> Place? {
    let parts = file.relativePath.split(separator: "/").map(String.init)
    guard let name = parts.last, let folder = folder(file.folder, parts.dropLast()) else { return nil }
    return Place(folder: folder, name: name)
  }

  /// Every entry of the folders, below them too where `owned` (each folder once, however it is reached); a
  /// link, FIFO or device is an entry, never followed or read.
  func walk(_ folders: [(root: String, relative: String, owned: Bool)]) -> [Found] {
    var visited: Set<FileIdentity> = []
    var found: [Found] = []
    for (root, relative, owned) in folders {
      guard let folder = folder(root, relative.split(separator: "/").map(String.init)[...]) else { continue }
      collect(folder, path: join(root, relative), owned: owned, visited: &visited, into: &found)
    }
    return found
  }

  private func collect(
    _ folder: Directory, path: String, owned: Bool, visited: inout Set<FileIdentity>, into found: inout [Found]
  ) {
    guard visited.insert(folder.identity).inserted else { return }
    for entry in folder.entries() {
      let entryPath = join(path, entry.display)
      let hidden = entry.bytes.first == 0x2E
      if owned, folder.kind(of: entry) == .folder {
        // A hidden folder (a wiki clone's `.git`) is never the tool's: not walked.
        if !hidden, let child = folder.subfolder(entry) {
          collect(child, path: entryPath, owned: owned, visited: &visited, into: &found)
        }
        continue
      }
      let leftover = entry.string.map(TemporaryName.isLeftover) ?? false
      found.append(
        Found(
          path: entryPath, key: Key(folder: folder.identity, name: entry.bytes), hidden: hidden, leftover: leftover,
          owned: owned, folder: folder, name: entry.string))
    }
  }

  private func folder(_ root: String, _ parts: ArraySlice<String>) -> Directory? {
    if roots[root] == nil { roots[root] = .some(try? Directory.open(root.isEmpty ? "." : root)) }
    guard var folder = roots[root] ?? nil else { return nil }
    for part in parts {
      guard let next = try? folder.subfolder(part) else { return nil }
      folder = next
    }
    return folder
  }
}
