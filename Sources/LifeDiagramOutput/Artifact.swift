/// A file the tool generates: its path relative to an output folder, and its bytes.
public struct Artifact: Sendable, Hashable {
  /// The path relative to the output folder, with `/` separators (e.g. `scenarios/cold-launch.md`).
  public var path: String
  /// The file's contents.
  public var bytes: [UInt8]

  /// Creates an artifact from bytes.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  /// Creates an artifact from text, stored as UTF-8.
  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }
}
