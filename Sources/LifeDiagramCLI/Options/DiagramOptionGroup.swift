import ArgumentParser
import LifeDiagram

/// The options that change how a diagram looks, shared by every command that draws one.
struct DiagramOptionGroup: ParsableArguments {
  @Option(help: "Line style: 'semantic' dashes system-automatic transitions, 'apple' copies Apple's figure.")
  var lineStyle: DiagramOptions.LineStyleMode = .semantic

  @Flag(name: .customLong("no-labels"), help: "Leave the delegate calls off the edges.")
  var noLabels = false

  @Flag(help: "Also draw the transitions Apple's figure does not (in a distinct colour).")
  var allTransitions = false

  @Option(help: fontHelp)
  var font: String?

  @Option(help: scaleHelp) var scale = DocsPlan.defaultScale

  @Option(help: themeHelp) var theme = Theme.light

  func validate() throws {
    if let font { try Validation.font(font) }
    try Validation.scale(scale)
  }

  /// The options, in `font` and in the language of `words`.
  func options(font: String, words: Words) -> DiagramOptions {
    DiagramOptions(
      lineStyle: lineStyle, showsLabels: !noLabels, showsAllTransitions: allTransitions, font: font, words: words)
  }
}

/// The help of every `--font`.
let fontHelp = ArgumentHelp(
  "The font family for all text; it must be installed (fc-list lists them). Default: DejaVu Sans, or the "
    + "language's own (NanumGothic for ko).")
