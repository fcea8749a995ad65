/// An app `lifediagram audit` found in the paths it was given (an application target of an Xcode project, an iOS
/// app's Info.plist with the sources beside it, or, when nothing names an app, everything given), and what it
/// found in it.
public struct AuditedApp: Sendable, Hashable {
  /// The app's name: its target's, or its folder's.
  public var name: String
  /// The platform it is built for: `iOS`, `watchOS`, `macOS`, `tvOS`, `visionOS`.
  public var platform: String
  /// The life cycle it follows, or nil when it is not held against UIKit's (a watchOS, macOS or tvOS app).
  public var lifecycle: LifecycleID?
  /// What named the app (its target in a project, or its Info.plist), and where; nil when nothing did and the
  /// files given were taken as one app.
  public var declaration: AuditEvidence?
  /// Why the audit holds it to that life cycle (or skips it), each fact with where it is.
  public var evidence: [AuditEvidence]
  /// Its findings, in file, line and rule order.
  public var findings: [AuditFinding]
  /// The life cycle its own diagram is drawn on: `swiftui` for a SwiftUI app (whose reports still say `scene`:
  /// the rules are UIKit's), else ``lifecycle``.
  public var diagram: LifecycleID?
  /// Where it implements each delegate method of the life cycle its diagram is drawn on, keyed `Receiver.selector`
  /// (`SceneDelegate.sceneDidBecomeActive(_:)`, `View.onAppear(perform:)`).
  public var implementations: [String: [CodeLocation]]
  /// How many of the files read are its own (its sources, the code it links, its Info.plist).
  public var filesRead: Int

  /// Creates an app.
  public init(
    name: String, platform: String, lifecycle: LifecycleID?, declaration: AuditEvidence? = nil,
    evidence: [AuditEvidence],
    findings: [AuditFinding], diagram: LifecycleID? = nil, implementations: [String: [CodeLocation]], filesRead: Int
  ) {
    self.name = name
    self.diagram = diagram ?? lifecycle
    self.declaration = declaration
    self.platform = platform
    self.lifecycle = lifecycle
    self.evidence = evidence
    self.findings = findings
    self.implementations = implementations
    self.filesRead = filesRead
  }

  /// Whether the audit held the app against a life cycle (it is an iOS-family app).
  public var isHeld: Bool { lifecycle != nil }

  /// `scene-based (UISceneDelegate)`, `app-based (UIApplicationDelegate)`, or `a watchOS app, not held against
  /// UIKit's life cycles`.
  public var lifecycleDescription: String {
    switch lifecycle {
    case .scene?: "scene-based (UISceneDelegate)"
    case .app?: "app-based (UIApplicationDelegate)"
    default:
      platform == "unknown"
        ? "an app of unknown platform, not held against UIKit's life cycles"
        : "a \(platform) app, not held against UIKit's life cycles"
    }
  }
}

/// One fact behind an app's life cycle: `Info.plist declares a scene configuration`, with where it is.
public struct AuditEvidence: Sendable, Hashable, CustomStringConvertible {
  /// Where the fact is in the app's files, or nil for an absence (no scene manifest anywhere).
  public var location: CodeLocation?
  /// The fact, in words.
  public var fact: String

  /// Creates a fact.
  public init(_ fact: String, at location: CodeLocation?) {
    self.fact = fact
    self.location = location
  }

  /// `fact (path:line)`, or the fact alone.
  public var description: String { location.map { "\(fact) (\($0.file):\($0.line))" } ?? fact }
}

/// A target the audit saw that is not an app (an app extension, a widget, a watch extension): named in the
/// reports with what was done with it, so that no target is passed over in silence.
public struct AuditedTarget: Sendable, Hashable {
  /// The target's name.
  public var name: String
  /// What it builds, in words: `an app extension`, `a watch extension`.
  public var kind: String
  /// The target in its project, and where.
  public var declaration: AuditEvidence
  /// How many of its sources were read that no app claims: those are held to the rules that need no life cycle.
  public var sources: Int

  /// Creates a target.
  public init(name: String, kind: String, declaration: AuditEvidence, sources: Int) {
    self.name = name
    self.kind = kind
    self.declaration = declaration
    self.sources = sources
  }

  /// What the audit did with it: `its 3 sources held to missing-super only (an extension has no app life cycle)`.
  public var treatment: String {
    sources == 0
      ? "\(kind), skipped: none of its sources was read"
      : "\(kind): its \(sources == 1 ? "source" : "\(sources) sources") held to missing-super only (an extension follows no app life cycle)"
  }
}
