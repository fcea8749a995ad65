/// Why YAML text could not be composed, or a tree not emitted: libyaml's problem and where it was found.
public struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The stage that stopped, libyaml's names.
  public enum Stage: Sendable, Equatable {
    /// The bytes (encoding, a character YAML refuses).
    case reader
    /// The tokens (an unclosed quote, a tab where an indent goes).
    case scanner
    /// The structure (a value where a key goes, an unclosed list).
    case parser
    /// The tree (an alias to no anchor, a second document, nesting too deep).
    case composer
    /// Writing a tree out.
    case emitter
    /// libyaml could not allocate memory.
    case memory
  }

  /// What libyaml was reading when it stopped (`while parsing a flow sequence`), and where that began.
  public struct Context: Sendable, Equatable {
    public var text: String
    public var mark: YAMLMark
  }

  public var stage: Stage
  /// libyaml's sentence: `did not find expected ',' or ']'`.
  public var problem: String
  /// Where the problem is; nil for the reader, the emitter and memory.
  public var mark: YAMLMark?
  public var context: Context?

  public init(_ stage: Stage, _ problem: String, at mark: YAMLMark? = nil, context: Context? = nil) {
    (self.stage, self.problem, self.mark, self.context) = (stage, problem, mark, context)
  }

  /// `3:3: did not find expected ',' or ']' (while parsing a flow sequence at 2:9)`.
  public var description: String {
    var text = mark.map { "\($0): " } ?? ""
    text += problem
    if let context { text += " (\(context.text) at \(context.mark))" }
    return text
  }
}
