import LifeDiagram

/// The explorer's CSS, `explorer.css` beside this file: a diagram beside its controls (under them on a narrow
/// screen), light and dark colours that follow the reader's system unless the page's theme menu chooses, and the
/// marks the script puts on the diagram (`on`, `off`, `now`, `here`, `can`). The marks outrank the dark theme's
/// colours, which are attribute selectors (``HTMLDocument``). Compiled in as bytes (SwiftPM's `embedInCode`).
enum ExplorerStyle {
  static let css = String(decoding: PackageResources.explorer_css, as: UTF8.self)
}
