import LifeDiagramModel
import LifeDiagramSourceIndex

extension Rule {
  /// Each of the rule's app-delegate methods the app implements (`never-called`, `deprecated-ios26`). With
  /// `notingEmptyBodies`, a method whose body does nothing says so: there is no work to move.
  static func appDelegateMethodFindings(in app: AppSources, _ context: RuleContext, notingEmptyBodies: Bool)
    -> [AuditFinding]
  {
    var findings: [AuditFinding] = []
    let delegates = app.appDelegates
    let names = Set(delegates.map(\.name))
    for delegate in delegates {
      for selector in description.methods {
        for method in delegate.methods where method.matches(selector) {
          let selfCalls = app.calls(named: selector.baseName).filter {
            $0.calls(selector) && $0.enclosingMethod != method.location && app.isMadeOnAnAppDelegate($0, names: names)
          }
          let alsoCalled =
            selfCalls.first.map { "; only the app's own call reaches it (\($0.location.file):\($0.location.line))" }
            ?? ""
          var message = description.message(
            method: selector.selector, replacement: context.replacement(of: selector), alsoCalled: alsoCalled)
          // A body of nothing but comments has no work to move.
          if notingEmptyBodies && method.hasEmptyBody && selfCalls.isEmpty { message += Auditor.emptyBody }
          findings.append(finding(at: method.location, method: selector, message: message))
        }
      }
    }
    return findings
  }
}
