import ArgumentParser
import LifeDiagramAudit
import LifeDiagramCLI
import LifeDiagramMigrate
import LifeDiagramModel
import LifeDiagramSourceIndex

/// `lifediagram migrate`, as `lifediagram-audit` runs it: the migrate options with swift-syntax's planner
/// (``Migrator``).
public struct MigrateProgramCommand: ParsableCommand {
  public static let configuration = LifeDiagramCommand.migrateConfiguration

  @OptionGroup var options: MigrateOptions

  public init() {}

  public func run() throws {
    try options.run { files, apps, auditingBefore in
      try Migrator().plan(
        files.map { AuditInput(path: $0.path, bytes: $0.bytes) }, apps: apps, auditingBefore: auditingBefore)
    }
  }
}

extension MigrationPlan: MigrationOutcome {
  public var changes: [(path: String, before: [UInt8]?, after: [UInt8])] {
    files.map { ($0.path, $0.before, $0.after) }
  }

  public var brokenApps: [String] { apps.filter(\.isBroken).map(\.name) }

  public var migratedApps: [(name: String, before: AuditedApp?, after: AuditedApp?)] {
    apps.filter { $0.leftAlone == nil && !$0.files.isEmpty }.map { ($0.name, $0.before, $0.after) }
  }

  public func page(_ app: String, before: String?, after: String?, written: Bool) -> String {
    guard let migration = apps.first(where: { $0.name == app }) else { return "" }
    return MigrationReport(self, written: written).page(migration, before: before, after: after)
  }

  public func report(_ format: MigrateOptions.Format, written: Bool) -> String {
    let report = MigrationReport(self, written: written)
    return switch format {
    case .text: report.text
    case .markdown: report.markdown
    case .json: report.json
    case .diff: report.diff
    }
  }
}
