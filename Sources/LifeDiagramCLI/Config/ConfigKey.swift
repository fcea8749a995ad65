import LifeDiagramModelFile
import LifeDiagramOutput

/// One key of `.lifediagram.yml`, declared beside the flag it stands for, in the `configKeys` of the option group
/// or command that has the flag: its place and shape in the file (what `lifediagram schema --config` prints and
/// every config is checked against), whether its values are paths (read from the config's folder and held inside
/// it), and how it fills the options where no flag gave a value.
///
/// Adding a key is that one declaration (and its test in `ConfigFileTests`): ``ConfigFile`` assembles the file's
/// shape from the declarations, and every command that lists the group in its ``ConfiguredOptions/configuredGroups``
/// fills it through ``ConfiguredOptions/configured()``.
struct ConfigKey<Options> {
  /// What the file's shape needs to know of the key.
  let declaration: ConfigKeyDeclaration
  /// Fills `options` from `config` where no flag gave a value.
  let fill: (inout Options, ProjectConfig) -> Void

  /// A key with its own way of filling the options (several flags, a list merged with the flag's).
  init(
    _ name: String, _ shape: SchemaShape, default value: JSON? = nil, path: Bool = false, _ description: String,
    fill: @escaping (inout Options, ProjectConfig) -> Void
  ) {
    let leaf = String(name.split(separator: ".").last ?? Substring(name))
    declaration = ConfigKeyDeclaration(
      name: name, property: .optional(leaf, shape, default: value, description), isPath: path)
    self.fill = fill
  }

  /// A key whose string fills `option` when no flag gave one.
  static func string(
    _ name: String, shape: SchemaShape = .line, path: Bool = false, _ description: String,
    into option: WritableKeyPath<Options, String?>
  ) -> ConfigKey {
    ConfigKey(name, shape, path: path, description) { options, config in
      if options[keyPath: option] == nil { options[keyPath: option] = config.string(name) }
    }
  }

  /// A key whose whole number fills `option` when no flag gave one.
  static func integer(
    _ name: String, _ shape: SchemaShape, _ description: String, into option: WritableKeyPath<Options, Int?>
  ) -> ConfigKey {
    ConfigKey(name, shape, description) { options, config in
      if options[keyPath: option] == nil { options[keyPath: option] = config.integer(name) }
    }
  }

  /// A key whose list (of `element`s) fills `option` when the flag was not given at all.
  static func strings(
    _ name: String, of element: SchemaShape, path: Bool = false, _ description: String,
    into option: WritableKeyPath<Options, [String]>
  ) -> ConfigKey {
    ConfigKey(name, .list(element), default: .array([]), path: path, description) { options, config in
      if options[keyPath: option].isEmpty { options[keyPath: option] = config.strings(name) ?? [] }
    }
  }
}

/// A config key as the file's shape sees it, whatever options it fills.
struct ConfigKeyDeclaration {
  /// The key, dotted inside an object (`docs.output`).
  let name: String
  /// Its shape and meaning, under its last name (`output`).
  let property: Property
  /// Whether its values are paths.
  let isPath: Bool
}

/// An option group or command that keys of the config file fill.
protocol ConfigurableOptions {
  /// The keys that stand for these options' flags, in the order the file's schema lists them.
  static var configKeys: [ConfigKey<Self>] { get }
}

extension ConfigurableOptions {
  /// The options with the config's values where no flag gave one.
  mutating func apply(_ config: ProjectConfig) {
    for key in Self.configKeys { key.fill(&self, config) }
  }

  /// The keys' declarations, for ``ConfigFile``.
  static var configDeclarations: [ConfigKeyDeclaration] { configKeys.map(\.declaration) }
}

/// The config a value came from, kept beside the options it filled, so that a value the command cannot use (an
/// unknown language, a method no model makes) is the config's problem at its line and column. Not an option:
/// options hold it as an optional, which ArgumentParser leaves nil.
struct ConfigOrigin: Decodable {
  let config: ProjectConfig

  init(_ config: ProjectConfig) { self.config = config }

  init(from decoder: any Decoder) throws {
    throw DecodingError.dataCorrupted(
      .init(codingPath: decoder.codingPath, debugDescription: "a config origin is not an option"))
  }
}
