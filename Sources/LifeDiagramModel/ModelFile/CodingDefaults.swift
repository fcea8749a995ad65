// Model files leave out what has its usual value (no sources, no caveat, `false`); these read and write such keys.

extension KeyedDecodingContainer {
  /// Reads a file's `schemaVersion` and refuses any version but `expected`, the one this build reads.
  func requireSchemaVersion(_ expected: Int, forKey key: Key) throws {
    let version = try decode(Int.self, forKey: key)
    guard version == expected else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self,
        debugDescription: "schema version \(version) is not one this lifediagram reads (\(expected))")
    }
  }

  /// The value for `key`, or `fallback` when the file leaves the key out (or gives null).
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key, default fallback: T) throws -> T {
    try decodeIfPresent(type, forKey: key) ?? fallback
  }
}

extension KeyedEncodingContainer {
  /// Writes a list unless it is empty.
  mutating func encode<T: Encodable>(nonEmpty value: [T], forKey key: Key) throws {
    if !value.isEmpty { try encode(value, forKey: key) }
  }

  /// Writes a flag only when it is set.
  mutating func encode(ifTrue value: Bool, forKey key: Key) throws {
    if value { try encode(value, forKey: key) }
  }
}
