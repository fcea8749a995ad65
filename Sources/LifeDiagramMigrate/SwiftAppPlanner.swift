import LifeDiagramAudit
import LifeDiagramModel

/// One Swift app's migration, whole: the app delegate's files edited, the scene delegate written beside it, the
/// manifest in its Info.plist, the new file in its project.
struct SwiftAppPlanner {
  var subject: MigrationSubject
  var delegate: MigrationSubject.TypeReference
  /// Every file read, by path.
  var files: [String: [UInt8]]
  var callbacks: [SceneCallback]

  func plan() throws(AuditBoundExceeded) -> AppMigration {
    var app = AppMigration(name: subject.name, language: "Swift")
    let sceneName = freeSceneDelegateName()
    let folder = Self.folder(of: delegate.location.file)
    let scenePath = (folder.isEmpty ? "" : folder + "/") + sceneName + ".swift"
    let plist = subject.infoPlist.flatMap { files[$0] }.map { String(decoding: $0, as: UTF8.self) }
    let storyboard = plist.flatMap { PropertyListText.string("UIMainStoryboardFile", in: $0) }

    for unwired in subject.unwiredSceneDelegates {
      app.manual.append(ManualStep("the scene delegate '\(unwired.name)' is wired by nothing; migrate writes \(sceneName) and leaves it: merge or remove it", at: unwired.location))
    }
    let read = try appDelegateFiles()
    if let broken = read.first(where: \.hasErrors) {
      app.manual.append(ManualStep("the file does not parse, so migrate leaves the app alone: fix it first", file: broken.path))
      return app
    }
    var migration = SwiftMigration(
      files: read, appDelegate: delegate.name, sceneDelegate: sceneName, sceneDelegatePath: scenePath,
      usesStoryboard: storyboard != nil, windowReads: subject.appDelegateWindowReads)
    migration.plan(callbacks: callbacks)
    let sceneText = migration.sceneDelegate.text
    app.moves = migration.moves.map { move in
      var move = move
      if let signature = move.toSignature, let line = Self.line(of: signature, in: sceneText) {
        move.to = CodeLocation(file: scenePath, line: line, column: 1 + sceneText.split(separator: "\n", omittingEmptySubsequences: false)[line - 1].prefix { $0 == " " || $0 == "\t" }.count)
      }
      return move
    }.sorted { $0.from < $1.from }
    app.manual += migration.manual
    for file in read {
      guard let edits = migration.edits[file.path], !edits.isEmpty else { continue }
      app.files.append(FileChange(path: file.path, before: file.bytes, after: edits.applied(to: file.bytes)))
    }
    app.files.append(FileChange(path: scenePath, before: nil, after: Array(sceneText.utf8)))
    addManifest(to: &app, path: subject.infoPlist, plist: plist, storyboard: storyboard, delegateClass: "$(PRODUCT_MODULE_NAME).\(sceneName)")
    for other in subject.otherInfoPlists {
      let text = files[other].map { String(decoding: $0, as: UTF8.self) }
      let storyboard = text.flatMap { PropertyListText.string("UIMainStoryboardFile", in: $0) }
      addManifest(to: &app, path: other, plist: text, storyboard: storyboard, delegateClass: "$(PRODUCT_MODULE_NAME).\(sceneName)")
    }
    addToProject(&app, newFile: scenePath, fileType: "sourcecode.swift")
    return app
  }

  /// The app delegate's files, read with swift-syntax within the audit's bounds.
  private func appDelegateFiles() throws(AuditBoundExceeded) -> [SwiftAppDelegateFile] {
    let name = delegate.name
    return try boundedReads(delegate.files.map { path in
      BoundedRead(path: path, bytes: files[path] ?? []) { path, _ in
        SwiftAppDelegateFile(path: path, bytes: files[path] ?? [], typeName: name)
      }
    })
  }

  /// `SceneDelegate`, or the first of a few other names no type of the app's, and no file beside the app
  /// delegate, has.
  private func freeSceneDelegateName() -> String {
    let folder = Self.folder(of: delegate.location.file)
    let candidates = ["SceneDelegate", "WindowSceneDelegate", "AppSceneDelegate"] + (2...99).map { "SceneDelegate\($0)" }
    return candidates.first { name in
      !subject.typeNames.contains(name) && files[(folder.isEmpty ? "" : folder + "/") + name + ".swift"] == nil
    } ?? "SceneDelegate100"
  }

  /// The manifest, in the Info.plist the audit found; a manual step where there is none to edit.
  private func addManifest(to app: inout AppMigration, path: String?, plist: String?, storyboard: String?, delegateClass: String) {
    let manifest = InfoPlistManifest(delegateClassName: delegateClass, storyboard: storyboard)
    guard let path, let plist else {
      let place = subject.infoPlistIsGenerated
        ? "the Info.plist Xcode generates (target > Info > Application Scene Manifest, or an Info.plist file of the app's)"
        : "the app's Info.plist (none was read)"
      app.manual.append(ManualStep("add UIApplicationSceneManifest to \(place): one UIWindowSceneSessionRoleApplication configuration, UISceneDelegateClassName \(delegateClass)", file: subject.project?.path))
      return
    }
    guard let edited = manifest.applied(to: plist) else {
      app.manual.append(ManualStep("add UIApplicationSceneManifest: the file is not an XML property list migrate can edit", file: path))
      return
    }
    app.files.append(FileChange(path: path, before: Array(plist.utf8), after: Array(edited.utf8)))
  }

  /// The new file in the app's project: nothing when the target compiles its folder whole (a synchronized
  /// folder, XcodeGen's or Tuist's `sources`), the entries Xcode would add to a `project.pbxproj`, else a step.
  private func addToProject(_ app: inout AppMigration, newFile: String, fileType: String) {
    guard let project = subject.project else { return }
    if subject.compiledFolders.contains(where: { Self.isInside(newFile, $0) }) { return }
    let name = Self.name(of: newFile)
    guard project.kind == .xcode, let bytes = files[project.path],
      let edited = XcodeProjectEntry(neighbour: Self.name(of: delegate.location.file), name: name, fileType: fileType)
        .applied(to: String(decoding: bytes, as: UTF8.self))
    else {
      app.manual.append(ManualStep("add \(newFile) to the app's target (its sources are listed one by one)", file: project.path))
      return
    }
    app.files.append(FileChange(path: project.path, before: bytes, after: Array(edited.utf8)))
  }

  /// The line (from 1) of the text that holds `declaration`.
  static func line(of declaration: String, in text: String) -> Int? {
    text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(declaration) }.map { $0 + 1 }
  }

  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }

  static func name(of path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

  /// Whether `path` is `folder` or inside it (both as the files given name them, normalized).
  static func isInside(_ path: String, _ folder: String) -> Bool {
    let path = normalized(path)
    let folder = normalized(folder)
    return folder.isEmpty || path == folder || path.hasPrefix(folder + "/")
  }

  private static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." { parts.append(part) }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }
}
