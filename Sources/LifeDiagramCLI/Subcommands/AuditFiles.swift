import LifeDiagramModel
import LifeDiagramModelFile
import LifeDiagramOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files `audit` reads: the Swift sources, property lists and Xcode projects (`project.pbxproj`) it is
/// given, or finds under the folders it is given, in a stable order.
enum AuditFiles {
  /// Folders a search does not enter: hidden ones (`.git`, `.build`), and other people's code or build output.
  static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "SourcePackages", "node_modules"]

  /// Whether `audit` reads a file of this name.
  static func isAudited(_ name: String) -> Bool { AuditedFile.isRead(name) }

  /// Every file to read, each once, with its bytes: files in the order given, a folder's files sorted by path.
  static func read(_ paths: [String]) throws(CLIError) -> [(path: String, bytes: [UInt8])] {
    var seen: Set<String> = []
    var files: [(path: String, bytes: [UInt8])] = []
    for path in paths {
      var info = stat()
      guard !path.isEmpty, RawArguments.withCPath(path, { WorkingFolder.current.status($0, &info) }) == 0 else {
        throw .unreadable(path, "there is no such file or folder; check the path", what: "source file or folder")
      }
      if info.st_mode & S_IFMT == S_IFDIR {
        // A folder named by bytes that are not UTF-8 is opened by them, and named in reports as `\xNN`.
        let bytes = RawArguments.bytes(of: path)
        let shown = DisplayText.escaping(bytes)
        let folder: Directory
        do { folder = try Directory.open(bytes: bytes, shownAs: shown) } catch {
          throw .unreadable(path, error.reason, what: "folder")
        }
        var sources = 0
        try walk(folder, path: shown) { file, bytes in
          if AuditedFile.isSource(file) { sources += 1 }
          if seen.insert(file).inserted { files.append((file, bytes)) }
        }
        guard sources > 0 else {
          throw .unreadable(
            path,
            "it holds no Swift or Objective-C source and no property list (hidden folders, \(skippedFolders.sorted().joined(separator: ", ")) "
              + "are left out); check the path", what: "folder")
        }
      } else if isAudited(path) {
        let shown = RawArguments.bytesByString[path].map(DisplayText.escaping) ?? path
        if seen.insert(shown).inserted { files.append((shown, try ModelFileReader.bytes(of: path, kind: .source))) }
      } else {
        throw .usage(
          "'\(DisplayText.escaping(path))' is not a Swift or Objective-C file, a property list or a project file (project.pbxproj, .xcconfig, .yml); name those, or a folder to search"
        )
      }
    }
    return files
  }

  /// The audited files under a folder, depth first, sorted by name, each handed to `found` with its bytes.
  /// Every entry is reached through its folder's handle, never through a link, so a path longer than
  /// `PATH_MAX` is read like any other. A name the reports cannot spell (not UTF-8) on a file or folder the
  /// audit would read ends the run, naming it: a run never passes over a file without saying so.
  private static func walk(
    _ folder: Directory, path: String, _ found: (String, [UInt8]) throws(CLIError) -> Void
  ) throws(CLIError) {
    for entry in folder.entries() {
      let kind = folder.kind(of: entry)
      let hidden = entry.bytes.first == UInt8(ascii: ".")
      let audited = kind == .file && isAudited(String(decoding: entry.bytes, as: UTF8.self))
      let searched = kind == .folder && !hidden && !skippedFolders.contains(entry.string ?? "")
      guard audited || searched else { continue }
      let shown = path.hasSuffix("/") ? path + entry.display : path + "/" + entry.display
      guard let name = entry.string else {
        throw .unreadable(
          shown, "its name is not UTF-8, so the audit's reports cannot name it; rename it, or leave its folder out",
          what: audited ? "source file" : "folder")
      }
      let child = path.hasSuffix("/") ? path + name : path + "/" + name
      if searched {
        guard let subfolder = folder.subfolder(entry) else {
          throw .unreadable(shown, "it cannot be opened (permission denied?)", what: "folder")
        }
        try walk(subfolder, path: child, found)
        continue
      }
      switch folder.read(name, limit: ModelFileReader.maximumSourceBytes) {
      case .file(let bytes): try found(child, bytes)
      case .tooLarge:
        throw CLIError(
          message:
            "the source file '\(shown)' is larger than \(ModelFileReader.maximumSourceBytes >> 20) MiB; leave it out of the paths audit reads",
          status: .dataError)
      case .missing, .notAFile:
        throw .unreadable(
          shown, "it cannot be read (removed while the audit ran, or permission denied)", what: "source file")
      }
    }
  }
}
