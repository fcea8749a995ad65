/// What YAML 1.1 reads an untagged plain scalar as: the rules of Yams' `Resolver.default` (null, boolean,
/// integer, float; everything else is text), written out by hand.
///
/// Yams resolved a scalar's tag with `NSRegularExpression`, which was nearly half the cost of reading a model
/// file, and it needs Foundation. ``YAMLComposer`` resolves no tag; the validator and the decoder ask
/// this type, and ``NodeEncoder`` asks it which strings to quote. `PlainScalarTests` holds it to Yams' resolver,
/// string by string.
public enum PlainScalar {
  public enum Kind: Equatable, Sendable { case null, boolean, integer, number, text }

  /// The kind of the plain scalar `text`.
  public static func kind(of text: String) -> Kind {
    let bytes = Array(text.utf8)
    // Most scalars are words: only these first characters can start anything but text.
    if let first = bytes.first, !mayStartNonText(first) { return .text }
    if nulls.contains(text) { return .null }
    if booleans.contains(text) { return .boolean }
    let scanner = Scanner(bytes)
    if scanner.matchesInteger() { return .integer }
    if scanner.matchesFloat() { return .number }
    return .text
  }

  /// Whether the default resolver reads the plain scalar `text` as a string: its kind is text, and it is not
  /// one of the resolver's other types (a timestamp `2026-11-25`, the merge key `<<`, the value key `=`). A
  /// string for which this is false is written quoted, so it reads back as a string.
  public static func readsAsString(_ text: String) -> Bool {
    guard kind(of: text) == .text else { return false }
    guard let first = text.utf8.first,
      first == UInt8(ascii: "<") || first == UInt8(ascii: "=") || Scanner.isDigit(first)
    else { return true }
    return text != "<<" && text != "=" && !Scanner(Array(text.utf8)).matchesTimestamp()
  }

  private static let nulls: Set<String> = ["", "~", "null", "Null", "NULL"]
  private static let booleans: Set<String> = [
    "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
    "on", "On", "ON", "off", "Off", "OFF",
  ]

  private static func mayStartNonText(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "~"), UInt8(ascii: "+"), UInt8(ascii: "-"),
      UInt8(ascii: "."), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "y"), UInt8(ascii: "Y"),
      UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"),
      UInt8(ascii: "F"):
      true
    default: false
    }
  }
}

/// A cursor over a scalar's bytes; each `matches…` tries the whole text against one of the resolver's patterns.
private struct Scanner {
  let bytes: [UInt8]
  var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// `[-+]?0b[0-1_]+ | [-+]?0o?[0-7_]+ | [-+]?(?:0|[1-9][0-9_]*) | [-+]?0x[0-9a-fA-F_]+
  /// | [-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+`
  func matchesInteger() -> Bool {
    attempt { s in
      s.sign()
      return s.literal("0b") && s.some(Self.isBinary)
    }
      || attempt { s in
        s.sign()
        guard s.literal("0") else { return false }
        _ = s.literal("o")
        return s.some(Self.isOctal)
      }
      || attempt { s in
        s.sign()
        return s.literal("0")
      }
      || attempt { s in
        s.sign()
        return s.one(Self.isNonZeroDigit) && s.any(Self.isDigitOrUnderscore)
      }
      || attempt { s in
        s.sign()
        return s.literal("0x") && s.some(Self.isHex)
      }
      || attempt { s in
        s.sign()
        return s.one(Self.isNonZeroDigit) && s.any(Self.isDigitOrUnderscore) && s.sexagesimal()
      }
  }

  /// `[-+]?[0-9][0-9_]*(?:\.[0-9_]*)?(?:[eE][-+]?[0-9]+)? | \.[0-9_]+(?:[eE][-+][0-9]+)?
  /// | [-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]* | [-+]?\.(?:inf|Inf|INF) | \.(?:nan|NaN|NAN)`
  func matchesFloat() -> Bool {
    attempt { s in
      s.sign()
      guard s.one(Self.isDigit), s.any(Self.isDigitOrUnderscore) else { return false }
      if s.literal(".") { _ = s.any(Self.isDigitOrUnderscore) }
      return s.exponent(signRequired: false)
    }
      || attempt { s in
        guard s.literal("."), s.some(Self.isDigitOrUnderscore) else { return false }
        return s.exponent(signRequired: true)
      }
      || attempt { s in
        s.sign()
        return s.one(Self.isDigit) && s.any(Self.isDigitOrUnderscore) && s.sexagesimal() && s.literal(".")
          && s.any(Self.isDigitOrUnderscore)
      }
      || attempt { s in
        s.sign()
        return s.literal(".") && (s.literal("inf") || s.literal("Inf") || s.literal("INF"))
      }
      || attempt { s in s.literal(".") && (s.literal("nan") || s.literal("NaN") || s.literal("NAN")) }
  }

  /// `[0-9]{4}-[0-9]{2}-[0-9]{2} | [0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?
  /// (?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?`
  func matchesTimestamp() -> Bool {
    attempt { s in s.digits(4...4) && s.literal("-") && s.digits(2...2) && s.literal("-") && s.digits(2...2) }
      || attempt { s in
        guard s.digits(4...4), s.literal("-"), s.digits(1...2), s.literal("-"), s.digits(1...2) else { return false }
        guard s.one({ $0 == UInt8(ascii: "T") || $0 == UInt8(ascii: "t") }) || s.some(Self.isBlank) else {
          return false
        }
        guard s.digits(1...2), s.literal(":"), s.digits(2...2), s.literal(":"), s.digits(2...2) else { return false }
        if s.literal(".") { _ = s.any(Self.isDigit) }
        let beforeZone = s.index
        _ = s.any(Self.isBlank)
        if s.literal("Z") { return true }
        if s.one({ $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }) {
          guard s.digits(1...2) else { return false }
          if s.literal(":") { return s.digits(2...2) }
          return true
        }
        s.index = beforeZone  // no zone: blanks alone do not end a timestamp
        return true
      }
  }

  /// Whether `pattern`, tried from the start, consumes the whole text.
  private func attempt(_ pattern: (inout Scanner) -> Bool) -> Bool {
    var copy = Scanner(bytes)
    return pattern(&copy) && copy.index == bytes.count
  }

  /// `(?::[0-5]?[0-9])+`, taking as many groups as there are.
  private mutating func sexagesimal() -> Bool {
    var groups = 0
    while literal(":") {
      let start = index
      if one({ (UInt8(ascii: "0")...UInt8(ascii: "5")).contains($0) }), one(Self.isDigit) {
      } else {
        index = start
        guard one(Self.isDigit) else { return false }
      }
      groups += 1
    }
    return groups > 0
  }

  /// `(?:[eE][-+]?[0-9]+)?`, or with the sign required; true when there is none.
  private mutating func exponent(signRequired: Bool) -> Bool {
    guard one({ $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) else { return true }
    let signed = one({ $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") })
    return (signed || !signRequired) && some(Self.isDigit)
  }

  /// Between `counts.lowerBound` and `counts.upperBound` digits, as many as there are.
  private mutating func digits(_ counts: ClosedRange<Int>) -> Bool {
    var taken = 0
    while taken < counts.upperBound, one(Self.isDigit) { taken += 1 }
    return taken >= counts.lowerBound
  }

  private mutating func sign() { _ = one({ $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }) }

  private mutating func literal(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard bytes.count - index >= count else { return false }
    for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return false }
    index += count
    return true
  }

  private mutating func one(_ accepts: (UInt8) -> Bool) -> Bool {
    guard index < bytes.count, accepts(bytes[index]) else { return false }
    index += 1
    return true
  }

  /// Zero or more; always true.
  private mutating func any(_ accepts: (UInt8) -> Bool) -> Bool {
    while one(accepts) {}
    return true
  }

  /// One or more.
  private mutating func some(_ accepts: (UInt8) -> Bool) -> Bool { one(accepts) && any(accepts) }

  private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
  static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
  private static func isNonZeroDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(byte) }
  private static func isDigitOrUnderscore(_ byte: UInt8) -> Bool { isDigit(byte) || byte == UInt8(ascii: "_") }
  private static func isBinary(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") || byte == UInt8(ascii: "_")
  }
  private static func isOctal(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) || byte == UInt8(ascii: "_")
  }
  private static func isHex(_ byte: UInt8) -> Bool {
    isDigitOrUnderscore(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }
}
