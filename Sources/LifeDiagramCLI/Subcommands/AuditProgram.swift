import LifeDiagramOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `lifediagram-audit`, the program that reads an app's sources for `lifediagram audit`. It links swift-syntax;
/// `lifediagram` does not, so its other commands start as fast as before. `lifediagram audit` checks its options,
/// then replaces itself with the program beside it (same folder), git-style, handing on the arguments as typed;
/// that program is its own command (`AuditProgramCommand`, with its own `@main`) over the same ``AuditOptions``.
public enum AuditProgram {
  /// The program's file name.
  static let name = "lifediagram-audit"

  /// The environment variable that tells the program which command it runs: its arguments are the user's, as
  /// typed, so a path named `migrate` stays a path.
  public static let commandVariable = "LIFEDIAGRAM_AUDIT_COMMAND"

  /// Runs `lifediagram-audit` with the arguments that followed `audit`, in place of this process: the one
  /// `LIFEDIAGRAM_AUDIT` names (the SwiftPM plugin, whose tools SwiftPM places), else the one beside this program.
  /// `command` is the command it runs (`audit`, `migrate`), told it through ``commandVariable``.
  static func run(_ arguments: [String], command: String = "audit") throws(CLIError) -> Never {
    guard Console.current.isProcess else {
      throw CLIError(
        message: "lifediagram audit runs \(name) in place of this process, which a run inside another program "
          + "cannot do; run \(name) itself", status: .unavailable)
    }
    // Handed on as the bytes the user typed, so a path that is not UTF-8 reaches the audit whole.
    let typed = RawArguments.cArguments(from: Int(CommandLine.argc) - arguments.count)
    let path = Console.current.environment("LIFEDIAGRAM_AUDIT").flatMap { $0.isEmpty ? nil : $0 } ?? besideThisProgram()
    guard access(path, X_OK) == 0 else {
      throw CLIError(
        message:
          "lifediagram audit runs '\(DisplayText.escaping(path))', which is not there; build it with 'make audit' "
          + "(or 'swift build -c release --product \(name)') and keep it beside lifediagram",
        status: .unavailable)
    }
    setenv(commandVariable, command, 1)
    var argv: [UnsafeMutablePointer<CChar>?] = [strdup(path)] + typed + [nil]
    execv(path, &argv)
    throw CLIError(
      message: "cannot run '\(DisplayText.escaping(path))': \(String(cString: strerror(errno)))", status: .unavailable)
  }

  /// `lifediagram-audit` in the folder of the running program.
  static func besideThisProgram() -> String {
    let program = RunningProgram.path() ?? CommandLine.arguments[0]
    guard let slash = program.lastIndex(of: "/") else { return name }
    return String(program[...slash]) + name
  }
}
