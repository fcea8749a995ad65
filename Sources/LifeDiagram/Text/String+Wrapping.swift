extension String {
  /// The text as lines of at most `width` columns (characters; two for a wide one, ``StringProtocol/columns``),
  /// broken between words.
  ///
  /// A word that does not fit on the current line starts the next one, unless it is longer than a line or the
  /// current line is still short (a step number, `7.`): a Swift method name such as
  /// `application(_:configurationForConnecting:options:)` is then broken after its colons, into
  /// `application(_:`, `configurationForConnecting:`, `options:)`. Only a piece with no colon to break at is
  /// left longer than `width`.
  func wrapped(to width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    var currentColumns = 0  // current.columns, kept as the line grows
    for word in words {
      let wordColumns = word.columns
      let fits = current.isEmpty || currentColumns + 1 + wordColumns <= width
      let splits =
        !fits && (wordColumns > width || currentColumns < width / 3) || current.isEmpty && wordColumns > width
      for (number, piece) in (splits ? word.piecesAfterColons : [String(word)]).enumerated() {
        let glue = number == 0 ? " " : ""
        let pieceColumns = splits ? piece.columns : wordColumns
        if current.isEmpty {
          (current, currentColumns) = (piece, pieceColumns)
        } else if currentColumns + glue.count + pieceColumns <= width {
          current += glue + piece
          currentColumns += glue.count + pieceColumns
        } else {
          lines.append(current)
          (current, currentColumns) = (piece, pieceColumns)
        }
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// The words, as `split(separator: " ")` gives them, but split by byte when the text is ASCII, where no
  /// character holds a space but the space itself (a combining mark after a space would join it): finding
  /// every grapheme break was most of a caption's cost.
  private var words: [Substring] {
    guard utf8.allSatisfy({ $0 < 0x80 }) else { return split(separator: " ") }
    return utf8.split(separator: UInt8(ascii: " ")).map { Substring($0) }
  }
}

extension Substring {
  /// The word cut after every colon that a letter or `_` follows: `scene(_:willConnectTo:options:)` gives
  /// `scene(_:`, `willConnectTo:`, `options:)`.
  var piecesAfterColons: [String] {
    var pieces: [String] = []
    var current = ""
    var characters = makeIterator()
    var next = characters.next()
    while let character = next {
      current.append(character)
      next = characters.next()
      if character == ":", let following = next, following.isLetter || following == "_" {
        pieces.append(current)
        current = ""
      }
    }
    if !current.isEmpty { pieces.append(current) }
    return pieces
  }
}
