import LifeDiagramModel
import LifeDiagramSourceIndex

/// The migration of an Objective-C app delegate: the same steps as a Swift one's, written in Objective-C. A
/// callback that does something stays in the app delegate under a name of its own (`handle…`, one changed line)
/// and the scene method calls it; the window's statements move when they read nothing of the app delegate's.
package struct ObjCMigration {
  package var files: [ObjCAppDelegateFile]
  package private(set) var edits: [String: TextEdits] = [:]
  package private(set) var sceneDelegate: ObjCSceneDelegate
  package private(set) var moves: [Move] = []
  package private(set) var manual: [ManualStep] = []
  private let usesStoryboard: Bool
  private let sceneDelegatePath: String
  /// The app-delegate methods the app's own code calls, by Swift selector: they stay as they are, listed.
  package var calledMethods: [String: CodeLocation] = [:]

  package init(
    files: [ObjCAppDelegateFile], appDelegate: String, header: String, sceneDelegate: String, sceneDelegatePath: String,
    usesStoryboard: Bool, appDelegateHasWindow: Bool
  ) {
    self.files = files
    self.usesStoryboard = usesStoryboard
    self.sceneDelegatePath = sceneDelegatePath
    self.sceneDelegate = ObjCSceneDelegate(
      name: sceneDelegate, appDelegate: appDelegate, appDelegateHeader: header,
      indent: files.first?.indentUnit ?? "    ",
      imports: Self.imports(of: files), syncsAppDelegateWindow: appDelegateHasWindow)
  }

  /// The unconditional `#import`, `@import` and `#include` lines of the implementations, each once.
  private static func imports(of files: [ObjCAppDelegateFile]) -> [String] {
    orderedUnique(files.flatMap(\.imports))
  }

  package mutating func plan(callbacks: [SceneCallback]) {
    moveWindow()
    for callback in callbacks { move(callback) }
  }

  // MARK: The callbacks

  private mutating func move(_ callback: SceneCallback) {
    guard let selector = callback.appObjCSelector else { return }
    for (fileIndex, file) in files.enumerated() {
      for method in file.methods where method.selector == selector {
        if file.conditionalLines.contains(method.location.line) {
          manual.append(
            ManualStep(
              "\(selector) is inside an #if: migrate leaves it; move its work to \(callback.sceneObjCSelector ?? "the scene delegate") in \(sceneDelegate.name) for the builds that compile it",
              at: method.location))
        } else if let call = calledMethods[callback.appSelector.selector] {
          manual.append(
            ManualStep(
              "\(selector) is called by the app's own code (\(call.file):\(call.line)), so migrate leaves it: move its work to \(callback.sceneObjCSelector ?? "the scene delegate") in \(sceneDelegate.name) and its callers with it",
              at: method.location))
        } else if method.isEmpty {
          edit(fileIndex) { $0.removeLines(method.lines, of: file.bytes) }
          moves.append(Move(what: "removed \(selector), which did nothing", from: method.location, to: nil))
        } else {
          forward(method, in: fileIndex, to: callback)
        }
      }
    }
  }

  private mutating func forward(_ method: ObjCAppDelegateFile.Method, in fileIndex: Int, to callback: SceneCallback) {
    let oldName = files[fileIndex].text(method.firstPart)
    let newName = SwiftMigration.handlerName(oldName)
    guard let sceneSelector = callback.sceneObjCSelector,
      let declaration = ObjCSceneDelegate.declaration(
        objcSelector: sceneSelector, swiftSignature: callback.sceneSignature),
      let body = forwardingBody(method, newName: newName, callback: callback),
      let renamed = Self.renaming(method.declaration, oldName, to: newName)
    else {
      manual.append(
        ManualStep(
          "move the work of \(method.selector) to \(callback.sceneObjCSelector ?? "the scene delegate") in \(sceneDelegate.name)",
          at: method.location))
      return
    }
    edit(fileIndex) { $0.replace(method.firstPart, with: newName) }
    sceneDelegate.methods.append(ObjCSceneDelegate.Method(declaration: declaration, body: body))
    sceneDelegate.calledMethods.append(renamed)
    if callback.sceneSelector.selector == SwiftMigration.openURLContexts { sceneDelegate.convertsURLOptions = true }
    if let option = callback.launchOption, !sceneDelegate.launchOptions.contains(option) {
      sceneDelegate.launchOptions.append(option)
    }
    let launch = callback.launchOption.map { " and, at launch, with connectionOptions.\($0.objectiveCName)" } ?? ""
    moves.append(
      Move(
        what:
          "kept \(method.selector) as \(newName)\(method.selector.dropFirst(oldName.count)), called from \(sceneSelector)\(launch)",
        from: method.location, to: CodeLocation(file: sceneDelegatePath, line: 1, column: 1), toSignature: declaration))
  }

  /// The scene method's body: the renamed method called with what the scene method was given.
  private func forwardingBody(_ method: ObjCAppDelegateFile.Method, newName: String, callback: SceneCallback)
    -> [String]?
  {
    let scene = Parameters(signature: callback.sceneSignature)
    let parts = method.selector.split(separator: ":").map(String.init)
    let labels = callback.appSelector.labels
    guard parts.count == labels.count else { return nil }
    let appDelegate = "\(sceneDelegate.name)AppDelegate()"
    var arguments: [String] = []
    for (index, label) in labels.enumerated() {
      let value: String
      switch label {
      case "_" where index == 0: value = "UIApplication.sharedApplication"
      case "open": value = "context.URL"
      case "options" where callback.sceneSelector.selector == SwiftMigration.openURLContexts:
        value = "\(sceneDelegate.name)URLOptions(context)"
      case "restorationHandler": value = "^(NSArray<id<UIUserActivityRestoring>> *restorableObjects) {}"
      default:
        guard let name = scene.name(labelled: label) else { return nil }
        value = name
      }
      arguments.append("\(index == 0 ? newName : parts[index]):\(value)")
    }
    let call = "[\(appDelegate) \(arguments.joined(separator: " "))];"
    if callback.sceneSelector.selector == SwiftMigration.openURLContexts {
      return ["for (UIOpenURLContext *context in URLContexts) {", sceneDelegate.indent + call, "}"]
    }
    return [call]
  }

  /// A declaration with the first part of its selector renamed.
  private static func renaming(_ declaration: String, _ oldName: String, to newName: String) -> String? {
    guard let type = declaration.firstIndex(of: ")"), let name = declaration[type...].firstRange(of: oldName) else {
      return nil
    }
    var renamed = declaration
    renamed.replaceSubrange(name, with: newName)
    return renamed
  }

  // MARK: The window

  private mutating func moveWindow() {
    guard let (fileIndex, method) = firstMethod("application:didFinishLaunchingWithOptions:") else { return }
    let statements = method.statements
    let windowNames = Set(["window"] + statements.compactMap { $0.windowInitializers.isEmpty ? nil : $0.declares })
    let windowStatements = statements.indices.filter { index in
      statements[index].rootName.map(windowNames.contains) ?? false
        || statements[index].declares.map(windowNames.contains) ?? false
    }
    guard windowStatements.contains(where: { !statements[$0].windowInitializers.isEmpty }) else {
      if !usesStoryboard {
        manual.append(
          ManualStep(
            "no UIWindow is made in application:didFinishLaunchingWithOptions: and no storyboard is named: make the window in \(sceneDelegate.name)'s scene:willConnectToSession:options:",
            at: method.location))
      }
      return
    }
    guard let moved = movable(windowStatements, of: statements, windowNames: windowNames) else {
      sceneDelegate.windowSetup = [
        "self.window = \(sceneDelegate.name)AppDelegate().window;", "self.window.windowScene = windowScene;",
        "[self.window makeKeyAndVisible];",
      ]
      manual.append(
        ManualStep(
          "the window made here reads what only the app delegate has: it is attached to the scene for now; make it in \(sceneDelegate.name)'s scene:willConnectToSession:options: with initWithWindowScene:",
          at: files[fileIndex].location(of: statements[windowStatements[0]].range.lowerBound)))
      return
    }
    let file = files[fileIndex]
    for index in moved {
      let statement = statements[index]
      edit(fileIndex) { $0.removeLines(statement.lines, of: file.bytes) }
      var text = Array(file.bytes[statement.range])
      for call in statement.windowInitializers.reversed() {
        text.replaceSubrange(
          (call.lowerBound - statement.range.lowerBound)..<(call.upperBound - statement.range.lowerBound),
          with: Array("[[UIWindow alloc] initWithWindowScene:windowScene]".utf8))
      }
      let indentation = LineStarts(file.bytes).indentation(at: statement.range.lowerBound, in: file.bytes)
      sceneDelegate.windowSetup += SwiftMigration.reindented(
        String(decoding: text, as: UTF8.self), firstLineIndent: indentation)
    }
    moves.append(
      Move(
        what:
          "moved the window (\(moved.count) statement\(moved.count == 1 ? "" : "s")) to scene:willConnectToSession:options:, made with initWithWindowScene:",
        from: file.location(of: statements[moved[0]].range.lowerBound),
        to: CodeLocation(file: sceneDelegatePath, line: 1, column: 1),
        toSignature: ObjCSceneDelegate.connecting))
  }

  /// The window's statements and the locals they read, when none reads more than these and the window.
  private func movable(
    _ windowStatements: [Int], of statements: [ObjCAppDelegateFile.Statement], windowNames: Set<String>
  ) -> [Int]? {
    guard
      let (moved, unresolved) = WindowStatements.closure(
        of: windowStatements, in: statements, windowNames: windowNames),
      unresolved.isEmpty,
      moved.allSatisfy({
        !statements[$0].usesSelfBeyondWindow && statements[$0].isAloneOnItsLines && !statements[$0].isConditional
      })
    else { return nil }
    return moved
  }

  private func firstMethod(_ selector: String) -> (Int, ObjCAppDelegateFile.Method)? {
    for (index, file) in files.enumerated() {
      if let method = file.methods.first(where: { $0.selector == selector }) { return (index, method) }
    }
    return nil
  }

  private mutating func edit(_ fileIndex: Int, _ change: (inout TextEdits) -> Void) {
    change(&edits[files[fileIndex].path, default: TextEdits()])
  }
}

extension SceneCallback.LaunchOption {
  /// The connection option's Objective-C name.
  package var objectiveCName: String {
    switch self {
    case .urlContexts: "URLContexts"
    case .userActivities: "userActivities"
    case .shortcutItem: "shortcutItem"
    }
  }
}

extension ObjCAppDelegateFile {
  package func location(of offset: Int) -> CodeLocation { LineStarts(bytes).location(of: offset, in: path) }
}

/// One Objective-C app's migration, whole: the app delegate's files edited, the scene delegate's header and
/// implementation written beside it, the manifest (the bare class name), both files in the project.
package struct ObjCAppPlanner {
  package var subject: MigrationSubject
  package var delegate: MigrationSubject.TypeReference
  package var files: [String: [UInt8]]
  package var callbacks: [SceneCallback]

  package func plan() -> AppMigration {
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
    let folder = SwiftAppPlanner.folder(of: main.path)
    let name = project.freeSceneDelegateName(in: folder, extensions: [".h", ".m", ".mm"])
    let base = (folder.isEmpty ? "" : folder + "/") + name
    // An Objective-C++ app delegate's imports may be C++'s: its scene delegate is Objective-C++ too.
    let implementationExtension = main.path.hasSuffix(".mm") ? ".mm" : ".m"
    let declaresWindow = read.contains(where: \.declaresWindow)
    var migration = ObjCMigration(
      files: implementations, appDelegate: delegate.name, header: SwiftAppPlanner.name(of: header), sceneDelegate: name,
      sceneDelegatePath: base + implementationExtension, usesStoryboard: project.storyboard != nil,
      appDelegateHasWindow: declaresWindow)
    migration.calledMethods = subject.calledAppDelegateMethods
    migration.plan(callbacks: callbacks)
    let implementation = migration.sceneDelegate.implementation
    app.moves = migration.moves.map { move in
      var move = move
      if let signature = move.toSignature, let line = SwiftAppPlanner.line(of: signature, in: implementation) {
        move.to = CodeLocation(file: base + implementationExtension, line: line, column: 1)
      }
      return move
    }.sorted { $0.from < $1.from }
    app.manual += migration.manual
    app.launchOptions = migration.sceneDelegate.launchOptions
    for file in implementations {
      guard let edits = migration.edits[file.path], !edits.isEmpty else { continue }
      app.files.append(FileChange(path: file.path, before: file.bytes, after: edits.applied(to: file.bytes)))
    }
    app.files.append(FileChange(path: base + ".h", before: nil, after: Array(migration.sceneDelegate.header.utf8)))
    app.files.append(FileChange(path: base + implementationExtension, before: nil, after: Array(implementation.utf8)))
    project.addManifests(to: &app, delegateClass: name)
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

  /// Creates it with every stored property.
  package init(
    subject: MigrationSubject, delegate: MigrationSubject.TypeReference, files: [String: [UInt8]],
    callbacks: [SceneCallback]
  ) {
    self.subject = subject
    self.delegate = delegate
    self.files = files
    self.callbacks = callbacks
  }
}

extension Substring {
  /// The text without spaces and tabs at either end.
  package var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
  }
}
