import LifeDiagramOutput

/// A word of a command the tool tells the user to run, written so a POSIX shell reads it back as it is.
enum ShellWord {
  /// The word as it is when no shell gives any of its characters a meaning, else in single quotes (a `'` in it
  /// as `'\''`); then escaped for the terminal (``DisplayText/escaping(_:)``).
  static func quoted(_ word: String) -> String {
    let plain = !word.isEmpty && word.unicodeScalars.allSatisfy(isPlain)
    let quoted = "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    return DisplayText.escaping(plain ? word : quoted)
  }

  private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || "-_./:=@%+,".unicodeScalars.contains(scalar)
  }
}
