import LifeDiagramModel
import LifeDiagramSourceIndex

/// The migration of an Objective-C app delegate: the same steps as a Swift one's, written in Objective-C. A
/// callback that does something stays in the app delegate under a name of its own (`handle…`, one changed line)
/// and the scene method calls it; the window's statements move when they read nothing of the app delegate's.
package struct ObjCMigration: AppDelegateMigration {
  package var files: [ObjCAppDelegateFile]
  package let callbacks: [SceneCallback]
  /// Whether the app's Info.plists get the scene manifest where they have none, and have an empty one completed.
  package private(set) var addsSceneManifest = false
  package private(set) var completesSceneManifest = false
  /// The app-delegate methods already moved, forwarded, removed or listed, by selector: each is taken once.
  private var handled: Set<String> = []
  /// The callbacks forwarded to a renamed app-delegate method, which launch options can be handed to.
  private var forwarded: [SceneCallback] = []
  private var windowMoveTaken = false
  package private(set) var edits: [String: TextEdits] = [:]
  package private(set) var sceneDelegate: ObjCSceneDelegate
  package private(set) var moves: [Move] = []
  package private(set) var manual: [ManualStep] = []
  private let usesStoryboard: Bool
  private let sceneDelegatePath: String
  /// The app-delegate methods the app's own code calls, by Swift selector: they stay as they are, listed.
  package var calledMethods: [String: CodeLocation] = [:]

  package init(
    files: [ObjCAppDelegateFile], callbacks: [SceneCallback], appDelegate: String, header: String,
    sceneDelegate: String, sceneDelegatePath: String, usesStoryboard: Bool, appDelegateHasWindow: Bool
  ) {
    self.files = files
    self.callbacks = callbacks
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

  package mutating func addSceneManifest() { addsSceneManifest = true }
  package mutating func completeSceneManifest() { completesSceneManifest = true }

  /// Nothing to do: the scene delegate keeps the app delegate's `window` in step whenever it has one (the
  /// ``ObjCSceneDelegate`` says so), since Objective-C reads of it are not traced.
  package mutating func settleWindowProperty() {}

  /// Nothing to do: `@UIApplicationMain` is Swift's; an Objective-C app starts in `main.m`, which stays.
  package mutating func replaceApplicationMain() {}

  /// Nothing to do: Objective-C's `keyWindow` and `windows` lookups are left where they are, and the audit of the
  /// migrated app lists them.
  package mutating func rewriteWindowLookups() {}

  // MARK: The callbacks

  package mutating func move(_ callback: SceneCallback) {
    guard let selector = callback.appObjCSelector, handled.insert(callback.appSelector.selector).inserted else {
      return
    }
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
    forwarded.append(callback)
    moves.append(
      Move(
        what:
          "kept \(method.selector) as \(newName)\(method.selector.dropFirst(oldName.count)), called from \(sceneSelector)",
        from: method.location, to: CodeLocation(file: sceneDelegatePath, line: 1, column: 1), toSignature: declaration))
  }

  package mutating func handOnAtLaunch(_ option: SceneCallback.LaunchOption) {
    guard forwarded.contains(where: { $0.launchOption == option }), !sceneDelegate.launchOptions.contains(option),
      let sceneSelector = forwarded.first(where: { $0.launchOption == option })?.sceneObjCSelector
    else { return }
    sceneDelegate.launchOptions = launchOptions(sceneDelegate.launchOptions, adding: option)
    for index in moves.indices where moves[index].what.hasSuffix("called from \(sceneSelector)") {
      moves[index].what += " and, at launch, with connectionOptions.\(option.objectiveCName)"
    }
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

  package mutating func moveWindow() {
    guard !windowMoveTaken else { return }
    windowMoveTaken = true
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
