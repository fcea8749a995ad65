import ArgumentParser
import LifeDiagram
import LifeDiagramAuditReport
import LifeDiagramGraphviz
import LifeDiagramModel
import LifeDiagramOutput

/// The audit's source reader, `(files, disabled rules) -> result`: swift-syntax's, which only `lifediagram-audit`
/// links. It throws when a file is past one of the audit's bounds, the error's description naming the file and the
/// bound.
public typealias AuditReader = ([(path: String, bytes: [UInt8])], Set<String>) throws -> AuditResult

extension LifeDiagramCommand {
  /// `lifediagram audit`: parses and checks the audit's options (so a mistyped flag is answered at once, and
  /// `lifediagram help audit` lists them), then runs `lifediagram-audit`, which links the source reader, with
  /// the same arguments, git-style (``AuditProgram``).
  struct Audit: ParsableCommand {
    static let configuration = LifeDiagramCommand.auditConfiguration

    @OptionGroup var options: AuditOptions

    func run() throws {
      let arguments = Array(CommandLine.arguments.dropFirst())
      try AuditProgram.run(Array(arguments.drop { $0 != "audit" }.dropFirst()))
    }
  }

  /// Holds an app's own delegates and view controllers against the life cycles: methods UIKit never calls,
  /// deprecations, launches that lose a link, overrides without `super`, and whether the app adopts scenes. The
  /// same name and help in `lifediagram audit` and in `lifediagram-audit`.
  public static let auditConfiguration = CommandConfiguration(
    commandName: "audit",
    abstract: "Check an app's own delegates and view controllers against the life cycles.",
    discussion:
      "Reads Swift and Objective-C sources (.swift, .m, .mm, .h), Info.plist files and projects (project.pbxproj, "
      + "XcodeGen's project.yml, Tuist's Project.swift; parsed only: no compiler, no Xcode), and audits each app they name on its own; "
      + "folders are searched recursively, leaving out hidden folders, Pods, Carthage, DerivedData, SourcePackages "
      + "and node_modules. Rules: \(Catalog.auditRuleList). A comment '// lifediagram:disable RULE' after a finding's "
      + "code, or on the line above it, silences it. Exit 0 when nothing is found, 1 when something is.")
}

/// What `audit` takes, and the audit itself given a source reader: shared by `lifediagram audit`, which only
/// checks them, and `lifediagram-audit`, which runs them with swift-syntax's reader.
public struct AuditOptions: ParsableArguments, ConfigurableOptions, ConfiguredOptions {
  /// The formats the findings print in.
  enum Format: String, RawValueArgument {
    case text, json, sarif, markdown, github
  }

  @Argument(
    help: ArgumentHelp(
      "Swift or Objective-C files, property lists or folders (default: the config's audit.paths, else the working folder).",
      valueName: "path"),
    completion: .file())
  var paths: [String] = []

  @Option(
    help: ArgumentHelp(
      "The output format: text (path:line:col: warning: message [rule]), json, sarif, markdown, or github "
        + "(GitHub Actions workflow commands, one annotation a finding)."))
  var format: Format = .text

  @Option(
    name: .customLong("disable"), help: ArgumentHelp("A rule not to check; repeat it for more.", valueName: "rule"))
  var disabled: [String] = []

  @Option(
    help: ArgumentHelp(
      "Report only the findings this file does not hold (known by rule, file and method, not line), and list those it "
        + "holds that are fixed (default: the config's audit.baseline).",
      valueName: "file"),
    completion: .file(extensions: ["json"]))
  var baseline: String?

  @Option(
    help: ArgumentHelp(
      "Record today's findings in this file (JSON, to commit) and exit 0, so that --baseline reports only new ones.",
      valueName: "file"),
    completion: .file(extensions: ["json"]))
  var writeBaseline: String?

  @Flag(help: "With a baseline, also exit 1 when a finding it holds is fixed, so the file is kept down to date.")
  var strictBaseline = false

  @Option(
    help: ArgumentHelp(
      "With --format json, give each finding of this rule the steps behind it (\"explain\": for the launch path's rules, "
        + "the calls from launch to the code, or that launch never reaches it); repeat it for more.",
      valueName: "rule"))
  var explain: [String] = []

  @Flag(help: "Also draw the app's own life-cycle diagram as SVG (lifecycle-audit.svg).") var svg = false

  @Flag(help: "Also draw it as PNG (lifecycle-audit.png).") var png = false

  @Option(name: .shortAndLong, help: "The folder --svg and --png write into.", completion: .directory) var output = "."

  @OptionGroup var configFile: ConfigOptionGroup

  public init() {}

  static var configKeys: [ConfigKey<Self>] {
    [
      .strings(
        "audit.paths", of: .line, path: true,
        "The app's Swift files, property lists and folders (searched recursively), as audit's arguments name them.",
        into: \.paths),
      ConfigKey(
        "audit.disable", .list(.enumeration(Catalog.auditRules.map(\.id))), default: .array([]),
        "The rules not to check, as --disable names them."
      ) { options, config in options.disabled += config.strings("audit.disable") ?? [] },
      .string(
        "audit.baseline", path: true,
        "The findings accepted for now, as --baseline names the file ('lifediagram audit --write-baseline FILE' writes it).",
        into: \.baseline),
    ]
  }

  public func validate() throws {
    let known = Catalog.auditRules.map(\.id)
    for (option, rules) in [("--disable", disabled), ("--explain", explain)] {
      for rule in rules where !known.contains(rule) {
        throw ValidationError(
          "\(option): there is no rule '\(DisplayText.escaping(rule))'; the rules are \(known.joined(separator: ", "))")
      }
    }
    if svg || png { try Validation.folder(output, option: "-o") }
    if let writeBaseline { try Validation.file(writeBaseline, option: "--write-baseline") }
  }

  static var configuredGroups: [ConfiguredGroup<Self>] { [.own] }

  /// Reads the files with `reader` and prints the report; exit 1 (thrown) when something is found.
  public func run(reading reader: AuditReader) throws {
    let options = try configured()
    let paths = options.paths.isEmpty ? ["."] : options.paths
    let disabled = Set(options.disabled)
    let files = try AuditFiles.read(paths)
    let result: AuditResult
    do {
      result = try reader(files, disabled)
    } catch {
      throw CLIError(message: DisplayText.escaping("\(error)"), status: .dataError)
    }
    guard let baselinePath = options.baseline else {
      if strictBaseline {
        throw CLIError.usage(
          "--strict-baseline needs a baseline: give --baseline FILE, or audit.baseline in the config")
      }
      return try report(result, disabled: disabled, against: nil)
    }
    try report(result, disabled: disabled, against: try AuditBaselineReader.read(baselinePath).compare(result.findings))
  }

  /// Records the baseline when asked, draws the diagram when asked, prints the report, and ends with exit 1 when
  /// something new was found (or, with `--strict-baseline`, when the baseline holds a fixed finding).
  private func report(_ result: AuditResult, disabled: Set<String>, against comparison: AuditBaseline.Comparison?)
    throws
  {
    if let writeBaseline { try AuditBaselineReader.write(AuditBaseline(accepting: result.findings), to: writeBaseline) }
    var report = AuditReport(
      result, rules: Catalog.auditRules.filter { !disabled.contains($0.id) }, sources: Catalog.builtIn.sources,
      baseline: comparison)
    report.explaining = Set(explain)
    report.docs = AuditReport.publishedDocs(version: toolVersion)
    if svg || png { try drawDiagram(result) }
    let text =
      switch format {
      case .text: report.text
      case .json: report.json
      case .sarif: report.sarif(version: toolVersion, sourceRoot: Containment.realPath("."))
      case .markdown: report.markdown
      case .github: report.githubAnnotations
      }
    try Output.standardOutput(text)
    let fails = !report.reported.isEmpty || (strictBaseline && !(comparison?.fixed.isEmpty ?? true))
    if fails && writeBaseline == nil { throw ExitCode(ExitStatus.findings.rawValue) }
  }

  /// Draws, for each app held against a life cycle, the built-in diagram of the life cycle it follows, marked with
  /// what it implements: `lifecycle-audit.svg` for one app, `lifecycle-audit-NAME.svg` for each of several.
  private func drawDiagram(_ result: AuditResult) throws {
    let apps = result.heldApps
    var files: [FileRequest.File] = []
    for app in apps {
      guard let id = app.diagram, let lifecycle = Catalog.builtIn.lifecycle(id) else { continue }
      let title =
        apps.count == 1 && app.name == "app"
        ? "\(lifecycle.diagramTitle): what the app implements"
        : "\(lifecycle.diagramTitle): what \(app.name) implements"
      let graph = lifecycle.diagram(DiagramOptions(title: title, code: CodeMarks(app)))
      let stem = apps.count == 1 ? "lifecycle-audit" : "lifecycle-audit-\(Self.fileName(app.name))"
      let description = "The \(id.rawValue) life cycle with the delegate calls \(app.name) implements marked"
      for format in [OutputFormat.svg, .png] where format == .svg ? svg : png {
        files.append(
          FileRequest.File(folder: output, path: "\(stem).\(format.rawValue)") { engine, warnings in
            try engine.renderImage(
              graph.forImage(format, scale: 1), as: format, title: title, description: description, fallbackFonts: [],
              warnings: &warnings)
          })
      }
    }
    // On standard error: standard output is the report, which may be JSON or SARIF.
    try Frontend.write(
      FileRequest(command: "audit", folders: [output], files: files, report: .eachFileOnStandardError(in: output)))
  }

  /// An app's name as a file name: letters, digits, `-` and `_` kept, anything else `-`.
  static func fileName(_ name: String) -> String {
    String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
  }
}
