import Foundation
import LifeDiagramAudit
import LifeDiagramSourceIndex
import LifeDiagramMigrate
import Testing

/// A fixture app under `Fixtures/`: its files as the audit takes them (paths from the fixture's folder, in name
/// order), planned, and applied.
struct FixtureApp {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

  let name: String
  let inputs: [AuditInput]

  init(_ name: String) throws {
    self.name = name
    let folder = Self.root.appendingPathComponent(name)
    let walker = try #require(FileManager.default.enumerator(atPath: folder.path))
    var inputs: [AuditInput] = []
    for case let path as String in walker {
      var isFolder: ObjCBool = false
      let full = folder.appendingPathComponent(path).path
      guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue else { continue }
      inputs.append(AuditInput(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: full)))))
    }
    self.inputs = inputs.sorted { $0.path < $1.path }
  }

  /// The files once the plan is applied: changed ones replaced, new ones added.
  static func applying(_ plan: MigrationPlan, to inputs: [AuditInput]) -> [AuditInput] {
    let changes = Dictionary(plan.files.map { ($0.path, $0.after) }) { first, _ in first }
    let known = Set(inputs.map(\.path))
    return (inputs.map { AuditInput(path: $0.path, bytes: changes[$0.path] ?? $0.bytes) }
      + plan.files.filter { !known.contains($0.path) }.map { AuditInput(path: $0.path, bytes: $0.after) }).sorted { $0.path < $1.path }
  }
}

/// Plans with the built-in catalog; a file past the audit's bounds fails the test.
func plan(_ inputs: [AuditInput], apps: Set<String> = []) throws -> MigrationPlan {
  try Migrator().plan(inputs, apps: apps)
}

/// Sources given as text, by path.
func inputs(_ files: [String: String]) -> [AuditInput] {
  files.sorted { $0.key < $1.key }.map { AuditInput(path: $0.key, bytes: Array($0.value.utf8)) }
}

/// The text of a file the plan writes.
func written(_ plan: MigrationPlan, _ path: String) -> String? {
  plan.files.first { $0.path == path }.map { String(decoding: $0.after, as: UTF8.self) }
}
