import LifeDiagram
import LifeDiagramOutput

/// Relative links between the docs folder and the images folder, whatever paths the user gave.
public enum RelativePath {
  /// The path of `target` as seen from the folder `directory`, e.g. `../Diagrams/app-lifecycle.svg`.
  static func from(directory: String, to target: String) -> String {
    let from = components(directory)
    let to = components(target)
    var common = 0
    while common < from.count && common < to.count - 1 && from[common] == to[common] { common += 1 }
    let ups = Array(repeating: "..", count: from.count - common)
    return (ups + to[common...]).joined(separator: "/")
  }

  /// The path made absolute, with `.` and `..` resolved.
  public static func normalized(_ path: String) -> String {
    "/" + components(path).joined(separator: "/")
  }

  /// The path's components made absolute against the working folder, with `.` and `..` resolved.
  static func components(_ path: String) -> [String] {
    let absolute = path.hasPrefix("/") ? path : currentDirectory() + "/" + path
    var result: [String] = []
    for part in absolute.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": _ = result.popLast()
      default: result.append(String(part))
      }
    }
    return result
  }

  private static func currentDirectory() -> String {
    WorkingFolder.current.absolutePath ?? ""
  }
}
