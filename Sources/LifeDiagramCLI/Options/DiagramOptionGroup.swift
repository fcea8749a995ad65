import ArgumentParser
import LifeDiagram
import LifeDiagramGraphviz
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

  @OptionGroup var appearance: AppearanceOptionGroup

  var font: String? { appearance.font }
  var scale: Int { appearance.scale }
  var theme: Theme { appearance.theme }

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
