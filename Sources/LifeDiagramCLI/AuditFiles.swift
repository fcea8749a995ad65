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
  static func isAudited(_ name: String) -> Bool {
    name.hasSuffix(".swift") || name.hasSuffix(".plist") || name.hasSuffix(".pbxproj")
  }

  /// Every file to read, each once, with its bytes: files in the order given, a folder's files sorted by path.
  static func read(_ paths: [String]) throws(CLIError) -> [(path: String, bytes: [UInt8])] {
    var seen: Set<String> = []
    var files: [(path: String, bytes: [UInt8])] = []
    for path in try list(paths) where seen.insert(path).inserted {
      files.append((path, try ModelFileReader.bytes(of: path, kind: .source)))
    }
    return files
  }

  /// The paths of the files to read.
  static func list(_ paths: [String]) throws(CLIError) -> [String] {
    var found: [String] = []
    for path in paths {
      var info = stat()
      guard !path.isEmpty, stat(path, &info) == 0 else {
        throw .unreadable(path, "there is no such file or folder; check the path", what: "source file or folder")
      }
      if info.st_mode & S_IFMT == S_IFDIR {
        found += try walk(path)
      } else if isAudited(path) {
        found.append(path)
      } else {
        throw .usage(
          "'\(DisplayText.escaping(path))' is not a Swift file, a property list or a project.pbxproj; name those, or a folder to search")
      }
    }
    return found
  }

  /// The audited files under a folder, depth first, sorted by name; links are not followed.
  private static func walk(_ folder: String) throws(CLIError) -> [String] {
    guard let directory = opendir(folder) else {
      throw .unreadable(folder, errno == EACCES ? "permission denied" : String(cString: strerror(errno)), what: "folder")
    }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    closedir(directory)
    var found: [String] = []
    for name in names.sorted() {
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }
      switch info.st_mode & S_IFMT {
      case S_IFDIR where !name.hasPrefix(".") && !skippedFolders.contains(name): found += try walk(path)
      case S_IFREG where isAudited(name): found.append(path)
      default: break
      }
    }
    return found
  }
}
