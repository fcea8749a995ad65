import LifeDiagramModel
import LifeDiagramYAML

/// Finds the node a model path leads to in a composed tree.
enum NodeLocator {
  /// The position of the node at `path`, or of the deepest node on the way that exists.
  static func position(of path: ModelPath, in root: YAMLNode) -> LineColumn {
    var node = root
    var position = root.position ?? LineColumn(line: 1, column: 1)
    for component in path.components {
      guard let next = child(component, of: node) else { break }
      node = next
      position = next.position ?? position
    }
    return position
  }

  /// The value under a key (the first, if the key is repeated) or at a list position.
  static func child(_ component: ModelPath.Component, of node: YAMLNode) -> YAMLNode? {
    switch (component, node) {
    case (.key(let key), .mapping(let mapping)):
      mapping.first { $0.key.scalar?.string == key }?.value
    case (.index(let index), .sequence(let sequence)):
      sequence.indices.contains(index) ? sequence[index] : nil
    default:
      nil
    }
  }
}

extension YAMLNode {
  /// The node's line and column in the text it was composed from.
  var position: LineColumn? { mark.map { LineColumn(line: $0.line, column: $0.column) } }
}

extension ModelPath {
  /// The path a `DecodingError`'s coding path names: keys, and list positions (`transitions[6].to`).
  public init(codingPath: [any CodingKey]) {
    self.init(codingPath.map { key in key.intValue.map(Component.index) ?? .key(key.stringValue) })
  }
}
