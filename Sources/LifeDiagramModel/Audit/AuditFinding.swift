/// A place in an app's source: a file as the user named it, and a line and column (1-based).
public struct CodeLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file's path, as the audit was given it (or found it under a folder it was given).
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, in UTF-8 bytes as compilers count it.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `path:line:col`.
  public var description: String { "\(file):\(line):\(column)" }

  /// The file's last path component and the line, e.g. `AppDelegate.swift:12`, as a tooltip shows it.
  public var short: String { "\(file.split(separator: "/").last.map(String.init) ?? file):\(line)" }

  public static func < (a: Self, b: Self) -> Bool {
    (a.file, a.line, a.column) < (b.file, b.line, b.column)
  }
}

/// One thing `lifediagram audit` found: which rule, where, about which method, and what it says.
public struct AuditFinding: Sendable, Hashable {
  /// The rule's id, e.g. `never-called`.
  public var rule: String
  /// Where: the `func` keyword of the method (or of the override, or of the class for `scene-adoption`).
  public var location: CodeLocation
  /// The method concerned, as a selector, or nil for a finding about the whole app.
  public var method: String?
  /// What the finding says.
  public var message: String
  /// The ids of the sources behind the rule.
  public var sources: [SourceID]
  /// The app it was found in, or nil for a file no app claims (or when the sources given are one app).
  public var app: String?
  /// How the audit reached its judgement, step by step, when a person may want to check it: for the launch
  /// path's rules, the calls from a launch entry point to the code, or that launch never reaches it.
  public var explanation: [String] = []
  /// The id of the model's scenario that shows the order of calls behind the finding (`quick-action-cold`), whose
  /// docs page the report links; nil when no scenario shows it.
  public var scenario: String?
  /// The other rules a baseline may hold this finding by: `deprecated-ios26` for a `never-called` finding that
  /// also says its method is deprecated (one finding for one method).
  public var alsoMatches: [String] = []

  /// Creates a finding.
  public init(
    rule: String, location: CodeLocation, method: String?, message: String, sources: [SourceID], app: String? = nil,
    scenario: String? = nil
  ) {
    self.rule = rule
    self.location = location
    self.method = method
    self.message = message
    self.sources = sources
    self.app = app
    self.scenario = scenario
  }
}

/// What an audit found: the apps in the paths given, each with its life cycle and findings, and the findings in
/// the sources no app claims.
public struct AuditResult: Sendable, Hashable {
  /// The apps found, in the order their projects, property lists or folders were read.
  public var apps: [AuditedApp]
  /// Every finding (each app's, and those in unclaimed sources), in file, line and rule order.
  public var findings: [AuditFinding]
  /// The sources no app claims (an app extension, a target no app links): audited only by the rules that need no
  /// life cycle.
  public var unclaimed: [String]
  /// How many files were read: sources, property lists and projects.
  public var filesRead: Int
  /// The targets that are not apps (app extensions, widgets, watch extensions), each named with what was done.
  public var otherTargets: [AuditedTarget]

  /// Creates a result.
  public init(
    apps: [AuditedApp], findings: [AuditFinding], unclaimed: [String] = [], filesRead: Int,
    otherTargets: [AuditedTarget] = []
  ) {
    self.apps = apps
    self.findings = findings
    self.unclaimed = unclaimed
    self.filesRead = filesRead
    self.otherTargets = otherTargets
  }

  /// A result of one app named `app`, as an audit of sources that name no app finds it.
  public init(
    lifecycle: LifecycleID, findings: [AuditFinding], implementations: [String: [CodeLocation]], filesRead: Int
  ) {
    let app = AuditedApp(
      name: "app", platform: "iOS", lifecycle: lifecycle, evidence: [], findings: findings,
      implementations: implementations,
      filesRead: filesRead)
    self.init(apps: [app], findings: findings, filesRead: filesRead)
  }

  /// The apps held against a life cycle (the iOS-family ones).
  public var heldApps: [AuditedApp] { apps.filter(\.isHeld) }

  /// The life cycle of the one app held against a life cycle, or nil when there are none or several.
  public var lifecycle: LifecycleID? { heldApps.count == 1 ? heldApps[0].lifecycle : nil }

  /// Where the one app held against a life cycle implements each delegate method, or nothing when there are several.
  public var implementations: [String: [CodeLocation]] { heldApps.count == 1 ? heldApps[0].implementations : [:] }
}
