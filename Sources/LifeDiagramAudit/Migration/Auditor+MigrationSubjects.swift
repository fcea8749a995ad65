import LifeDiagramAuditProjects
import LifeDiagramModel
import LifeDiagramSourceIndex

extension Auditor {
  /// The apps in the files, as `migrate` reads them: found and settled exactly as ``audit(_:disabled:)`` finds
  /// them.
  ///
  /// - Throws: ``AuditBoundExceeded`` for a Swift file past one of ``AuditBounds``.
  package func migrationSubjects(_ inputs: [AuditInput]) throws(AuditBoundExceeded) -> (
    subjects: [MigrationSubject], reading: AuditReading
  ) {
    let files = try ReadFiles(inputs, selectors: ObjCSelectors(delegateMethods))
    let layout = AppFinder.find(
      files: inputs.map(\.path), plists: files.plists, projects: files.projects, xcconfigs: files.xcconfigs)
    let subjects = layout.apps.map { found in
      let app = sources(of: found, files)
      let fileOrder = Dictionary(found.files.enumerated().map { ($1, $0) }) { first, _ in first }
      func reference(_ type: AppSources.MergedType) -> MigrationSubject.TypeReference {
        let declaring = Set([type.location.file] + type.methods.map(\.location.file))
        return MigrationSubject.TypeReference(
          name: type.name, location: type.location,
          files: declaring.sorted { (fileOrder[$0] ?? .max, $0) < (fileOrder[$1] ?? .max, $1) }, isMain: type.isMain)
      }
      return MigrationSubject(
        name: found.name, platform: found.platform.rawValue, isIOSFamily: found.platform.isIOSFamily,
        adoptsScenes: app.adoptsScenes, isSwiftUIApp: app.isSwiftUIApp, infoPlist: found.infoPlist,
        otherInfoPlists: found.otherInfoPlists, infoPlistIsGenerated: found.infoPlistIsGenerated,
        project: found.project.map {
          MigrationSubject.Project(path: $0.path, kind: $0.kind.subjectKind, targetID: found.targetID)
        },
        compiledFolders: found.synchronizedFolders, appDelegates: app.appDelegates.map(reference),
        unwiredSceneDelegates: app.adoptsScenes ? [] : app.sceneDelegates.map(reference),
        appDelegateWindowReads: app.windowReads.filter { $0.member == "window" }.map(\.location),
        calledAppDelegateMethods: calledAppDelegateMethods(app, inputs: inputs, files: found.files),
        typeNames: Set(app.types.keys), files: found.files)
    }
    return (
      subjects, AuditReading(files: files, bytes: Dictionary(inputs.map { ($0.path, $0.bytes) }) { first, _ in first })
    )
  }
}

extension Auditor {
  /// The app-delegate methods of the catalog the app's own code calls on an app delegate, or names in a
  /// `#selector(…)` or `@selector(…)`, with the first place.
  fileprivate func calledAppDelegateMethods(_ app: AppSources, inputs: [AuditInput], files: [String]) -> [String:
    CodeLocation]
  {
    let names = Set(app.appDelegates.map(\.name))
    var called: [String: CodeLocation] = [:]
    var references: [(selector: String, texts: [String])] = []
    for method in delegateMethods where method.receiver == .appDelegate {
      let selector = AuditMethod(method.selector)
      if let call = app.calls(named: selector.baseName).first(where: {
        $0.calls(selector) && app.isMadeOnAnAppDelegate($0, names: names)
      }) {
        called[method.selector] = call.location
      } else {
        // A selector names the app delegate's method when it says the class (`#selector(AppDelegate.m(_:))`), or
        // when it is written in the app delegate's own files (checked below).
        let qualified = names.map { "#selector(\($0).\(method.selector))" }
        references.append(
          (
            method.selector,
            qualified + ["#selector(\(method.selector))"] + (method.objcSelector.map { ["@selector(\($0))"] } ?? [])
          ))
      }
    }
    // Each of the app's sources read once, for every reference still unknown: a bare selector counts only in the
    // app delegate's own files (a view controller's `#selector(applicationDidBecomeActive(_:))` is its own method).
    let own = Set(files)
    let delegateFiles = Set(app.appDelegates.flatMap { [$0.location.file] + $0.methods.map(\.location.file) })
    for input in inputs
    where own.contains(input.path) && (AuditedFile.isSwift(input.path) || AuditedFile.isObjectiveC(input.path)) {
      let text = String(decoding: input.bytes, as: UTF8.self)
      guard text.contains("selector(") else { continue }
      let isDelegateFile = delegateFiles.contains(input.path)
      for reference in references where called[reference.selector] == nil {
        let texts = isDelegateFile ? reference.texts : reference.texts.filter { $0.contains(".") && !$0.hasPrefix("@") }
        if texts.contains(where: text.contains) {
          called[reference.selector] = CodeLocation(file: input.path, line: 1, column: 1)
        }
      }
    }
    return called
  }
}
