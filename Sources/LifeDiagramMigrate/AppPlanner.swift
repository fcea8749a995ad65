import LifeDiagramModel
import LifeDiagramSourceIndex

/// One app's migration, planned from what the audit read of it, whatever its app delegate's language:
/// ``planSwift()`` (AppPlanner+Swift.swift) and ``planObjectiveC()`` (AppPlanner+ObjC.swift) write it in that
/// language, taking the rules' corrections on an ``AppDelegateMigration``.
package struct AppPlanner {
  package var subject: MigrationSubject
  package var delegate: MigrationSubject.TypeReference
  /// Every file read, by path.
  package var files: [String: [UInt8]]
  package var callbacks: [SceneCallback]
  /// The rules' corrections, in the order reports list the rules.
  package var corrections: [any MigrationCorrection.Type]

  /// A planner for the app `subject` whose app delegate is `delegate`, with every file read (by path), the
  /// catalog's pairings of callbacks, and the corrections to take.
  package init(
    subject: MigrationSubject, delegate: MigrationSubject.TypeReference, files: [String: [UInt8]],
    callbacks: [SceneCallback], corrections: [any MigrationCorrection.Type]
  ) {
    self.subject = subject
    self.delegate = delegate
    self.files = files
    self.callbacks = callbacks
    self.corrections = corrections
  }

  /// The line (from 1) of the text that holds `declaration`.
  package static func line(of declaration: String, in text: String) -> Int? {
    text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(declaration) }.map { $0 + 1 }
  }

  package static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }

  package static func name(of path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

  /// Whether `path` is `folder` or inside it (both as the files given name them, normalized).
  package static func isInside(_ path: String, _ folder: String) -> Bool {
    let path = normalized(path)
    let folder = normalized(folder)
    return folder.isEmpty || path == folder || path.hasPrefix(folder + "/")
  }

  private static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." { parts.append(part) }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }
}
