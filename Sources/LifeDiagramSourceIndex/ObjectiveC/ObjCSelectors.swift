import LifeDiagramModel

/// Objective-C selectors in Swift's spelling, as the audit's rules name methods: `application:openURL:options:`
/// is `application(_:open:options:)`.
///
/// The catalog's delegate methods give their own (`objcSelector`); ``renamed`` adds the methods the rules name
/// whose catalog entry has none. Any other selector takes Swift's default import: the first part is the base name,
/// every other part a label (`scene:openURLContexts:` is `scene(_:openURLContexts:)`), and a selector without
/// arguments is `name()`.
package struct ObjCSelectors: Sendable {
  /// Swift selectors, by Objective-C selector.
  private let swiftByObjC: [String: String]

  /// Methods the audit's rules name that the catalog gives no Objective-C selector, with the names Swift
  /// imports them by.
  package static let renamed: [String: String] = [
    "application:continueUserActivity:restorationHandler:": "application(_:continue:restorationHandler:)",
    "application:willContinueUserActivityWithType:": "application(_:willContinueUserActivityWithType:)",
    "application:didFailToContinueUserActivityWithType:error:":
      "application(_:didFailToContinueUserActivityWithType:error:)",
    "scene:continueUserActivity:": "scene(_:continue:)",
  ]

  /// The table from the delegate methods' own selectors, then ``renamed``.
  package init(_ methods: [DelegateMethod]) {
    var table = Self.renamed
    for method in methods {
      if let objc = method.objcSelector { table[objc] = method.selector }
    }
    swiftByObjC = table
  }

  /// The Swift selector of `objcSelector` (`viewWillAppear:` → `viewWillAppear(_:)`).
  package func swiftSelector(of objcSelector: String) -> AuditMethod {
    if let known = swiftByObjC[objcSelector] { return AuditMethod(known) }
    let parts = objcSelector.split(separator: ":").map(String.init)
    guard objcSelector.hasSuffix(":"), let first = parts.first else { return AuditMethod("\(objcSelector)()") }
    return AuditMethod("\(first)(_:" + parts.dropFirst().map { "\($0):" }.joined() + ")")
  }

}
