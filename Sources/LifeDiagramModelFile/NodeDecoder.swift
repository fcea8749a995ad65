import LifeDiagramYAML

/// Decodes a value from a composed node tree, reading each scalar from its text as ``NodeValue`` does.
///
/// It replaces Yams' `YAMLDecoder`, which looked each key up by comparing it with every key of the mapping
/// (a fresh node and tag per lookup) and asked the runtime at every value whether its type is
/// `ScalarConstructible`: much of the cost of reading a big model. Here a mapping's keys go
/// into a dictionary once, and the primitive types are read directly. The shape validator has already checked
/// every type, so a mismatch here is rare; it is still a `DecodingError` at its coding path.
enum NodeDecoder {
  /// The value `node` describes.
  static func decode<Value: Decodable>(_ type: Value.Type, from node: YAMLNode) throws -> Value {
    try Value(from: NodeReader(node, codingPath: []))
  }

  /// The scalar's text, or a type mismatch at `path` naming `type`.
  fileprivate static func text(of node: YAMLNode, as type: Any.Type, at path: [CodingKey]) throws -> String {
    guard case .scalar(let scalar) = node else { throw mismatch(type, node, path) }
    return scalar.string
  }

  /// Whether the node is null as YAML reads a plain scalar (`~`, `null`, nothing), as Yams' decoder decided.
  fileprivate static func isNull(_ node: YAMLNode) -> Bool {
    guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any else { return false }
    return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
  }

  fileprivate static func bool(_ node: YAMLNode, at path: [CodingKey]) throws -> Bool {
    switch try text(of: node, as: Bool.self, at: path).lowercased() {
    case "true", "yes", "on": return true
    case "false", "no", "off": return false
    default: throw mismatch(Bool.self, node, path)
    }
  }

  fileprivate static func integer<Integer: FixedWidthInteger>(
    _ type: Integer.Type, _ node: YAMLNode, at path: [CodingKey]
  ) throws -> Integer {
    let text = try text(of: node, as: type, at: path)
    guard let whole = NodeValue.integer(written: text), let value = Integer(exactly: whole) else {
      throw mismatch(type, node, path)
    }
    return value
  }

  fileprivate static func double(_ node: YAMLNode, at path: [CodingKey]) throws -> Double {
    let text = String(try text(of: node, as: Double.self, at: path).filter { $0 != "_" })
    guard let value = Double(text) else { throw mismatch(Double.self, node, path) }
    return value
  }

  fileprivate static func mismatch(_ type: Any.Type, _ node: YAMLNode, _ path: [CodingKey]) -> DecodingError {
    .typeMismatch(
      type, .init(codingPath: path, debugDescription: "expected \(type), found \(NodeValue(node).description)"))
  }
}

/// The `Decoder` over one node.
private struct NodeReader: Decoder {
  let node: YAMLNode
  let codingPath: [CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(_ node: YAMLNode, codingPath: [CodingKey]) {
    self.node = node
    self.codingPath = codingPath
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .mapping(let mapping) = node else {
      throw NodeDecoder.mismatch([String: Any].self, node, codingPath)
    }
    return KeyedDecodingContainer(MappingReader<Key>(mapping, of: node, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> UnkeyedDecodingContainer {
    guard case .sequence(let sequence) = node else { throw NodeDecoder.mismatch([Any].self, node, codingPath) }
    return SequenceReader(Array(sequence), codingPath: codingPath)
  }

  func singleValueContainer() throws -> SingleValueDecodingContainer {
    ScalarReader(node: node, codingPath: codingPath)
  }

  /// A value of `type` read from this node: the primitive types from the text, any other through its own
  /// `init(from:)`.
  func read<Value: Decodable>(_ type: Value.Type) throws -> Value {
    switch type {
    case is String.Type: return try NodeDecoder.text(of: node, as: type, at: codingPath) as! Value
    case is Int.Type: return try NodeDecoder.integer(Int.self, node, at: codingPath) as! Value
    case is Bool.Type: return try NodeDecoder.bool(node, at: codingPath) as! Value
    default: return try Value(from: self)
    }
  }
}

/// A mapping's values by key, looked up in a dictionary; a repeated key keeps its last value, as Yams' decoder
/// did (the validator has reported the repeat).
private struct MappingReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let codingPath: [CodingKey]
  private let node: YAMLNode
  private let values: [String: YAMLNode]
  let allKeys: [Key]

  init(_ mapping: YAMLNode.Mapping, of node: YAMLNode, codingPath: [CodingKey]) {
    var values: [String: YAMLNode] = [:]
    var keys: [Key] = []
    for (key, value) in mapping {
      guard let name = key.string else { continue }
      if values.updateValue(value, forKey: name) == nil, let codingKey = Key(stringValue: name) {
        keys.append(codingKey)
      }
    }
    self.node = node
    self.values = values
    self.allKeys = keys
    self.codingPath = codingPath
  }

  func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }

  private func reader(for key: Key) throws -> NodeReader {
    guard let node = values[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: codingPath, debugDescription: "No value for key '\(key.stringValue)'"))
    }
    return NodeReader(node, codingPath: codingPath + [key])
  }

  func decodeNil(forKey key: Key) throws -> Bool { NodeDecoder.isNull(try reader(for: key).node) }

  func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    try reader(for: key).read(type)
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try reader(for: key).read(type) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try reader(for: key).read(type) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try reader(for: key).read(type) }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try reader(for: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
    try reader(for: key).unkeyedContainer()
  }

  func superDecoder() throws -> Decoder { NodeReader(node, codingPath: codingPath) }
  func superDecoder(forKey key: Key) throws -> Decoder { try reader(for: key) }
}

/// A sequence's items in order.
private struct SequenceReader: UnkeyedDecodingContainer {
  let items: [YAMLNode]
  let codingPath: [CodingKey]
  private(set) var currentIndex = 0

  init(_ items: [YAMLNode], codingPath: [CodingKey]) {
    self.items = items
    self.codingPath = codingPath
  }

  var count: Int? { items.count }
  var isAtEnd: Bool { currentIndex >= items.count }

  private mutating func next(_ type: Any.Type) throws -> NodeReader {
    let path = codingPath + [IndexKey(currentIndex)]
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(type, .init(codingPath: path, debugDescription: "Unkeyed container is at end."))
    }
    defer { currentIndex += 1 }
    return NodeReader(items[currentIndex], codingPath: path)
  }

  mutating func decodeNil() throws -> Bool {
    if isAtEnd { _ = try next(Any?.self) }
    guard NodeDecoder.isNull(items[currentIndex]) else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try next(type).read(type) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
    NestedKey
  > {
    try next(type).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer { try next([Any].self).unkeyedContainer() }

  mutating func superDecoder() throws -> Decoder { try next(Any.self) }
}

/// One scalar (or, for a type that decodes itself from a single value, any node).
private struct ScalarReader: SingleValueDecodingContainer {
  let node: YAMLNode
  let codingPath: [CodingKey]

  func decodeNil() -> Bool { NodeDecoder.isNull(node) }
  func decode(_ type: Bool.Type) throws -> Bool { try NodeDecoder.bool(node, at: codingPath) }
  func decode(_ type: String.Type) throws -> String { try NodeDecoder.text(of: node, as: type, at: codingPath) }
  func decode(_ type: Double.Type) throws -> Double { try NodeDecoder.double(node, at: codingPath) }
  func decode(_ type: Float.Type) throws -> Float { Float(try NodeDecoder.double(node, at: codingPath)) }
  func decode(_ type: Int.Type) throws -> Int { try NodeDecoder.integer(type, node, at: codingPath) }
  func decode(_ type: Int8.Type) throws -> Int8 { try NodeDecoder.integer(type, node, at: codingPath) }
  func decode(_ type: Int16.Type) throws -> Int16 { try NodeDecoder.integer(type, node, at: codingPath) }
  func decode(_ type: Int32.Type) throws -> Int32 { try NodeDecoder.integer(type, node, at: codingPath) }
  func decode(_ type: Int64.Type) throws -> Int64 { try NodeDecoder.integer(type, node, at: codingPath) }
  func decode(_ type: UInt.Type) throws -> UInt { try NodeDecoder.integer(type, node, at: codingPath) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try NodeDecoder.integer(type, node, at: codingPath) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try NodeDecoder.integer(type, node, at: codingPath) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try NodeDecoder.integer(type, node, at: codingPath) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try NodeDecoder.integer(type, node, at: codingPath) }
  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try NodeReader(node, codingPath: codingPath).read(type)
  }
}
