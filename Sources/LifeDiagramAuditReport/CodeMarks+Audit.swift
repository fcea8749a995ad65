import LifeDiagram
import LifeDiagramModel

extension CodeMarks {
  /// The rules whose findings concern what happens before launch ends.
  static let launchPathRules: Set<String> = [
    "notification-delegate-late", "background-task-registration-late", "launch-options-in-scene-app",
  ]

  /// The marks of an audited app: its implementations, its `never-called` findings, and its launch path's.
  public init(_ app: AuditedApp) {
    self.init(
      implemented: app.implementations,
      neverCalled: app.findings.filter { $0.rule == "never-called" }.map {
        "\($0.method ?? "?") at \($0.location.short)"
      },
      launchPath: app.findings.filter { Self.launchPathRules.contains($0.rule) }.map {
        "\($0.rule) at \($0.location.short)"
      })
  }
}
