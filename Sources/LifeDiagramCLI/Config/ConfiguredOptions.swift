import LifeDiagramModelFile

/// Options (a command, or the docs' group) that read `.lifediagram.yml`: they declare which of their option groups
/// the config fills, and ``configured()``, the one place a config is applied, fills them all in that order and then
/// settles what follows from them. A command's `run` calls `configured()` and never names the config.
protocol ConfiguredOptions {
  /// `--config` and `--no-config`.
  var configFile: ConfigOptionGroup { get }
  /// What the config file holds: every key of every command (``ConfigFile/lifediagram``, by default).
  static var configFileFormat: ConfigFile { get }
  /// Whether this run reads the config at all (`--version` does not).
  var readsConfig: Bool { get }
  /// The option groups the config fills, in order: the options' own keys first, where they have some.
  static var configuredGroups: [ConfiguredGroup<Self>] { get }
  /// What follows from the filled options (the models the model files name, the config's languages), checked
  /// again; `configured` says whether a config was read.
  mutating func settle(configured: Bool) throws
}

extension ConfiguredOptions {
  var readsConfig: Bool { true }
  mutating func settle(configured: Bool) throws {}

  /// The options with what the config file says where no flag did, settled and checked again.
  func configured() throws -> Self {
    var options = self
    let config = readsConfig ? try configFile.load(as: Self.configFileFormat) : nil
    if let config {
      for group in Self.configuredGroups { group.fill(&options, config) }
    }
    try options.settle(configured: config != nil)
    return options
  }
}

/// One option group of ``ConfiguredOptions`` the config fills.
struct ConfiguredGroup<Options> {
  /// Fills the group, inside `options`, from the config.
  let fill: (inout Options, ProjectConfig) -> Void

  /// The group at `path`, filled by its own keys.
  static func group<Group: ConfigurableOptions>(_ path: WritableKeyPath<Options, Group>) -> ConfiguredGroup {
    ConfiguredGroup { options, config in options[keyPath: path].apply(config) }
  }
}

extension ConfiguredGroup where Options: ConfigurableOptions {
  /// The options' own keys.
  static var own: ConfiguredGroup { ConfiguredGroup { options, config in options.apply(config) } }
}
