import LifeDiagram
import LifeDiagramModel
import LifeDiagramOutput

/// `lifediagram audit`'s answer in the formats it prints: text for terminals and problem matchers, JSON,
/// SARIF for code scanning, and Markdown for a pull request or a CI job summary.
public struct AuditReport: Sendable {
  /// What the audit found.
  public var result: AuditResult
  /// The rules it checked (the catalog's, less those disabled), in the catalog's order.
  public var rules: [AuditRule]
  /// The sources the rules cite, for their titles and addresses.
  public var sources: [Source]
  /// How the findings stand against the team's baseline (`--baseline`), or nil when none was given.
  public var baseline: AuditBaseline.Comparison?
  /// The rules whose findings the JSON explains (`--explain RULE`): the steps behind each finding.
  public var explaining: Set<String> = []
  /// Where the docs pages of the built-in models are published (``publishedDocs(version:)``), for the link of
  /// each finding that names a scenario; nil for no links.
  public var docs: String?

  /// Creates a report; with a `baseline`, it reports only the findings the baseline does not hold.
  public init(_ result: AuditResult, rules: [AuditRule], sources: [Source], baseline: AuditBaseline.Comparison? = nil) {
    self.result = result
    self.rules = rules
    self.sources = sources
    self.baseline = baseline
  }

  /// The findings reported: the new ones against a baseline, else all of them.
  public var reported: [AuditFinding] { baseline?.new ?? result.findings }

  /// The docs of the built-in models as committed at the tag of `version`: the pages `lifediagram docs` writes,
  /// which a team's own repository need not hold.
  public static func publishedDocs(version: String) -> String {
    "https://github.com/lifediagram/lifediagram/blob/v\(version)/Docs"
  }

  /// The docs page of the scenario that shows the order of calls behind a finding
  /// (`…/Docs/scenarios/quick-action-cold.md`), or nil.
  public func docsPage(of finding: AuditFinding) -> String? {
    guard let docs, let scenario = finding.scenario else { return nil }
    return "\(docs)/scenarios/\(scenario).md"
  }

  /// One line that sums the run up: the files read, the apps and their life cycles, the files no app claims, and
  /// what was found (against the baseline, how many it holds and how many of those are fixed).
  public var summary: String {
    let files = "\(result.filesRead) file\(result.filesRead == 1 ? "" : "s") read"
    var found = Self.count(reported.count, baseline == nil ? "finding" : "new finding", none: "no findings")
    if let baseline {
      found += ", \(baseline.unchanged.count) in the baseline, \(baseline.fixed.count) fixed since it was written"
    }
    let unclaimed =
      result.unclaimed.isEmpty
      ? ""
      : "; \(Self.count(result.unclaimed.count, "source", none: "")) no app claims (checked for missing-super only)"
    return "\(files); \(appsPhrase)\(unclaimed); \(found)"
  }

  /// `the app is scene-based (UISceneDelegate)`, or each app with its life cycle.
  var appsPhrase: String {
    if result.apps.count == 1, let app = result.apps.first {
      return app.name == "app"
        ? "the app is \(app.lifecycleDescription)" : "the app '\(app.name)' is \(app.lifecycleDescription)"
    }
    if result.apps.isEmpty { return "no iOS app found" }
    return "\(result.apps.count) apps: "
      + result.apps.map { "'\($0.name)' is \($0.lifecycleDescription)" }.joined(separator: ", ")
  }

  private static func count(_ count: Int, _ noun: String, none: String) -> String {
    count == 0 ? none : "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// One line a finding, `path:line:col: warning: message [rule]`, as Xcode, VS Code and GitHub's problem
  /// matchers read it, and after a finding that names a scenario a `note:` with its docs page; a terminal's
  /// control characters in a path are shown, not sent.
  /// Then a line for each finding of the baseline that is fixed, a `note:` for each fact that placed an app in
  /// its life cycle (when a project or an Info.plist named the app), and the ``summary``.
  public var text: String {
    let findings = reported.map { finding in
      DisplayText.escaping("\(finding.location): warning: \(finding.message) [\(finding.rule)]") + "\n"
        + (docsPage(of: finding).map {
          DisplayText.escaping("\(finding.location): note: the order of calls, step by step: \($0)") + "\n"
        } ?? "")
    }
    let fixed = (baseline?.fixed ?? []).map { entry in
      DisplayText.escaping("\(entry.file): note: fixed since the baseline: \(Self.describe(entry)) [\(entry.rule)]")
        + "\n"
    }
    let evidence = result.apps.filter { $0.declaration != nil }.flatMap { app in
      ([app.declaration].compactMap { $0 } + app.evidence).compactMap { fact in
        fact.location.map { DisplayText.escaping("\($0): note: '\(app.name)': \(fact.fact)") + "\n" }
      }
    }
    let others = result.otherTargets.map { target in
      DisplayText.escaping(
        "\(target.declaration.location.map(\.description) ?? ""): note: '\(target.name)': \(target.treatment)") + "\n"
    }
    return (findings + fixed + evidence + others).joined() + DisplayText.escaping(summary) + "\n"
  }

  /// A baseline entry in words: its method, or the app.
  static func describe(_ entry: AuditBaseline.Entry) -> String {
    entry.method.map { "'\($0)'" } ?? "the app as a whole"
  }

  /// `{"lifecycle", "findings": [{"rule", "file", "line", "column", "method", "message", "sources", "app", "scenario",
  /// "docs"}],
  /// each finding of a rule ``explaining`` names also with `"explain": [step]`,
  /// "apps": [{"name", "platform", "lifecycle", "evidence": [{"fact", "file", "line", "column"}], "findings"}],
  /// "unclaimed": [path]}`; each source is `{"id", "title", "url"}`. `lifecycle` is the one app's, or null when
  /// there are several; `findings` holds every app's, each naming its app (null for a file no app claims), and each
  /// app's `findings` its own. Against a baseline, the findings are the new ones, and `baseline` says how many it
  /// holds and which are fixed: `{"unchanged", "fixed": [{"rule", "file", "method"}]}`.
  public var json: String {
    let reported = Set(self.reported)
    let members: [JSON.Member?] = [
      ("lifecycle", .string(result.lifecycle?.rawValue)),
      ("findings", .array(self.reported.map(findingJSON))),
      (
        "apps",
        .array(
          result.apps.map { app in
            .object([
              ("name", .string(app.name)), ("platform", .string(app.platform)),
              ("lifecycle", .string(app.lifecycle?.rawValue)),
              (
                "evidence",
                .array(
                  ([app.declaration].compactMap { $0 } + app.evidence).map { fact in
                    .object([
                      ("fact", .string(fact.fact)), ("file", .string(fact.location?.file)),
                      ("line", fact.location.map { .int($0.line) } ?? .null),
                      ("column", fact.location.map { .int($0.column) } ?? .null),
                    ])
                  })
              ),
              ("findings", .array(app.findings.filter(reported.contains).map(findingJSON))),
            ])
          })
      ),
      ("unclaimed", .array(result.unclaimed.map { .string($0) })),
      ("otherTargets", .array(result.otherTargets.map(Self.targetJSON))),
      baseline.map { baseline in
        (
          "baseline",
          .object([
            ("unchanged", .int(baseline.unchanged.count)),
            (
              "fixed",
              .array(
                baseline.fixed.map { entry in
                  .object([
                    ("rule", .string(entry.rule)), ("file", .string(entry.file)), ("method", .string(entry.method)),
                  ])
                })
            ),
          ])
        )
      },
    ]
    return JSON.object(members.compactMap { $0 }).text
  }

  /// `{"name", "kind", "file", "line", "sources", "treatment"}`.
  static func targetJSON(_ target: AuditedTarget) -> JSON {
    .object([
      ("name", .string(target.name)), ("kind", .string(target.kind)),
      ("file", .string(target.declaration.location?.file)),
      ("line", .int(target.declaration.location?.line)), ("sources", .int(target.sources)),
      ("treatment", .string(target.treatment)),
    ])
  }

  private func findingJSON(_ finding: AuditFinding) -> JSON {
    .object(
      [
        ("rule", .string(finding.rule)), ("file", .string(finding.location.file)),
        ("line", .int(finding.location.line)),
        ("column", .int(finding.location.column)), ("method", .string(finding.method)),
        ("message", .string(finding.message)),
        ("sources", .array(finding.sources.map(sourceJSON))), ("app", .string(finding.app)),
        ("scenario", .string(finding.scenario)), ("docs", .string(docsPage(of: finding))),
      ] + (explaining.contains(finding.rule) ? [("explain", .array(finding.explanation.map { .string($0) }))] : []))
  }

  private func sourceJSON(_ id: SourceID) -> JSON {
    let source = sources.first { $0.id == id }
    return .object([("id", .string(id.rawValue)), ("title", .string(source?.title)), ("url", .string(source?.url))])
  }

  /// SARIF 2.1.0, for GitHub's code scanning: every rule with its help text and Apple's page, every finding a
  /// result at its line and column. Against a baseline, each result says its `baselineState`: `new`, `unchanged`
  /// (the baseline holds it), or `absent` (a finding of the baseline that is fixed, at its file).
  ///
  /// A file named by a relative path is a URI relative to `%SRCROOT%`, which `sourceRoot` (the working folder,
  /// absolute) gives as a `file:` URI in `originalUriBaseIds`, as code scanning reads them; one named by an
  /// absolute path is a `file:` URI of its own.
  public func sarif(version: String, sourceRoot: String? = nil) -> String {
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    let driver = JSON.object([
      ("name", .string("lifediagram")), ("version", .string(version)),
      ("informationUri", .string("https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle")),
      ("rules", .array(rules.map(sarifRule))),
    ])
    func result(_ finding: AuditFinding, state: String?) -> JSON {
      let members: [JSON.Member?] = [
        ("ruleId", .string(finding.rule)), ("ruleIndex", .int(ruleIndex[finding.rule] ?? 0)),
        ("level", .string("warning")),
        (
          "message",
          .object(
            [("text", .string(finding.message))]
              + (docsPage(of: finding).flatMap(Markdown.linkTarget).map {
                [("markdown", .string(Markdown.text(finding.message) + " ([the order of calls, step by step](\($0)))"))]
              } ?? []))
        ),
        (
          "locations",
          .array([
            .object([
              (
                "physicalLocation",
                .object([
                  ("artifactLocation", Self.artifactLocation(finding.location.file)),
                  (
                    "region",
                    .object([
                      ("startLine", .int(finding.location.line)), ("startColumn", .int(finding.location.column)),
                    ])
                  ),
                ])
              )
            ])
          ])
        ),
        state.map { ("baselineState", .string($0)) },
        properties(of: finding),
      ]
      return .object(members.compactMap { $0 })
    }
    func properties(of finding: AuditFinding) -> JSON.Member? {
      let members: [JSON.Member] = [
        finding.app.map { ("app", .string($0)) }, finding.scenario.map { ("scenario", .string($0)) },
        docsPage(of: finding).map { ("docs", .string($0)) },
      ].compactMap { $0 }
      return members.isEmpty ? nil : ("properties", .object(members))
    }
    func absent(_ entry: AuditBaseline.Entry) -> JSON {
      .object([
        ("ruleId", .string(entry.rule)), ("ruleIndex", .int(ruleIndex[entry.rule] ?? 0)), ("level", .string("note")),
        ("message", .object([("text", .string("Fixed since the baseline: \(Self.describe(entry))."))])),
        (
          "locations",
          .array([
            .object([
              ("physicalLocation", .object([("artifactLocation", Self.artifactLocation(entry.file))]))
            ])
          ])
        ),
        ("baselineState", .string("absent")),
      ])
    }
    let results =
      if let baseline {
        baseline.new.map { result($0, state: "new") } + baseline.unchanged.map { result($0, state: "unchanged") }
          + baseline.fixed.map(absent)
      } else {
        self.result.findings.map { result($0, state: nil) }
      }
    let bases: JSON.Member? = sourceRoot.map { root in
      (
        "originalUriBaseIds",
        .object([(Self.sourceRootID, .object([("uri", .string(Self.fileURI(root, folder: true)))]))])
      )
    }
    let apps = JSON.array(
      self.result.apps.map { app in
        .object([
          ("name", .string(app.name)), ("platform", .string(app.platform)),
          ("lifecycle", .string(app.lifecycle?.rawValue)),
        ])
      })
    let run: [JSON.Member?] = [
      ("tool", .object([("driver", driver)])), bases, ("results", .array(results)),
      (
        "properties",
        .object([("apps", apps), ("otherTargets", .array(self.result.otherTargets.map(Self.targetJSON)))])
      ),
    ]
    return JSON.object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")), ("version", .string("2.1.0")),
      ("runs", .array([.object(run.compactMap { $0 })])),
    ]).text
  }

  /// The base id of relative URIs: the folder the audit ran in.
  static let sourceRootID = "%SRCROOT%"

  /// A file's SARIF `artifactLocation`: relative to ``sourceRootID``, or, for an absolute path, a `file:` URI.
  static func artifactLocation(_ path: String) -> JSON {
    path.hasPrefix("/")
      ? .object([("uri", .string(fileURI(path, folder: false)))])
      : .object([("uri", .string(uri(path))), ("uriBaseId", .string(sourceRootID))])
  }

  /// `file://` and the absolute path, percent-encoded as ``uri(_:)`` does; a folder's ends in `/`.
  static func fileURI(_ path: String, folder: Bool) -> String {
    let encoded = "file://" + uri(path)
    return folder && !encoded.hasSuffix("/") ? encoded + "/" : encoded
  }

  private func sarifRule(_ rule: AuditRule) -> JSON {
    let cited = rule.sources.compactMap { id in sources.first { $0.id == id } }
    let citations = cited.map { source in
      "- \(source.id): "
        + (source.url.flatMap(Markdown.linkTarget).map { "[\(Markdown.text(source.title))](\($0))" }
          ?? Markdown.text(source.title))
    }
    let markdown = rule.help + (citations.isEmpty ? "" : "\n\nSources:\n" + citations.joined(separator: "\n"))
    let members: [JSON.Member?] = [
      ("id", .string(rule.id)), ("name", .string(rule.id)),
      ("shortDescription", .object([("text", .string(rule.title))])),
      ("fullDescription", .object([("text", .string(rule.help))])),
      rule.helpURL.map { ("helpUri", .string($0)) },
      ("help", .object([("text", .string(rule.help)), ("markdown", .string(markdown))])),
      ("defaultConfiguration", .object([("level", .string("warning"))])),
    ]
    return .object(members.compactMap { $0 })
  }

  /// A path as a SARIF relative URI, an RFC 3986 relative reference: `./` dropped, and every byte but the
  /// unreserved characters and `/` percent-encoded, so no name (`[`, `|`, a quote, a line break, a `:` that would
  /// read as a scheme, as in `javascript:x.swift`) makes it invalid or absolute.
  static func uri(_ path: String) -> String {
    var path = Substring(path)
    while path.hasPrefix("./") { path = path.dropFirst(2) }
    let hex = Array("0123456789ABCDEF")
    var uri = ""
    for byte in path.utf8 {
      if isUnreserved(byte) || byte == UInt8(ascii: "/") {
        uri.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        uri += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
      }
    }
    return uri
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: ".")
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
  }

  /// GitHub Actions workflow commands, one `::warning file=…,line=…,col=…,title=…::message` a finding, so a
  /// workflow shows each finding on its line of the pull request. Control characters (ESC, the C1 controls) are
  /// written as escapes first, as in every other format, so none reaches the log a terminal or browser shows; then
  /// every property is escaped as GitHub asks (`%` `%25`, CR `%0D`, LF `%0A`, `:` `%3A`, `,` `%2C`; the message
  /// `%`, CR and LF), so no file name or message ends the command early or forges another.
  public var githubAnnotations: String {
    reported.map { finding in
      let properties = [
        ("file", finding.location.file), ("line", "\(finding.location.line)"), ("col", "\(finding.location.column)"),
        ("title", "lifediagram \(finding.rule)"),
      ]
      let escaped = properties.map { "\($0)=\(Self.escapeProperty(Self.escapeControls($1)))" }.joined(separator: ",")
      let page = docsPage(of: finding).map { " The order of calls, step by step: \($0)" } ?? ""
      return "::warning \(escaped)::\(Self.escapeData(Self.escapeControls(finding.message + page)))\n"
    }.joined()
      + result.otherTargets.map { target in
        let place =
          target.declaration.location.map {
            "file=\(Self.escapeProperty(Self.escapeControls($0.file))),line=\($0.line),"
          } ?? ""
        return
          "::notice \(place)title=lifediagram::\(Self.escapeData(Self.escapeControls("'\(target.name)': \(target.treatment)")))\n"
      }.joined()
  }

  /// Every control character but CR and LF (which the workflow escaping writes as `%0D` and `%0A`) as an escape,
  /// `\u{1B}`: ESC, DEL and the C1 controls (`\u{9B}`, the 8-bit CSI) never reach the log.
  static func escapeControls(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isEscapedControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isEscapedControl(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isEscapedControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\n" && scalar != "\r") || (0x7F...0x9F).contains(scalar.value)
      || scalar.value == 0x2028 || scalar.value == 0x2029
  }

  /// A workflow command's message, escaped as GitHub's toolkit does.
  static func escapeData(_ text: String) -> String {
    text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
  }

  /// A workflow command's property value, escaped as GitHub's toolkit does.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }

  /// What named an app and placed it in its life cycle, each fact in Markdown with where it is.
  private static func facts(_ app: AuditedApp) -> [String] {
    ([app.declaration].compactMap { $0 } + app.evidence).map { fact in
      Markdown.text(fact.fact) + (fact.location.map { " (" + Markdown.code("\($0.file):\($0.line)") + ")" } ?? "")
    }
  }

  /// The apps found, each with its platform, its life cycle, the facts behind it, and its number of findings.
  private var appsTable: String {
    let reported = Set(self.reported)
    let words: [LifecycleID?: String] = [.scene: "scene-based", .app: "app-based", nil: "skipped"]
    return MarkdownTable(
      headers: ["App", "Platform", "Life cycle", "Why", "Findings"],
      rows: result.apps.map { app in
        let why = Self.facts(app)
        return [
          Markdown.text(app.name), app.platform, words[app.lifecycle] ?? "", why.joined(separator: "; "),
          "\(app.findings.filter(reported.contains).count)",
        ]
      }
    ).markdown.dropLast().description
  }

  /// A report for a pull-request comment or a CI job summary: the life cycle, a table of findings, and each
  /// rule that found something with its help and the sources its findings cite.
  public var markdown: String {
    var lines = ["## lifediagram audit", ""]
    let findings = reported
    let count = findings.count
    let noun = baseline == nil ? "finding" : "new finding"
    let read =
      "\(result.filesRead) file\(result.filesRead == 1 ? "" : "s") read; "
      + (count == 0 ? "nothing \(baseline == nil ? "" : "new ")found." : "\(count) \(noun)\(count == 1 ? "" : "s").")
    if result.apps.count == 1, let app = result.apps.first, let lifecycle = app.lifecycle {
      let words = lifecycle == .scene ? "scene-based (`UISceneDelegate`)" : "app-based (`UIApplicationDelegate`)"
      let name = app.declaration == nil ? "The app" : "The app \(Markdown.text(app.name))"
      lines.append("\(name) follows the \(words) life cycle. " + read)
      if app.declaration != nil {
        lines.append("")
        lines += Self.facts(app).map { "- \($0)" }
      }
    } else {
      lines.append(read)
      lines += ["", appsTable]
    }
    if !result.unclaimed.isEmpty {
      lines += [
        "",
        "\(result.unclaimed.count) source\(result.unclaimed.count == 1 ? "" : "s") no app claims (an extension, a target no app links) checked for `missing-super` only.",
      ]
    }
    if !result.otherTargets.isEmpty {
      lines += [""] + result.otherTargets.map { "- \(Markdown.text("'\($0.name)': \($0.treatment)"))" }
    }
    if let baseline {
      lines.append("")
      lines.append(
        "The baseline holds \(baseline.unchanged.count) of today's findings; \(baseline.fixed.count) of its findings are fixed."
      )
      for entry in baseline.fixed {
        lines.append(
          "- Fixed: \(Markdown.code(entry.rule)) in \(Markdown.code(entry.file)), \(Markdown.text(Self.describe(entry)))"
        )
      }
    }
    guard count > 0 else { return lines.joined(separator: "\n") + "\n" }
    let severalApps = result.apps.count > 1
    let table = MarkdownTable(
      headers: (severalApps ? ["App"] : []) + ["Where", "Rule", "Finding"],
      rows: findings.map { finding in
        (severalApps ? [finding.app.map(Markdown.text) ?? "(no app)"] : [])
          + [
            Markdown.code(finding.location.description), "`\(finding.rule)`",
            Markdown.text(finding.message)
              + (docsPage(of: finding).flatMap(Markdown.linkTarget).map { " ([the order of calls](\($0)))" } ?? ""),
          ]
      })
    lines += ["", table.markdown.dropLast().description]
    let found = Set(findings.map(\.rule))
    for rule in rules where found.contains(rule.id) {
      lines += ["", "### `\(rule.id)`: \(Markdown.text(rule.title))", "", rule.help]
      var ids: [SourceID] = []
      for finding in findings where finding.rule == rule.id {
        for id in finding.sources where !ids.contains(id) { ids.append(id) }
      }
      let cited = ids.compactMap { id in sources.first { $0.id == id } }
      if !cited.isEmpty {
        lines.append("")
        lines.append(
          "Sources: "
            + cited.map { s in s.url.flatMap(Markdown.linkTarget).map { "[\(s.id)](\($0))" } ?? s.id.rawValue }.joined(
              separator: ", ") + ".")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
