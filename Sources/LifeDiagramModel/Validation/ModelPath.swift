/// Where a value sits in a model file, e.g. `transitions[6].to`: the keys and list positions that lead to it.
/// A file loader turns it into a line and column; for a built-in it is the place the printed file would have.
public struct ModelPath: Sendable, Hashable, CustomStringConvertible, ExpressibleByArrayLiteral {
  /// One step down: a key of an object, or a position (from 0) in a list.
  public enum Component: Sendable, Hashable {
    case key(String)
    case index(Int)
  }

  /// The steps, from the top of the file.
  public var components: [Component]

  /// Creates a path from its steps.
  public init(_ components: [Component] = []) {
    self.components = components
  }

  public init(arrayLiteral elements: Component...) {
    self.init(elements)
  }

  /// The path one key further down.
  public func appending(_ key: String) -> ModelPath { ModelPath(components + [.key(key)]) }

  /// The path to one element of the list here.
  public subscript(index: Int) -> ModelPath { ModelPath(components + [.index(index)]) }

  /// `transitions[6].to`; empty for the top of the file.
  public var description: String {
    components.enumerated().map { offset, component in
      switch component {
      case .key(let key): offset == 0 ? key : ".\(key)"
      case .index(let index): "[\(index)]"
      }
    }.joined()
  }
}

extension ModelPath.Component: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
  public init(stringLiteral value: String) { self = .key(value) }
  public init(integerLiteral value: Int) { self = .index(value) }
}
