import ArgumentParser
import LifeDiagram
import LifeDiagramModelFile

/// The options that change how a diagram looks, shared by every command that draws one.
struct DiagramOptionGroup: ParsableArguments {
  @Option(help: "Line style: 'semantic' dashes system-automatic transitions, 'apple' copies Apple's figure.")
  var lineStyle: DiagramOptions.LineStyleMode = .semantic

  @Flag(name: .customLong("no-labels"), help: "Leave the delegate calls off the edges.")
  var noLabels = false

  @Flag(
    help: ArgumentHelp(
      "Put numbers on the edges instead of calls (the # of 'lifediagram model ID --format md'), on a closer "
        + "grid that a wiki's 836 px column shows at full size; files end in -numbered (app-lifecycle-numbered.svg)."))
  var numbers = false

  @Flag(help: "Also draw the transitions Apple's figure does not (in a distinct colour).")
  var allTransitions = false

  @Option(help: fontHelp)
  var font: String?

  @Option(name: .customLong("scale"), help: scaleHelp) var scaleOption: Int?

  @Option(name: .customLong("theme"), help: themeHelp) var themeOption: Theme?

  /// The PNG scale: `--scale`, the config's, or the default.
  var scale: Int { scaleOption ?? DocsPlan.defaultScale }
  /// The theme: `--theme`, the config's, or light.
  var theme: Theme { themeOption ?? .light }

  /// The options with the config's theme, scale and font where no flag gave one.
  mutating func apply(_ config: ProjectConfig) {
    scaleOption = scaleOption ?? config.scale
    themeOption = themeOption ?? config.theme.flatMap(Theme.init(rawValue:))
    font = font ?? config.font
  }

  func validate() throws {
    if let font { try Validation.font(font) }
    try Validation.scale(scale)
  }

  /// The options, in `font` and in the language of `words`.
  func options(font: String, words: Words) -> DiagramOptions {
    DiagramOptions(
      lineStyle: lineStyle, showsLabels: !noLabels, showsAllTransitions: allTransitions, font: font, words: words,
      numbersEdges: numbers)
  }
}

/// The help of every `--font`.
let fontHelp = ArgumentHelp(
  "The font family for all text; it must be installed (fc-list lists them). Default: DejaVu Sans, or the "
    + "language's own (NanumGothic for ko).")
