import LifeDiagramAuditProjects
import LifeDiagramMigrate
import LifeDiagramModel
import LifeDiagramSourceIndex

/// `lifediagram audit`: reads an app's sources (parsed with swift-syntax, never compiled) and holds them against
/// the catalog's audit rules.
public struct Auditor: Sendable {
  /// The rules, in the order reports list them.
  public var rules: [AuditRule] { ruleTypes.map { $0.description } }
  /// The rules' files, in the same order.
  var ruleTypes: [any Rule.Type] { Self.allRules }
  /// The delegate methods the life cycles call: where a deprecated method's replacement is found, and what the
  /// app's own diagram marks.
  public var delegateMethods: [DelegateMethod]

  /// The ids of the rules whose findings `lifediagram migrate` corrects: any left after it are steps for a person.
  package static var correctedRules: Set<String> {
    Set(allRules.filter { $0 is any CorrectableRule.Type }.map { $0.id })
  }

  /// The corrections of the rules that have one, in the order reports list the rules.
  static var corrections: [any MigrationCorrection.Type] { allRules.compactMap { $0 as? any CorrectableRule.Type } }

  /// An auditor with the built-in rules and methods.
  public init(delegateMethods: [DelegateMethod] = Catalog.builtIn.delegateMethods) {
    self.delegateMethods = delegateMethods
  }

  /// Audits the files app by app (``AppFinder``): each iOS-family app's own files against every rule, the sources
  /// no app claims against the rules that need no life cycle (`missing-super`). Rules in `disabled` are not
  /// checked, and a `// lifediagram:disable RULE` comment after a finding's code, or on the line above it, silences it.
  ///
  /// - Throws: ``AuditBoundExceeded`` for a Swift file past one of ``AuditBounds`` (too deeply nested, or too
  ///   slow to parse).
  public func audit(_ inputs: [AuditInput], disabled: Set<String> = []) throws(AuditBoundExceeded) -> AuditResult {
    try audit(inputs, disabled: disabled, reusing: nil)
  }

  /// Audits as ``audit(_:disabled:)`` does, reusing what `reading` parsed of the sources that are unchanged.
  package func audit(_ inputs: [AuditInput], disabled: Set<String> = [], reusing reading: AuditReading?)
    throws(AuditBoundExceeded) -> AuditResult
  {
    let files = try ReadFiles(inputs, selectors: ObjCSelectors(delegateMethods), reusing: reading)
    let layout = AppFinder.find(
      files: inputs.map(\.path), plists: files.plists, projects: files.projects, xcconfigs: files.xcconfigs)
    let rules = ruleTypes.filter { !disabled.contains($0.id) }
    var apps: [AuditedApp] = []
    var findings: [AuditFinding] = []
    for found in layout.apps {
      let app = audit(found, files, rules: rules)
      apps.append(app)
      findings += app.findings
    }
    if !layout.unclaimed.isEmpty {
      var sources = AppSources()
      for path in layout.unclaimed { files.indexes[path].map { sources.add($0) } }
      sources.settle()
      findings += rules.filter { $0.id == MissingSuperRule.id }.flatMap { check($0, sources) }
      releaseInBackground(consume sources)
    }
    // Code two apps link is found in each; the list of all findings names it once, with the first app's name.
    var seen: Set<String> = []
    findings = sorted(files.unsuppressed(findings)).filter {
      seen.insert("\($0.rule) \($0.location) \($0.method ?? "")").inserted
    }
    if reading == nil { releaseInBackground(consume files) }
    let unclaimed = Set(layout.unclaimed)
    let others = layout.extensions.map { found in
      AuditedTarget(
        name: found.name, kind: found.kind, declaration: found.declaration,
        sources: found.files.filter(unclaimed.contains).count)
    }
    return AuditResult(
      apps: apps, findings: findings, unclaimed: layout.unclaimed, filesRead: inputs.count, otherTargets: others)
  }

  /// One app: skipped when it is not an iOS-family app, else its files held against the rules.
  private func audit(_ found: FoundApp, _ files: ReadFiles, rules: [any Rule.Type]) -> AuditedApp {
    guard found.platform.isIOSFamily else {
      return AuditedApp(
        name: found.name, platform: found.platform.rawValue, lifecycle: nil, declaration: found.declaration,
        evidence: [
          found.platform == .unknown
            ? AuditEvidence(
              "its platform cannot be read (no SDKROOT in its settings or in the .xcconfig files read), so it is not held against UIKit's life cycles",
              at: nil)
            : AuditEvidence("only iOS-family apps are held against UIKit's life cycles", at: nil)
        ],
        findings: [], implementations: [:], filesRead: found.files.count)
    }
    let app = sources(of: found, files)
    let audited = audited(found, app, files, rules: rules)
    releaseInBackground(consume app)
    return audited
  }

  /// An app's files, read as a whole.
  func sources(of found: FoundApp, _ files: ReadFiles) -> AppSources {
    var app = AppSources()
    app.builds = found.builds
    app.generatesSceneManifest = found.generatesSceneManifest
    app.projectDeclaresSceneConfiguration = found.declaration.flatMap {
      found.declaresSceneConfiguration ? $0.location : nil
    }
    for path in found.files {
      if let index = files.indexes[path] {
        app.add(index)
      } else if let plist = files.plists[path], found.isEverything || path == found.infoPlist {
        app.add(plist)
      }
    }
    if found.infoPlistIsGenerated { app.knowsInfoPlist = true }
    app.settle()
    return app
  }

  /// An app's findings, once its files are read: the rules take the app as a constant, never a copy.
  private func audited(_ found: FoundApp, _ app: AppSources, _ files: ReadFiles, rules: [any Rule.Type]) -> AuditedApp {
    let name = found.isEverything ? nil : found.name
    let findings = rules.flatMap { check($0, app) }.map { finding in
      var finding = finding
      finding.app = name
      return finding
    }
    let lifecycle: LifecycleID = app.adoptsScenes ? .scene : .app
    return AuditedApp(
      name: found.name, platform: found.platform.rawValue, lifecycle: lifecycle, declaration: found.declaration,
      evidence: app.adoptionEvidence,
      findings: sorted(mergingDeprecations(files.unsuppressed(findings))),
      diagram: app.isSwiftUIApp ? .swiftUI : lifecycle,
      implementations: implementations(app), filesRead: found.files.count)
  }

  /// A method UIKit never calls that is also deprecated is one finding, the `never-called` one (what to do about
  /// it is the same: move its work, delete it), whose message says it is deprecated too and what replaces it; a
  /// baseline may hold it by either rule. With `never-called` disabled, the deprecation is found on its own.
  private func mergingDeprecations(_ findings: [AuditFinding]) -> [AuditFinding] {
    let neverCalled = Set(findings.filter { $0.rule == NeverCalledRule.id }.map { "\($0.location) \($0.method ?? "")" })
    var deprecations: [String: AuditFinding] = [:]
    var result: [AuditFinding] = []
    for finding in findings {
      let key = "\(finding.location) \(finding.method ?? "")"
      if finding.rule == DeprecatedIOS26Rule.id && neverCalled.contains(key) {
        deprecations[key] = deprecations[key] ?? finding
      } else {
        result.append(finding)
      }
    }
    return result.map { finding in
      let key = "\(finding.location) \(finding.method ?? "")"
      guard finding.rule == NeverCalledRule.id, let deprecated = deprecations[key] else { return finding }
      var merged = finding
      merged.message = Self.message(of: finding, saying: deprecated)
      merged.sources += deprecated.sources.filter { !finding.sources.contains($0) }
      merged.alsoMatches = [deprecated.rule]
      return merged
    }
  }

  /// A never-called finding's message that also says its method is deprecated: the deprecation's words with the
  /// method as "it", its replacement left out where the message already names it, and the body's note
  /// (`empty: delete it`) kept last, since it is what to do.
  private static func message(of finding: AuditFinding, saying deprecated: AuditFinding) -> String {
    let method = finding.method ?? ""
    var says =
      deprecated.message.hasPrefix(method) ? "it" + deprecated.message.dropFirst(method.count) : deprecated.message
    if let use = says.firstRange(of: "; use "), finding.message.contains(says[use.upperBound...]) {
      says = says[..<use.lowerBound] + " too"
    }
    guard finding.message.hasSuffix(Self.emptyBody) else { return finding.message + "; " + says }
    return finding.message.dropLast(Self.emptyBody.count) + "; " + says + Self.emptyBody
  }

  /// What a never-called finding adds when the method's body does nothing: there is no work to move.
  static let emptyBody = "; empty: delete it"

  /// Findings in file, line and rule order.
  private func sorted(_ findings: [AuditFinding]) -> [AuditFinding] {
    let order = Dictionary(uniqueKeysWithValues: ruleTypes.enumerated().map { ($1.id, $0) })
    return findings.sorted { ($0.location, order[$0.rule] ?? 0) < ($1.location, order[$1.rule] ?? 0) }
  }

  /// One rule's findings in an app.
  private func check(_ rule: any Rule.Type, _ app: AppSources) -> [AuditFinding] {
    rule.findings(in: app, RuleContext(delegateMethods: delegateMethods))
  }

  // MARK: The app's own diagram

  /// Where the app implements each delegate method of the life cycle its diagram is drawn on, keyed
  /// `Receiver.selector`: its delegates' methods, and for a SwiftUI app what its App and views handle.
  private func implementations(_ app: AppSources) -> [String: [CodeLocation]] {
    var result: [String: [CodeLocation]] = [:]
    let delegates: [(Receiver, [AppSources.MergedType])] = [
      (.appDelegate, app.appDelegates), (.sceneDelegate, app.sceneDelegatesInUse),
    ]
    for (receiver, types) in delegates {
      for method in delegateMethods where method.receiver == receiver {
        let selector = AuditMethod(method.selector)
        let places = types.flatMap { $0.methods.filter { $0.matches(selector) }.map(\.location) }
        if !places.isEmpty { result["\(receiver.rawValue).\(method.selector)"] = places.sorted() }
      }
    }
    if let swiftUIApp = app.swiftUIApp {
      for (call, places) in Self.swiftUIHandlers(app, swiftUIApp) where !places.isEmpty {
        result[call] = places.sorted()
      }
    }
    return result
  }

  /// The calls of the SwiftUI model a SwiftUI app handles, keyed as ``implementations(_:)`` keys them: the App's
  /// `init`, a `.onChange(of: scenePhase)` in the App (its aggregate phase) or in a view (its scene's), and the
  /// views' `onAppear`, `onDisappear`, `.task`, `.onOpenURL` and `.onContinueUserActivity`.
  private static func swiftUIHandlers(_ app: AppSources, _ swiftUIApp: AppSources.MergedType) -> [String:
    [CodeLocation]]
  {
    let phase = app.calls(named: "onChange").filter {
      $0.labels.first == "of" && $0.firstArgument.hasSuffix("scenePhase")
    }
    let inApp = phase.filter { $0.enclosingType == swiftUIApp.name }
    let inViews = phase.filter { $0.enclosingType != swiftUIApp.name }
    var result: [String: [CodeLocation]] = [
      "App.init()": swiftUIApp.methods.filter { $0.name == "init" }.map(\.location),
      "App.onChange(of:scenePhase)": inApp.map(\.location),
      "Scene.onChange(of:scenePhase)": inViews.map(\.location),
    ]
    let modifiers = [
      ("onAppear", "onAppear(perform:)"), ("onDisappear", "onDisappear(perform:)"), ("task", "task(priority:_:)"),
      ("onOpenURL", "onOpenURL(perform:)"), ("onContinueUserActivity", "onContinueUserActivity(_:perform:)"),
    ]
    for (name, selector) in modifiers { result["View.\(selector)"] = app.calls(named: name).map(\.location) }
    return result
  }
}
