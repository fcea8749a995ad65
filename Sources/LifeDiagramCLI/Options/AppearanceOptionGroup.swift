import ArgumentParser
import LifeDiagram
import LifeDiagramDocs
import LifeDiagramGraphviz
import LifeDiagramModelFile

/// `--font`, `--scale` and `--theme`: how the images of every command that writes them look, declared once, with
/// the config's `theme`, `scale` and `font`, which fill what no flag gave.
struct AppearanceOptionGroup: ParsableArguments, ConfigurableOptions {
  @Option(help: fontHelp) var font: String?

  @Option(name: .customLong("scale"), help: scaleHelp) var scaleOption: Int?

  @Option(name: .customLong("theme"), help: themeHelp) var themeOption: Theme?

  /// The PNG scale: `--scale`, the config's, or the default.
  var scale: Int { scaleOption ?? DocsPlan.defaultScale }
  /// The theme: `--theme`, the config's, or light.
  var theme: Theme { themeOption ?? .light }

  static var configKeys: [ConfigKey<Self>] {
    [
      ConfigKey("theme", .enumeration(Theme.allCases.map(\.rawValue)), "The diagrams' colours, as --theme gives them.")
      {
        options, config in
        if options.themeOption == nil { options.themeOption = config.string("theme").flatMap(Theme.init(rawValue:)) }
      },
      .integer("scale", .integer(1...4), "The PNG size, as --scale gives it.", into: \.scaleOption),
      .font(into: \.font),
    ]
  }

  func validate() throws {
    if let font { try Validation.font(font) }
    try Validation.scale(scale)
  }
}

extension ConfigKey {
  /// The config's `font`, for every command with a `--font`.
  static func font(into option: WritableKeyPath<Options, String?>) -> ConfigKey {
    .string("font", shape: .string(.fontFamily), "The font family of all text, as --font gives it.", into: option)
  }
}
