import LifeDiagramModel
import Testing

/// How findings stand against a baseline: by rule, file and method, each entry excusing one finding.
@Suite struct AuditBaselineTests {
  func finding(_ rule: String, _ file: String, line: Int, _ method: String?) -> AuditFinding {
    AuditFinding(rule: rule, location: CodeLocation(file: file, line: line, column: 3), method: method, message: "m", sources: [])
  }

  @Test func eachEntryExcusesOneFindingOfItsKey() {
    let twice = [finding("missing-super", "A.swift", line: 4, "viewDidAppear(_:)"), finding("missing-super", "A.swift", line: 9, "viewDidAppear(_:)")]
    let baseline = AuditBaseline(accepting: [twice[0]])
    let comparison = baseline.compare(twice)
    #expect(comparison.unchanged == [twice[0]])
    #expect(comparison.new == [twice[1]])
    #expect(comparison.fixed.isEmpty)
  }

  @Test func theLineAndALeadingDotSlashDoNotCount() {
    let baseline = AuditBaseline(accepting: [finding("never-called", "./App/AppDelegate.swift", line: 21, "applicationDidBecomeActive(_:)")])
    #expect(baseline.entries.map(\.file) == ["App/AppDelegate.swift"])
    let moved = finding("never-called", "App/AppDelegate.swift", line: 40, "applicationDidBecomeActive(_:)")
    #expect(baseline.compare([moved]).new.isEmpty)
  }

  @Test func whatNoFindingMatchesIsFixedAndAnotherMethodIsNew() {
    let old = finding("never-called", "App.swift", line: 1, "applicationWillResignActive(_:)")
    let other = finding("never-called", "App.swift", line: 1, "applicationDidBecomeActive(_:)")
    let appWide = finding("scene-adoption", "App.swift", line: 1, nil)
    let comparison = AuditBaseline(accepting: [old, appWide]).compare([other, appWide])
    #expect(comparison.new == [other])
    #expect(comparison.unchanged == [appWide])
    #expect(comparison.fixed == [AuditBaseline.Entry(old)])
  }

  @Test func entriesAreSortedSoTheFileIsStable() {
    let a = finding("missing-super", "B.swift", line: 1, "viewWillAppear(_:)")
    let b = finding("deprecated-ios26", "A.swift", line: 9, "applicationDidBecomeActive(_:)")
    #expect(AuditBaseline(accepting: [a, b]) == AuditBaseline(accepting: [b, a]))
    #expect(AuditBaseline(accepting: [a, b]).entries.map(\.file) == ["A.swift", "B.swift"])
  }
}
