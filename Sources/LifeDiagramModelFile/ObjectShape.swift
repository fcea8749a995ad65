import LifeDiagramOutput

/// An object in a model file: its keys in the order they are printed and described, and the rules that tie
/// keys together.
public struct ObjectShape: Sendable {
  /// The object's name in the schema, e.g. `Transition`; JSON Schema prints it under `$defs`.
  public var name: String
  /// What the object is, for `lifediagram schema`.
  public var description: String
  /// Its keys, in order.
  public var properties: [Property]
  /// Groups of keys of which exactly one must be given (a step's `call` and `system`).
  public var exactlyOne: [[String]] = []
  /// Keys that need another key beside them (a step's `call` needs `receiver`).
  public var dependencies: [Dependency] = []
  /// Groups of keys that are given all together or not at all (a state's four process answers).
  public var allOrNone: [[String]] = []
  /// Keys required when another key has a value, and refused otherwise (a rule's `afterCall`).
  public var conditions: [Condition] = []

  /// Creates an object shape.
  public init(
    name: String, description: String, properties: [Property], exactlyOne: [[String]] = [],
    dependencies: [Dependency] = [], allOrNone: [[String]] = [], conditions: [Condition] = []
  ) {
    (self.name, self.description, self.properties) = (name, description, properties)
    (self.exactlyOne, self.dependencies, self.allOrNone, self.conditions) = (
      exactlyOne, dependencies, allOrNone, conditions
    )
  }

  /// The keys that must be given.
  public var required: [String] { properties.filter(\.isRequired).map(\.name) }

  /// The property named `name`.
  public func property(_ name: String) -> Property? { properties.first { $0.name == name } }

  /// The name in words, for messages: `DelegateMethod` is `delegate method`.
  var noun: String {
    var words = ""
    for character in name {
      if character.isUppercase && !words.isEmpty { words += " " }
      words += character.lowercased()
    }
    return words
  }

  /// A key that is required whenever another key is given.
  public struct Dependency: Sendable {
    /// The key that, given, needs the other.
    public var key: String
    /// The key it needs.
    public var requires: String

    /// `key` needs `requires`.
    public init(_ key: String, requires: String) {
      (self.key, self.requires) = (key, requires)
    }
  }

  /// A key that is required when another key has a given value, and refused when it has any other.
  public struct Condition: Sendable {
    /// The key whose value decides.
    public var key: String
    /// The value that makes `then` required.
    public var value: String
    /// The key required with that value and refused with any other.
    public var then: String

    /// `then` is required when `key` is `value`, and refused otherwise.
    public init(when key: String, is value: String, require then: String) {
      (self.key, self.value, self.then) = (key, value, then)
    }
  }
}

/// One key of an object: its shape, whether it must be given, its default, and what it means.
public struct Property: Sendable {
  /// The key, in camelCase.
  public var name: String
  /// The shape of its value.
  public var shape: SchemaShape
  /// Whether the key must be given.
  public var isRequired: Bool
  /// The value a left-out key has, when it can be written as JSON.
  public var defaultValue: JSON?
  /// Whether the key is printed by `lifediagram model` but never read (a transition's `calls`).
  public var isReadOnly: Bool
  /// What the key means, for a newcomer writing a file.
  public var description: String

  /// A key that must be given.
  public static func required(_ name: String, _ shape: SchemaShape, _ description: String) -> Property {
    Property(name: name, shape: shape, isRequired: true, defaultValue: nil, isReadOnly: false, description: description)
  }

  /// A key that may be left out, with the value it then has.
  public static func optional(
    _ name: String, _ shape: SchemaShape, default value: JSON? = nil, _ description: String
  ) -> Property {
    Property(
      name: name, shape: shape, isRequired: false, defaultValue: value, isReadOnly: false, description: description)
  }

  /// A key that is printed for readers and ignored when the file is read.
  public static func readOnly(_ name: String, _ shape: SchemaShape, _ description: String) -> Property {
    Property(name: name, shape: shape, isRequired: false, defaultValue: nil, isReadOnly: true, description: description)
  }
}
