import LifeDiagramModel
import LifeDiagramOutput
import LifeDiagramYAML

extension ModelFile {
  /// The file as YAML, keys in the order the format lists them, lines never wrapped; what
  /// `model ID --format yaml` prints.
  public func yamlText() throws -> String {
    try NodeEncoder.text(of: self)
  }

  /// The file as JSON, keys in the same order as the YAML and byte-stable; what `model ID --format json` prints.
  /// Made from the same tree as the YAML, so the two always agree.
  public func jsonText() throws -> String {
    JSON(try NodeEncoder.encode(self)).text(scalarListsOnOneLine: true)
  }
}

extension JSON {
  /// The JSON value of a node the encoder made: booleans, whole numbers and null by their tags, every other
  /// scalar as a string; mappings keep their order.
  init(_ node: YAMLNode) {
    switch node {
    case .scalar(let scalar):
      self = Self.value(scalar)
    case .sequence(let sequence):
      self = .array(sequence.map(JSON.init))
    case .mapping(let mapping):
      self = .object(mapping.map { ($0.key.string ?? "", JSON($0.value)) })
    }
  }

  private static func value(_ scalar: YAMLNode.Scalar) -> JSON {
    switch scalar.tag {
    case YAMLNode.Tag.bool: .bool(scalar.string == "true")
    case YAMLNode.Tag.null: .null
    case YAMLNode.Tag.int: Int(scalar.string).map(JSON.int) ?? .string(scalar.string)
    default: .string(scalar.string)
    }
  }
}
