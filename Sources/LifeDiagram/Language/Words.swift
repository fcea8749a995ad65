import LifeDiagramModel
import Synchronization

/// The tool's own words in one language: each English text (the key, as in gettext) read in the translation's
/// language, with `{name}` placeholders filled in.
///
/// A text the translation lacks reads as its English key and is noted; a command asks ``requireComplete()``
/// before it writes anything, so a page is never half English. English itself reads every text as it is.
public final class Words: Sendable {
  /// The language and its tables.
  public let translation: Translation
  private let missing = Mutex<Set<String>>([])

  /// The words of a translation.
  public init(_ translation: Translation) {
    self.translation = translation
  }

  /// English: every text as it is.
  public static let english = Words(.english)

  /// The text in this language.
  public func callAsFunction(_ english: String) -> String {
    guard !translation.isSource else { return english }
    if let text = translation.strings[english] { return text }
    missing.withLock { _ = $0.insert(english) }
    return english
  }

  /// The template in this language, each `{name}` replaced by its value.
  public func callAsFunction(_ template: String, _ values: KeyValuePairs<String, String>) -> String {
    Self.filling(self(template), with: values)
  }

  /// The text with each `{name}` that `values` names replaced, in one pass (`String.replacing` per value would
  /// search the whole text once a value); other braces stay as they are.
  static func filling(_ text: String, with values: KeyValuePairs<String, String>) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count + values.reduce(0) { $0 + $1.value.utf8.count })
    var rest = text[...]
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "}"),
        let value = values.first(where: { $0.key == rest[afterOpen..<close] })?.value
      else {
        result.append("{")
        rest = rest[afterOpen...]
        continue
      }
      result += value
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// The families an SVG viewer tries after the diagram's own font, or nil for the tool's usual ones.
  public var svgFallbackFonts: [String]? {
    translation.svgFallbackFonts.isEmpty ? nil : translation.svgFallbackFonts
  }

  /// The texts looked up so far that the translation lacks.
  public var missingKeys: [TranslationKey] {
    missing.withLock { $0.map { TranslationKey(.strings, $0) } }.sorted()
  }

  /// Throws the texts looked up so far that the translation lacks.
  public func requireComplete() throws(MissingTranslations) {
    let keys = missingKeys
    guard keys.isEmpty else { throw MissingTranslations(language: translation.language, keys: keys) }
  }
}

extension Words: Hashable {
  public static func == (lhs: Words, rhs: Words) -> Bool { lhs === rhs || lhs.translation == rhs.translation }
  public func hash(into hasher: inout Hasher) { hasher.combine(translation.language) }
}
