import LifeDiagramOutput

/// Graphviz attributes of a graph, node or edge, always listed in name order so output is deterministic.
public struct Attributes: Sendable, Hashable, ExpressibleByDictionaryLiteral {
  /// One attribute.
  private struct Entry: Sendable, Hashable {
    var name: String
    var value: AttributeValue
  }

  /// Kept sorted by name, so listing them never sorts (a render lists them twice per object).
  private var entries: [Entry] = []

  /// Creates attributes from name–value pairs.
  public init(dictionaryLiteral elements: (String, AttributeValue)...) {
    for (name, value) in elements { self[name] = value }
  }

  /// The value of an attribute, or nil.
  public subscript(name: String) -> AttributeValue? {
    get {
      let index = position(of: name)
      return index < entries.count && entries[index].name == name ? entries[index].value : nil
    }
    set {
      let index = position(of: name)
      let present = index < entries.count && entries[index].name == name
      switch (newValue, present) {
      case (let value?, true): entries[index].value = value
      case (let value?, false): entries.insert(Entry(name: name, value: value), at: index)
      case (nil, true): entries.remove(at: index)
      case (nil, false): break
      }
    }
  }

  /// The attributes sorted by name.
  public var sorted: [(name: String, value: AttributeValue)] {
    entries.map { ($0.name, $0.value) }
  }

  /// These attributes, overridden by `other` where both set one.
  public func merging(_ other: Attributes) -> Attributes {
    var result = self
    for entry in other.entries { result[entry.name] = entry.value }
    return result
  }

  /// The index of `name`, or where it would be inserted (binary search by UTF-8 order).
  private func position(of name: String) -> Int {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].name < name { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

/// An attribute value: text shown to people, or Graphviz syntax.
public enum AttributeValue: Sendable, Hashable, ExpressibleByStringLiteral {
  /// Text shown to people (a label, a title, a tooltip): any characters, shown literally.
  case text(String)
  /// A value in Graphviz's own syntax (`dashed`, `#D9D9D9`, `2,3!`), passed through unchanged.
  case raw(String)

  public init(stringLiteral value: String) { self = .raw(value) }

  /// The value as cgraph receives it.
  ///
  /// Text is escaped so Graphviz shows it literally: a backslash is doubled (Graphviz reads `\N`, `\n`, `\l` as
  /// escapes), `&` becomes `&amp;` (Graphviz turns entities in labels into characters), and line breaks are kept.
  /// Other control characters, which XML (and so SVG) cannot hold, are shown as their Unicode control pictures
  /// (U+0001 as `␁`).
  public var graphvizValue: String {
    switch self {
    case .raw(let value): value
    case .text(let text): Self.escapeText(text)
    }
  }

  private static func escapeText(_ text: String) -> String {
    // Most labels need nothing: no backslash, no `&`, no control character but a line break (a C1 control's
    // UTF-8 starts with 0xC2, as do other Latin-1 characters, which take the slow path to the same text).
    if !text.utf8.contains(where: { $0 == 0x5C || $0 == 0x26 || $0 == 0x7F || $0 == 0xC2 || ($0 < 0x20 && $0 != 0x0A) })
    {
      return text
    }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "\\": result += "\\\\"
      case "&": result += "&amp;"
      case "\r\n", "\r": result += "\n"
      case "\n", "\t": result.append(character)
      default:
        if let picture = character.controlPicture {
          // The one control picture; a C1 control's `\u{9B}` with its backslash written as DOT reads one.
          result += picture.replacing("\\", with: "\\\\")
        } else {
          result.append(character)
        }
      }
    }
    return result
  }
}
