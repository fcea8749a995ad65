/// Paths as the audit compares them: a file named `./App/../App/AppDelegate.swift` on the command line and
/// `App/AppDelegate.swift` in a project are the same file. Purely lexical: links are not followed.
package enum SourcePath {
  /// The path with `.` and empty components dropped and `..` taken back; `/` kept at the start of an absolute path.
  package static func normalized(_ path: String) -> String {
    if isNormalized(path) { return path }
    var components: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".": continue
      case "..":
        if let last = components.last, last != ".." {
          components.removeLast()
        } else if !path.hasPrefix("/") {
          components.append(component)
        }
      default: components.append(component)
      }
    }
    return (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
  }

  /// Whether a path is already as ``normalized(_:)`` gives it: no empty, `.` or `..` component, no `/` at the end
  /// (most paths, checked in one pass over their bytes).
  private static func isNormalized(_ path: String) -> Bool {
    var length = 0  // the bytes of the component so far
    var dots = 0  // how many of them are dots
    var atStart = true
    for byte in path.utf8 {
      if byte == UInt8(ascii: "/") {
        if (length == 0 && !atStart) || (length == dots && dots <= 2 && length > 0) { return false }
        length = 0
        dots = 0
      } else {
        length += 1
        if byte == UInt8(ascii: ".") { dots += 1 }
      }
      atStart = false
    }
    return length > 0 && !(length == dots && dots <= 2)
  }

  /// `folder/name`, normalized; `name` alone when the folder is empty.
  package static func join(_ folder: String, _ name: String) -> String {
    if name.hasPrefix("/") { return normalized(name) }
    return normalized(folder.isEmpty ? name : folder + "/" + name)
  }

  /// The folder a normalized path is in: `""` for a name at the top, `/` for one at the root.
  package static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component.
  package static func name(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// The folders a normalized path is in, innermost first, ending with `""` (or `/`).
  static func ancestors(of path: String) -> [String] {
    var result: [String] = []
    var current = path
    while !current.isEmpty, current != "/" {
      current = folder(of: current)
      result.append(current)
    }
    return result
  }

  /// The first answer `body` gives for the folders a normalized path is in, innermost first (as ``ancestors(of:)``
  /// lists them), without listing them all.
  static func nearestAncestor<Answer>(of path: String, _ body: (String) -> Answer?) -> Answer? {
    var current = path
    while !current.isEmpty, current != "/" {
      current = folder(of: current)
      if let answer = body(current) { return answer }
    }
    return nil
  }

  /// Whether `path` is `folder` or inside it (both normalized).
  static func isInside(_ path: String, _ folder: String) -> Bool {
    folder.isEmpty && !path.hasPrefix("/") || path == folder
      || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }
}
