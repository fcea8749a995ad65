import CYAML

/// Writes a ``YAMLNode`` tree as YAML text with libyaml's emitter: block style, two-space indents, lines never
/// wrapped, Unicode written as itself, no tags and no document markers.
///
/// A scalar of style ``YAMLNode/ScalarStyle/any`` gets the plainest style that keeps its text; give one
/// ``YAMLNode/ScalarStyle/singleQuoted`` when its plain text would read back as another type (`'true'`,
/// `'12'`). ``NodeEncoder`` decides that.
public enum YAMLEmitter {
  /// The text of one document holding `node`, ending in a line break.
  ///
  /// - Throws: ``YAMLError`` with stage `.emitter` when libyaml refuses an event.
  public static func text(of node: YAMLNode) throws(YAMLError) -> String {
    let output = Output()
    let emitter = UnsafeMutablePointer<yaml_emitter_t>.allocate(capacity: 1)
    emitter.initialize(to: yaml_emitter_t())
    yaml_emitter_initialize(emitter)
    defer {
      yaml_emitter_delete(emitter)
      emitter.deallocate()
    }
    yaml_emitter_set_output(
      emitter,
      { context, buffer, size in
        guard let context, let buffer else { return 0 }
        Unmanaged<Output>.fromOpaque(context).takeUnretainedValue().bytes += UnsafeBufferPointer(
          start: buffer, count: size)
        return 1
      }, Unmanaged.passUnretained(output).toOpaque())
    yaml_emitter_set_encoding(emitter, YAML_UTF8_ENCODING)
    yaml_emitter_set_indent(emitter, 2)
    yaml_emitter_set_width(emitter, -1)
    yaml_emitter_set_unicode(emitter, 1)
    yaml_emitter_set_break(emitter, YAML_LN_BREAK)
    try EventWriter(emitter: emitter).document(node)
    return withExtendedLifetime(output) { String(decoding: output.bytes, as: UTF8.self) }
  }
}

/// The bytes libyaml writes, gathered through its output callback.
private final class Output {
  var bytes: [UInt8] = []
}

/// Emits the events of one document; libyaml frees each event, even one it refuses.
private struct EventWriter {
  let emitter: UnsafeMutablePointer<yaml_emitter_t>

  func document(_ node: YAMLNode) throws(YAMLError) {
    var event = yaml_event_t()
    yaml_stream_start_event_initialize(&event, YAML_UTF8_ENCODING)
    try emit(&event)
    yaml_document_start_event_initialize(&event, nil, nil, nil, 1)
    try emit(&event)
    try self.node(node)
    yaml_document_end_event_initialize(&event, 1)
    try emit(&event)
    yaml_stream_end_event_initialize(&event)
    try emit(&event)
  }

  private func node(_ node: YAMLNode) throws(YAMLError) {
    var event = yaml_event_t()
    switch node {
    case .scalar(let scalar):
      var value = Array(scalar.string.utf8)
      let style = yaml_scalar_style_t(rawValue: scalar.style.rawValue)
      value.withUnsafeMutableBufferPointer { value in
        // Implicit for both plain and quoted text: the tag is never written; the style keeps the type.
        _ = yaml_scalar_event_initialize(&event, nil, nil, value.baseAddress, Int32(value.count), 1, 1, style)
      }
      try emit(&event)
    case .sequence(let sequence):
      yaml_sequence_start_event_initialize(&event, nil, nil, 1, YAML_ANY_SEQUENCE_STYLE)
      try emit(&event)
      for item in sequence { try self.node(item) }
      yaml_sequence_end_event_initialize(&event)
      try emit(&event)
    case .mapping(let mapping):
      yaml_mapping_start_event_initialize(&event, nil, nil, 1, YAML_ANY_MAPPING_STYLE)
      try emit(&event)
      for (key, value) in mapping {
        try self.node(key)
        try self.node(value)
      }
      yaml_mapping_end_event_initialize(&event)
      try emit(&event)
    }
  }

  private func emit(_ event: inout yaml_event_t) throws(YAMLError) {
    guard yaml_emitter_emit(emitter, &event) == 1 else {
      let problem = emitter.pointee.problem.map { String(cString: $0) } ?? "libyaml could not write the event"
      throw YAMLError(emitter.pointee.error == YAML_MEMORY_ERROR ? .memory : .emitter, problem)
    }
  }
}
