import ArgumentParser
import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramModel
import LifeDiagramOutput

/// Checks shared by the commands' `validate()`: values that would write somewhere unexpected or produce a broken
/// file are refused before anything runs.
enum Validation {
  /// Refuses an empty folder name (it would silently mean the working folder).
  static func folder(_ path: String, option: String) throws {
    if path.isEmpty {
      throw ValidationError("the folder given with \(option) is empty; name a folder (use '.' for the working folder)")
    }
  }

  /// Refuses an empty file name, and one that names a folder (`out/`, `.`).
  static func file(_ path: String, option: String) throws {
    if path.isEmpty || path.hasSuffix("/") || path == "." || path == ".." || path.hasSuffix("/.")
      || path.hasSuffix("/..")
    {
      throw ValidationError("\(option) needs a file name, not '\(DisplayText.escaping(path))'")
    }
  }

  /// Refuses a font family Graphviz cannot carry into SVG (``FontFamilyName``, the rule translation files follow too).
  static func font(_ font: String) throws {
    if let problem = FontFamilyName.problem(font) {
      throw ValidationError("the font '\(DisplayText.escaping(font))' given with --font \(problem)")
    }
  }

  /// Refuses a PNG scale outside 1…4 (4 is already a 384 dpi image of several megabytes).
  static func scale(_ scale: Int) throws {
    if !(1...4).contains(scale) {
      throw ValidationError("--scale \(scale) is out of range; choose 1 to 4 (2 is the default)")
    }
  }
}

/// The help of `--theme`, the same wherever an image is written.
let themeHelp = ArgumentHelp(
  "Colours: 'light', 'dark' (lightness inverted, every format), or 'auto': SVG that follows the reader's dark mode "
    + "(docs: every image in light and in dark, NAME-dark.svg, each page showing the one that matches its theme through <picture>)."
)

/// The help of `--scale`, the same wherever a PNG is written.
let scaleHelp: ArgumentHelp =
  "PNG size: 2 (the default) draws at twice Graphviz's 96 dpi, sharp on high-density screens."
