import LifeDiagramModel
import SwiftSyntax

/// The synchronous launch path of an app (issue #43): what runs, call by call, before launch ends. From the launch
/// entry points (the app delegate's `application(_:willFinishLaunchingWithOptions:)`,
/// `application(_:didFinishLaunchingWithOptions:)` and `init`, a SwiftUI `App`'s `init`), the app's own methods
/// and initializers called directly, resolved by name and labels (a call on `self` to the enclosing type's method
/// where it has one), and the initializers of the types launch builds (`Manager()`, `Manager.shared`), to
/// ``maximumDepth`` calls deep. A call inside a closure that runs later (``isDeferred(_:)``) is not followed.
package struct LaunchPath {
  /// How many calls deep the path is followed.
  package static let maximumDepth = 12

  /// The methods on the path, by the place of their keyword.
  package private(set) var methods: Set<CodeLocation> = []
  /// For each method on the path but the entry points, the method whose call first reached it.
  private var reachedFrom: [CodeLocation: CodeLocation] = [:]
  /// Each method's name as a person reads it, `Type.name(labels:)`, by its place.
  private var names: [CodeLocation: String] = [:]
  /// Whether the app has a launch entry point the audit can see; without one, nothing is judged.
  package var hasEntryPoint: Bool { !entryPoints.isEmpty }
  private var entryPoints: [CodeLocation] = []
  /// Whether the path was followed to its end: false when calls were left to follow at ``maximumDepth``, so a
  /// method off the path may still be reached by a longer chain, and the rules say nothing of it.
  package private(set) var isComplete = true

  package init(_ app: AppSources) {
    let launching = [
      AuditMethod("application(_:willFinishLaunchingWithOptions:)"),
      AuditMethod("application(_:didFinishLaunchingWithOptions:)"),
    ]
    for delegate in app.appDelegates {
      entryPoints += delegate.methods.filter { method in
        method.name == "init" || launching.contains { method.matches($0) }
      }.map(\.location)
    }
    if let swiftUI = app.swiftUIApp { entryPoints += swiftUI.methods.filter { $0.name == "init" }.map(\.location) }
    var methods = Methods()
    for type in app.allTypes {
      for method in type.methods {
        for name in Set([method.name] + Self.objectiveCNames(of: method)) {
          methods.byName[name, default: []].append((type.name, method))
        }
        if method.name == "init" { methods.initializers[type.name, default: []].append(method.location) }
        names[method.location] = "\(type.name).\(method.name)(\(method.labels.map { "\($0):" }.joined()))"
      }
    }
    var callsByMethod: [CodeLocation: [SourceIndex.CallSite]] = [:]
    for call in app.allCalls where !call.isAsync {
      if let method = call.enclosingMethod { callsByMethod[method, default: []].append(call) }
    }
    var frontier = entryPoints
    self.methods = Set(entryPoints)
    for _ in 0..<Self.maximumDepth where !frontier.isEmpty {
      var next: [CodeLocation] = []
      for method in frontier {
        for call in callsByMethod[method] ?? [] {
          for target in methods.targets(of: call) where self.methods.insert(target).inserted {
            reachedFrom[target] = method
            next.append(target)
          }
        }
      }
      frontier = next
    }
    // Calls left to follow at the bound may reach more methods.
    isComplete = !frontier.contains { method in
      (callsByMethod[method] ?? []).contains { call in methods.targets(of: call).contains { !self.methods.contains($0) }
      }
    }
  }

  /// How launch reaches a method, entry point first, each step `Type.method(labels:) (file:line)`; for a method
  /// off the path, the entry points and that the method is not reached. What `audit --explain RULE` prints.
  package func explanation(of method: CodeLocation) -> [String] {
    func step(_ place: CodeLocation) -> String { "\(names[place] ?? "?") (\(place.file):\(place.line))" }
    guard methods.contains(method) else {
      return entryPoints.map { "launch starts at " + step($0) } + [
        "\(methods.count) methods reached, not " + step(method)
      ]
    }
    var chain = [method]
    while let caller = reachedFrom[chain[0]], chain.count <= Self.maximumDepth + 1 { chain.insert(caller, at: 0) }
    return chain.map(step)
  }

  /// The app's methods, looked up by name, and its initializers, by their type's name.
  private struct Methods {
    package var byName: [String: [(type: String, method: SourceIndex.MethodDeclaration)]] = [:]
    package var initializers: [String: [CodeLocation]] = [:]

    /// The methods a call may run: the initializers of a type it names (`Manager()`, `Manager.shared`), else the
    /// methods of its name and labels, the enclosing type's alone when it is made on `self` and that type has one.
    package func targets(of call: SourceIndex.CallSite) -> [CodeLocation] {
      if let initializers = initializers[call.name] { return initializers }
      // A call with no labels (`start()`, or any Objective-C message, whose labels the index does not keep) may be
      // any method of its name: following too much only puts more on the path, so the rules say less.
      let candidates = (byName[call.name] ?? []).filter { call.labels.isEmpty || $0.method.labels == call.labels }
      if call.receiver == .implicit, let own = call.enclosingType {
        let mine = candidates.filter { $0.type == own }
        if !mine.isEmpty { return mine.map(\.method.location) }
      }
      return candidates.map(\.method.location)
    }
  }

  /// The first part of the Objective-C selectors a Swift method is seen by: `configureBackgroundTasks(application:)`
  /// is `configureBackgroundTasksWithApplication:` (and, as some write it, `configureBackgroundTasksApplication:`),
  /// `start(_:)` is `start:`. Objective-C's own methods already carry their Swift names.
  private static func objectiveCNames(of method: SourceIndex.MethodDeclaration) -> [String] {
    guard let first = method.labels.first, first != "_" else { return [] }
    let capitalized = first.prefix(1).uppercased() + first.dropFirst()
    return [method.name + "With" + capitalized, method.name + capitalized]
  }

  /// Whether a closure runs later, off the path that runs it: handed to `Task`, `Task.detached`,
  /// `DispatchQueue…async` or `asyncAfter`, an `OperationQueue`, a Combine `sink`, or as a completion handler
  /// (an argument labelled `completion`, `completionHandler`, `handler` or `execute`). Any other closure (`forEach`,
  /// `map`, a helper's trailing closure) is taken to run where it is written: the rules then say nothing rather
  /// than guess.
  package static func isDeferred(_ closure: ClosureExprSyntax) -> Bool {
    // Where the closure stands is read from its key path first: building its parents for every closure cost the
    // walk about a tenth of its time.
    switch closure.keyPathInParent {
    case \FunctionCallExprSyntax.trailingClosure:
      return closure.parent?.as(FunctionCallExprSyntax.self).map(deferring) ?? false
    case \LabeledExprSyntax.expression:
      guard let argument = closure.parent?.as(LabeledExprSyntax.self) else { return false }
      if let label = argument.label?.text, ["completion", "completionHandler", "handler", "execute"].contains(label) {
        return true
      }
      return argument.parent?.parent?.as(FunctionCallExprSyntax.self).map(deferring) ?? false
    case \MultipleTrailingClosureElementSyntax.closure:
      return closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self).map(deferring) ?? false
    default:
      return false
    }
  }

  /// Whether a call runs the closures it is handed later.
  private static func deferring(_ call: FunctionCallExprSyntax) -> Bool {
    // The name called, read from the tree (spelling the expression out would cost every closure a new tree).
    let name =
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
    return ["Task", "detached", "async", "asyncAfter", "addOperation", "sink"].contains(name)
  }
}
