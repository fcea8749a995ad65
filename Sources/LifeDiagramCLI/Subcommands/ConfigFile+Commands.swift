extension ConfigFile {
  /// lifediagram's `.lifediagram.yml`: the keys of the option groups and commands that declare some, each in turn.
  static let lifediagram = ConfigFile(
    declarations: ModelFileOptionGroup.configDeclarations + LanguageOptionGroup.configDeclarations
      + DocsOptionGroup.configDeclarations + AppearanceOptionGroup.configDeclarations
      + LifeDiagramCommand.Render.configDeclarations + AuditOptions.configDeclarations
      + LifeDiagramCommand.Verify.configDeclarations)
}

extension ConfiguredOptions {
  /// Every command reads lifediagram's config file.
  static var configFileFormat: ConfigFile { .lifediagram }
}
