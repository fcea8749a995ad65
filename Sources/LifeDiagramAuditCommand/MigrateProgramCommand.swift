import ArgumentParser
import LifeDiagramAudit
import LifeDiagramCLI
import LifeDiagramMigrate

/// `lifediagram migrate`, as `lifediagram-audit` runs it: the migrate options with swift-syntax's planner
/// (``Migrator``).
public struct MigrateProgramCommand: ParsableCommand {
  public static let configuration = LifeDiagramCommand.migrateConfiguration

  @OptionGroup var options: MigrateOptions

  public init() {}

  public func run() throws {
    try options.run { files, apps in
      try Migrator().plan(files.map { AuditInput(path: $0.path, bytes: $0.bytes) }, apps: apps)
    }
  }
}

extension MigrationPlan: MigrationOutcome {
  public var changes: [(path: String, before: [UInt8]?, after: [UInt8])] { files.map { ($0.path, $0.before, $0.after) } }

  public var brokenApps: [String] { apps.filter(\.isBroken).map(\.name) }

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
