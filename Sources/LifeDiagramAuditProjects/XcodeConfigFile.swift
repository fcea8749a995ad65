/// The compilation flags an `.xcconfig` file sets for `#if`: its `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and
/// `GCC_PREPROCESSOR_DEFINITIONS` lines (a setting conditioned on `[config=…]` or `[sdk=…]` counts as set), and those
/// of the files it `#include`s, from its own folder, at most ``maximumIncludeDepth`` deep. Each file is read once
/// however often it is included, so a file that includes itself, or one file many times, costs its size once.
package enum XcodeConfigFile {
  /// How deep `#include`s are followed.
  static let maximumIncludeDepth = 8

  /// The settings the file at `path` (normalized) sets, those of its `#include`s first; a setting conditioned on
  /// `[sdk=…]` or `[config=…]` is left out, and `$(inherited)` is kept as written.
  static func settings(_ path: String, files: [String: String]) -> [String: String] {
    var settings: [String: String] = [:]
    for line in lines(path, files: files) {
      guard let equals = line.firstIndex(of: "="), !line[..<equals].contains("[") else { continue }
      let key = line[..<equals].trimmingCharacters(in: " \t")
      let value = (line[line.index(after: equals)...].split(separator: "//").first ?? "").trimmingCharacters(in: " \t")
      settings[key] = value
    }
    return settings
  }

  /// The flags the file at `path` (normalized) sets, given the texts of the `.xcconfig` files read, by normalized path.
  static func flags(_ path: String, files: [String: String]) -> Set<String> {
    var flags: Set<String> = []
    for line in lines(path, files: files) {
      guard let equals = line.firstIndex(of: "=") else { continue }
      let key = line[..<equals].split(separator: "[").first.map { $0.trimmingCharacters(in: " \t") } ?? ""
      guard key == "SWIFT_ACTIVE_COMPILATION_CONDITIONS" || key == "GCC_PREPROCESSOR_DEFINITIONS" else { continue }
      let value = line[line.index(after: equals)...].split(separator: "//").first ?? ""
      for word in value.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
        if let flag = XcodeProject.flagName(String(word)) { flags.insert(flag) }
      }
    }
    return flags
  }

  /// The file's lines, without their indentation, each `#include` replaced by the included file's lines: a file
  /// already read (included twice, or including itself) adds nothing the second time.
  static func lines(_ path: String, files: [String: String]) -> [Substring] {
    var read: Set<String> = []
    var lines: [Substring] = []
    func add(_ path: String, depth: Int) {
      guard depth <= maximumIncludeDepth, let text = files[path], read.insert(path).inserted else { return }
      for line in text.split(whereSeparator: \.isNewline) {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if let included = includedPath(trimmed) {
          add(SourcePath.join(SourcePath.folder(of: path), included), depth: depth + 1)
        } else {
          lines.append(trimmed)
        }
      }
    }
    add(path, depth: 0)
    return lines
  }

  /// The file an `#include "…"` (or `#include? "…"`) line names.
  private static func includedPath(_ line: Substring) -> String? {
    guard line.hasPrefix("#include"), let open = line.firstIndex(of: "\""),
      let close = line[line.index(after: open)...].firstIndex(of: "\"")
    else { return nil }
    return String(line[line.index(after: open)..<close])
  }
}

extension Substring {
  /// The text without the given characters at either end.
  fileprivate func trimmingCharacters(in set: String) -> String {
    String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
  }
}
