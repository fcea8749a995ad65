import LifeDiagramModel
import LifeDiagramSourceIndex

extension Rule {
  /// What must happen before launch ends, done off the synchronous launch path (``LaunchPath``): inside a closure
  /// that runs later, or in code launch does not run (`notification-delegate-late`,
  /// `background-task-registration-late`). Nothing is judged in an app whose launch entry point the audit cannot
  /// see, nor a site outside any method.
  static func lateLaunchSiteFindings(_ kind: SourceIndex.LaunchSite.Kind, in app: AppSources, scenario: String)
    -> [AuditFinding]
  {
    let sites = app.launchSites.filter { $0.kind == kind }
    guard !sites.isEmpty else { return [] }
    let path = LaunchPath(app)
    guard path.hasEntryPoint else { return [] }
    return sites.compactMap { site in
      guard let method = site.enclosingMethod else { return nil }
      let onPath = path.methods.contains(method)
      guard site.isAsync || !onPath else { return nil }
      // Past the path's bound, a method off it may still be reached: the rule says nothing rather than guess.
      guard site.isAsync || path.isComplete else { return nil }
      let when =
        site.isAsync
        ? "inside a closure that runs later (Task, DispatchQueue…async, a completion handler), after launch has ended"
        : "in code the launch path does not run (launch, followed call by call, never reaches it)"
      var finding = finding(
        at: site.location, method: nil, message: description.message(replacement: when), scenario: scenario)
      finding.explanation =
        path.explanation(of: method) + (site.isAsync ? ["inside a closure that runs later: \(site.location)"] : [])
      return finding
    }
  }
}
