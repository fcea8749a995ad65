import LifeDiagramModel
import SwiftParser
import SwiftSyntax

/// What one Swift file declares, as far as the audit cares: its types and extensions with their conformances and
/// methods, the calls it makes by name, and where it reads a scene's connection options. Parsed, never compiled.
package struct SourceIndex {
  /// A class, struct, enum, actor or extension.
  package struct TypeDeclaration {
    /// The type's name (for an extension, the last component of the extended type's name).
    package var name: String
    /// Whether it is an extension of a type declared elsewhere.
    package var isExtension: Bool
    /// The inherited types and conformances, by their last name component, generic arguments dropped.
    package var inherited: [String]
    /// Whether it carries `@main` or `@UIApplicationMain`.
    package var isMain: Bool
    /// Where its keyword (`class`, `extension`, …) is.
    package var location: CodeLocation
    /// Its instance methods.
    package var methods: [MethodDeclaration]
    /// The conditions of the `#if` clauses it is under, outermost first.
    package var conditions: [BuildCondition] = []
  }

  /// A `func` declared directly in a type.
  package struct MethodDeclaration {
    /// The base name, e.g. `application`.
    package var name: String
    /// The argument labels, `_` for none.
    package var labels: [String]
    package var isAsync: Bool
    package var isOverride: Bool
    package var isStatic: Bool
    package var hasBody: Bool
    /// Whether its body holds nothing but comments (`{}`, `{ // … }`).
    package var hasEmptyBody = false
    /// The names of the `super` methods its body calls.
    package var superCalls: Set<String>
    /// Where its `func` keyword is.
    package var location: CodeLocation
    /// The conditions of the `#if` clauses it is under inside its type, outermost first.
    package var conditions: [BuildCondition] = []
    /// Whether it takes a completion handler (its last parameter, a function labelled `…Handler`, not a
    /// `restorationHandler`, which may go uncalled) that some path through its body neither calls, stores, passes
    /// on nor captures (``CompletionHandlerPaths``).
    package var missesCompletionHandler = false
  }

  /// Something that must happen before launch ends (issue #43): the notification center's delegate assigned, or a
  /// background task's launch handler registered.
  package struct LaunchSite {
    package enum Kind: Equatable { case notificationDelegate, taskRegistration }
    package var kind: Kind
    package var location: CodeLocation
    /// The method (or initializer) it is in, by its keyword's place; nil outside one (a property's initial value).
    package var enclosingMethod: CodeLocation?
    package var enclosingType: String?
    /// Whether it is inside a closure that runs later.
    package var isAsync: Bool
  }

  /// `configuration.delegateClass = SceneDelegate.self`: a scene delegate the code wires up.
  package struct DelegateClassAssignment {
    /// The class, by its last name component.
    package var name: String
    /// The conditions of the `#if` clauses the assignment is under, outermost first.
    package var conditions: [BuildCondition]
  }

  /// A call by name: `applicationDidBecomeActive(app)` or `delegate.application(app, open: url, options: [:])`.
  package struct CallSite {
    package var name: String
    package var labels: [String]
    package var location: CodeLocation
    /// The method the call is in, if any: a method calling itself is not the app calling it.
    package var enclosingMethod: CodeLocation?
    /// What the call is made on: nothing or `self` (`.implicit`), or the expression before the dot as written,
    /// without spaces (`UIApplication.shared.delegate?`, `router`).
    package var receiver: Receiver
    /// The outermost type the call is in, if any: whose `self` an implicit receiver is.
    package var enclosingType: String?
    /// The first argument of an `.onChange` call as written, without white space, up to 64 bytes (`scenePhase` in
    /// `.onChange(of: scenePhase)`); empty for none, and for any other call.
    package var firstArgument = ""
    /// Whether it is made inside a closure that runs later (handed to `Task`, `DispatchQueue…async`, a completion
    /// handler, …): not on its method's synchronous path.
    package var isAsync = false
  }

  /// What a call is made on.
  package enum Receiver: Equatable {
    /// No receiver, or `self`.
    case implicit
    /// The expression before the dot, without white space.
    case expression(String)
  }

  /// A read of a connection option: `connectionOptions.urlContexts`.
  package struct OptionRead {
    /// The member, e.g. `urlContexts`.
    package var member: String
    package var location: CodeLocation
    /// The type the read is in, and the method (its `func` keyword), if any.
    package var enclosingType: String?
    package var enclosingMethod: CodeLocation?
  }

  package var types: [TypeDeclaration] = []
  package var calls: [CallSite] = []
  /// Where in ``calls`` each name is called: grouped by ``groupCallsByName()`` on the thread that indexed the file,
  /// so an app's thousands of files are never copied call by call into one table.
  package private(set) var callsByName: [String: [Int]]?
  package var optionReads: [OptionRead] = []
  /// Every read of a launch option UIKit delivers to a scene-based app in its scenes' connection options instead
  /// (`launchOptions?[.url]`, `UIApplication.LaunchOptionsKey.shortcutItem`), the key in Swift's short form.
  package var launchOptionReads: [OptionRead] = []
  /// Every read of an app-wide window: UIKit's `windows` or `keyWindow` of a `UIApplication` (member `windows`,
  /// `keyWindow`), or the app delegate's `window` (member `window`).
  package var windowReads: [OptionRead] = []
  /// Where the app delegate's `window` is assigned (`appDelegate.window = window`), with the type it is done in.
  package var appDelegateWindowAssignments: [OptionRead] = []
  /// The properties the app's own extensions of `UIApplication` declare (`var keyWindow: UIWindow? { … }`): a read
  /// of one of those names is the app's member, not UIKit's.
  package var applicationMembers: Set<String> = []
  /// What must happen before launch ends, wherever the file does it.
  package var launchSites: [LaunchSite] = []
  /// Where a scene delegate's `scene(_:willConnectTo:options:)` hands its connection options on whole, so what
  /// is read from them cannot be seen here.
  package var optionsPassedOn: [CodeLocation] = []
  /// The file's `//` comments (not text in string literals) that hold `lifediagram:disable`.
  package var comments: [Suppressions.Comment] = []
  /// The classes a scene configuration is given as its delegate (`configuration.delegateClass = SceneDelegate.self`):
  /// scene delegates the code wires up.
  package var delegateClasses: [DelegateClassAssignment] = []

  /// The members of `UIScene.ConnectionOptions` the audit follows.
  package static let connectionOptions: Set<String> = ["urlContexts", "userActivities", "shortcutItem"]

  /// The launch-option keys UIKit delivers to a scene-based app through `UIScene.ConnectionOptions` instead, each
  /// with the connection option that carries it.
  package static let sceneDeliveredLaunchOptions: [String: String] = [
    "url": "urlContexts", "sourceApplication": "urlContexts", "annotation": "urlContexts",
    "shortcutItem": "shortcutItem",
    "userActivityDictionary": "userActivities", "userActivityType": "userActivities",
    "remoteNotification": "notificationResponse",
  ]

  /// Parses `text` and indexes it; `path` names the file in locations.
  package init(path: String, text: String) {
    let tree = Parser.parse(source: text)
    let bytes = Array(text.utf8)
    let visitor = IndexingVisitor(
      path: path, lines: LineTable(bytes), bytes: bytes, readsComments: Suppressions.mayHoldSuppression(bytes))
    visitor.walk(tree)
    self = visitor.index
  }

  package init() {}

  /// Groups ``calls`` by name, once.
  package mutating func groupCallsByName() {
    guard callsByName == nil else { return }
    var groups: [String: [Int]] = [:]
    for (position, call) in calls.enumerated() { groups[call.name, default: []].append(position) }
    callsByName = groups
  }

  /// The calls of methods named `name`.
  package func calls(named name: String) -> [CallSite] {
    (callsByName?[name] ?? []).map { calls[$0] }
  }
}

/// Walks one file's syntax tree and fills a ``SourceIndex``.
private final class IndexingVisitor: SyntaxVisitor {
  private enum Context {
    case type(Int)  // an index into index.types
    /// A method's index in its type, or nil for a nested function.
    case function(method: Int?, type: Int?, options: String?)
    case other  // a closure or a type the audit does not index (a protocol)
  }

  /// The file, as locations name it, and where its lines start.
  private let path: String
  private let lines: LineTable
  /// The file's bytes: a token's trivia is looked at only when they hold a `/` there.
  private let bytes: [UInt8]
  private var stack: [Context] = []
  /// The conditions of the `#if` clauses the walk is inside, outermost first.
  private var conditions: [BuildCondition] = []
  /// For each function the walk is inside, the internal names of its parameters of type `UIApplication`.
  private var applicationParameters: [[String]] = []
  /// The names the functions the walk is inside declare (`let windows = …`): the app's own, not UIKit's.
  private var localNames: Set<String> = []
  /// For each closure the walk is inside, whether it runs later (``LaunchPath/isDeferred(_:)``).
  private var deferredClosures: [Bool] = []
  /// The names the file gives the current notification center (`let center = UNUserNotificationCenter.current()`).
  private var notificationCenterNames: Set<String> = []

  /// Whether the walk is inside a closure that runs later.
  private var isInDeferredClosure: Bool { deferredClosures.contains(true) }
  /// For each function the walk is inside, the internal name of its launch options when it is
  /// `application(_:willFinishLaunchingWithOptions:)` or `application(_:didFinishLaunchingWithOptions:)`.
  private var launchOptionNames: [String?] = []
  package var index = SourceIndex()

  /// Whether the file's comments are read: only when its bytes hold a suppression somewhere.
  private let readsComments: Bool

  package init(path: String, lines: LineTable, bytes: [UInt8], readsComments: Bool) {
    self.path = path
    self.lines = lines
    self.bytes = bytes
    self.readsComments = readsComments
    super.init(viewMode: .sourceAccurate)
  }

  /// ``SyntaxProtocol/tokenText(upTo:)``, read straight from the file's bytes when they hold nothing between the
  /// node's tokens (no white space, comment or other trivia, no non-ASCII byte) and fit the limit: most receivers
  /// (`self.view`, `UIApplication.shared`) are so, and spelling them token by token cost the walk a tenth of its time.
  private func written(_ node: some SyntaxProtocol, upTo limit: Int) -> String {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    guard start <= end, end <= bytes.count, end - start <= limit else { return node.tokenText(upTo: limit) }
    let span = bytes[start..<end]
    let plain = span.allSatisfy { byte in
      byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "/") && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "#")
    }
    return plain ? String(decoding: span, as: UTF8.self) : node.tokenText(upTo: limit)
  }

  private func location(_ node: some SyntaxProtocol) -> CodeLocation {
    let place = lines.position(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    return CodeLocation(file: path, line: place.line, column: place.column)
  }

  // MARK: Types

  private func pushType(
    name: String, isExtension: Bool, inheritance: InheritanceClauseSyntax?, attributes: AttributeListSyntax,
    keyword: TokenSyntax
  ) {
    let inherited = inheritance?.inheritedTypes.map { Self.simpleName($0.type) } ?? []
    let isMain = attributes.contains { element in
      guard case .attribute(let attribute) = element else { return false }
      let name = attribute.attributeName.tokenText.withoutBackticks
      return name == "main" || name == "UIApplicationMain"
    }
    index.types.append(
      SourceIndex.TypeDeclaration(
        name: name, isExtension: isExtension, inherited: inherited, isMain: isMain, location: location(keyword),
        methods: [],
        conditions: conditions))
    stack.append(.type(index.types.count - 1))
  }

  /// `UIKit.UIViewController` → `UIViewController`; `Base<Model>` → `Base`; `any P` → `P`; `@MainActor P` → `P`.
  package static func simpleName(_ type: TypeSyntax) -> String {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.plainText }
    if let member = type.as(MemberTypeSyntax.self) { return member.name.plainText }
    if let attributed = type.as(AttributedTypeSyntax.self) { return simpleName(attributed.baseType) }
    if let existential = type.as(SomeOrAnyTypeSyntax.self) { return simpleName(existential.constraint) }
    var text = type.tokenText
    if let generic = text.firstIndex(of: "<") { text = String(text[..<generic]) }
    return String(text.split(separator: ".").last ?? Substring(text)).withoutBackticks
  }

  /// A class, struct, enum or actor: a type of the app's, named by its declaration.
  private func pushDeclaration(_ node: some DeclGroupSyntax & NamedDeclSyntax) -> SyntaxVisitorContinueKind {
    pushType(
      name: node.name.plainText, isExtension: false, inheritance: node.inheritanceClause, attributes: node.attributes,
      keyword: node.introducer)
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { pushDeclaration(node) }
  override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { pushDeclaration(node) }
  override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { pushDeclaration(node) }
  override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { pushDeclaration(node) }
  override func visitPost(_ node: ActorDeclSyntax) { stack.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    pushType(
      name: Self.simpleName(node.extendedType), isExtension: true, inheritance: node.inheritanceClause,
      attributes: node.attributes, keyword: node.extensionKeyword)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }

  // A protocol's requirements and default implementations are not the app's delegate methods.
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    stack.append(.other)
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { stack.removeLast() }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    stack.append(.other)
    deferredClosures.append(LaunchPath.isDeferred(node))
    return .visitChildren
  }
  override func visitPost(_ node: ClosureExprSyntax) {
    stack.removeLast()
    deferredClosures.removeLast()
  }

  /// An initializer: a method named `init` (launch follows the initializers of what it builds).
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    launchOptionNames.append(nil)
    applicationParameters.append([])
    guard case .type(let type) = stack.last else {
      stack.append(.function(method: nil, type: nil, options: nil))
      return .visitChildren
    }
    let method = SourceIndex.MethodDeclaration(
      name: "init", labels: node.signature.parameterClause.parameters.map { $0.firstName.plainText }, isAsync: false,
      isOverride: false, isStatic: false, hasBody: node.body != nil, superCalls: [],
      location: location(node.initKeyword),
      conditions: conditions)
    index.types[type].methods.append(method)
    stack.append(.function(method: index.types[type].methods.count - 1, type: type, options: nil))
    return .visitChildren
  }
  override func visitPost(_ node: InitializerDeclSyntax) { leaveFunction() }

  // MARK: Conditional compilation

  /// An `#if`, `#elseif` or `#else` clause: its condition, and the negation of the clauses before it.
  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    var condition = node.condition.map(BuildCondition.init) ?? .constant(true)
    if let clauses = node.parent?.as(IfConfigClauseListSyntax.self) {
      for earlier in clauses {
        if earlier.id == node.id { break }
        condition = .and(condition, .not(earlier.condition.map(BuildCondition.init) ?? .constant(true)))
      }
    }
    conditions.append(condition)
    return .visitChildren
  }
  override func visitPost(_ node: IfConfigClauseSyntax) { conditions.removeLast() }

  // MARK: Methods

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    // The parameters are read once: each access to a syntax child builds a node.
    let parameters = Array(node.signature.parameterClause.parameters)
    let labels = parameters.map { $0.firstName.plainText }
    let internalNames = parameters.map { ($0.secondName ?? $0.firstName).plainText }
    let name = node.name.plainText
    let launches =
      name == "application"
      && (labels == ["_", "didFinishLaunchingWithOptions"] || labels == ["_", "willFinishLaunchingWithOptions"])
    launchOptionNames.append(launches ? internalNames.last : nil)
    applicationParameters.append(
      zip(parameters, internalNames).filter { $0.0.type.as(IdentifierTypeSyntax.self)?.name.text == "UIApplication" }
        .map(\.1))
    guard case .type(let type) = stack.last else {
      stack.append(.function(method: nil, type: nil, options: nil))
      return .visitChildren
    }
    let modifiers = node.modifiers.map(\.name.tokenKind)
    var method = SourceIndex.MethodDeclaration(
      name: name, labels: labels, isAsync: node.signature.effectSpecifiers?.asyncSpecifier != nil,
      isOverride: modifiers.contains(.keyword(.override)),
      isStatic: modifiers.contains(.keyword(.static)) || modifiers.contains(.keyword(.class)),
      hasBody: node.body != nil,
      superCalls: [], location: location(node.funcKeyword), conditions: conditions)
    method.hasEmptyBody = node.body?.statements.isEmpty == true
    if let last = parameters.last, let body = node.body, Self.isCompletionHandler(last) {
      method.missesCompletionHandler = CompletionHandlerPaths(name: internalNames[internalNames.count - 1])
        .missesOnSomePath(body)
    }
    index.types[type].methods.append(method)
    // The internal name of scene(_:willConnectTo:options:)'s options, to see it handed on whole.
    let options = name == "scene" && labels == ["_", "willConnectTo", "options"] ? internalNames.last : nil
    stack.append(.function(method: index.types[type].methods.count - 1, type: type, options: options))
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) { leaveFunction() }

  /// Leaves a function or initializer: what entering it pushed.
  private func leaveFunction() {
    stack.removeLast()
    launchOptionNames.removeLast()
    applicationParameters.removeLast()
  }

  /// Whether a parameter is a completion handler the caller waits for: a function labelled `…Handler` (or
  /// `completion`), not a `restorationHandler`.
  private static func isCompletionHandler(_ parameter: FunctionParameterSyntax) -> Bool {
    let label = parameter.firstName.plainText.lowercased()
    guard (label.hasSuffix("handler") || label == "completion") && !label.hasSuffix("restorationhandler") else {
      return false
    }
    return parameter.type.tokenText.contains("->")
  }

  /// The method the walk is inside (through closures and nested functions), as its type's and its own index.
  private var enclosingMethod: (type: Int, method: Int, options: String?)? {
    for context in stack.reversed() {
      if case .function(let method?, let type?, let options) = context { return (type, method, options) }
    }
    return nil
  }

  /// The outermost type the walk is inside.
  private var enclosingTypeName: String? {
    for context in stack {
      if case .type(let type) = context { return index.types[type].name }
    }
    return nil
  }

  // MARK: Calls and reads

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let labels = node.arguments.map { $0.label?.plainText ?? "_" }
    var called = node.calledExpression
    // `delegate?.application?(…)`, `delegate.method!(…)`: an optional protocol method called through its optional.
    while let inner = called.as(OptionalChainingExprSyntax.self)?.expression
      ?? called.as(ForceUnwrapExprSyntax.self)?.expression
    {
      called = inner
    }
    var name: String?
    var receiver = SourceIndex.Receiver.implicit
    var place = location(called)
    if let member = called.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.plainText
      place = location(member.declName)  // a chain's call is where its name is, not where the chain starts
      if let base = member.base, !base.is(SuperExprSyntax.self) {
        // Up to 256 bytes: a receiver the rules read is short (`UIApplication.shared.delegate?`), and a chain
        // (`items.filter { … }.sorted { … }.first`) would otherwise be spelled out again at each of its calls.
        let text = written(base, upTo: 256)
        if text != "self" { receiver = .expression(text) }
      }
      if member.base?.is(SuperExprSyntax.self) == true, let enclosing = enclosingMethod {
        index.types[enclosing.type].methods[enclosing.method].superCalls.insert(member.declName.baseName.plainText)
      }
    } else if let reference = called.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.plainText
    }
    let method = enclosingMethod.map { index.types[$0.type].methods[$0.method].location }
    if let name {
      index.calls.append(
        SourceIndex.CallSite(
          name: name, labels: labels, location: place, enclosingMethod: method, receiver: receiver,
          enclosingType: enclosingTypeName,
          // Only `.onChange(of:)`'s first argument is read (is it `scenePhase`?).
          firstArgument: name == "onChange" ? node.arguments.first.map { written($0.expression, upTo: 64) } ?? "" : "",
          isAsync: isInDeferredClosure))
    }
    if name == "register", labels.first == "forTaskWithIdentifier", case .expression(let on) = receiver,
      on.contains("BGTaskScheduler")
    {
      recordLaunchSite(.taskRegistration, at: place)
    }
    // scene(_:willConnectTo:options:) handing its connection options to another call whole.
    if let options = enclosingMethod?.options,
      node.arguments.contains(where: { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.plainText == options })
    {
      index.optionsPassedOn.append(location(node))
    }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    let member = node.declName.baseName.plainText
    if member == "delegateClass" { recordDelegateClass(assignedTo: node) }
    if member == "delegate", let base = node.base, isNotificationCenter(base), isAssigned(node) {
      recordLaunchSite(.notificationDelegate, at: location(node.declName))
    }
    if member == "shared" || member == "default", let base = node.base?.as(DeclReferenceExprSyntax.self),
      base.baseName.text.first?.isUppercase == true
    {
      // `Manager.shared`: launch builds the shared instance, so it runs the type's initializer.
      let method = enclosingMethod.map { index.types[$0.type].methods[$0.method].location }
      index.calls.append(
        SourceIndex.CallSite(
          name: base.baseName.text, labels: [], location: location(base), enclosingMethod: method, receiver: .implicit,
          enclosingType: enclosingTypeName, isAsync: isInDeferredClosure))
    }
    if member == "windows" || member == "keyWindow", let base = node.base, isApplication(base) {
      index.windowReads.append(read(member, at: node.declName))
    }
    if member == "window", let base = node.base, Self.isAppDelegate(base) {
      if isAssigned(node) {
        index.appDelegateWindowAssignments.append(read(member, at: node.declName))
      } else {
        index.windowReads.append(read(member, at: node.declName))
      }
    }
    if SourceIndex.sceneDeliveredLaunchOptions[member] != nil, isLaunchOptionKey(node) {
      let method = enclosingMethod.map { index.types[$0.type].methods[$0.method].location }
      index.launchOptionReads.append(
        SourceIndex.OptionRead(
          member: member, location: location(node), enclosingType: enclosingTypeName, enclosingMethod: method))
    }
    guard SourceIndex.connectionOptions.contains(member), let base = node.base else { return .visitChildren }
    let baseText = base.tokenText.withoutBackticks
    // `self.shortcutItem` is the app's own property; `UIApplication.LaunchOptionsKey.shortcutItem` a launch key.
    guard baseText != "self", !baseText.hasSuffix("LaunchOptionsKey") else { return .visitChildren }
    let method = enclosingMethod.map { index.types[$0.type].methods[$0.method].location }
    index.optionReads.append(
      SourceIndex.OptionRead(
        member: member, location: location(node.declName), enclosingType: enclosingTypeName, enclosingMethod: method))
    return .visitChildren
  }

  // MARK: The launch path

  /// `let center = UNUserNotificationCenter.current()`: a name the file gives the current notification center.
  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    // A member of the extension (its binding list's declaration stands in the member block), not a local.
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, case .type(let type)? = stack.last,
      index.types[type].isExtension, index.types[type].name == "UIApplication",
      node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
    {
      index.applicationMembers.insert(name)
    }
    // Only a call of `current()` is spelled out: most bindings hold other values, some of them long.
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let call = node.initializer?.value.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "current",
      call.tokenText == "UNUserNotificationCenter.current()"
    {
      notificationCenterNames.insert(name)
    }
    return .visitChildren
  }

  /// Whether an expression holds the current notification center: `UNUserNotificationCenter.current()`, or a name
  /// (`center`, `self.center`) the file gives it.
  private func isNotificationCenter(_ base: ExprSyntax) -> Bool {
    let text = base.tokenText
    let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    return text == "UNUserNotificationCenter.current()" || notificationCenterNames.contains(name)
  }

  private func recordLaunchSite(_ kind: SourceIndex.LaunchSite.Kind, at place: CodeLocation) {
    let method = enclosingMethod.map { index.types[$0.type].methods[$0.method].location }
    index.launchSites.append(
      SourceIndex.LaunchSite(
        kind: kind, location: place, enclosingMethod: method, enclosingType: enclosingTypeName,
        isAsync: isInDeferredClosure))
  }

  // MARK: Windows

  /// A local name (`let windows = …`, a closure's `windows in`): a read of it is not UIKit's member.
  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    noteLocal(node.identifier.text)
    return .visitChildren
  }
  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    noteLocal(node.name.text)
    return .visitChildren
  }

  /// Keeps a local name when it is one of UIKit's window members (the only ones the walk asks about).
  private func noteLocal(_ name: String) {
    if name == "windows" || name == "keyWindow" { localNames.insert(name) }
  }

  /// `windows` or `keyWindow` alone inside the app's own extension of `UIApplication`: its `self`'s.
  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    // Not the name of a member access (`x.windows`, whose `declName` this is), which the member access judges.
    // Nor a key path's component (`\.windows` of a scene), which names another type's member.
    guard name == "windows" || name == "keyWindow",
      node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id,
      node.parent?.is(KeyPathPropertyComponentSyntax.self) != true,
      !localNames.contains(name),
      case .type(let type)? = stack.last(where: {
        if case .other = $0 { false } else if case .function = $0 { false } else { true }
      }),
      index.types[type].isExtension, index.types[type].name == "UIApplication"
    else { return .visitChildren }
    index.windowReads.append(read(name, at: node))
    return .visitChildren
  }

  /// Whether an expression is a `UIApplication`, as far as the code shows: `UIApplication.shared` (however it is
  /// split across lines), a parameter of that type, or `self` in the app's own extension of `UIApplication`.
  private func isApplication(_ base: ExprSyntax) -> Bool {
    let text = base.tokenText.filter { $0 != "?" && $0 != "!" }
    if text == "UIApplication.shared" || text == "UIKit.UIApplication.shared" { return true }
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if applicationParameters.last?.contains(name) == true { return true }
      if name == "self",
        let type = stack.lazy.reversed().compactMap({ context -> Int? in
          if case .type(let t) = context { t } else { nil }
        }).first
      {
        return index.types[type].isExtension && index.types[type].name == "UIApplication"
      }
    }
    return false
  }

  /// Whether an expression yields the app delegate, as apps write it: a cast of `UIApplication.shared.delegate`
  /// (`as? AppDelegate`), or a value named `appDelegate`.
  package static func isAppDelegate(_ base: ExprSyntax) -> Bool {
    let text = base.tokenText.filter { $0 != "?" && $0 != "!" && $0 != "(" && $0 != ")" }
    return text.hasSuffix("AppDelegate") && text.contains("as") || text == "appDelegate" || text == "self.appDelegate"
      || text == "AppDelegate.shared"
  }

  /// Whether a member is assigned (`x.window = w`).
  private func isAssigned(_ node: MemberAccessExprSyntax) -> Bool { assignedValue(of: node) != nil }

  /// The value a member is assigned (`w` in `x.window = w`): the parser leaves `a = b` a sequence, in which the
  /// member is followed by `=` and the value.
  private func assignedValue(of node: MemberAccessExprSyntax) -> ExprSyntax? {
    guard let sequence = node.parent?.as(ExprListSyntax.self) else { return nil }
    let elements = Array(sequence)
    guard let at = elements.firstIndex(where: { $0.id == node.id }), at + 2 < elements.count,
      elements[at + 1].is(AssignmentExprSyntax.self)
    else { return nil }
    return elements[at + 2]
  }

  /// A read of `member` at `node`, in the type and method the walk is in.
  private func read(_ member: String, at node: some SyntaxProtocol) -> SourceIndex.OptionRead {
    let method = enclosingMethod.map { index.types[$0.type].methods[$0.method].location }
    return SourceIndex.OptionRead(
      member: member, location: location(node), enclosingType: enclosingTypeName, enclosingMethod: method)
  }

  /// Whether `.key` is read as a launch option: the key of a subscript, in full (`options[UIApplication.LaunchOptionsKey.url]`,
  /// `LaunchOptionsKey.url`) on any dictionary, or short (`launchOptions?[.url]`) on the launch options (a value
  /// named like them, or the parameter of the launch method the walk is in). The key named elsewhere is not a read.
  private func isLaunchOptionKey(_ node: MemberAccessExprSyntax) -> Bool {
    guard let subscriptCall = node.parent?.parent?.parent?.as(SubscriptCallExprSyntax.self) else { return false }
    if let base = node.base { return base.tokenText.hasSuffix("LaunchOptionsKey") }
    let dictionary = subscriptCall.calledExpression.tokenText.filter { $0 != "?" && $0 != "!" }
    let name = launchOptionNames.last { $0 != nil } ?? nil
    return dictionary.lowercased().hasSuffix("launchoptions") || dictionary == name
  }

  /// `….delegateClass = Name.self`: the class after the assignment (the parser leaves `a = b` a sequence).
  private func recordDelegateClass(assignedTo node: MemberAccessExprSyntax) {
    guard let value = assignedValue(of: node)?.as(MemberAccessExprSyntax.self), value.declName.baseName.text == "self",
      let base = value.base
    else { return }
    let name = base.tokenText.split(separator: ".").last.map(String.init) ?? ""
    index.delegateClasses.append(
      SourceIndex.DelegateClassAssignment(name: name.withoutBackticks, conditions: conditions))
  }

  // MARK: Comments

  /// Each `//` comment, from the trivia around the tokens: a comment inside a string literal is the literal's
  /// text, never trivia, so it silences nothing.
  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    guard readsComments else { return .visitChildren }
    // Most trivia is white space: its pieces are built only where a comment can be.
    if mayHoldComment(from: token.position, length: token.leadingTriviaLength) {
      record(token.leadingTrivia, at: token.position, leading: true)
    }
    if mayHoldComment(from: token.endPositionBeforeTrailingTrivia, length: token.trailingTriviaLength) {
      record(token.trailingTrivia, at: token.endPositionBeforeTrailingTrivia, leading: false)
    }
    return .visitChildren
  }

  /// Whether the trivia at `start` holds a `/`, as every comment does.
  private func mayHoldComment(from start: AbsolutePosition, length: SourceLength) -> Bool {
    let lower = min(start.utf8Offset, bytes.count)
    let upper = min(lower + length.utf8Length, bytes.count)
    return length.utf8Length >= 2 && bytes[lower..<upper].contains(UInt8(ascii: "/"))
  }

  /// A comment in a token's leading trivia stands on a line of its own when a line break comes before it there
  /// (or it opens the file); one in trailing trivia follows code on its line.
  private func record(_ trivia: Trivia, at start: AbsolutePosition, leading: Bool) {
    var position = start
    var afterBreak = leading && start.utf8Offset == 0
    for piece in trivia {
      switch piece {
      case .lineComment(let text) where Suppressions.mayHoldSuppression(text.utf8),
        .docLineComment(let text) where Suppressions.mayHoldSuppression(text.utf8):
        let line = lines.position(of: position.utf8Offset).line
        index.comments.append(Suppressions.Comment(line: line, text: text, standsAlone: leading && afterBreak))
      case .newlines, .carriageReturns, .carriageReturnLineFeeds:
        afterBreak = true
      default:
        break
      }
      position += piece.sourceLength
    }
  }
}

extension SyntaxProtocol {
  /// The node's tokens as written, without trivia (no white space, no comments): `UIApplication.shared.delegate?`.
  /// Far cheaper than `trimmedDescription`, which builds a new tree; the walk reads one a call.
  fileprivate var tokenText: String { tokenText(upTo: .max) }

  /// ``tokenText``, up to about `limit` bytes (whole tokens).
  fileprivate func tokenText(upTo limit: Int) -> String {
    var text = ""
    for token in tokens(viewMode: .sourceAccurate) {
      guard text.utf8.count < limit else { break }
      text += token.text
    }
    return limit == .max ? text : String(text.utf8.prefix(limit)) ?? String(text.prefix(limit))
  }
}

extension TokenSyntax {
  /// The token's text with the backticks of an escaped identifier (`` `default` ``) removed: the same name.
  fileprivate var plainText: String { text.withoutBackticks }
}

extension String {
  /// The name without the backticks that escape it: `` `AppDelegate` `` is `AppDelegate`.
  fileprivate var withoutBackticks: String {
    guard utf8.contains(UInt8(ascii: "`")) else { return self }
    return String(filter { $0 != "`" })
  }

}
