import LifeDiagramModelFile

/// `.lifediagram.yml` as a whole: its shape, assembled from the keys the option groups and commands declare
/// beside their flags (``ConfigKey``), what `lifediagram schema --config` prints, and which keys hold paths. The
/// commands name the declarations (``ConfigFile/lifediagram``, with the subcommands), so this folder knows none of
/// them; ``ConfiguredOptions`` asks for the file it reads.
struct ConfigFile: Sendable {
  /// Every key, in the order the schema lists them.
  let declarations: [ConfigKeyDeclaration]
  /// The file's shape: each key at the top, or in its object, which is listed where its first key is.
  let shape: ObjectShape
  /// The keys whose values are paths, in the schema's order.
  let pathKeys: [String]

  /// The file of these keys.
  init(declarations: [ConfigKeyDeclaration]) {
    self.declarations = declarations
    shape = Self.shape(of: declarations)
    pathKeys = declarations.filter(\.isPath).map(\.name)
  }

  /// The objects that hold keys (`docs.output`): their names in the schema and what they mean.
  private static let sections: [String: (name: String, description: String, summary: String)] = [
    "docs": ("ProjectDocs", "Where 'docs' writes the pages and the images.", "Where 'docs' writes, and 'check' looks."),
    "audit": (
      "ProjectAudit", "What 'lifediagram audit' reads when no path is given, and the rules it does not check.",
      "What 'audit' reads, and the rules it leaves out."
    ),
    "verify": (
      "ProjectVerify", "What 'lifediagram verify' holds a log to when no flag says otherwise.",
      "What 'verify' holds a log to."
    ),
  ]

  private static func shape(of declarations: [ConfigKeyDeclaration]) -> ObjectShape {
    var names: [String] = []
    var top: [String: Property] = [:]
    var inner: [String: [Property]] = [:]
    for declaration in declarations {
      let parts = declaration.name.split(separator: ".", maxSplits: 1).map(String.init)
      if !names.contains(parts[0]) { names.append(parts[0]) }
      if parts.count == 1 {
        top[parts[0]] = declaration.property
      } else {
        inner[parts[0], default: []].append(declaration.property)
      }
    }
    let properties = names.map { name -> Property in
      if let property = top[name] { return property }
      guard let section = sections[name] else {
        preconditionFailure("config key '\(name).…' is in no section of ConfigFile")
      }
      let object = ObjectShape(name: section.name, description: section.description, properties: inner[name] ?? [])
      return .optional(name, .object(object), section.summary)
    }
    return ObjectShape(name: "ProjectConfig", description: description, properties: properties)
  }

  /// The JSON Schema of `.lifediagram.yml`, what `lifediagram schema --config` prints.
  var schemaText: String {
    ModelFileSchema.jsonSchema(of: shape, title: "lifediagram config file (.lifediagram.yml)").text(
      scalarListsOnOneLine: true)
  }

  private static let description = """
    A repository's .lifediagram.yml: what lifediagram's commands use when no flag says otherwise, so that \
    'lifediagram docs' and 'lifediagram check' need no flags. lifediagram looks for it in the working folder, \
    then in each parent up to the repository's root (the folder holding .git); --config names one, and \
    --no-config or LIFEDIAGRAM_NO_CONFIG=1 ignores it. Paths are relative to the file's folder.
    """
}
