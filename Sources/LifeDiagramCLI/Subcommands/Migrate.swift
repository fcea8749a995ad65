import ArgumentParser
import LifeDiagram
import LifeDiagramAuditReport
import LifeDiagramGraphviz
import LifeDiagramModel
import LifeDiagramOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a migration planner gives back to the command: the apps it found, the files it would write, what is left
/// to a person, and its report in each format. `lifediagram-audit`'s planner (swift-syntax's) provides it.
public protocol MigrationOutcome {
  /// Every app found, asked for or not.
  var appNames: [String] { get }
  /// Every file the migration writes, with its bytes now (nil for a new file) and once migrated.
  var changes: [(path: String, before: [UInt8]?, after: [UInt8])] { get }
  /// Whether a person has something left to do.
  var hasManualSteps: Bool { get }
  /// The apps whose migrated files would not parse (the migration's own fault): nothing is written for them.
  var brokenApps: [String] { get }
  /// The report in a format (`text`, `markdown`, `json`, `diff`), saying whether the files were written.
  func report(_ format: MigrateOptions.Format, written: Bool) -> String
  /// The apps migrated, each with what the audit says of it before and after (drawn on its page).
  var migratedApps: [(name: String, before: AuditedApp?, after: AuditedApp?)] { get }
  /// An app's page (`-o`), its diagrams named as given.
  func page(_ app: String, before: String?, after: String?, written: Bool) -> String
}

/// The migration planner: `(files read, apps asked for, whether to audit the apps as they are too) -> outcome`.
/// It throws when a file is past one of the audit's bounds.
public typealias MigrationPlanner = ([(path: String, bytes: [UInt8])], Set<String>, Bool) throws -> any MigrationOutcome

extension LifeDiagramCommand {
  /// `lifediagram migrate`: checks its options, then runs `lifediagram-audit`, which links the source reader
  /// (``AuditProgram``), as `audit` does.
  struct Migrate: ParsableCommand {
    static let configuration = LifeDiagramCommand.migrateConfiguration

    @OptionGroup var options: MigrateOptions

    func run() throws {
      let arguments = Array(CommandLine.arguments.dropFirst())
      try AuditProgram.run(Array(arguments.drop { $0 != "migrate" }.dropFirst()), command: "migrate")
    }
  }

  /// The same name and help in `lifediagram migrate` and in `lifediagram-audit`'s migrate.
  public static let migrateConfiguration = CommandConfiguration(
    commandName: "migrate",
    abstract: "Move an app-based UIKit app to the scene life cycle, as the iOS 27 SDK requires.",
    discussion:
      "Finds the apps as audit does. For each iOS app that has not adopted scenes it plans the move: the scene "
      + "manifest in its Info.plist, a scene delegate beside its app delegate that makes the window and takes the "
      + "foreground, background, URL, user-activity and quick-action calls (at launch too), the new file in its "
      + "Xcode project, @UIApplicationMain as @main. Without --write it changes nothing and prints the plan; then it "
      + "audits the app as migrated and lists what is left to do by hand. Exit 0 when nothing is left to do, 1 when "
      + "manual steps remain.")
}

/// What `migrate` takes, and the migration itself given a planner: shared by `lifediagram migrate`, which only
/// checks them, and `lifediagram-audit`, which runs them with swift-syntax's planner.
public struct MigrateOptions: ParsableArguments, ConfiguredOptions {
  /// The formats the plan prints in.
  public enum Format: String, RawValueArgument {
    case text, markdown, json, diff
  }

  @Argument(
    help: ArgumentHelp(
      "The app's folders or files, as audit takes them (default: the config's audit.paths, else the working folder).",
      valueName: "path"),
    completion: .file())
  var paths: [String] = []

  @Option(help: ArgumentHelp("The output format: text, markdown, json, or diff (a patch git apply takes)."))
  var format: Format = .text

  @Option(
    name: .customLong("app"),
    help: ArgumentHelp("Migrate only this app (as audit names it); repeat it for more.", valueName: "name"))
  var apps: [String] = []

  @Flag(help: "Write the migration (all of an app's files or none); without it nothing changes.")
  var write = false

  @Flag(help: "With --write, also write files that have uncommitted changes in git.")
  var force = false

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "Also write each migrated app's page into this folder: <app>-migration.md, with its diagrams before and after, "
        + "what moved where, the steps left, and the device scenarios to check with verify.", valueName: "folder"),
    completion: .directory)
  var output: String?

  @OptionGroup var configFile: ConfigOptionGroup

  public init() {}

  public func validate() throws {
    if force && !write { throw ValidationError("--force: only --write writes; give --write too") }
    if let output { try Validation.folder(output, option: "-o") }
  }

  /// migrate reads the apps the audit reads: the config's `audit.paths`, when no path is given.
  static var configuredGroups: [ConfiguredGroup<Self>] {
    [
      ConfiguredGroup { options, config in
        guard options.paths.isEmpty else { return }
        var audit = AuditOptions()
        audit.apply(config)
        options.paths = audit.paths
      }
    ]
  }

  /// Reads the files, plans with `planner`, prints the plan, writes it when asked, and ends with exit 1 when steps
  /// are left to a person.
  public func run(planning planner: MigrationPlanner) throws {
    let paths = try configured().paths
    let files = try AuditFiles.read(paths.isEmpty ? ["."] : paths)
    let outcome: any MigrationOutcome
    do {
      outcome = try planner(files, Set(apps), output != nil)
    } catch {
      throw CLIError(message: DisplayText.escaping("\(error)"), status: .dataError)
    }
    for app in apps where !outcome.appNames.contains(app) {
      let known =
        outcome.appNames.isEmpty ? "none was found" : "the apps are " + outcome.appNames.joined(separator: ", ")
      throw CLIError.usage("--app: there is no app '\(DisplayText.escaping(app))'; \(known)")
    }
    let written = write && !outcome.changes.isEmpty
    if write { try apply(outcome) }
    if let output { try writePages(outcome, into: output, written: written) }
    try Output.standardOutput(outcome.report(format, written: written))
    if outcome.hasManualSteps { throw ExitCode(ExitStatus.findings.rawValue) }
  }

  /// Refuses a new file where something already is (a file the paths given did not include), and a file that
  /// changed since it was read: the plan was made against what was read.
  private func requireUnchanged(_ changes: [(path: String, before: [UInt8]?, after: [UInt8])]) throws {
    for change in changes {
      var info = stat()
      let exists =
        RawArguments.withCPath(change.path, { WorkingFolder.current.status($0, &info, followingLinks: false) }) == 0
      let shown = DisplayText.escaping(change.path)
      if change.before == nil, exists {
        throw CLIError(
          message:
            "migrate would write '\(shown)', which is already there and was not read; give its folder so migrate reads it, or move it away",
          status: .cannotCreate)
      }
      if let before = change.before, (try? ModelFileReader.bytes(of: change.path, kind: .source)) != before {
        throw CLIError(
          message: "'\(shown)' changed while migrate read the app; nothing was written: run it again",
          status: .cannotCreate)
      }
    }
  }

  /// Writes each migrated app's page and its two diagrams into `folder` (announced on standard error: standard
  /// output is the report).
  private func writePages(_ outcome: any MigrationOutcome, into folder: String, written: Bool) throws {
    var files: [FileRequest.File] = []
    for app in outcome.migratedApps {
      let stem = AuditOptions.fileName(app.name)
      var images: [String: String] = [:]
      for (side, audited, id) in [("before", app.before, LifecycleID.app), ("after", app.after, LifecycleID.scene)] {
        guard let audited,
          let lifecycle = Catalog.builtIn.lifecycle(audited.lifecycle == nil ? id : audited.diagram ?? id)
        else { continue }
        let title = "\(lifecycle.diagramTitle): what \(app.name) implements, \(side) the migration"
        let graph = lifecycle.diagram(DiagramOptions(title: title, code: CodeMarks(audited)))
        let name = "\(stem)-\(side).svg"
        images[side] = name
        files.append(
          FileRequest.File(folder: folder, path: name) { engine, warnings in
            try engine.renderImage(
              graph.forImage(.svg, scale: 1), as: .svg, title: title, description: title, fallbackFonts: [],
              warnings: &warnings)
          })
      }
      let page = Array(outcome.page(app.name, before: images["before"], after: images["after"], written: written).utf8)
      files.append(FileRequest.File(folder: folder, path: "\(stem)-migration.md") { _, _ in page })
    }
    try Frontend.write(
      FileRequest(command: "migrate", folders: [folder], files: files, report: .eachFileOnStandardError(in: folder)))
  }

  /// Writes every file of the plan, all or nothing, after making sure none holds uncommitted work.
  private func apply(_ outcome: any MigrationOutcome) throws {
    if let broken = outcome.brokenApps.first {
      throw CLIError(
        message:
          "migrate would write a file of '\(DisplayText.escaping(broken))' that does not parse; nothing was written (a fault of migrate's: please report it)",
        status: .software)
    }
    let changes = outcome.changes
    try requireUnchanged(changes)
    if !force {
      let dirty = changes.filter { $0.before != nil && GitStatus.hasUncommittedChanges($0.path) }.map(\.path)
      if !dirty.isEmpty {
        throw CLIError(
          message: "migrate would write \(dirty.map { DisplayText.escaping($0) }.joined(separator: ", ")), which "
            + "\(dirty.count == 1 ? "has" : "have") uncommitted changes; commit or stash them, or give --force",
          status: .cannotCreate)
      }
    }
    try MigrationWriter.write(changes.map { ($0.path, $0.after) })
  }
}
