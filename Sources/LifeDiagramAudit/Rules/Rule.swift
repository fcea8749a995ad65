import LifeDiagramMigrate
import LifeDiagramModel
import LifeDiagramSourceIndex

/// One audit rule, whole, in one file: what it is (``description``: its id, title, message, help and sources, as
/// reports and `--disable` know it), what the rule table in AUDIT.md says of it, the examples it is held to (each
/// one a test), how it looks at an app's sources, and what `lifediagram migrate` does about its findings.
///
/// The rule list (`RuleList.swift`), the model's copy of the descriptions (for the program that links no
/// swift-syntax) and AUDIT.md's table are generated from these files: `make rules` writes them, and a test fails
/// while one differs.
protocol Rule: Sendable {
  /// The rule as data: id, title, message template, help, the methods it concerns and its sources.
  static var description: AuditRule { get }
  /// What it finds, in Markdown: the rule table's "Finds" cell.
  static var finds: String { get }
  /// Where a finding is placed, in Markdown: the rule table's "Where the finding is" cell.
  static var place: String { get }
  /// Apps the rule finds something in: each file's lines marked `↓` are where its findings are.
  static var triggeringExamples: [RuleExample] { get }
  /// Apps the rule finds nothing in.
  static var nonTriggeringExamples: [RuleExample] { get }
  /// What `lifediagram migrate` writes so that the rule's findings go away, or nil when it leaves them to a person.
  static var correction: String? { get }

  /// The rule's findings in one app.
  static func findings(in app: AppSources, _ context: RuleContext) -> [AuditFinding]
}

/// A rule whose findings `lifediagram migrate` corrects: beside its check, its file says in words what the
/// migration writes (``Rule/correction``, the rule table's cell) and, in ``MigrationCorrection/correct(_:)``, which
/// steps of the migration take its findings away. A rule has words for a correction exactly when it is one of these
/// (a test holds it).
protocol CorrectableRule: Rule, MigrationCorrection {}

extension Rule {
  static var correction: String? { nil }
  static var id: String { description.id }

  /// A finding of this rule about `method`, citing the rule's sources and then the method's.
  static func finding(at location: CodeLocation, method: AuditMethod?, message: String) -> AuditFinding {
    let rule = description
    let sources = rule.sources + (method?.sources ?? []).filter { !rule.sources.contains($0) }
    return AuditFinding(rule: rule.id, location: location, method: method?.selector, message: message, sources: sources)
  }

  /// A finding with the model's scenario that shows what runs when, replayed by `lifediagram scenarios`.
  static func finding(at location: CodeLocation, method: String?, message: String, scenario: String?) -> AuditFinding {
    AuditFinding(
      rule: id, location: location, method: method, message: RuleContext.showing(message, scenario: scenario),
      sources: description.sources, scenario: scenario)
  }
}

/// What a rule may look up beyond the app: the catalog's delegate methods.
struct RuleContext: Sendable {
  /// The delegate methods the life cycles call, with their deprecations.
  var delegateMethods: [DelegateMethod]

  /// What replaces a method: the rule's word, else the catalog's deprecation of it.
  func replacement(of selector: AuditMethod) -> String {
    selector.replacement
      ?? delegateMethods.first { $0.receiver == .appDelegate && $0.selector == selector.selector }?.deprecation?
      .replacement
      ?? "the scene delegate"
  }

  /// A message with the model's scenario that shows what runs when, to replay with `lifediagram scenarios`.
  static func showing(_ message: String, scenario: String?) -> String {
    scenario.map { "\(message) (the order of calls: lifediagram scenarios \($0))" } ?? message
  }
}

extension Auditor {
  /// The rule table of AUDIT.md, one row per rule in report order: its id, what it finds, where the finding is, and
  /// what `lifediagram migrate` does about it.
  package static var ruleTable: String {
    let rows = allRules.map { rule in
      "| `\(rule.id)` | \(rule.finds) | \(rule.place) | \(rule.correction ?? "—") |"
    }
    return (["| Rule | Finds | Where the finding is | What `migrate` does |", "| --- | --- | --- | --- |"] + rows)
      .joined(separator: "\n") + "\n"
  }

  /// Every rule's examples, for the tests: the rule's id, the example, and whether it should find something.
  package static var ruleExamples: [(rule: String, example: RuleExample, triggers: Bool)] {
    allRules.flatMap { rule in
      rule.triggeringExamples.map { (rule.id, $0, true) } + rule.nonTriggeringExamples.map { (rule.id, $0, false) }
    }
  }
}
