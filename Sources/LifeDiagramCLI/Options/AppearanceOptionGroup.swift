import ArgumentParser
import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramDocs
import LifeDiagramModelFile

/// `--font`, `--scale` and `--theme`: how the images of every command that writes them look, declared once, with
/// the one way the config's `font`, `scale` and `theme` fill what no flag gave.
struct AppearanceOptionGroup: ParsableArguments {
  @Option(help: fontHelp) var font: String?

  @Option(name: .customLong("scale"), help: scaleHelp) var scaleOption: Int?

  @Option(name: .customLong("theme"), help: themeHelp) var themeOption: Theme?

  /// The PNG scale: `--scale`, the config's, or the default.
  var scale: Int { scaleOption ?? DocsPlan.defaultScale }
  /// The theme: `--theme`, the config's, or light.
  var theme: Theme { themeOption ?? .light }

  /// The options with the config's font, scale and theme where no flag gave one.
  mutating func apply(_ config: ProjectConfig) {
    font = font ?? config.font
    scaleOption = scaleOption ?? config.scale
    themeOption = themeOption ?? config.theme.flatMap(Theme.init(rawValue:))
  }

  func validate() throws {
    if let font { try Validation.font(font) }
    try Validation.scale(scale)
  }
}
