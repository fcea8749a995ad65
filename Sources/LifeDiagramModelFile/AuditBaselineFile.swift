import LifeDiagramModel
import LifeDiagramOutput

/// The baseline file `audit --write-baseline` writes and `--baseline` reads: JSON a team commits,
/// `{"version": 1, "findings": [{"rule", "file", "method"}]}`, sorted by file, rule and method, so its diff in a
/// pull request shows exactly the findings accepted or fixed.
extension AuditBaseline {
  /// The file's text.
  public var fileText: String {
    JSON.object([
      ("version", .int(1)),
      (
        "findings",
        .array(
          entries.map { entry in
            .object([("rule", .string(entry.rule)), ("file", .string(entry.file)), ("method", .string(entry.method))])
          })
      ),
    ]).text
  }

  /// Reads a baseline file as a model file is read (size, UTF-8, syntax, every key against
  /// ``ModelFileSchema/auditBaseline``).
  ///
  /// - Throws: ``InvalidModelFile`` with every problem, `file:line:col: path: message`.
  public static func load(fileName: String, bytes: [UInt8]) throws(InvalidModelFile) -> AuditBaseline {
    let document = try ModelFileDocument(fileName: fileName, bytes: bytes, format: .json, kind: .baseline)
    try document.checkShape(against: ModelFileSchema.auditBaseline)
    let file = try document.decoded(BaselineFile.self, from: bytes)
    return AuditBaseline(entries: file.findings.map { Entry(rule: $0.rule, file: $0.file, method: $0.method) })
  }

  /// The file as it is decoded.
  private struct BaselineFile: Decodable {
    struct Finding: Decodable {
      var rule: String
      var file: String
      var method: String?
    }
    var findings: [Finding]
  }
}

extension ModelFileSchema {
  /// The baseline file's shape.
  public static let auditBaseline = ObjectShape(
    name: "AuditBaseline",
    description: "The findings 'lifediagram audit --baseline' accepts, as '--write-baseline' writes them.",
    properties: [
      .required("version", .constant(1), "The format's version: 1."),
      .required("findings", .list(.object(baselineFinding)), "The accepted findings, by file, rule and method."),
    ])

  /// One accepted finding.
  static let baselineFinding = ObjectShape(
    name: "BaselineFinding",
    description: "A finding, known by its rule, its file and its method, not by its line.",
    properties: [
      .required(
        "rule", .enumeration(Catalog.auditRules.map(\.id)),
        "The rule's id, e.g. never-called: one of the audit's rules."),
      .required("file", .line, "The file, as audit names it (without a leading ./)."),
      .optional("method", .line, "The method, as a selector; left out (or null) for a finding about the whole app."),
    ])
}
