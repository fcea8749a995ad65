extension String {
  /// The text's lines, split at line feeds as `split(separator: "\n")` splits them (empty lines left out unless
  /// `keepingEmpty`), but found by byte: iterating characters finds every grapheme break, about ten times the cost,
  /// and a diagram splits its captions several times. (A `\r\n` pair, one character, splits here too.)
  func lines(keepingEmpty: Bool = false) -> [Substring] {
    utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: !keepingEmpty).map { Substring($0) }
  }
}
