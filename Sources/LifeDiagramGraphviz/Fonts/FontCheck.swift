internal import CGraphvizSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which font the diagrams' text will really be drawn in, and what fontconfig complained about on the way.
///
/// fontconfig prints its complaints (a broken `FONTCONFIG_FILE`, an unreadable configuration) straight to
/// standard error, and silently substitutes another font for a family that is not installed. This asks it once,
/// with its messages captured, so the tool can say both in its own words.
public struct FontCheck: Sendable, Hashable {
  /// The family asked for.
  public var requested: String
  /// The family fontconfig chose, or nil when it found no font file at all.
  public var chosen: String?
  /// What fontconfig printed while loading its configuration, one line each, without its `Fontconfig error:`
  /// prefixes.
  public var messages: [String]

  /// Whether the requested family is the one that will be used (names compared as fontconfig does, ignoring
  /// case and spaces).
  public var isInstalled: Bool {
    chosen.map { Self.folded($0) == Self.folded(requested) } ?? false
  }

  /// Asks fontconfig for `family`. It loads fontconfig's configuration if nothing has yet (Graphviz would, at
  /// its first text), briefly sending standard error to a temporary file: call it before other threads print.
  public static func check(_ family: String) -> FontCheck {
    let (chosen, printed) = capturingStandardError { match(family) }
    let messages = printed.split(whereSeparator: \.isNewline).map { line in
      String(line.trimmingPrefix("Fontconfig error: ").trimmingPrefix("Fontconfig warning: "))
    }.filter { !$0.isEmpty }
    return FontCheck(requested: family, chosen: chosen, messages: messages)
  }

  /// The family of the font fontconfig picks for `family`, or nil when it picks no file.
  private static func match(_ family: String) -> String? {
    matched(family, drawing: [], needsFile: true)
  }

  /// The family of the font fontconfig picks to draw `character` when `family` is asked for: the family itself
  /// when it has the character, else the fallback pango would use (a Hangul font for Korean text in DejaVu Sans).
  public static func family(drawing character: Character, in family: String) -> String? {
    matched(family, drawing: character.unicodeScalars.map(\.value), needsFile: false)
  }

  /// Whether fontconfig's library can be loaded; the tool loads it only when a font is asked about.
  public static var fontconfigIsAvailable: Bool { lifediagram_fontconfig_load() == 1 }

  private static func matched(_ family: String, drawing characters: [UInt32], needsFile: Bool) -> String? {
    var name = [CChar](repeating: 0, count: 1024)
    let found = lifediagram_font_match(family, characters, characters.count, needsFile ? 1 : 0, &name, name.count)
    guard found == 1 else { return nil }
    return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private static func folded(_ name: String) -> String {
    String(name.lowercased().filter { $0 != " " })
  }
}

/// Runs `body` with standard error sent to a temporary file; returns its result and what it printed there.
private func capturingStandardError<Result>(_ body: () -> Result) -> (Result, String) {
  fflush(nil)
  let saved = dup(STDERR_FILENO)
  guard saved >= 0, let capture = tmpfile() else {
    if saved >= 0 { close(saved) }
    return (body(), "")
  }
  defer { fclose(capture) }
  dup2(fileno(capture), STDERR_FILENO)
  let result = body()
  fflush(nil)
  dup2(saved, STDERR_FILENO)
  close(saved)
  rewind(capture)
  var printed: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 4096)
  while true {
    let n = fread(&chunk, 1, chunk.count, capture)
    if n <= 0 || printed.count > 65536 { break }
    printed += chunk[0..<n]
  }
  return (result, String(decoding: printed, as: UTF8.self))
}
