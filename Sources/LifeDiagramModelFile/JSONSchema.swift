/// The format as JSON Schema (draft 2020-12): what `lifediagram schema` prints, for editors that check and
/// complete files as they are typed, and for newcomers reading what each key means.
extension ModelFileSchema {
  /// The JSON Schema text: pretty-printed, keys in a fixed order, the same bytes every time.
  public static var jsonSchemaText: String { jsonSchema(of: modelFile).text }

  /// The JSON Schema of `.lifediagram.yml`, what `lifediagram schema --config` prints.
  public static var configSchemaText: String { jsonSchema(of: projectConfig, title: "lifediagram config file (.lifediagram.yml)").text }

  /// The JSON Schema of a file shaped like `root`: the root's keys at the top, every other object under
  /// `$defs`, named, in the order first met.
  public static func jsonSchema(of root: ObjectShape, title: String? = nil) -> SchemaValue {
    var definitions: [ObjectShape] = []
    collectObjects(in: .object(root), into: &definitions)
    let header: [SchemaValue.Member] = [
      .init("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
      .init("title", .string(title ?? "lifediagram model file, schemaVersion \(schemaVersionWritten(in: root))")),
    ]
    let defs = definitions.dropFirst().map { SchemaValue.Member($0.name, .object(objectSchema($0))) }
    return .object(header + objectSchema(root) + [.init("$defs", .object(defs))])
  }

  /// The objects a shape holds, each once, depth first.
  private static func collectObjects(in shape: SchemaShape, into found: inout [ObjectShape]) {
    switch shape {
    case .list(let element, _):
      collectObjects(in: element, into: &found)
    case .object(let object):
      guard !found.contains(where: { $0.name == object.name }) else { return }
      found.append(object)
      for property in object.properties { collectObjects(in: property.shape, into: &found) }
    default:
      break
    }
  }

  private static func schemaVersionWritten(in root: ObjectShape) -> String {
    if case .constant(let version)? = root.property("schemaVersion")?.shape { "\(version)" } else { "?" }
  }

  /// An object's schema: description, type, properties, required keys, no others, then the rules.
  private static func objectSchema(_ object: ObjectShape) -> [SchemaValue.Member] {
    var members: [SchemaValue.Member] = [
      .init("description", .string(object.description)),
      .init("type", .string("object")),
      .init("properties", .object(object.properties.map { .init($0.name, .object(propertySchema($0))) })),
    ]
    if !object.required.isEmpty { members.append(.init("required", .array(object.required.map(SchemaValue.string)))) }
    members.append(.init("additionalProperties", .bool(false)))
    var rules: [SchemaValue] = object.exactlyOne.map { group in
      .object([.init("oneOf", .array(group.map { .object([.init("required", .array([.string($0)]))]) }))])
    }
    rules += object.conditions.map { condition in
      .object([
        .init("if", .object([
          .init("properties", .object([.init(condition.key, .object([.init("const", .string(condition.value))]))])),
          .init("required", .array([.string(condition.key)])),
        ])),
        .init("then", .object([.init("required", .array([.string(condition.then)]))])),
        .init("else", .object([.init("not", .object([.init("required", .array([.string(condition.then)]))]))])),
      ])
    }
    if rules.count == 1, case .object(let only) = rules[0] { members += only }
    if rules.count > 1 { members.append(.init("allOf", .array(rules))) }
    let dependent = dependentRequired(of: object)
    if !dependent.isEmpty { members.append(.init("dependentRequired", .object(dependent))) }
    return members
  }

  /// `dependentRequired`: each dependency, and each key of an all-or-none group needing the others.
  private static func dependentRequired(of object: ObjectShape) -> [SchemaValue.Member] {
    var needs: [(String, [String])] = object.dependencies.map { ($0.key, [$0.requires]) }
    for group in object.allOrNone {
      needs += group.map { key in (key, group.filter { $0 != key }) }
    }
    return needs.map { .init($0.0, .array($0.1.map(SchemaValue.string))) }
  }

  /// A property's schema: its description, its shape, its default, and whether it is only printed.
  private static func propertySchema(_ property: Property) -> [SchemaValue.Member] {
    var members: [SchemaValue.Member] = [.init("description", .string(property.description))]
    members += shapeSchema(property.shape)
    if let value = property.defaultValue { members.append(.init("default", value)) }
    if property.isReadOnly { members.append(.init("readOnly", .bool(true))) }
    return members
  }

  /// A shape's keywords.
  private static func shapeSchema(_ shape: SchemaShape) -> [SchemaValue.Member] {
    switch shape {
    case .string(nil):
      [.init("type", .string("string")), .init("maxLength", .int(SchemaShape.maximumTextLength))]
    case .string(let format?):
      [
        .init("type", .string("string")), .init("pattern", .string(format.pattern)),
        .init("maxLength", .int(SchemaShape.maximumTextLength)),
      ]
    case .enumeration(let words):
      [.init("type", .string("string")), .init("enum", .array(words.map(SchemaValue.string)))]
    case .integer(let range):
      [
        .init("type", .string("integer")), .init("minimum", .int(range.lowerBound)),
        .init("maximum", .int(range.upperBound)),
      ]
    case .constant(let value):
      [.init("type", .string("integer")), .init("const", .int(value))]
    case .boolean:
      [.init("type", .string("boolean"))]
    case .list(let element, let minItems):
      [.init("type", .string("array")), .init("items", .object(shapeSchema(element)))]
        + (minItems > 0 ? [.init("minItems", .int(minItems))] : [])
    case .object(let object):
      [.init("$ref", .string("#/$defs/\(object.name)"))]
    }
  }
}
