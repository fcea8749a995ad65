extension String {
  /// The string with some characters replaced: `replacement` returns the text for a character, or nil to keep
  /// it. Every text format's escaping (XML, Markdown tables, Mermaid, DOT) is one call of this.
  func escaping(_ replacement: (Character) -> String?) -> String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for character in self {
      if let replaced = replacement(character) { result += replaced } else { result.append(character) }
    }
    return result
  }
}
