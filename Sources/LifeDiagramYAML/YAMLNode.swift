/// A composed YAML node: a scalar, a mapping or a sequence, each with the line and column it starts at.
///
/// What ``YAMLComposer`` reads from text and ``YAMLEmitter`` writes. Aliases are resolved: an alias is the node
/// its anchor names, so a tree never holds one. Mappings keep every pair in the order written, repeated keys
/// included, so a validator can report each repeat.
public enum YAMLNode: Sendable, Equatable {
  case scalar(Scalar)
  case mapping(Mapping)
  case sequence(Sequence)

  /// The scalar's text; nil for a mapping or a sequence.
  public var string: String? {
    if case .scalar(let scalar) = self { scalar.string } else { nil }
  }

  /// The scalar; nil for a mapping or a sequence.
  public var scalar: Scalar? {
    if case .scalar(let scalar) = self { scalar } else { nil }
  }

  /// Where the node starts in the text it was composed from; nil for a node built in code.
  public var mark: YAMLMark? {
    switch self {
    case .scalar(let scalar): scalar.mark
    case .mapping(let mapping): mapping.mark
    case .sequence(let sequence): sequence.mark
    }
  }
}

/// A line and a column in YAML text, both from 1; the column counts Unicode scalars, as libyaml does.
public struct YAMLMark: Sendable, Hashable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    (self.line, self.column) = (line, column)
  }

  /// `3:7`.
  public var description: String { "\(line):\(column)" }
}

extension YAMLNode {
  /// The tags YAML 1.1 names, as libyaml writes them out (`!!int` is `tag:yaml.org,2002:int`).
  public enum Tag {
    public static let null = "tag:yaml.org,2002:null"
    public static let bool = "tag:yaml.org,2002:bool"
    public static let int = "tag:yaml.org,2002:int"
    public static let float = "tag:yaml.org,2002:float"
    public static let str = "tag:yaml.org,2002:str"
  }

  /// How a scalar is written. The values are libyaml's.
  public enum ScalarStyle: UInt32, Sendable {
    /// Any style: the emitter picks the plainest that keeps the text (never the style of a parsed scalar).
    case any = 0
    case plain, singleQuoted, doubleQuoted, literal, folded
  }

  /// A scalar: its text, its tag, its style and where it starts.
  public struct Scalar: Sendable, Equatable {
    public var string: String
    /// The tag written (`!!int 7`), ``Tag/str`` for a quoted scalar written without one, nil for a plain one
    /// written without one, whose type its text decides (``PlainScalar``).
    public var tag: String?
    public var style: ScalarStyle
    public var mark: YAMLMark?

    public init(_ string: String, tag: String? = nil, style: ScalarStyle = .any, mark: YAMLMark? = nil) {
      (self.string, self.tag, self.style, self.mark) = (string, tag, style, mark)
    }
  }

  /// A mapping: its key and value pairs in the order written, repeated keys included.
  public struct Mapping: RandomAccessCollection, Sendable, Equatable {
    public typealias Element = (key: YAMLNode, value: YAMLNode)

    public var pairs: [Element]
    public var mark: YAMLMark?

    public init(_ pairs: [Element], mark: YAMLMark? = nil) {
      (self.pairs, self.mark) = (pairs, mark)
    }

    public var startIndex: Int { pairs.startIndex }
    public var endIndex: Int { pairs.endIndex }
    public subscript(position: Int) -> Element { pairs[position] }

    /// The value of the first key whose scalar text is `key`.
    public subscript(key: String) -> YAMLNode? {
      pairs.first { $0.key.string == key }?.value
    }

    public static func == (lhs: Mapping, rhs: Mapping) -> Bool {
      lhs.mark == rhs.mark && lhs.pairs.elementsEqual(rhs.pairs) { $0.key == $1.key && $0.value == $1.value }
    }
  }

  /// A sequence: its items in order.
  public struct Sequence: RandomAccessCollection, Sendable, Equatable {
    public var items: [YAMLNode]
    public var mark: YAMLMark?

    public init(_ items: [YAMLNode], mark: YAMLMark? = nil) {
      (self.items, self.mark) = (items, mark)
    }

    public var startIndex: Int { items.startIndex }
    public var endIndex: Int { items.endIndex }
    public subscript(position: Int) -> YAMLNode { items[position] }
  }
}
