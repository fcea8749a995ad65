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

  /// Creates a finding.
  public init(rule: String, location: CodeLocation, method: String?, message: String, sources: [SourceID]) {
    self.rule = rule
    self.location = location
    self.method = method
    self.message = message
    self.sources = sources
  }
}

/// What an audit of an app's sources found: the life cycle the app uses, the findings, and which of the life
/// cycle's delegate methods the app implements, where (for the app's own diagram).
public struct AuditResult: Sendable, Hashable {
  /// The life cycle the app follows: `.scene` when it adopts scenes, else `.app`.
  public var lifecycle: LifecycleID
  /// The findings, in file, line and rule order.
  public var findings: [AuditFinding]
  /// Where the app implements each delegate method it implements, keyed `Receiver.selector`
  /// (`SceneDelegate.sceneDidBecomeActive(_:)`).
  public var implementations: [String: [CodeLocation]]
  /// How many Swift files and property lists were read.
  public var filesRead: Int

  /// Creates a result.
  public init(lifecycle: LifecycleID, findings: [AuditFinding], implementations: [String: [CodeLocation]], filesRead: Int) {
    self.lifecycle = lifecycle
    self.findings = findings
    self.implementations = implementations
    self.filesRead = filesRead
  }
}
