/// A file the audit reads: a Swift source, a property list or an Xcode project, by the path the user gave.
public struct AuditInput: Sendable {
  /// The path, as findings name it.
  public var path: String
  /// The file's contents.
  public var bytes: [UInt8]

  /// Creates an input.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }
}
