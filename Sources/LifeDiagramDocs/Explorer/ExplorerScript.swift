import LifeDiagram

/// The explorer's script, `explorer.js` beside this file: plain JavaScript with no library, run once the page is
/// parsed. It reads the embedded JSON (``ExplorerData``) and only looks things up in it: a scenario's rows and
/// transitions, a situation's moves and their log lines. Every text it writes goes in as `textContent`, never as
/// markup.
///
/// The page's state is in its address (`#model/scenario/step`, or `#model/play`), so a link can open a given
/// step, and reloading keeps the place. The file is compiled in as bytes (SwiftPM's `embedInCode`), so the
/// program reads no file at run time; `make explorer-check` runs it in a browser, and CI checks its syntax.
enum ExplorerScript {
  static let source = String(decoding: PackageResources.explorer_js, as: UTF8.self)
}
