/// A name read from a folder: raw bytes, since a file name need not be UTF-8.
package struct EntryName: Sendable, Hashable {
  package let bytes: [UInt8]
  /// What the folder's listing says is there (its `d_type`), when it says: saves a `stat` an entry. Not part of
  /// the name's identity.
  package let listedKind: EntryKind?

  package init(bytes: [UInt8], listedKind: EntryKind? = nil) {
    self.bytes = bytes
    self.listedKind = listedKind
  }

  package static func == (lhs: EntryName, rhs: EntryName) -> Bool { lhs.bytes == rhs.bytes }
  package func hash(into hasher: inout Hasher) { hasher.combine(bytes) }

  /// The name as a Swift string when it is valid UTF-8 (every name the tool writes is).
  package var string: String? {
    let text = String(decoding: bytes, as: UTF8.self)
    return Array(text.utf8) == bytes ? text : nil
  }

  /// The name for a message or a listing: valid UTF-8 as it is, any other byte as `\xNN`, control characters
  /// escaped, so the name can be found again and never breaks a line.
  package var display: String { DisplayText.escaping(bytes) }

  package func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
    try (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { try body($0.baseAddress!) }
  }
}
