import LifeDiagramModel

/// The shape a value in a model file must have: what ``ModelFileSchema`` is made of, what the validator checks
/// a composed document against, and what `lifediagram schema` prints as JSON Schema.
public indirect enum SchemaShape: Sendable {
  /// Text; with a format, text that matches it (an id, a receiver).
  case string(StringFormat?)
  /// One of a fixed list of words.
  case enumeration([String])
  /// A whole number in a range.
  case integer(ClosedRange<Int>)
  /// Exactly this whole number (`schemaVersion: 1`).
  case constant(Int)
  /// `true` or `false`.
  case boolean
  /// A list of values of one shape, with at least `minItems` of them.
  case list(SchemaShape, minItems: Int)
  /// An object with named keys.
  case object(ObjectShape)

  /// Text of any kind (a line break in it is written as a space; GUARANTEES.md, "Untrusted input").
  public static let text = SchemaShape.string(nil)

  /// Text on one line: a line break is refused.
  public static let line = SchemaShape.string(.line)

  /// The most characters a text value may have.
  public static let maximumTextLength = 2_000

  /// A list with no minimum length.
  public static func list(_ element: SchemaShape) -> SchemaShape { .list(element, minItems: 0) }

  /// What a value of this shape is, for messages: `an integer`, `a list`.
  var expectation: String {
    switch self {
    case .string: "a string"
    case .enumeration(let words): "one of \(Quoting.list(words))"
    case .integer(let range): "an integer from \(range.lowerBound) to \(range.upperBound)"
    case .constant(let value): "\(value)"
    case .boolean: "true or false"
    case .list: "a list"
    case .object: "an object"
    }
  }
}

/// A named format a string must match, with the regular expression JSON Schema prints and the words a
/// message uses.
public struct StringFormat: Sendable {
  /// What a matching string is, for messages: `a kebab-case id`.
  public let name: String
  /// The pattern as an ECMAScript regular expression, for JSON Schema.
  public let pattern: String
  /// How to write one, for messages and descriptions.
  public let hint: String
  private let test: @Sendable (Substring.UnicodeScalarView) -> Bool

  /// Whether `text` matches the format.
  public func matches(_ text: String) -> Bool { test(Substring(text).unicodeScalars) }

  /// Life cycle, state, transition, rule, event and scenario ids: `^[a-z0-9]+(-[a-z0-9]+)*$`.
  public static let kebabID = StringFormat(
    name: "a kebab-case id", pattern: "^[a-z0-9]+(-[a-z0-9]+)*$",
    hint: "lower-case letters and digits, words joined by single hyphens, e.g. 'foreground-active'"
  ) { scalars in
    scalars.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { word in
      !word.isEmpty && word.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
    }
  }

  /// Source ids: `^[A-Za-z0-9][A-Za-z0-9._-]*$`.
  public static let sourceID = StringFormat(
    name: "a source id", pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$",
    hint: "a letter or digit, then letters, digits, '.', '_' or '-', e.g. 'A22'"
  ) { scalars in
    guard let first = scalars.first, isASCIIAlphanumeric(first) else { return false }
    return scalars.allSatisfy { isASCIIAlphanumeric($0) || $0 == "." || $0 == "_" || $0 == "-" }
  }

  /// Receivers and graph names: `^[A-Za-z_][A-Za-z0-9_]*$`.
  public static let identifier = StringFormat(
    name: "an identifier", pattern: "^[A-Za-z_][A-Za-z0-9_]*$",
    hint: "a letter or '_', then letters, digits or '_', e.g. 'SceneDelegate'"
  ) { scalars in
    guard let first = scalars.first, first == "_" || (isASCIIAlphanumeric(first) && !("0"..."9").contains(first))
    else { return false }
    return scalars.allSatisfy { isASCIIAlphanumeric($0) || $0 == "_" }
  }

  /// Text on one line: no line feed, carriage return, NEL, line or paragraph separator.
  public static let line = StringFormat(
    name: "one line of text", pattern: "^[^\\n\\r\\u0085\\u2028\\u2029]*$",
    hint: "write it on one line"
  ) { scalars in
    !scalars.contains { $0 == "\n" || $0 == "\r" || $0 == "\u{85}" || $0 == "\u{2028}" || $0 == "\u{2029}" }
  }

  /// A web address, the only kind of link a page writes: `https:` or `http:`, then no space, quote, backtick,
  /// backslash, angle bracket or control character, C0 or C1 (a `javascript:` or `data:` address is refused, so
  /// no page links to one). Parentheses and square brackets may stand in it (Wikipedia's addresses have them):
  /// the pages percent-encode them where they write the link (`Markdown.linkTarget`).
  public static let webAddress = StringFormat(
    name: "an https: or http: address", pattern: "^https?://[^\\s<>\"`\\\\\\u0000-\\u001F\\u007F-\\u009F]+$",
    hint:
      "it starts with https:// or http:// and has no space, quote, backtick, backslash, angle bracket or control "
      + "character"
  ) { scalars in
    let text = String(String.UnicodeScalarView(scalars))
    let rest = text.hasPrefix("https://") ? text.dropFirst(8) : text.hasPrefix("http://") ? text.dropFirst(7) : nil
    guard let rest, !rest.isEmpty else { return false }
    return !rest.unicodeScalars.contains {
      $0.properties.isWhitespace || "<>\"`\\".unicodeScalars.contains($0) || $0.value < 0x20
        || (0x7F...0x9F).contains($0.value)
    }
  }

  /// A font family's name as Graphviz can write it into an SVG (``FontFamilyName``): not blank, and no `&`, `<`,
  /// `>`, `"` or control character.
  public static let fontFamily = StringFormat(
    name: "a font family Graphviz can write into an SVG",
    pattern: "^[^&<>\"\\u0000-\\u001F\\u007F]*[^\\s&<>\"\\u0000-\\u001F\\u007F][^&<>\"\\u0000-\\u001F\\u007F]*$",
    hint: "a family fc-list lists, without &, <, > or \""
  ) { scalars in
    FontFamilyName.problem(String(String.UnicodeScalarView(scalars))) == nil
  }

  /// A colour: `#` and six hexadecimal digits, e.g. `#ABD4F0`.
  public static let hexColor = StringFormat(
    name: "a colour", pattern: "^#[0-9A-Fa-f]{6}$", hint: "'#' and six hexadecimal digits, e.g. '#ABD4F0'"
  ) { scalars in
    scalars.count == 7 && scalars.first == "#"
      && scalars.dropFirst().allSatisfy {
        ("0"..."9").contains($0) || ("a"..."f").contains($0) || ("A"..."F").contains($0)
      }
  }

  private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
  }
}
