import LifeDiagramOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command line's arguments as bytes, for paths that are not UTF-8.
///
/// Swift decodes each argument as UTF-8, putting U+FFFD where a byte is not, so a file named `caf\xE9.swift`
/// arrives as `caf�.swift` and cannot be opened by that name. The tool keeps the bytes of every such argument,
/// and the places that open a path the user typed open it by those bytes.
enum RawArguments {
  /// The bytes of each argument that is not valid UTF-8, by the string Swift made of it. Read once, never changed.
  static let bytesByString: [String: [UInt8]] = {
    var table: [String: [UInt8]] = [:]
    for index in 0..<Int(CommandLine.argc) {
      guard let argument = CommandLine.unsafeArgv[index] else { continue }
      let bytes = Array(UnsafeBufferPointer(start: argument, count: strlen(argument))).map { UInt8(bitPattern: $0) }
      let text = String(decoding: bytes, as: UTF8.self)
      if Array(text.utf8) != bytes { table[text] = bytes }
    }
    return table
  }()

  /// The arguments after the first one that is `subcommand` (`check` in `lifediagram check -o Docs`), as Swift
  /// read them; all of them when none is.
  static func following(subcommand: String) -> [String] {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let index = arguments.firstIndex(of: subcommand) else { return arguments }
    return Array(arguments[(index + 1)...])
  }

  /// The bytes the user typed for `argument`: its own when it was not UTF-8, else its UTF-8.
  static func bytes(of argument: String) -> [UInt8] {
    bytesByString[argument] ?? Array(argument.utf8)
  }

  /// Calls `body` with `path` as a C string of the bytes the user typed.
  static func withCPath<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
    guard let bytes = bytesByString[path] else { return try path.withCString(body) }
    return try (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { try body($0.baseAddress!) }
  }

  /// The arguments from `index` on, each as the bytes the user typed (for handing on to another program).
  static func cArguments(from index: Int) -> [UnsafeMutablePointer<CChar>?] {
    guard index < Int(CommandLine.argc) else { return [] }
    return (index..<Int(CommandLine.argc)).map { CommandLine.unsafeArgv[$0].map { strdup($0) } ?? nil }
  }

  /// Refuses a folder to write into (or to check) whose name the user typed in bytes that are not UTF-8: files are
  /// written by name, and the name Swift made of it (U+FFFD for each such byte) is another folder. The error names
  /// the folder as typed (`caf\xE9`).
  static func requireUTF8(folders: [String]) throws(CLIError) {
    for folder in folders where folder.contains("\u{FFFD}") {
      guard let typed = bytesByString.keys.sorted().first(where: { folder.contains($0) }) else { continue }
      throw CLIError(
        message:
          "the folder '\(DisplayText.escaping(bytesByString[typed]!))' is not named in UTF-8, and lifediagram writes "
          + "only into folders that are; give a folder whose name is UTF-8",
        status: .usage)
    }
  }
}
