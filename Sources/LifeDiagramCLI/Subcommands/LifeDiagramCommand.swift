import ArgumentParser
import LifeDiagram
import LifeDiagramModelFile
import LifeDiagramOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `lifediagram` command: renders the iOS life-cycle diagrams and prints the model.
public struct LifeDiagramCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "lifediagram",
    abstract: "Draw the iOS app and scene life cycles and tabulate their delegate calls.",
    discussion: """
      Dashed edges are system-automatic transitions, solid edges are event-driven ones. With no subcommand, \
      lifediagram runs render: every life cycle's diagram (app, scene, view controller) into Diagrams/ (SVG unless \
      formats are given), with render's options ('lifediagram help render' lists them), e.g. lifediagram --svg --png.
      """,
    subcommands: [
      Render.self, Model.self, Scenarios.self, Docs.self, Check.self, HTML.self, Verify.self, Audit.self, Migrate.self,
      Schema.self, Translations.self,
    ],
    defaultSubcommand: Render.self
  )

  public init() {}

  /// Runs the tool with `arguments` and returns its exit code; errors are printed as one line on the console's
  /// standard error. ArgumentParser parses every command line, `lifediagram OPTIONS` included (render is the
  /// default subcommand), and writes the help and the completion scripts as it does for any tool.
  ///
  /// `console` is where the run prints and what it reads as standard input and environment: the process's own,
  /// or, for a run inside another program, one of the caller's (``Console``).
  public static func run(_ arguments: [String], console: Console = .process) -> Int32 {
    Console.$current.withValue(console) { WorkingFolder.within(console.workingFolder) { run(arguments) } }
  }

  private static func run(_ arguments: [String]) -> Int32 {
    if let script = CompletionScripts.requested(by: arguments) {
      do { try Output.standardOutput(script) } catch { return report(error, helpHint: "lifediagram --help") }
      return 0
    }
    if let unknown = unknownCommand(in: arguments) {
      return report(unknown, helpHint: "lifediagram --help")
    }
    if drawsOnEveryRun(arguments) { beginGraphvizStart() }
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
      return 0
    } catch {
      return report(error, helpHint: helpHint(for: arguments))
    }
  }

  /// The name a subcommand is called by.
  static func name(of command: any ParsableCommand.Type) -> String { command.configuration.commandName ?? "" }

  /// Whether the command `arguments` name draws on every run (`render`, also when unnamed, `docs`, `check`,
  /// `html`): then Graphviz starts while they are parsed. `lifediagram` alone takes only options, so the
  /// command is the first argument or none.
  static func drawsOnEveryRun(_ arguments: [String]) -> Bool {
    guard let first = arguments.first, !first.hasPrefix("-") else { return true }
    guard let command = configuration.subcommands.first(where: { name(of: $0) == first }) else { return false }
    return command is any DrawsOnEveryRun.Type
  }

  /// The error for a first argument that names no command: `lifediagram` alone takes options only, so
  /// `lifediagram scenario cold-launch` is a mistyped `scenarios`, not two stray arguments to `render`.
  static func unknownCommand(in arguments: [String]) -> CLIError? {
    let names = configuration.subcommands.map(name(of:)) + ["help"]
    guard let first = arguments.first, !first.hasPrefix("-"), !names.contains(first) else { return nil }
    let shown = "'\(DisplayText.escaping(first))'"
    guard let guess = Suggestion.nearest(to: first, among: names) else {
      return CLIError(message: "\(shown) is not a command; 'lifediagram' alone takes only options", status: .usage)
    }
    return CLIError(message: "\(shown) is not a command; did you mean '\(guess)'?", status: .usage)
  }

  /// Where to read about the command the arguments name: `lifediagram help scenarios` for a subcommand.
  private static func helpHint(for arguments: [String]) -> String {
    let names = configuration.subcommands.map(name(of:))
    guard let name = arguments.first(where: { !$0.hasPrefix("-") }), names.contains(name), name != "render" else {
      return "lifediagram --help"
    }
    return "lifediagram help \(name)"
  }

  /// Runs `command`, a program's own root command (`lifediagram-audit`'s), parsing `arguments`, and answers its
  /// errors as the tool does: one line on standard error and the exit code.
  public static func run<Command: ParsableCommand>(
    _ command: Command.Type, _ arguments: [String], console: Console = .process
  ) -> Int32 {
    Console.$current.withValue(console) { WorkingFolder.within(console.workingFolder) { runRoot(command, arguments) } }
  }

  private static func runRoot<Command: ParsableCommand>(_ command: Command.Type, _ arguments: [String]) -> Int32 {
    do {
      var parsed = try Command.parseAsRoot(arguments)
      try parsed.run()
      return 0
    } catch {
      return report(error, helpHint: "lifediagram help \(name(of: Command.self))", as: Command.self)
    }
  }

  private static func report(_ error: any Error, helpHint: String) -> Int32 {
    report(error, helpHint: helpHint, as: Self.self)
  }

  private static func report<Command: ParsableCommand>(_ error: any Error, helpHint: String, as command: Command.Type)
    -> Int32
  {
    let code = Command.exitCode(for: error)
    if code == .success {  // --help and friends
      do {
        try Output.standardOutput(Command.fullMessage(for: error) + "\n")
        return 0
      } catch {
        Output.error(error.message)
        return error.exitCode
      }
    }
    if let failure = error as? CLIError {
      for line in failure.locatedDetails { Output.located(line) }
      for line in failure.details { Output.error(line) }
      Output.error(failure.message + (failure.status == .usage ? " (see '\(helpHint)')" : ""))
      return failure.exitCode
    }
    if let exit = error as? ExitCode { return exit.rawValue }
    Output.error("\(oneLine(Command.message(for: error))) (see '\(helpHint)')")
    return code.rawValue
  }

  /// ArgumentParser's message on one line: a list of allowed values (`- 'md'` lines) becomes `'md', 'csv'`.
  private static func oneLine(_ message: String) -> String {
    let lines = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: " ") }.filter { !$0.isEmpty }
    guard let first = lines.first else { return message }
    let items = lines.dropFirst().map { $0.hasPrefix("- ") ? String($0.dropFirst(2)) : $0 }
    let head = String(first.trimmingPrefix("Error: "))
    return items.isEmpty ? head : head + " " + items.joined(separator: ", ")
  }
}

extension Substring {
  /// The text without the given characters at either end.
  fileprivate func trimmingCharacters(in characters: Character) -> String {
    String(drop { $0 == characters }.reversed().drop { $0 == characters }.reversed())
  }
}
