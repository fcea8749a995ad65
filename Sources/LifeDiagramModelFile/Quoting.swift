import LifeDiagramOutput

/// How user text appears inside a message: on one line, and not so long that it hides the message.
enum Quoting {
  /// The longest value quoted in full; longer ones are cut and end in `…`.
  static let longestValue = 60

  /// `text` with line breaks and other control characters written as `\n`, `\t`, `\u{7}`, so a message
  /// stays one line: ``DisplayText/escaping(_:)-(String)``, the one way the tool shows outside text in a message.
  static func oneLine(_ text: String) -> String { DisplayText.escaping(text) }

  /// A user's value between single quotes, on one line, cut when long: `'bakground'`.
  static func quoted(_ value: String) -> String {
    let shown = value.count > longestValue ? value.prefix(longestValue - 1) + "…" : Substring(value)
    return "'" + oneLine(String(shown)) + "'"
  }

  /// Values as a list for a message: `'dashed', 'solid'`.
  static func list(_ values: [String]) -> String {
    values.map(quoted).joined(separator: ", ")
  }
}
