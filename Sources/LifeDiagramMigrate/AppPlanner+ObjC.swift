import LifeDiagramModel
import LifeDiagramSourceIndex

extension AppPlanner {
  /// The migration of an app whose app delegate is in Objective-C: its files edited, the scene delegate's header
  /// and implementation written beside them, the manifest (the bare class name), both files in the project.
  package func planObjectiveC() -> AppMigration {
    var app = AppMigration(name: subject.name, language: "Objective-C")
    let read = delegate.files.filter { $0.hasSuffix(".m") || $0.hasSuffix(".mm") || $0.hasSuffix(".h") }
      .map { ObjCAppDelegateFile(path: $0, bytes: files[$0] ?? [], className: delegate.name) }
    let implementations = read.filter { !$0.path.hasSuffix(".h") }
    guard
      let main = implementations.first(where: {
        $0.methods.contains { $0.selector == "application:didFinishLaunchingWithOptions:" }
      }) ?? implementations.first,
      let header = read.first(where: \.declaresInterface)?.path ?? headerBeside(main.path)
    else {
      app.manual.append(
        ManualStep(
          "the app delegate '\(delegate.name)' has no @implementation or no header migrate can find: adopt scenes by hand",
          at: delegate.location))
      return app
    }
    let project = AppProjectEdits(subject: subject, files: files)
    let folder = Self.folder(of: main.path)
    let name = project.freeSceneDelegateName(in: folder, extensions: [".h", ".m", ".mm"])
    let base = (folder.isEmpty ? "" : folder + "/") + name
    // An Objective-C++ app delegate's imports may be C++'s: its scene delegate is Objective-C++ too.
    let implementationExtension = main.path.hasSuffix(".mm") ? ".mm" : ".m"
    let declaresWindow = read.contains(where: \.declaresWindow)
    var migration = ObjCMigration(
      files: implementations, callbacks: callbacks, appDelegate: delegate.name,
      header: Self.name(of: header), sceneDelegate: name,
      sceneDelegatePath: base + implementationExtension, usesStoryboard: project.storyboard != nil,
      appDelegateHasWindow: declaresWindow)
    migration.calledMethods = subject.calledAppDelegateMethods
    for correction in corrections { correction.correct(&migration) }
    let implementation = migration.sceneDelegate.implementation
    app.moves = migration.moves.map { move in
      var move = move
      if let signature = move.toSignature, let line = Self.line(of: signature, in: implementation) {
        move.to = CodeLocation(file: base + implementationExtension, line: line, column: 1)
      }
      return move
    }.sorted { $0.from < $1.from }
    app.manual += migration.manual.inPlaceOrder(files: subject.files)
    app.launchOptions = migration.sceneDelegate.launchOptions
    for file in implementations {
      guard let edits = migration.edits[file.path], !edits.isEmpty else { continue }
      app.files.append(FileChange(path: file.path, before: file.bytes, after: edits.applied(to: file.bytes)))
    }
    app.files.append(FileChange(path: base + ".h", before: nil, after: Array(migration.sceneDelegate.header.utf8)))
    app.files.append(FileChange(path: base + implementationExtension, before: nil, after: Array(implementation.utf8)))
    project.addManifests(
      to: &app, delegateClass: name, adding: migration.addsSceneManifest,
      completing: migration.completesSceneManifest)
    // Each goes right after the app delegate's file in its group: the implementation first, so the header ends
    // up above it.
    project.add(
      base + implementationExtension,
      fileType: implementationExtension == ".mm" ? "sourcecode.cpp.objcpp" : "sourcecode.c.objc",
      beside: main.path, to: &app)
    project.add(base + ".h", fileType: "sourcecode.c.h", compiled: false, beside: main.path, to: &app)
    return app
  }

  /// `AppDelegate.h` beside `AppDelegate.m`, when the app has it.
  private func headerBeside(_ implementation: String) -> String? {
    let stem = implementation.hasSuffix(".mm") ? implementation.dropLast(3) : implementation.dropLast(2)
    let header = stem + ".h"
    return files[String(header)] != nil ? String(header) : nil
  }
}

extension Substring {
  /// The text without spaces and tabs at either end.
  package var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
  }
}
