import LifeDiagramModel

/// A value of an XML property list (an `Info.plist` as Xcode writes it), each with the line and column of its tag,
/// so a finding can point at a key. Binary property lists are not read (Xcode commits XML).
package struct PropertyList {
  /// What the value is.
  package enum Value {
    case string(String)
    case bool(Bool)
    case array([PropertyList])
    /// The entries in file order, each with where its `<key>` is.
    case dictionary([(key: String, line: Int, column: Int, value: PropertyList)])
    /// A number, a date or data: the audit reads none.
    case other
  }

  var value: Value
  var line: Int
  var column: Int

  /// The dictionary's entry for `key`.
  package subscript(key: String) -> PropertyList? {
    guard case .dictionary(let entries) = value else { return nil }
    return entries.first { $0.key == key }?.value
  }

  /// Where the dictionary's `<key>key</key>` is, as (line, column).
  func keyPosition(_ key: String) -> (line: Int, column: Int)? {
    guard case .dictionary(let entries) = value, let entry = entries.first(where: { $0.key == key }) else { return nil }
    return (entry.line, entry.column)
  }

  package var string: String? {
    if case .string(let text) = value { text } else { nil }
  }

  var array: [PropertyList] {
    if case .array(let values) = value { values } else { [] }
  }

  var dictionaryEntries: [(key: String, line: Int, column: Int, value: PropertyList)] {
    if case .dictionary(let entries) = value { entries } else { [] }
  }

  /// Parses an XML property list; nil when the text is not one (or nests deeper than ``maximumDepth``).
  package static func parse(_ text: String) -> PropertyList? {
    var parser = PropertyListParser(Array(text.utf8))
    guard let tag = parser.nextTag(), tag.name == "plist", !tag.isEmpty else { return nil }
    return parser.value(depth: 0)
  }

  /// The deepest nesting a property list may have.
  static let maximumDepth = 64
}

/// The tags of an XML property list, one pass over the bytes: declarations, doctypes and comments skipped.
private struct PropertyListParser {
  package struct Tag {
    var name: String
    var isClosing: Bool
    var isEmpty: Bool
    var line: Int
    var column: Int
  }

  let bytes: [UInt8]
  var position = 0
  var line = 1
  var lineStart = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The next element's tag, or nil at the end.
  mutating func nextTag() -> Tag? {
    while position < bytes.count {
      guard bytes[position] == UInt8(ascii: "<") else {
        advance()
        continue
      }
      let start = (line: line, column: position - lineStart + 1)
      if startsWith("<!--") {
        skip(past: "-->")
      } else if startsWith("<?") || startsWith("<!") {
        skip(past: ">")
      } else {
        advance()
        let closing = position < bytes.count && bytes[position] == UInt8(ascii: "/")
        if closing { advance() }
        var name: [UInt8] = []
        while position < bytes.count, !" \t\r\n/>".utf8.contains(bytes[position]) {
          name.append(bytes[position])
          advance()
        }
        let tagStart = position
        skip(past: ">")
        let empty = position >= 2 && bytes[position - 2] == UInt8(ascii: "/") && position - 2 >= tagStart
        return Tag(
          name: String(decoding: name, as: UTF8.self), isClosing: closing, isEmpty: empty, line: start.line,
          column: start.column)
      }
    }
    return nil
  }

  /// The value that starts at the next tag; nil at a closing tag or the end.
  mutating func value(depth: Int) -> PropertyList? {
    guard depth < PropertyList.maximumDepth, let tag = nextTag(), !tag.isClosing else { return nil }
    return value(of: tag, depth: depth)
  }

  private mutating func value(of tag: Tag, depth: Int) -> PropertyList? {
    func node(_ value: PropertyList.Value) -> PropertyList {
      PropertyList(value: value, line: tag.line, column: tag.column)
    }
    switch tag.name {
    case "true": return node(.bool(true))
    case "false": return node(.bool(false))
    case "string": return node(.string(tag.isEmpty ? "" : text()))
    case "array":
      var values: [PropertyList] = []
      if !tag.isEmpty {
        while let element = value(depth: depth + 1) { values.append(element) }
      }
      return node(.array(values))
    case "dict":
      var entries: [(key: String, line: Int, column: Int, value: PropertyList)] = []
      while !tag.isEmpty, let key = nextTag(), !key.isClosing, key.name == "key" {
        let name = key.isEmpty ? "" : text()
        guard let element = value(depth: depth + 1) else { break }
        entries.append((name, key.line, key.column, element))
      }
      return node(.dictionary(entries))
    default:
      if !tag.isEmpty { _ = text() }
      return node(.other)
    }
  }

  /// The text up to the closing tag, entities decoded, and the closing tag consumed.
  private mutating func text() -> String {
    let start = position
    while position < bytes.count, bytes[position] != UInt8(ascii: "<") { advance() }
    let raw = String(decoding: bytes[start..<position], as: UTF8.self)
    skip(past: ">")
    return raw.replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&quot;", with: "\"")
      .replacing("&apos;", with: "'").replacing("&amp;", with: "&")
  }

  private func startsWith(_ prefix: String) -> Bool {
    bytes[position...].starts(with: prefix.utf8)
  }

  private mutating func skip(past terminator: String) {
    while position < bytes.count {
      if startsWith(terminator) {
        for _ in terminator.utf8 { advance() }
        return
      }
      advance()
    }
  }

  private mutating func advance() {
    if bytes[position] == UInt8(ascii: "\n") {
      line += 1
      lineStart = position + 1
    }
    position += 1
  }
}
