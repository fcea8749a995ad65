import CYAML

/// Composes YAML text (JSON too: JSON is YAML) into one ``YAMLNode`` tree, reading libyaml's events.
///
/// - Every node keeps the line and column it starts at.
/// - Mappings keep every pair, repeated keys included; the reader of the tree decides what a repeat means.
/// - Aliases are replaced by the node their anchor names. The copies share storage, so a small file can stand
///   for a huge tree: whoever walks the tree bounds the walk.
/// - Tags are kept as written, with libyaml's rule for quoting: a quoted scalar without a tag is a string.
///   No type is resolved from a plain scalar's text (``PlainScalar`` does that for whoever asks).
/// - Nesting deeper than ``maximumDepth`` is an error, so a file of brackets cannot exhaust the stack.
public enum YAMLComposer {
  /// The deepest nesting of mappings and sequences composed.
  public static let maximumDepth = 1_000

  /// The document's tree, or nil when the text holds none (only comments and white space).
  ///
  /// - Throws: ``YAMLError`` at the first syntax error, at an alias whose anchor is not defined before it, at a
  ///   second document, or past ``maximumDepth``.
  public static func compose(_ text: String) throws(YAMLError) -> YAMLNode? {
    var bytes = Array(text.utf8)
    if bytes.isEmpty { bytes = [0] }  // libyaml needs an address; an empty input is read as length 0 below
    let length = text.utf8.count
    let result: Result<YAMLNode?, YAMLError> = bytes.withUnsafeBufferPointer { buffer in
      var builder = TreeBuilder(events: EventReader(buffer.baseAddress!, length: length))
      return Result { () throws(YAMLError) in try builder.singleDocument() }
    }
    return try result.get()
  }
}

/// Builds nodes from events: the anchors seen so far, and how deep the current node is.
private struct TreeBuilder {
  let events: EventReader
  var anchors: [String: YAMLNode] = [:]
  var depth = 0

  init(events: EventReader) { self.events = events }

  /// The stream's one document, read as Yams reads it: a second document is an error at its start.
  mutating func singleDocument() throws(YAMLError) -> YAMLNode? {
    _ = try events.next()  // the stream's start
    guard case .documentStart = try events.next() else { return nil }  // or the stream's end: no document
    let root = try node(from: try events.next())
    _ = try events.next()  // the document's end
    if case .documentStart(let mark) = try events.next() {
      throw YAMLError(
        .composer, "but found another document", at: mark,
        context: .init(text: "expected a single document in the stream", mark: YAMLMark(line: 1, column: 1)))
    }
    return root
  }

  private mutating func node(from event: Event) throws(YAMLError) -> YAMLNode {
    switch event {
    case .scalar(let scalar, let anchor):
      return registered(.scalar(scalar), as: anchor)
    case .alias(let anchor, let mark):
      guard let node = anchors[anchor] else { throw YAMLError(.composer, "found undefined alias", at: mark) }
      return node
    case .sequenceStart(let anchor, let mark):
      try enter(at: mark)
      var items: [YAMLNode] = []
      while true {
        let next = try events.next()
        if case .sequenceEnd = next { break }
        items.append(try node(from: next))
      }
      depth -= 1
      return registered(.sequence(.init(items, mark: mark)), as: anchor)
    case .mappingStart(let anchor, let mark):
      try enter(at: mark)
      var pairs: [YAMLNode.Mapping.Element] = []
      while true {
        let next = try events.next()
        if case .mappingEnd = next { break }
        let key = try node(from: next)
        pairs.append((key, try node(from: try events.next())))
      }
      depth -= 1
      return registered(.mapping(.init(pairs, mark: mark)), as: anchor)
    case .streamStart, .streamEnd, .documentStart, .documentEnd, .sequenceEnd, .mappingEnd:
      // libyaml's grammar puts a node here; it reports any other order as a parser error first.
      throw YAMLError(.composer, "expected a node")
    }
  }

  private mutating func enter(at mark: YAMLMark) throws(YAMLError) {
    depth += 1
    if depth > YAMLComposer.maximumDepth {
      throw YAMLError(.composer, "lists and objects nest more than \(YAMLComposer.maximumDepth) levels deep", at: mark)
    }
  }

  private mutating func registered(_ node: YAMLNode, as anchor: String?) -> YAMLNode {
    if let anchor { anchors[anchor] = node }  // a later anchor of the same name replaces an earlier one
    return node
  }
}

/// libyaml's events, as values.
private enum Event {
  case streamStart, streamEnd, documentEnd, sequenceEnd, mappingEnd
  case documentStart(YAMLMark)
  case alias(anchor: String, YAMLMark)
  case scalar(YAMLNode.Scalar, anchor: String?)
  case sequenceStart(anchor: String?, YAMLMark)
  case mappingStart(anchor: String?, YAMLMark)
}

/// libyaml's parser over a buffer the caller keeps alive; each event is copied out and freed at once.
private final class EventReader {
  private var parser = yaml_parser_t()

  init(_ bytes: UnsafePointer<UInt8>, length: Int) {
    yaml_parser_initialize(&parser)
    yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
    yaml_parser_set_input_string(&parser, bytes, length)
  }

  deinit { yaml_parser_delete(&parser) }

  func next() throws(YAMLError) -> Event {
    var event = yaml_event_t()
    guard yaml_parser_parse(&parser, &event) == 1 else { throw error() }
    defer { yaml_event_delete(&event) }
    let mark = YAMLMark(line: event.start_mark.line + 1, column: event.start_mark.column + 1)
    switch event.type {
    case YAML_STREAM_START_EVENT: return .streamStart
    case YAML_DOCUMENT_START_EVENT: return .documentStart(mark)
    case YAML_DOCUMENT_END_EVENT: return .documentEnd
    case YAML_ALIAS_EVENT: return .alias(anchor: String(cString: event.data.alias.anchor), mark)
    case YAML_SCALAR_EVENT: return scalar(of: event, mark)
    case YAML_SEQUENCE_START_EVENT: return .sequenceStart(anchor: string(event.data.sequence_start.anchor), mark)
    case YAML_SEQUENCE_END_EVENT: return .sequenceEnd
    case YAML_MAPPING_START_EVENT: return .mappingStart(anchor: string(event.data.mapping_start.anchor), mark)
    case YAML_MAPPING_END_EVENT: return .mappingEnd
    default: return .streamEnd
    }
  }

  private func scalar(of event: yaml_event_t, _ mark: YAMLMark) -> Event {
    let data = event.data.scalar
    let text = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
    let tag = data.quoted_implicit == 1 ? YAMLNode.Tag.str : string(data.tag)
    let style = YAMLNode.ScalarStyle(rawValue: data.style.rawValue) ?? .plain
    return .scalar(YAMLNode.Scalar(text, tag: tag, style: style, mark: mark), anchor: string(data.anchor))
  }

  private func string(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  /// The parser's error, its marks counted from 1.
  private func error() -> YAMLError {
    func mark(_ mark: yaml_mark_t) -> YAMLMark { YAMLMark(line: mark.line + 1, column: mark.column + 1) }
    let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
    let context = parser.context.map { YAMLError.Context(text: String(cString: $0), mark: mark(parser.context_mark)) }
    switch parser.error {
    case YAML_MEMORY_ERROR: return YAMLError(.memory, "out of memory")
    case YAML_READER_ERROR: return YAMLError(.reader, problem)
    case YAML_SCANNER_ERROR: return YAMLError(.scanner, problem, at: mark(parser.problem_mark), context: context)
    case YAML_PARSER_ERROR: return YAMLError(.parser, problem, at: mark(parser.problem_mark), context: context)
    default: return YAMLError(.composer, problem, at: mark(parser.problem_mark), context: context)
    }
  }
}
