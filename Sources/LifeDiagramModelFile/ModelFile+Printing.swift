import LifeDiagramModel
import LifeDiagramOutput
import Yams

extension ModelFile {
  /// The file as YAML, keys in the order the format lists them, lines never wrapped; what
  /// `model ID --format yaml` prints.
  public func yamlText() throws -> String {
    try Self.yamlEncoder.encode(self)
  }

  /// The encoder of the files the tool prints: two-space indents, lines never wrapped, keys in coding order.
  static var yamlEncoder: YAMLEncoder {
    let encoder = YAMLEncoder()
    encoder.options = YAMLEncoder.Options(indent: 2, width: -1, allowUnicode: true, sortKeys: false)
    return encoder
  }

  /// The file as JSON, keys in the same order as the YAML and byte-stable; what `model ID --format json` prints.
  /// Foundation's encoder cannot keep an order, so the YAML is read back and written as JSON.
  public func jsonText() throws -> String {
    guard let node = try Yams.compose(yaml: try yamlText()) else { return "{}\n" }
    return JSON(node).text(scalarListsOnOneLine: true)
  }
}

extension JSON {
  /// The JSON value of a YAML node the model file's encoder wrote: plain scalars as booleans, numbers or null
  /// where they read so (the encoder quotes words that would), every other scalar as a string; mappings keep
  /// their order.
  init(_ node: Node) {
    switch node {
    case .scalar(let scalar):
      self = scalar.style == .plain ? Self.plain(scalar.string) : .string(scalar.string)
    case .sequence(let sequence):
      self = .array(sequence.map(JSON.init))
    case .mapping(let mapping):
      self = .object(mapping.map { ($0.key.string ?? "", JSON($0.value)) })
    case .alias:
      self = .null
    }
  }

  /// A plain scalar as the encoder writes one: `true`/`false`, a whole number, `null`, or words.
  private static func plain(_ text: String) -> JSON {
    switch text {
    case "true", "false": .bool(text == "true")
    case "null", "~": .null
    default:
      if let number = Int(text), String(number) == text { .int(number) } else { .string(text) }
    }
  }
}
