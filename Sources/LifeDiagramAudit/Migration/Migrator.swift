import LifeDiagramMigrate
import LifeDiagramModel
import LifeDiagramSourceIndex
import SwiftParser

/// `lifediagram migrate`: plans, for every iOS app in the files that has not adopted scenes (as the audit defines
/// it), the move to the scene life cycle, then audits the app as it would be and lists what the audit still finds
/// as steps left to a person. It writes nothing: the plan holds every file's bytes before and after.
public struct Migrator: Sendable {
  /// The pairings of app-delegate and scene-delegate methods, from the catalog.
  var callbacks = SceneCallback.all()
  /// What each rule does about its findings, in the order reports list the rules: a migration is the correction
  /// of every correctable rule.
  var corrections = Auditor.corrections

  public init() {}

  /// Plans the migration of the apps in `inputs`, or only those named in `names` (every app when it is empty).
  ///
  /// - Throws: ``AuditBoundExceeded`` for a Swift file past one of the audit's bounds.
  ///
  /// With `auditingBefore`, each migrated app also carries what the audit says of it as it is (``AppMigration/before``),
  /// which costs one more audit.
  public func plan(_ inputs: [AuditInput], apps names: Set<String> = [], auditingBefore: Bool = false)
    throws(AuditBoundExceeded) -> MigrationPlan
  {
    let (subjects, reading) = try Auditor().migrationSubjects(inputs)
    let byPath = Dictionary(inputs.map { ($0.path, $0.bytes) }) { first, _ in first }
    var apps: [AppMigration] = []
    var planned: [String: String] = [:]
    for subject in subjects where names.isEmpty || names.contains(subject.name) {
      var app = try plan(subject, files: byPath)
      // Two apps that share a file (Prod and Dev targets of one app delegate, one project) are not planned twice
      // from the same bytes: the second is left for a person, naming the first.
      if let shared = app.files.first(where: { planned[$0.path] != nil }) {
        let first = planned[shared.path] ?? ""
        app = AppMigration(name: subject.name, language: app.language ?? "")
        app.manual.append(
          ManualStep(
            "it shares \(shared.path) with '\(first)', migrated above: give it the same scene manifest in its Info.plist and the new scene delegate in its target, or run migrate --app for one app at a time",
            file: shared.path))
      }
      for file in app.files { planned[file.path] = planned[file.path] ?? subject.name }
      apps.append(app)
    }
    var plan = MigrationPlan(apps: apps, appNames: subjects.map(\.name))
    try check(&plan, inputs: inputs, reusing: reading)
    if auditingBefore {
      let audited = Dictionary(try Auditor().audit(inputs, reusing: reading).apps.map { ($0.name, $0) }) { first, _ in
        first
      }
      for index in plan.apps.indices where plan.apps[index].leftAlone == nil {
        plan.apps[index].before = audited[plan.apps[index].name]
      }
    }
    return plan
  }

  /// One app's plan, or why it is left alone.
  private func plan(_ subject: MigrationSubject, files: [String: [UInt8]]) throws(AuditBoundExceeded) -> AppMigration {
    if !subject.isIOSFamily {
      let platform = subject.platform == "unknown" ? "an app of unknown platform" : "a \(subject.platform) app"
      return AppMigration(name: subject.name, leftAlone: "\(platform): the scene life cycle is UIKit's, on iOS")
    }
    if subject.adoptsScenes {
      return AppMigration(
        name: subject.name,
        leftAlone: subject.isSwiftUIApp ? "a SwiftUI app: it adopts scenes" : "it already adopts scenes")
    }
    // The entry point, when the app has a base class and a subclass of app delegates.
    guard let delegate = subject.appDelegates.first(where: \.isMain) ?? subject.appDelegates.first else {
      var app = AppMigration(name: subject.name, language: "")
      app.manual.append(
        ManualStep(
          "no app delegate was found (a class conforming to UIApplicationDelegate): adopt scenes by hand",
          file: subject.infoPlist))
      return app
    }
    let planner = AppPlanner(
      subject: subject, delegate: delegate, files: files, callbacks: callbacks, corrections: corrections)
    if delegate.files.contains(where: { !$0.hasSuffix(".swift") }) {
      return planner.planObjectiveC()
    }
    return try planner.planSwift()
  }

  /// Audits every planned app as it would be, and adds what the audit still finds to its manual steps; makes sure
  /// every Swift file and property list written parses.
  private func check(_ plan: inout MigrationPlan, inputs: [AuditInput], reusing reading: AuditReading)
    throws(AuditBoundExceeded)
  {
    let changes = Dictionary(plan.files.map { ($0.path, $0.after) }) { first, _ in first }
    guard !changes.isEmpty else { return }
    var migrated = inputs.map { input in AuditInput(path: input.path, bytes: changes[input.path] ?? input.bytes) }
    let known = Set(inputs.map(\.path))
    migrated += plan.files.filter { !known.contains($0.path) }.map { AuditInput(path: $0.path, bytes: $0.after) }
    // Only the files the plan changes or adds are parsed again.
    let result = try Auditor().audit(migrated, reusing: reading)
    let audited = Dictionary(result.apps.map { ($0.name, $0) }) { first, _ in first }
    for index in plan.apps.indices where plan.apps[index].leftAlone == nil && !plan.apps[index].files.isEmpty {
      plan.apps[index].after = audited[plan.apps[index].name]
      let findings = audited[plan.apps[index].name]?.findings ?? []
      plan.apps[index].remaining = findings.filter { Auditor.correctedRules.contains($0.rule) }
      // A place the plan already lists (a method it left for its callers) is listed once.
      let listed = Set(plan.apps[index].manual.map { "\($0.file ?? ""):\($0.line ?? 0)" })
      plan.apps[index].manual += plan.apps[index].remaining.filter {
        !listed.contains("\($0.location.file):\($0.location.line)")
      }.map { finding in
        ManualStep("\(finding.message) [\(finding.rule)]", at: finding.location)
      }
      for file in plan.apps[index].files where !Self.parses(file) {
        plan.apps[index].manual.append(
          ManualStep(
            "the migrated file does not parse: this is migrate's fault; please report it, and do not write it",
            file: file.path))
        plan.apps[index].isBroken = true
      }
    }
  }

  /// Whether a file the plan writes reads back: Swift through swift-syntax, a property list through the audit's
  /// reader; anything else as it is.
  package static func parses(_ file: FileChange) -> Bool {
    let text = String(decoding: file.after, as: UTF8.self)
    if file.path.hasSuffix(".swift") { return !Parser.parse(source: text).hasError }
    if file.path.hasSuffix(".plist") { return PropertyListText.parses(text) }
    if file.path.hasSuffix(".yml") || file.path.hasSuffix(".yaml") { return YAMLText.parses(text) }
    return true
  }
}
