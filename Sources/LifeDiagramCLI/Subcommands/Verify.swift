import ArgumentParser
import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramModel
import LifeDiagramOutput

extension LifeDiagramCommand {
  /// Holds device logs of delegate calls against a life cycle: does each run fit the model, which scenarios does
  /// it show, and where did it leave the model.
  struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "verify",
      abstract: "Check that a log of delegate calls is a run the model allows, and what it covers.",
      discussion: "A line counts when it names one delegate call of the model, as Swift's #function "
        + "(sceneDidBecomeActive(_:)) or as an Objective-C selector (-[SceneDelegate sceneDidBecomeActive:]); other "
        + "lines are ignored. Exit 0 when every log fits, 1 when one does not.")

    /// The formats the answer prints in.
    enum Format: String, RawValueArgument {
      case text, json
    }

    @Argument(help: ArgumentHelp("Log files, or - for standard input.", valueName: "log"), completion: .file())
    var logs: [String]

    @Option(help: "The life cycle the logs are runs of: app, scene, viewcontroller, or one a model file adds.")
    var model: LifecycleID

    @Option(help: ArgumentHelp("The id of the state the log starts in (by default any state its calls can start from).", valueName: "state"))
    var from: String?

    @Option(help: "The output format.") var format: Format = .text

    @Flag(help: "Also report which transitions the logs exercised, and which never (with a scenario that would).")
    var coverage = false

    @Flag(help: "With --coverage, also draw the diagram with the transitions the logs took highlighted (MODEL-coverage.svg).")
    var svg = false

    @Option(name: .shortAndLong, help: "The folder --svg writes into.", completion: .directory) var output = "."

    func validate() throws {
      if svg && !coverage { throw ValidationError("--svg draws the coverage; give --coverage too") }
      try Validation.folder(output, option: "-o")
    }

    @OptionGroup var modelFiles: ModelFileOptionGroup

    @OptionGroup var configFile: ConfigOptionGroup

    func run() throws {
      var modelFiles = self.modelFiles
      if let config = try configFile.load() { _ = modelFiles.take(config, models: [model]) }
      let catalog = try modelFiles.catalog()
      let lifecycle = try catalog.requireLifecycle(model)
      let scenarios = catalog.scenarios(of: model)
      var starts: [Situation]?
      if let from {
        guard let state = lifecycle.state(StateID(rawValue: from)) else {
          let names = lifecycle.states.map { "'\($0.id.rawValue)'" }.joined(separator: ", ")
          throw CLIError.usage("the \(model.rawValue) model has no state '\(DisplayText.escaping(from))'; its states are \(names)")
        }
        starts = LogVerifier.defaultStarts(lifecycle, scenarios: scenarios).filter { $0.units.first?.state == state.id }
      }
      let verifier = LogVerifier(lifecycle, scenarios: scenarios, starts: starts)
      let methods = catalog.delegateMethods.filter { method in
        lifecycle.everyCall.contains { $0.receiver == method.receiver && $0.method == method.selector }
      }
      var reports: [VerifyReport] = []
      for log in logs {
        let text = String(decoding: try ModelFileReader.bytes(of: log, kind: .log), as: UTF8.self)
        let calls = CallLog(text, methods: methods)
        let name = ModelFileReader.displayName(of: log)
        guard !calls.entries.isEmpty else {
          throw CLIError(
            message: "no line of '\(DisplayText.escaping(name))' names a delegate call of the \(model.rawValue) model (such as "
              + "\(methods.first?.selector ?? "its methods")); log each with print(#function), or choose the model with --model",
            status: .findings)
        }
        let verdict = verifier.verify(calls, fromAnyCall: from == nil)
        let found: (matches: [String], quirks: [String], alike: [String: [String]]) =
          verdict.divergence == nil ? verifier.scenarios(in: calls, among: scenarios) : ([], [], [:])
        reports.append(
          VerifyReport(
            log: name, lifecycle: lifecycle, verdict: verdict, matches: found.matches, quirks: found.quirks,
            alike: found.alike))
      }
      let covered = coverage ? VerifyCoverage(lifecycle: lifecycle, reports: reports, scenarios: scenarios) : nil
      if svg, let covered { try drawCoverage(covered, logs: reports.count) }
      try Output.standardOutput(format == .json ? VerifyReport.json(reports, coverage: covered) : VerifyReport.text(reports, coverage: covered))
      if reports.contains(where: { $0.verdict.divergence != nil }) { throw ExitCode(ExitStatus.findings.rawValue) }
    }

    /// Writes `MODEL-coverage.svg` into the output folder.
    private func drawCoverage(_ coverage: VerifyCoverage, logs: Int) throws {
      let engine = try graphvizEngine()
      var warnings: [GraphvizWarning] = []
      let bytes: [UInt8]
      do {
        bytes = try engine.renderImage(
          coverage.diagram(logs: logs).forImage(.svg, scale: 1), as: .svg, title: "\(model.rawValue) coverage",
          description: "The \(model.rawValue) life cycle with the transitions the logs took highlighted", fallbackFonts: [],
          warnings: &warnings)
      } catch {
        throw CLIError.graphviz(error)
      }
      for warning in warnings { Output.warning("\(warning)") }
      let artifact = Artifact(path: "\(model.rawValue)-coverage.svg", bytes: bytes)
      // On standard error: standard output is the report, which may be JSON.
      for path in try write([artifact], into: output) { Output.located("wrote \(join(output, path))") }
    }
  }
}
