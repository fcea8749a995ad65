import LifeDiagramModel
import LifeDiagramSourceIndex

extension AppPlanner {
  /// The migration of an app whose app delegate is in Swift: its files edited, the scene delegate written beside
  /// them, the manifest in its Info.plist, the new file in its project.
  package func planSwift() throws(AuditBoundExceeded) -> AppMigration {
    var app = AppMigration(name: subject.name, language: "Swift")
    let sceneName = freeSceneDelegateName()
    let folder = Self.folder(of: delegate.location.file)
    let scenePath = (folder.isEmpty ? "" : folder + "/") + sceneName + ".swift"
    let storyboard = AppProjectEdits(subject: subject, files: files).storyboard

    for unwired in subject.unwiredSceneDelegates {
      app.manual.append(
        ManualStep(
          "the scene delegate '\(unwired.name)' is wired by nothing; migrate writes \(sceneName) and leaves it: merge or remove it",
          at: unwired.location))
    }
    let read = try appDelegateFiles()
    if let broken = read.first(where: \.hasErrors) {
      app.manual.append(
        ManualStep("the file does not parse, so migrate leaves the app alone: fix it first", file: broken.path))
      return app
    }
    guard read.contains(where: \.declaresType) else {
      app.manual.append(
        ManualStep(
          "the app delegate '\(delegate.name)' is declared where migrate does not rewrite (under an #if around the whole type, or in generated code): adopt scenes by hand",
          at: delegate.location))
      return app
    }
    var migration = SwiftMigration(
      files: read, callbacks: callbacks, appDelegate: delegate.name, sceneDelegate: sceneName,
      sceneDelegatePath: scenePath,
      usesStoryboard: storyboard != nil, windowReads: subject.appDelegateWindowReads + windowMentions())
    migration.calledMethods = subject.calledAppDelegateMethods
    migration.windowLookups = try windowLookups()
    for correction in corrections { correction.correct(&migration) }
    let sceneText = migration.sceneDelegate.text
    app.moves = migration.moves.map { move in
      var move = move
      if let signature = move.toSignature, let line = Self.line(of: signature, in: sceneText) {
        move.to = CodeLocation(
          file: scenePath, line: line,
          column: 1
            + sceneText.split(separator: "\n", omittingEmptySubsequences: false)[line - 1].prefix {
              $0 == " " || $0 == "\t"
            }.count)
      }
      return move
    }.sorted { $0.from < $1.from }
    app.manual += migration.manual.inPlaceOrder(files: subject.files)
    app.launchOptions = migration.sceneDelegate.launchOptions
    for path in migration.edits.keys.sorted(by: {
      (subject.files.firstIndex(of: $0) ?? .max, $0) < (subject.files.firstIndex(of: $1) ?? .max, $1)
    }) {
      guard let edits = migration.edits[path], !edits.isEmpty, let bytes = files[path] else { continue }
      app.files.append(FileChange(path: path, before: bytes, after: edits.applied(to: bytes)))
    }
    app.files.append(FileChange(path: scenePath, before: nil, after: Array(sceneText.utf8)))
    let project = AppProjectEdits(subject: subject, files: files)
    project.addManifests(
      to: &app, delegateClass: "$(PRODUCT_MODULE_NAME).\(sceneName)", adding: migration.addsSceneManifest,
      completing: migration.completesSceneManifest)
    project.add(scenePath, fileType: "sourcecode.swift", beside: delegate.location.file, to: &app)
    return app
  }

  /// Where the app's other Swift files mention a `.window` (`AppDelegate.current.window`, `delegate?.window??`): the
  /// app delegate's `window` then stays, kept in step with the scene's, whatever shape the read has.
  private func windowMentions() -> [CodeLocation] {
    let own = Set(delegate.files)
    return subject.files.filter { $0.hasSuffix(".swift") && !own.contains($0) }.compactMap { path in
      guard let bytes = files[path], String(decoding: bytes, as: UTF8.self).contains(".window") else { return nil }
      return CodeLocation(file: path, line: 1, column: 1)
    }
  }

  /// The folder the app's own sources are in: its Info.plist's, else its app delegate's. Code the app links from
  /// elsewhere (a framework, a package) is not rewritten: the helper a rewrite calls is the app module's.
  private var appFolder: String { Self.folder(of: subject.infoPlist ?? delegate.location.file) }

  /// The window lookups of the app's own Swift files, read within the audit's bounds (only the files that may hold
  /// one are parsed).
  private func windowLookups() throws(AuditBoundExceeded) -> [WindowLookups] {
    let candidates = subject.files.filter {
      $0.hasSuffix(".swift") && Self.isInside($0, appFolder) && files[$0].map(WindowLookups.mayHold) == true
    }
    return try boundedReads(
      candidates.map { path in
        BoundedRead(path: path, bytes: files[path] ?? []) { path, _ in
          WindowLookups(path: path, bytes: files[path] ?? [])
        }
      })
  }

  /// The app delegate's files, read with swift-syntax within the audit's bounds.
  private func appDelegateFiles() throws(AuditBoundExceeded) -> [SwiftAppDelegateFile] {
    let name = delegate.name
    return try boundedReads(
      delegate.files.map { path in
        BoundedRead(path: path, bytes: files[path] ?? []) { path, _ in
          SwiftAppDelegateFile(path: path, bytes: files[path] ?? [], typeName: name)
        }
      })
  }

  private func freeSceneDelegateName() -> String {
    AppProjectEdits(subject: subject, files: files).freeSceneDelegateName(
      in: Self.folder(of: delegate.location.file), extensions: [".swift"])
  }
}
