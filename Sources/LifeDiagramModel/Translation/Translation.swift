/// The words of one language: what the tool's own text, the model's text and the state names read as in it.
///
/// English is the source language, as in gettext: every key is the English text itself, so English needs no
/// table (``english``) and a stale translation (its English changed) shows up as a missing key. Another language
/// is one file (`Translations/ko.yaml` for Korean), read by `LifeDiagramModelFile`; a user's file adds to it.
public struct Translation: Sendable, Hashable {
  /// The language's code, e.g. `ko`.
  public var language: String
  /// The language's name in itself, e.g. `한국어`, for the links between the docs' languages.
  public var name: String
  /// The font family the diagrams are drawn in, which must have the language's letters; nil for the tool's default.
  public var font: String?
  /// The families an SVG viewer tries in order, where the diagram's own font is missing (macOS, Windows, Linux).
  public var svgFallbackFonts: [String]
  /// The glossary: state names and the terms the pages use, English → this language. A state's name stays as
  /// Apple spells it; its term is shown beside it (a diagram's second line, `Inactive (비활성)` in a table).
  public var terms: [String: String]
  /// The tool's own words (titles, headers, legends, page text), English → this language. Placeholders such as
  /// `{count}` must be kept.
  public var strings: [String: String]
  /// The model's words (triggers, events, notes, meanings...), English → this language.
  public var model: [String: String]

  /// Creates a translation.
  public init(
    language: String, name: String, font: String? = nil, svgFallbackFonts: [String] = [], terms: [String: String] = [:],
    strings: [String: String] = [:], model: [String: String] = [:]
  ) {
    self.language = language
    self.name = name
    self.font = font
    self.svgFallbackFonts = svgFallbackFonts
    self.terms = terms
    self.strings = strings
    self.model = model
  }

  /// English, the source language: every text reads as itself.
  public static let english = Translation(language: "en", name: "English")

  /// Whether this is the source language, whose texts are their own keys.
  public var isSource: Bool { language == Translation.english.language }

  /// This translation with another's entries added (the other's win where both have a key).
  public func merging(_ other: Translation) -> Translation {
    var merged = self
    merged.name = other.name.isEmpty ? name : other.name
    merged.font = other.font ?? font
    if !other.svgFallbackFonts.isEmpty { merged.svgFallbackFonts = other.svgFallbackFonts }
    merged.terms.merge(other.terms) { $1 }
    merged.strings.merge(other.strings) { $1 }
    merged.model.merge(other.model) { $1 }
    return merged
  }
}

/// Which table of a translation a key belongs to.
public enum TranslationTable: String, Sendable, Hashable, CaseIterable, Comparable {
  /// The glossary (state names and terms).
  case terms
  /// The tool's own words.
  case strings
  /// The model's words.
  case model

  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// A key a translation lacks: the English text, and the table it belongs in.
public struct TranslationKey: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The table.
  public var table: TranslationTable
  /// The English text.
  public var english: String

  /// Creates a key.
  public init(_ table: TranslationTable, _ english: String) {
    self.table = table
    self.english = english
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.table, lhs.english) < (rhs.table, rhs.english)
  }

  /// `model: "The user taps the app icon"`.
  public var description: String { "\(table.rawValue): \"\(english)\"" }
}

/// The keys a translation lacks for what was asked of it; nothing is written while any is missing.
public struct MissingTranslations: Error, Sendable, Hashable, CustomStringConvertible {
  /// The language.
  public var language: String
  /// The missing keys, sorted.
  public var keys: [TranslationKey]

  /// Creates the error.
  public init(language: String, keys: some Sequence<TranslationKey>) {
    self.language = language
    self.keys = Set(keys).sorted()
  }

  /// One line per key, after a header line.
  public var description: String {
    "the '\(language)' translation lacks \(keys.count) key\(keys.count == 1 ? "" : "s"):\n"
      + keys.map { "  \($0)" }.joined(separator: "\n")
  }
}

extension Translation {
  /// The codes of the languages the tool ships with: English, the source, and the translations of
  /// `Translations/*.yaml` (compiled into Swift by `make translations`).
  public static let builtInLanguages = ["en", "ko"]

  /// The built-in translation with this code, or nil. A translation's tables are built only when asked for, so
  /// an English run never pays for Korean.
  public static func builtIn(_ code: String) -> Translation? {
    switch code {
    case "en": .english
    case "ko": .korean
    default: nil
    }
  }
}
