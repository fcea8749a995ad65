import LifeDiagramModel

/// The migration of a Swift app delegate: what leaves it, what the scene delegate gets, and what is left to a
/// person. Made against the files as they are; the edits are applied once the plan is whole. Which steps it takes
/// is the rules' to say (``MigrationCorrection``).
package struct SwiftMigration: AppDelegateMigration {
  /// The app delegate's files, read.
  package var files: [SwiftAppDelegateFile]
  package let callbacks: [SceneCallback]
  /// The window lookups of the app's own files, which ``rewriteWindowLookups()`` rewrites.
  package var windowLookups: [WindowLookups] = []
  /// Whether the app's Info.plists get the scene manifest where they have none, and have an empty one completed.
  package private(set) var addsSceneManifest = false
  package private(set) var completesSceneManifest = false
  /// The app-delegate methods already moved, forwarded, removed or listed, by selector: each is taken once.
  private var handled: Set<String> = []
  /// The callbacks forwarded to a renamed app-delegate method, which launch options can be handed to.
  private var forwarded: [SceneCallback] = []
  /// The steps taken that are taken once (`moveWindow`, …).
  private var stepsTaken: Set<String> = []
  /// The edits, by file path.
  package private(set) var edits: [String: TextEdits] = [:]
  package private(set) var sceneDelegate: SwiftSceneDelegate
  package private(set) var moves: [Move] = []
  package private(set) var manual: [ManualStep] = []
  /// The app delegate's members, over every file: a body that names one stays in the app delegate.
  private let members: Set<String>
  private let windowReads: [CodeLocation]
  /// The app-delegate methods the app's own code calls, by selector: they stay as they are, listed.
  package var calledMethods: [String: CodeLocation] = [:]
  private let usesStoryboard: Bool
  /// Where the scene delegate will be, to say where things moved.
  private let sceneDelegatePath: String

  package init(
    files: [SwiftAppDelegateFile], callbacks: [SceneCallback], appDelegate: String, sceneDelegate: String,
    sceneDelegatePath: String, usesStoryboard: Bool, windowReads: [CodeLocation]
  ) {
    self.files = files
    self.callbacks = callbacks
    self.members = files.reduce(into: []) { $0.formUnion($1.members) }
    self.windowReads = windowReads
    self.usesStoryboard = usesStoryboard
    self.sceneDelegatePath = sceneDelegatePath
    let methods = files.flatMap(\.methods)
    self.sceneDelegate = SwiftSceneDelegate(
      name: sceneDelegate, appDelegate: appDelegate, indent: files.first?.indentUnit ?? "    ",
      windowType: files.lazy.compactMap(\.windowType).first ?? "UIWindow?",
      imports: Array(orderedUnique(files.flatMap(\.imports))),
      bracesOnOwnLine: methods.filter(\.braceOnOwnLine).count * 2 > methods.count)
  }

  package mutating func addSceneManifest() { addsSceneManifest = true }
  package mutating func completeSceneManifest() { completesSceneManifest = true }

  /// Rewrites the app-wide window lookups found in the app's files, and declares the helper they call.
  package mutating func rewriteWindowLookups() {
    for file in windowLookups where !file.sites.isEmpty {
      for site in file.sites where !(edits[file.path]?.touches(site.range) ?? false) {
        edits[file.path, default: TextEdits()].replace(site.range, with: site.replacement)
        moves.append(
          Move(
            what:
              "rewrote UIApplication.shared.\(site.member) as .\(site.replacement), the \(site.member == "keyWindow" ? "key window" : "windows") of the app's scenes",
            from: site.location, to: site.location))
        sceneDelegate.declaresWindowLookups = true
      }
    }
  }

  /// Whether the app delegate declares a `window` (the scene can then keep it in step, or attach it).
  private var hasWindowProperty: Bool { files.contains { $0.members.contains("window") } }

  // MARK: The callbacks

  /// Moves, forwards or removes the app delegate's method for `callback`, wherever it is declared.
  package mutating func move(_ callback: SceneCallback) {
    guard handled.insert(callback.appSelector.selector).inserted else { return }
    for (fileIndex, file) in files.enumerated() {
      for method in file.methods where method.matches(callback.appSelector) {
        let what = "\(callback.appSelector.selector)"
        if method.isOverride {
          manual.append(
            ManualStep(
              "\(what) overrides a superclass's: migrate leaves it, and the superclass's; move their work to \(callback.sceneSelector.selector) in \(sceneDelegate.name)",
              at: method.location))
        } else if let call = calledMethods[what] {
          manual.append(
            ManualStep(
              "\(what) is called by the app's own code (\(call.file):\(call.line)), so migrate leaves it: move its work to \(callback.sceneSelector.selector) in \(sceneDelegate.name) and its callers with it",
              at: method.location))
        } else if method.isAsync {
          manual.append(
            ManualStep(
              "\(what) is async: call its work from \(callback.sceneSelector.selector) in \(sceneDelegate.name) by hand",
              at: method.location))
        } else if method.isEmpty {
          remove(method.lines, in: fileIndex)
          moves.append(Move(what: "removed \(what), which did nothing", from: method.location, to: nil))
        } else if callback.isPlainCallback && canMove(method) {
          moveBody(of: method, in: fileIndex, to: callback)
        } else {
          forward(method, in: fileIndex, to: callback)
        }
      }
    }
  }

  /// Whether a body reaches nothing of the app delegate's: no `self`, no member, no parameter, and no name it does
  /// not declare itself but a type's (a file-level `private let` of the app delegate's file would not be in scope).
  private func canMove(_ method: SwiftAppDelegateFile.Method) -> Bool {
    !method.usesSelf && !method.readsOutsideNames && method.names.isDisjoint(with: members.union(method.parameterNames))
  }

  private mutating func moveBody(of method: SwiftAppDelegateFile.Method, in fileIndex: Int, to callback: SceneCallback)
  {
    guard let interior = method.bodyInterior else { return }
    let body = Self.reindented(files[fileIndex].text(interior))
    remove(method.lines, in: fileIndex)
    sceneDelegate.methods.append(SwiftSceneDelegate.Method(signature: callback.sceneSignature, body: body))
    moves.append(
      Move(
        what: "moved the body of \(callback.appSelector.selector) to \(callback.sceneSelector.selector)",
        from: method.location, to: sceneLocation(callback.sceneSignature), toSignature: callback.sceneSignature))
  }

  /// Renames the method to an ordinary one (`application…` to `handle…`), which the scene method calls.
  private mutating func forward(_ method: SwiftAppDelegateFile.Method, in fileIndex: Int, to callback: SceneCallback) {
    let newName = Self.handlerName(method.name)
    guard let call = forwardingBody(method, newName: newName, callback: callback) else {
      manual.append(
        ManualStep(
          "move the work of \(callback.appSelector.selector) to \(callback.sceneSelector.selector) in \(sceneDelegate.name)",
          at: method.location))
      return
    }
    edit(fileIndex) { $0.replace(method.nameRange, with: newName) }
    sceneDelegate.methods.append(SwiftSceneDelegate.Method(signature: callback.sceneSignature, body: call))
    sceneDelegate.forwards = true
    if callback.sceneSelector.selector == Self.openURLContexts { sceneDelegate.convertsURLOptions = true }
    forwarded.append(callback)
    let renamed = "\(newName)(\(callback.appSelector.labels.map { $0 + ":" }.joined()))"
    moves.append(
      Move(
        what: "kept \(callback.appSelector.selector) as \(renamed), called from \(callback.sceneSelector.selector)",
        from: method.location, to: sceneLocation(callback.sceneSignature), toSignature: callback.sceneSignature))
  }

  package mutating func handOnAtLaunch(_ option: SceneCallback.LaunchOption) {
    guard let callback = forwarded.first(where: { $0.launchOption == option }),
      !sceneDelegate.launchOptions.contains(option)
    else { return }
    sceneDelegate.launchOptions = launchOptions(sceneDelegate.launchOptions, adding: option)
    for index in moves.indices where moves[index].toSignature == callback.sceneSignature {
      moves[index].what += " and, at launch, with connectionOptions.\(option.rawValue)"
    }
  }

  /// The scene method's body that calls the renamed app-delegate method with what the scene method was given.
  private func forwardingBody(_ method: SwiftAppDelegateFile.Method, newName: String, callback: SceneCallback)
    -> [String]?
  {
    let scene = Parameters(signature: callback.sceneSignature)
    let indent = sceneDelegate.indent
    if callback.sceneSelector.selector == Self.openURLContexts {
      guard let contexts = scene.names.last else { return nil }
      let result = method.returnsValue ? "_ = " : ""
      return [
        "for context in \(contexts) {",
        indent
          + "\(result)appDelegate?.\(newName)(UIApplication.shared, open: context.url, options: context.options.applicationOptions)",
        "}",
      ]
    }
    var arguments: [String] = []
    for label in callback.appSelector.labels {
      switch label {
      case "_" where arguments.isEmpty: arguments.append("UIApplication.shared")
      case "restorationHandler": arguments.append("restorationHandler: { _ in }")
      default:
        guard let name = scene.name(labelled: label) else { return nil }
        arguments.append("\(label): \(name)")
      }
    }
    let call = "\(newName)(\(arguments.joined(separator: ", ")))"
    if callback.appSelector.labels.last == "completionHandler" {
      return ["guard let appDelegate else { return completionHandler(false) }", "appDelegate.\(call)"]
    }
    return [(method.returnsValue ? "_ = " : "") + "appDelegate?.\(call)"]
  }

  /// The scene method URLs arrive at, whose contexts are handed on one by one.
  package static let openURLContexts = "scene(_:openURLContexts:)"

  /// `applicationDidBecomeActive` → `handleDidBecomeActive`, `application` → `handle`.
  package static func handlerName(_ name: String) -> String {
    name.hasPrefix("application")
      ? "handle" + name.dropFirst("application".count) : "handle" + name.prefix(1).uppercased() + name.dropFirst()
  }

  // MARK: The window

  /// Moves the statements of `application(_:didFinishLaunchingWithOptions:)` that make and show the window (and
  /// the constants only they use) to `scene(_:willConnectTo:options:)`, the window made from the scene; when they
  /// read what the scene delegate cannot reach, the app delegate's window is attached to the scene instead and a
  /// person is asked to move it.
  package mutating func moveWindow() {
    guard stepsTaken.insert("moveWindow").inserted else { return }
    let launch = AuditMethod("application(_:didFinishLaunchingWithOptions:)")
    guard let (fileIndex, method) = firstMethod(launch) else {
      windowMoved = usesStoryboard
      if !usesStoryboard {
        manual.append(
          ManualStep(
            "no window is made at launch and no storyboard is named: make the window in \(sceneDelegate.name).scene(_:willConnectTo:options:)",
            file: sceneDelegatePath))
      }
      return
    }
    let statements = method.statements
    let windowNames = Set(["window"] + statements.compactMap { $0.windowInitializers.isEmpty ? nil : $0.declares })
    let isWindowStatement = { (statement: SwiftAppDelegateFile.Statement) in
      statement.rootName.map(windowNames.contains) ?? false || statement.declares.map(windowNames.contains) ?? false
    }
    let windowStatements = statements.indices.filter { isWindowStatement(statements[$0]) }
    guard !windowStatements.isEmpty, windowStatements.contains(where: { !statements[$0].windowInitializers.isEmpty })
    else {
      // UIKit makes a storyboard app's window for the scene delegate now: the app delegate's is nil from here on.
      windowMoved = usesStoryboard
      if usesStoryboard { listWindowReadsAtLaunch(in: method, fileIndex: fileIndex, besides: []) }
      if !usesStoryboard {
        manual.append(
          ManualStep(
            "no UIWindow(frame:) is made in application(_:didFinishLaunchingWithOptions:) and no storyboard is named: make the window in \(sceneDelegate.name).scene(_:willConnectTo:options:)",
            at: method.location))
      }
      return
    }
    let moved = movable(windowStatements, of: statements, windowNames: windowNames)
    defer { listWindowReadsAtLaunch(in: method, fileIndex: fileIndex, besides: moved ?? windowStatements) }
    guard let moved else {
      guard hasWindowProperty else {
        manual.append(
          ManualStep(
            "the window made here is not the app delegate's `window`, and reads what the scene delegate cannot: make it in \(sceneDelegate.name).scene(_:willConnectTo:options:) with UIWindow(windowScene:)",
            at: files[fileIndex].location(of: statements[windowStatements[0]].range.lowerBound)))
        return
      }
      sceneDelegate.attachesAppDelegateWindow = true
      sceneDelegate.forwards = true
      manual.append(
        ManualStep(
          "the window made here reads what only the app delegate has: it is attached to the scene for now; make it in \(sceneDelegate.name).scene(_:willConnectTo:options:) with UIWindow(windowScene:)",
          at: files[fileIndex].location(of: statements[windowStatements[0]].range.lowerBound)))
      return
    }
    let file = files[fileIndex]
    for index in moved {
      let statement = statements[index]
      remove(statement.lines, in: fileIndex)
      var text = Array(file.bytes[statement.range])
      for call in statement.windowInitializers.reversed() {
        text.replaceSubrange(
          (call.lowerBound - statement.range.lowerBound)..<(call.upperBound - statement.range.lowerBound),
          with: Array("UIWindow(windowScene: windowScene)".utf8))
      }
      sceneDelegate.windowSetup += Self.reindented(
        String(decoding: text, as: UTF8.self), firstLineIndent: file.indentation(of: statement.range.lowerBound))
    }
    moves.append(
      Move(
        what:
          "moved the window (\(moved.count) statement\(moved.count == 1 ? "" : "s")) to scene(_:willConnectTo:options:), made with UIWindow(windowScene:)",
        from: file.location(of: statements[moved[0]].range.lowerBound),
        to: sceneLocation(SwiftSceneDelegate.connecting), toSignature: SwiftSceneDelegate.connecting))
    windowMoved = true
  }

  /// Lists the statements left in `application(_:didFinishLaunchingWithOptions:)` that use the window: in a
  /// scene-based app there is none yet when launch ends (UIKit makes it for the scene), so what they do is lost.
  private mutating func listWindowReadsAtLaunch(in method: SwiftAppDelegateFile.Method, fileIndex: Int, besides: [Int])
  {
    guard !sceneDelegate.attachesAppDelegateWindow else { return }
    for (index, statement) in method.statements.enumerated() where !besides.contains(index) {
      guard
        statement.names.contains("window") || statement.selfMembers.contains("window") || statement.rootName == "window"
      else { continue }
      manual.append(
        ManualStep(
          "this uses the window, which a scene-based app has not made yet when launch ends: do it in \(sceneDelegate.name).scene(_:willConnectTo:options:)",
          at: files[fileIndex].location(of: statement.range.lowerBound)))
    }
  }

  /// Whether the window is the scene delegate's now (moved, or a storyboard's), so the app delegate's `window`
  /// is kept only where something still reads it.
  private var windowMoved = false

  /// The window statements and the constants they read (declared before them, read by nothing else), when none
  /// of them reads `self`'s members but `window`, nor a name the scene delegate cannot have; nil otherwise.
  private func movable(
    _ windowStatements: [Int], of statements: [SwiftAppDelegateFile.Statement], windowNames: Set<String>
  ) -> [Int]? {
    guard
      let (moved, unresolved) = WindowStatements.closure(
        of: windowStatements, in: statements, windowNames: windowNames),
      unresolved.isEmpty,
      moved.allSatisfy({ statements[$0].selfMembers.isSubset(of: ["window"]) && statements[$0].isAloneOnItsLines })
    else { return nil }
    return moved
  }

  /// Removes the app delegate's `window` when nothing reads it any more; else keeps it in step with the scene's.
  package mutating func settleWindowProperty() {
    guard stepsTaken.insert("settleWindowProperty").inserted else { return }
    guard windowMoved, !sceneDelegate.attachesAppDelegateWindow else { return }
    let stillRead =
      !windowReads.isEmpty
      || files.enumerated().contains { index, file in
        Self.mentionsWindow(
          edits[file.path]?.applied(to: file.bytes) ?? file.bytes, besides: file.windowProperty.map { _ in 1 } ?? 0)
      }
    if stillRead {
      sceneDelegate.keepsAppDelegateWindow = hasWindowProperty
      sceneDelegate.forwards = true
      return
    }
    for (index, file) in files.enumerated() { if let property = file.windowProperty { remove(property, in: index) } }
  }

  /// Whether the code names `window` more times than `besides` (its declaration).
  private static func mentionsWindow(_ bytes: [UInt8], besides: Int) -> Bool {
    let text = String(decoding: bytes, as: UTF8.self)
    var count = 0
    var rest = text[...]
    while let found = rest.firstRange(of: "window") {
      let before = rest[..<found.lowerBound].last
      let after = rest[found.upperBound...].first
      if !(before.map(isIdentifier) ?? false) && !(after.map(isIdentifier) ?? false) { count += 1 }
      rest = rest[found.upperBound...]
    }
    return count > besides
  }

  private static func isIdentifier(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  // MARK: @main

  package mutating func replaceApplicationMain() {
    guard stepsTaken.insert("replaceApplicationMain").inserted else { return }
    for (index, file) in files.enumerated() {
      if let attribute = file.applicationMainAttribute { edit(index) { $0.replace(attribute, with: "@main") } }
    }
  }

  // MARK: Helpers

  private func firstMethod(_ selector: AuditMethod) -> (Int, SwiftAppDelegateFile.Method)? {
    for (index, file) in files.enumerated() {
      if let method = file.methods.first(where: { $0.matches(selector) }) { return (index, method) }
    }
    return nil
  }

  private mutating func edit(_ fileIndex: Int, _ change: (inout TextEdits) -> Void) {
    change(&edits[files[fileIndex].path, default: TextEdits()])
  }

  /// Removes whole lines (and a blank line above them where two would be left).
  private mutating func remove(_ lines: Range<Int>, in fileIndex: Int) {
    let bytes = files[fileIndex].bytes
    edit(fileIndex) { $0.removeLines(lines, of: bytes) }
  }

  /// Where the scene method declared by `signature` will be: its line in the scene delegate, once written
  /// (``AppPlanner/planSwift()`` finds it; the column carries nothing until then).
  private func sceneLocation(_ signature: String) -> CodeLocation {
    CodeLocation(file: sceneDelegatePath, line: 1, column: 1)
  }

  /// A body's lines with their common indentation taken off, blank lines at either end dropped.
  package static func reindented(_ text: String, firstLineIndent: String = "") -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if let first = lines.first, !firstLineIndent.isEmpty {
      lines[0] = firstLineIndent + first.drop { $0 == " " || $0 == "\t" }
    }
    while lines.first?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { lines.removeFirst() }
    while lines.last?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { lines.removeLast() }
    let common =
      lines.filter { !$0.allSatisfy { $0 == " " || $0 == "\t" } }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }
      .min() ?? 0
    return lines.map { $0.allSatisfy { $0 == " " || $0 == "\t" } ? "" : String($0.dropFirst(common)) }
  }
}

/// The elements in their first order, each once.
package func orderedUnique(_ elements: [String]) -> [String] {
  var seen: Set<String> = []
  return elements.filter { seen.insert($0).inserted }
}

extension SwiftAppDelegateFile {
  /// `path:line:col` of an offset.
  package func location(of offset: Int) -> CodeLocation { LineStarts(bytes).location(of: offset, in: path) }

  /// The indentation of the line holding `offset`.
  package func indentation(of offset: Int) -> String { LineStarts(bytes).indentation(at: offset, in: bytes) }
}
