/// Encodes an `Encodable` value as a ``YAMLNode`` tree for ``YAMLEmitter``: keys in the order they are encoded,
/// `nil` optionals left out (`encodeIfPresent`), numbers and booleans plain, and a string quoted when its plain
/// text would read back as another type (`'12'`, `'no'`, `''`), unless it spans lines.
public enum NodeEncoder {
  /// The tree of `value`.
  public static func encode<Value: Encodable>(_ value: Value) throws -> YAMLNode {
    let root = NodeBox()
    try root.store(value, codingPath: [])
    return root.node
  }

  /// The YAML text of `value`.
  public static func text<Value: Encodable>(of value: Value) throws -> String {
    try YAMLEmitter.text(of: encode(value))
  }

  /// The scalar a primitive value is written as; nil for any other value.
  static func scalar(of value: Any) -> YAMLNode.Scalar? {
    switch value {
    case let text as String:
      let quoted = !PlainScalar.readsAsString(text) && !text.contains("\n")
      return YAMLNode.Scalar(text, tag: YAMLNode.Tag.str, style: quoted ? .singleQuoted : .any)
    case let flag as Bool:
      return YAMLNode.Scalar(flag ? "true" : "false", tag: YAMLNode.Tag.bool)
    case let number as any BinaryInteger:
      return YAMLNode.Scalar(String(describing: number), tag: YAMLNode.Tag.int)
    case let number as Double:
      return YAMLNode.Scalar(floatText(number), tag: YAMLNode.Tag.float)
    case let number as Float:
      return YAMLNode.Scalar(floatText(Double(number)), tag: YAMLNode.Tag.float)
    default:
      return nil
    }
  }

  /// YAML's spelling of a float: `.inf`, `-.inf`, `.nan`, or Swift's shortest text that reads back the same.
  private static func floatText(_ number: Double) -> String {
    if number.isNaN { return ".nan" }
    if number.isInfinite { return number < 0 ? "-.inf" : ".inf" }
    return String(describing: number)
  }

  static let null = YAMLNode.Scalar("null", tag: YAMLNode.Tag.null)
}

/// A node while it is being encoded: containers hand out boxes for their children and read them at the end.
final class NodeBox {
  private enum Content {
    case empty
    case scalar(YAMLNode.Scalar)
    case mapping(keys: [String], boxes: [String: NodeBox])
    case sequence([NodeBox])
  }

  private var content = Content.empty

  /// The finished node; an empty box (a value that encoded nothing) is an empty mapping.
  var node: YAMLNode {
    switch content {
    case .empty: .mapping(.init([]))
    case .scalar(let scalar): .scalar(scalar)
    case .mapping(let keys, let boxes):
      .mapping(.init(keys.map { (YAMLNode.scalar(.init($0, tag: YAMLNode.Tag.str)), boxes[$0]!.node) }))
    case .sequence(let boxes): .sequence(.init(boxes.map(\.node)))
    }
  }

  func store<Value: Encodable>(_ value: Value, codingPath: [any CodingKey]) throws {
    if let scalar = NodeEncoder.scalar(of: value) {
      content = .scalar(scalar)
    } else {
      try value.encode(to: BoxEncoder(box: self, codingPath: codingPath))
    }
  }

  func storeScalar(_ scalar: YAMLNode.Scalar) { content = .scalar(scalar) }

  /// The box under `key`, replacing what an earlier encode under the same key left.
  func child(forKey key: String) -> NodeBox {
    var (keys, boxes): ([String], [String: NodeBox]) = ([], [:])
    if case .mapping(let existingKeys, let existingBoxes) = content { (keys, boxes) = (existingKeys, existingBoxes) }
    let box = NodeBox()
    if boxes.updateValue(box, forKey: key) == nil { keys.append(key) }
    content = .mapping(keys: keys, boxes: boxes)
    return box
  }

  /// A new box at the end of the sequence.
  func appendedChild() -> NodeBox {
    var boxes: [NodeBox] = []
    if case .sequence(let existing) = content { boxes = existing }
    let box = NodeBox()
    boxes.append(box)
    content = .sequence(boxes)
    return box
  }

  var count: Int {
    if case .sequence(let boxes) = content { boxes.count } else { 0 }
  }

  func becomeMapping() {
    if case .mapping = content { return }
    content = .mapping(keys: [], boxes: [:])
  }

  func becomeSequence() {
    if case .sequence = content { return }
    content = .sequence([])
  }
}

private struct BoxEncoder: Encoder {
  let box: NodeBox
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    box.becomeMapping()
    return KeyedEncodingContainer(KeyedBox<Key>(box: box, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    box.becomeSequence()
    return UnkeyedBox(box: box, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleBox(box: box, codingPath: codingPath)
  }
}

private struct KeyedBox<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let box: NodeBox
  let codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws { box.child(forKey: key.stringValue).storeScalar(NodeEncoder.null) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: String, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Double, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Float, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Int, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { try put(value, key) }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try put(value, key) }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = box.child(forKey: key.stringValue)
    child.becomeMapping()
    return KeyedEncodingContainer(KeyedBox<NestedKey>(box: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = box.child(forKey: key.stringValue)
    child.becomeSequence()
    return UnkeyedBox(box: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    BoxEncoder(box: box.child(forKey: "super"), codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    BoxEncoder(box: box.child(forKey: key.stringValue), codingPath: codingPath + [key])
  }

  private func put<Value: Encodable>(_ value: Value, _ key: Key) throws {
    try box.child(forKey: key.stringValue).store(value, codingPath: codingPath + [key])
  }
}

private struct UnkeyedBox: UnkeyedEncodingContainer {
  let box: NodeBox
  let codingPath: [any CodingKey]
  var count: Int { box.count }

  mutating func encodeNil() throws { box.appendedChild().storeScalar(NodeEncoder.null) }
  mutating func encode(_ value: Bool) throws { try put(value) }
  mutating func encode(_ value: String) throws { try put(value) }
  mutating func encode(_ value: Double) throws { try put(value) }
  mutating func encode(_ value: Float) throws { try put(value) }
  mutating func encode(_ value: Int) throws { try put(value) }
  mutating func encode(_ value: Int8) throws { try put(value) }
  mutating func encode(_ value: Int16) throws { try put(value) }
  mutating func encode(_ value: Int32) throws { try put(value) }
  mutating func encode(_ value: Int64) throws { try put(value) }
  mutating func encode(_ value: UInt) throws { try put(value) }
  mutating func encode(_ value: UInt8) throws { try put(value) }
  mutating func encode(_ value: UInt16) throws { try put(value) }
  mutating func encode(_ value: UInt32) throws { try put(value) }
  mutating func encode(_ value: UInt64) throws { try put(value) }
  mutating func encode<T: Encodable>(_ value: T) throws { try put(value) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
    NestedKey
  > {
    let child = box.appendedChild()
    child.becomeMapping()
    return KeyedEncodingContainer(KeyedBox<NestedKey>(box: child, codingPath: codingPath + [IndexKey(count - 1)]))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = box.appendedChild()
    child.becomeSequence()
    return UnkeyedBox(box: child, codingPath: codingPath + [IndexKey(count - 1)])
  }

  mutating func superEncoder() -> any Encoder {
    BoxEncoder(box: box.appendedChild(), codingPath: codingPath + [IndexKey(count - 1)])
  }

  private func put<Value: Encodable>(_ value: Value) throws {
    let index = count
    try box.appendedChild().store(value, codingPath: codingPath + [IndexKey(index)])
  }
}

private struct SingleBox: SingleValueEncodingContainer {
  let box: NodeBox
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { box.storeScalar(NodeEncoder.null) }
  mutating func encode(_ value: Bool) throws { try box.store(value, codingPath: codingPath) }
  mutating func encode(_ value: String) throws { try box.store(value, codingPath: codingPath) }
  mutating func encode(_ value: Double) throws { try box.store(value, codingPath: codingPath) }
  mutating func encode(_ value: Float) throws { try box.store(value, codingPath: codingPath) }
  mutating func encode(_ value: Int) throws { try box.store(value, codingPath: codingPath) }
  mutating func encode(_ value: Int8) throws { try box.store(value, codingPath: codingPath) }
  mutating func encode(_ value: Int16) throws { try box.store(value, codingPath: codingPath) }
  mutating func encode(_ value: Int32) throws { try box.store(value, codingPath: codingPath) }
  mutating func encode(_ value: Int64) throws { try box.store(value, codingPath: codingPath) }
  mutating func encode(_ value: UInt) throws { try box.store(value, codingPath: codingPath) }
  mutating func encode(_ value: UInt8) throws { try box.store(value, codingPath: codingPath) }
  mutating func encode(_ value: UInt16) throws { try box.store(value, codingPath: codingPath) }
  mutating func encode(_ value: UInt32) throws { try box.store(value, codingPath: codingPath) }
  mutating func encode(_ value: UInt64) throws { try box.store(value, codingPath: codingPath) }
  mutating func encode<T: Encodable>(_ value: T) throws { try box.store(value, codingPath: codingPath) }
}
