import LifeDiagramOutput

/// The format as JSON Schema (draft 2020-12): what `lifediagram schema` prints, for editors that check and
/// complete files as they are typed, and for newcomers reading what each key means.
extension ModelFileSchema {
  /// The JSON Schema text: pretty-printed, keys in a fixed order, the same bytes every time.
  public static var jsonSchemaText: String { jsonSchema(of: modelFile).text(scalarListsOnOneLine: true) }

  /// The JSON Schema of a file shaped like `root`: the root's keys at the top, every other object under
  /// `$defs`, named, in the order first met.
  public static func jsonSchema(of root: ObjectShape, title: String? = nil) -> JSON {
    var definitions: [ObjectShape] = []
    collectObjects(in: .object(root), into: &definitions)
    let header: [JSON.Member] = [
      ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
      ("title", .string(title ?? "lifediagram model file, schemaVersion \(schemaVersionWritten(in: root))")),
    ]
    let defs: [JSON.Member] = definitions.dropFirst().map { ($0.name, .object(objectSchema($0))) }
    return .object(header + objectSchema(root) + [("$defs", .object(defs))])
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
  private static func objectSchema(_ object: ObjectShape) -> [JSON.Member] {
    var members: [JSON.Member] = [
      ("description", .string(object.description)),
      ("type", .string("object")),
      ("properties", .object(object.properties.map { ($0.name, .object(propertySchema($0))) })),
    ]
    if !object.required.isEmpty { members.append(("required", .array(object.required.map(JSON.string)))) }
    members.append(("additionalProperties", .bool(false)))
    var rules: [JSON] = object.exactlyOne.map { group in
      .object([("oneOf", .array(group.map { .object([("required", .array([.string($0)]))]) }))])
    }
    rules += object.conditions.map { condition in
      .object([
        (
          "if",
          .object([
            ("properties", .object([(condition.key, .object([("const", .string(condition.value))]))])),
            ("required", .array([.string(condition.key)])),
          ])
        ),
        ("then", .object([("required", .array([.string(condition.then)]))])),
        ("else", .object([("not", .object([("required", .array([.string(condition.then)]))]))])),
      ])
    }
    if rules.count == 1, case .object(let only) = rules[0] { members += only }
    if rules.count > 1 { members.append(("allOf", .array(rules))) }
    let dependent = dependentRequired(of: object)
    if !dependent.isEmpty { members.append(("dependentRequired", .object(dependent))) }
    return members
  }

  /// `dependentRequired`: each dependency, and each key of an all-or-none group needing the others.
  private static func dependentRequired(of object: ObjectShape) -> [JSON.Member] {
    var needs: [(String, [String])] = object.dependencies.map { ($0.key, [$0.requires]) }
    for group in object.allOrNone {
      needs += group.map { key in (key, group.filter { $0 != key }) }
    }
    return needs.map { ($0.0, .array($0.1.map(JSON.string))) }
  }

  /// A property's schema: its description, its shape, its default, and whether it is only printed.
  private static func propertySchema(_ property: Property) -> [JSON.Member] {
    var members: [JSON.Member] = [("description", .string(property.description))]
    members += shapeSchema(property.shape)
    if let value = property.defaultValue { members.append(("default", value)) }
    if property.isReadOnly { members.append(("readOnly", .bool(true))) }
    return members
  }

  /// A shape's keywords.
  private static func shapeSchema(_ shape: SchemaShape) -> [JSON.Member] {
    switch shape {
    case .string(nil):
      [("type", .string("string")), ("maxLength", .int(SchemaShape.maximumTextLength))]
    case .string(let format?):
      [
        ("type", .string("string")), ("pattern", .string(format.pattern)),
        ("maxLength", .int(SchemaShape.maximumTextLength)),
      ]
    case .enumeration(let words):
      [("type", .string("string")), ("enum", .array(words.map(JSON.string)))]
    case .integer(let range):
      [
        ("type", .string("integer")), ("minimum", .int(range.lowerBound)),
        ("maximum", .int(range.upperBound)),
      ]
    case .constant(let value):
      [("type", .string("integer")), ("const", .int(value))]
    case .boolean:
      [("type", .string("boolean"))]
    case .list(let element, let minItems):
      [("type", .string("array")), ("items", .object(shapeSchema(element)))]
        + (minItems > 0 ? [("minItems", .int(minItems))] : [])
    case .object(let object):
      [("$ref", .string("#/$defs/\(object.name)"))]
    }
  }
}
