import LifeDiagramModel

/// What `lifediagram migrate` plans for the apps it found: each app's files before and after, what moved where,
/// and what is left to a person.
public struct MigrationPlan: Sendable {
  /// The apps planned (every app found, or those asked for), in the order the audit finds them.
  public var apps: [AppMigration]
  /// The name of every app found, asked for or not.
  public var appNames: [String]

  /// Whether a person has something left to do in some app.
  public var hasManualSteps: Bool { apps.contains { !$0.manual.isEmpty } }
  /// Every file of every app the plan writes.
  public var files: [FileChange] { apps.flatMap(\.files) }

  /// Creates it with every stored property.
  package init(apps: [AppMigration], appNames: [String]) {
    self.apps = apps
    self.appNames = appNames
  }
}

/// One app's migration, or why it is left alone.
public struct AppMigration: Sendable {
  /// The app's name, as the audit reports it.
  public var name: String
  /// Why nothing is planned for it (`it already adopts scenes`), or nil when it is migrated.
  public var leftAlone: String?
  /// The language of its app delegate, `Swift` or `Objective-C`, when it has one.
  public var language: String?
  /// The files the migration writes, each whole.
  public var files: [FileChange] = []
  /// What moved where.
  public var moves: [Move] = []
  /// What is left to a person, with where.
  public var manual: [ManualStep] = []
  /// What the audit says of the migrated app: the findings of the rules the migration answers that remain.
  public var remaining: [AuditFinding] = []
  /// Whether a file it would write does not parse (a fault of the migration's): then nothing of the app is written.
  public var isBroken = false
  /// What the audit says of the app before and after the migration (what it implements, drawn on each life
  /// cycle's diagram in the migration's page).
  public var before: AuditedApp?
  public var after: AuditedApp?
  /// What now reaches the app through the scene at launch as well as when it runs (`urlContexts`, …).
  package var launchOptions: [SceneCallback.LaunchOption] = []

  /// The built-in scenarios to try on a device once migrated, by id: a cold launch, the background and back, and
  /// each way the app is reached (a URL, a user activity, a quick action) cold and warm.
  public var deviceScenarios: [String] {
    let reached = launchOptions.flatMap { option -> [String] in
      switch option {
      case .urlContexts: ["deep-link-cold", "deep-link-warm"]
      case .userActivities: ["user-activity-cold", "user-activity-warm"]
      case .shortcutItem: ["quick-action-cold", "quick-action-warm"]
      }
    }
    let known = Set(Catalog.builtIn.scenarios.filter { $0.models.contains(.scene) }.map(\.id))
    return (["cold-launch"] + reached + ["move-to-background", "return-to-foreground"]).filter(known.contains)
  }

  /// An app left alone, and why.
  package init(name: String, leftAlone: String) {
    self.name = name
    self.leftAlone = leftAlone
  }

  /// An app migrated.
  package init(name: String, language: String) {
    self.name = name
    self.language = language
  }
}

/// A file the migration writes: new (`before` is nil) or changed.
public struct FileChange: Sendable, Hashable {
  /// The path, as the files given name it (a new file's beside the file it belongs with).
  public var path: String
  /// Its bytes now, or nil for a new file.
  public var before: [UInt8]?
  /// Its bytes once migrated.
  public var after: [UInt8]
}

/// A piece of code the migration moved, or a call it wired: from where, to where.
public struct Move: Sendable, Hashable {
  /// What moved, in words: `applicationDidBecomeActive(_:)'s body`.
  public var what: String
  /// Where it was.
  public var from: CodeLocation
  /// Where it is now (in the file as migrated), or nil when it was removed because it did nothing.
  public var to: CodeLocation?
  /// The declaration it went into, by which its line is found once the new file is written.
  package var toSignature: String?
}

/// Something the migration cannot do with certainty, left to a person: what, and where.
public struct ManualStep: Sendable, Hashable {
  /// The file, or nil when the step is about the app as a whole.
  public var file: String?
  /// The line, when there is one.
  public var line: Int?
  /// What to do.
  public var what: String

  /// A step at a place.
  package init(_ what: String, at location: CodeLocation?) {
    self.what = what
    file = location?.file
    line = location?.line
  }

  /// A step in a file, at no line in particular.
  package init(_ what: String, file: String?) {
    self.what = what
    self.file = file
  }
}

extension [ManualStep] {
  /// The steps in the order of their places, whichever rule's correction listed them first: by file in `files`'
  /// order (a file not there, such as the new scene delegate, after them), then by line; steps at one place keep
  /// their order.
  package func inPlaceOrder(files: [String]) -> [ManualStep] {
    let fileOrder = Dictionary(files.enumerated().map { ($1, $0) }) { first, _ in first }
    return enumerated().sorted { first, second in
      let one = (fileOrder[first.element.file ?? ""] ?? files.count, first.element.line ?? 0, first.offset)
      let other = (fileOrder[second.element.file ?? ""] ?? files.count, second.element.line ?? 0, second.offset)
      return one < other
    }.map(\.element)
  }
}
