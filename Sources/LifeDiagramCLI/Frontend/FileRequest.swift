import LifeDiagramDocs
import LifeDiagramGraphviz
import LifeDiagramOutput

/// Files a command asks for, declared: what to draw, into which folders, what to check first and what to say
/// after. `render`, `docs`, `html` and `audit --svg` build one; ``Frontend`` carries it out, all or nothing.
struct FileRequest {
  /// One file: the folder it goes in (as the user named it), its path there, and how its bytes are drawn.
  struct File {
    let folder: String
    let path: String
    let draw: (Graphviz, inout [GraphvizWarning]) throws -> [UInt8]
  }

  /// What the run prints once the files are in place.
  enum Report {
    /// `wrote <path>` a file of the one folder `in`, on standard output (render, html).
    case eachFile(in: String)
    /// `wrote <path>` a file of the one folder `in`, on standard error, where standard output holds a report
    /// (audit).
    case eachFileOnStandardError(in: String)
    /// One line built from the paths written and those ``FileRequest/afterwards`` removed (docs).
    case summary(([String], [String]) -> String)
  }

  /// The command, as the error about a file in the way names it (`docs`).
  var command: String
  /// The folders the files go into, locked while the run writes.
  var folders: [String]
  /// The files, in the order they are drawn.
  var files: [File]
  /// The planned files to look at before anything is drawn: one that is there but not the tool's stops the run,
  /// unless ``force``. Empty for a command that writes only names of its own (`render`).
  var owned: [PlannedFile] = []
  /// Whether files in the way that the tool did not write are replaced (`--force`).
  var force = false
  /// The font families the images draw text with, checked before anything is drawn (PNG and PDF only: an SVG names
  /// its font for the viewer).
  var fonts: [String] = []
  /// Checked once every file is drawn, before anything is in place: the words the images looked up.
  var complete: () throws(CLIError) -> Void = {}
  /// Run once the files are in place, with the folders still held: docs removes the pages it no longer writes.
  /// Returns the paths removed.
  var afterwards: ((OutputTransaction) -> [String])?
  /// What the run prints at the end.
  var report: Report
}

extension FileRequest.File {
  /// A file of a docs site or an explorer, drawn as it plans it.
  init(_ planned: PlannedFile) {
    self.init(folder: planned.folder, path: planned.relativePath) { engine, warnings in
      try planned.bytes(using: engine, warnings: &warnings)
    }
  }
}
