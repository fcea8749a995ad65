import ArgumentParser
import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramModel
import LifeDiagramModelFile
import LifeDiagramOutput
import LifeDiagramVerification

extension LifeDiagramCommand {
  /// Holds device logs of delegate calls against a life cycle: does each run fit the model, which scenarios does
  /// it show, and where did it leave the model.
  struct Verify: ParsableCommand, ConfigurableOptions, ConfiguredOptions {
    static let configuration = CommandConfiguration(
      commandName: "verify",
      abstract: "Check that a log of delegate calls is a run the model allows, and what it covers.",
      discussion: "A line counts when it names one delegate call, as Swift's #function (sceneDidBecomeActive(_:)) or "
        + "as an Objective-C selector (-[SceneDelegate sceneDidBecomeActive:]), in any text capture or log show's "
        + "--style ndjson or json; other lines are ignored. The log is held to the methods it names (and --logged): the "
        + "calls of the others are hidden. A line naming its scene (scene=ID, persistentIdentifier: ID, <UIWindowScene: "
        + "0x...>) is that scene's call, and a SwiftUI line naming its view (view=ID) that view's; a line naming the "
        + "call's receiver (App.onChange(of:scenePhase)) or the phase it reports (phase=active) is held to it. Exit 0 "
        + "when every log fits, 1 when one does not.")

    /// The formats the answer prints in.
    enum Format: String, RawValueArgument {
      case text, json
    }

    @Argument(help: ArgumentHelp("Log files, or - for standard input.", valueName: "log"), completion: .file())
    var logs: [String]

    @Option(
      help: ArgumentHelp(
        "A life cycle the logs are runs of: app, scene, viewcontroller, swiftui, or one a model file adds; repeat it "
          + "to hold each log to several, each to its own calls (by default the fewest that make every call of the log: "
          + "the one that makes most of them, then another for the calls it does not make)."))
    var model: [LifecycleID] = []

    @Option(
      help: ArgumentHelp(
        "The delegate methods the app logs, comma-separated, in Swift's form (sceneDidBecomeActive(_:)): each is "
          + "required wherever the model makes it, even where a log never shows it (by default, the methods the log names).",
        valueName: "method,..."),
      transform: { $0.split(separator: ",").map { String($0.filter { !$0.isWhitespace }) }.filter { !$0.isEmpty } })
    var logged: [String]?

    @Option(
      help: ArgumentHelp(
        "The id of the state the log starts in (by default any state its calls can start from).", valueName: "state"))
    var from: String?

    @Option(help: "The output format.") var format: Format = .text

    @Flag(help: "Also report which transitions the logs exercised, and which never (with a scenario that would).")
    var coverage = false

    @Flag(
      help:
        "With --coverage, also draw the diagram with the transitions the logs took highlighted (MODEL-coverage.svg).")
    var svg = false

    @Option(name: .shortAndLong, help: "The folder --svg writes into.", completion: .directory) var output = "."

    /// The config that gave ``logged``, when no `--logged` did: a method it names that no model makes is the
    /// config's problem, at its line and column.
    var loggedConfig: ConfigOrigin?

    static var configKeys: [ConfigKey<Self>] {
      [
        ConfigKey(
          "verify.logged", .list(.line), default: .array([]),
          "The delegate methods the app logs, in Swift's form (sceneDidBecomeActive(_:)), as --logged names them: each is "
            + "required wherever the model makes it; a method neither here nor in the log is not required."
        ) { command, config in
          guard command.logged == nil, let logged = config.strings("verify.logged") else { return }
          command.logged = logged
          command.loggedConfig = ConfigOrigin(config)
        }
      ]
    }

    func validate() throws {
      if svg && !coverage { throw ValidationError("--svg draws the coverage; give --coverage too") }
      if from != nil && model.isEmpty { throw ValidationError("--from names a state of one model; give --model too") }
      if from != nil && model.count > 1 {
        throw ValidationError("--from names a state of one model; give only one --model with it")
      }
      try Validation.folder(output, option: "-o")
    }

    @OptionGroup var modelFiles: ModelFileOptionGroup

    @OptionGroup var configFile: ConfigOptionGroup

    static var configuredGroups: [ConfiguredGroup<Self>] { [.own, .group(\.modelFiles)] }

    func run() throws {
      let command = try configured()
      var modelFiles = command.modelFiles
      let models = modelFiles.models(model)
      let logged = command.logged
      let catalog = try modelFiles.catalog()
      let candidates = try models.map { id throws(CLIError) in try modelFiles.require(id, in: catalog) }
      let refused = { (refusal: VerifyRefusal) in CLIError(refusal, loggedConfig: command.loggedConfig?.config) }
      let checker = try refusing(refused) { () throws(VerifyRefusal) in
        try LogChecker(
          catalog: catalog, candidates: candidates, from: from, logged: logged ?? [], pointLimit: Self.testPointLimit())
      }
      var reports: [LogReport] = []
      for log in logs {
        let text = String(decoding: try ModelFileReader.bytes(of: log, kind: .log), as: UTF8.self)
        reports.append(
          try refusing(refused) { () throws(VerifyRefusal) in
            try checker.check(text, name: ModelFileReader.displayName(of: log))
          })
      }
      let covered =
        try coverage ? refusing(refused) { () throws(VerifyRefusal) in try checker.coverage(of: reports) } : nil
      if svg, let covered { try drawCoverage(covered, logs: reports.count) }
      try Output.standardOutput(
        format == .json ? VerifyReport.json(reports, coverage: covered) : VerifyReport.text(reports, coverage: covered))
      if reports.contains(where: { !$0.consistent }) { throw ExitCode(ExitStatus.findings.rawValue) }
    }

    /// A test hook, in debug builds only: `LIFEDIAGRAM_TEST_VERIFY_POINTS=N` lowers the search's bound, so a test
    /// meets it in a fraction of the seconds the real one takes.
    private static func testPointLimit() -> Int? {
      #if DEBUG
        Console.current.environment("LIFEDIAGRAM_TEST_VERIFY_POINTS").flatMap { Int($0) }
      #else
        nil
      #endif
    }

    /// Writes `MODEL-coverage.svg` into the output folder.
    private func drawCoverage(_ coverage: VerifyCoverage, logs: Int) throws {
      let id = coverage.lifecycle.id.rawValue
      let file = FileRequest.File(folder: output, path: "\(id)-coverage.svg") { engine, warnings in
        try engine.renderImage(
          coverage.diagram(logs: logs).forImage(.svg, scale: 1), as: .svg, title: "\(id) coverage",
          description: "The \(id) life cycle with the transitions the logs took highlighted", fallbackFonts: [],
          warnings: &warnings)
      }
      // On standard error: standard output is the report, which may be JSON.
      try Frontend.write(
        FileRequest(command: "verify", folders: [output], files: [file], report: .eachFileOnStandardError(in: output)))
    }
  }
}

/// `body`'s value, or its refusal as the command's error.
private func refusing<T>(_ asError: (VerifyRefusal) -> CLIError, _ body: () throws(VerifyRefusal) -> T)
  throws(CLIError) -> T
{
  do { return try body() } catch { throw asError(error) }
}

extension CLIError {
  /// The command's error for a refusal: a logged method no model makes is `--logged`'s usage error, or the config's
  /// problem at its line and column when the config named it; a log with no call of the model is exit 1, one the
  /// search cannot follow exit 65.
  init(_ refusal: VerifyRefusal, loggedConfig: ProjectConfig?) {
    switch refusal.kind {
    case .usage: self = .usage(refusal.message)
    case .unknownLogged(let index):
      if let loggedConfig {
        self = .invalidModelFile(
          loggedConfig.problem(at: "verify.logged", index: index, refusal.message),
          described: "lifediagram schema --config")
      } else {
        self = .usage("--logged: " + refusal.message)
      }
    case .noCalls: self = CLIError(message: refusal.message, status: .findings)
    case .exhausted: self = CLIError(message: refusal.message, status: .dataError)
    }
  }
}
