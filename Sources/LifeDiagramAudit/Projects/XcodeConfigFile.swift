/// The compilation flags an `.xcconfig` file sets for `#if`: its `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and
/// `GCC_PREPROCESSOR_DEFINITIONS` lines (a setting conditioned on `[config=…]` or `[sdk=…]` counts as set), and those
/// of the files it `#include`s, from its own folder, at most ``maximumIncludeDepth`` deep.
enum XcodeConfigFile {
  /// How deep `#include`s are followed.
  static let maximumIncludeDepth = 8

  /// The settings the file at `path` (normalized) sets, those of its `#include`s first; a setting conditioned on
  /// `[sdk=…]` or `[config=…]` is left out, and `$(inherited)` is kept as written.
  static func settings(_ path: String, files: [String: String], depth: Int = 0) -> [String: String] {
    guard depth <= maximumIncludeDepth, let text = files[path] else { return [:] }
    var settings: [String: String] = [:]
    for line in text.split(whereSeparator: \.isNewline) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if let included = includedPath(trimmed) {
        settings.merge(Self.settings(SourcePath.join(SourcePath.folder(of: path), included), files: files, depth: depth + 1)) { _, new in new }
        continue
      }
      guard let equals = trimmed.firstIndex(of: "="), !trimmed[..<equals].contains("[") else { continue }
      let key = trimmed[..<equals].trimmingCharacters(in: " \t")
      let value = (trimmed[trimmed.index(after: equals)...].split(separator: "//").first ?? "").trimmingCharacters(in: " \t")
      settings[key] = value
    }
    return settings
  }

  /// The file an `#include "…"` (or `#include? "…"`) line names.
  private static func includedPath(_ line: Substring) -> String? {
    guard line.hasPrefix("#include"), let open = line.firstIndex(of: "\""),
      let close = line[line.index(after: open)...].firstIndex(of: "\"")
    else { return nil }
    return String(line[line.index(after: open)..<close])
  }

  /// The flags the file at `path` (normalized) sets, given the texts of the `.xcconfig` files read, by normalized path.
  static func flags(_ path: String, files: [String: String], depth: Int = 0) -> Set<String> {
    guard depth <= maximumIncludeDepth, let text = files[path] else { return [] }
    var flags: Set<String> = []
    for line in text.split(whereSeparator: \.isNewline) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if let included = includedPath(trimmed) {
        flags.formUnion(Self.flags(SourcePath.join(SourcePath.folder(of: path), included), files: files, depth: depth + 1))
        continue
      }
      guard let equals = trimmed.firstIndex(of: "=") else { continue }
      let key = trimmed[..<equals].split(separator: "[").first.map { $0.trimmingCharacters(in: " \t") } ?? ""
      guard key == "SWIFT_ACTIVE_COMPILATION_CONDITIONS" || key == "GCC_PREPROCESSOR_DEFINITIONS" else { continue }
      let value = trimmed[trimmed.index(after: equals)...].split(separator: "//").first ?? ""
      for word in value.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
        if let flag = XcodeProject.flagName(String(word)) { flags.insert(flag) }
      }
    }
    return flags
  }
}

extension Substring {
  /// The text without the given characters at either end.
  fileprivate func trimmingCharacters(in set: String) -> String {
    String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
  }
}
