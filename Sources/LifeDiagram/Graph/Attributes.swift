/// Graphviz attributes of a graph, node or edge, always listed in name order so output is deterministic.
public struct Attributes: Sendable, Hashable, ExpressibleByDictionaryLiteral {
  private var values: [String: AttributeValue]

  /// Creates attributes from name–value pairs.
  public init(dictionaryLiteral elements: (String, AttributeValue)...) {
    values = Dictionary(elements, uniquingKeysWith: { _, last in last })
  }

  /// The value of an attribute, or nil.
  public subscript(name: String) -> AttributeValue? {
    get { values[name] }
    set { values[name] = newValue }
  }

  /// The attributes sorted by name.
  public var sorted: [(name: String, value: AttributeValue)] {
    values.keys.sorted().map { ($0, values[$0]!) }
  }

  /// These attributes, overridden by `other` where both set one.
  public func merging(_ other: Attributes) -> Attributes {
    var result = self
    result.values.merge(other.values) { _, new in new }
    return result
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
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "\\": result += "\\\\"
      case "&": result += "&amp;"
      case "\r\n", "\r": result += "\n"
      case "\n", "\t": result.append(character)
      default:
        if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
          scalar.value < 0x20 || scalar.value == 0x7F
        {
          result.unicodeScalars.append(Unicode.Scalar(scalar.value == 0x7F ? 0x2421 : 0x2400 + scalar.value)!)
        } else {
          result.append(character)
        }
      }
    }
    return result
  }
}
