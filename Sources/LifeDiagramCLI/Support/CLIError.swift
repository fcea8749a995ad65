import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramModel
import LifeDiagramModelFile
import LifeDiagramOutput

/// A failure the tool reports as one line, with the exit code that classifies it.
struct CLIError: Error, CustomStringConvertible {
  /// The line printed after `lifediagram: error: `.
  var message: String
  /// How the run ends (``ExitStatus``; GUARANTEES.md).
  var status: ExitStatus
  /// Lines printed before the message, one `lifediagram: error:` line each: every problem of an invalid model.
  var details: [String] = []
  /// Lines printed as they are before the message: a model file's problems, `file:line:col: path: message`,
  /// which editors and CI annotations read.
  var locatedDetails: [String] = []

  var description: String { message }

  /// The process's exit status.
  var exitCode: Int32 { status.rawValue }

  /// The error as `check` says it: `check` never writes, so "nothing was written" becomes "nothing was checked".
  var asChecker: CLIError {
    var error = self
    error.message = message.replacing("nothing was written", with: "nothing was checked")
    return error
  }

  /// A model the tool cannot use: every problem, then a summary (sysexits' EX_DATAERR).
  static func invalidModel(_ issues: [ModelIssue]) -> CLIError {
    CLIError(
      message: "the model has \(issues.count) problem\(issues.count == 1 ? "" : "s"); nothing was written",
      status: .dataError, details: issues.map(\.description))
  }

  /// A model file that cannot be read: every problem on its own line, then a summary (EX_DATAERR).
  static func invalidModelFile(_ error: InvalidModelFile, described by: String = "lifediagram schema") -> CLIError {
    let files = error.problems.map(\.file).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    let count = error.problems.count
    return CLIError(
      message: "\(files.map { "'\($0)'" }.joined(separator: ", ")) has \(count) problem\(count == 1 ? "" : "s"); "
        + "nothing was written ('\(by)' describes the format)",
      status: .dataError, locatedDetails: error.problems.map(\.description))
  }

  /// A model file (or another input file) that cannot be opened or read (EX_NOINPUT).
  static func unreadable(_ path: String, _ reason: String, what: String = "model file") -> CLIError {
    CLIError(
      message: "cannot read the \(what) '\(DisplayText.escaping(RawArguments.bytes(of: path)))': \(reason)",
      status: .noInput)
  }

  /// A translation file that cannot be used: every problem on its own line, then a summary (EX_DATAERR).
  static func invalidTranslationFile(_ error: InvalidTranslationFile) -> CLIError {
    let count = error.problems.count
    return CLIError(
      message:
        "the translation file '\(DisplayText.escaping(error.file))' has \(count) problem\(count == 1 ? "" : "s"); "
        + "nothing was written (Translations/ko.yaml shows the format)",
      status: .dataError, locatedDetails: error.problems.map(\.description))
  }

  /// A translation that lacks keys the output needs: every key on its own line, then a summary (EX_DATAERR).
  static func missingTranslations(_ error: MissingTranslations) -> CLIError {
    let count = error.keys.count
    return CLIError(
      message: "the '\(error.language)' translation lacks \(count) key\(count == 1 ? "" : "s"); nothing was written "
        + "(add them with --translation-file; 'lifediagram translations --lang \(error.language)' lists them)",
      status: .dataError, locatedDetails: error.keys.map { "missing translation: \($0)" })
  }

  /// A scenario that cannot be replayed through its model: the model's data is wrong, not the tool (EX_DATAERR).
  static func invalidScenario(_ error: SimulationError) -> CLIError {
    CLIError(message: "\(error); nothing was written", status: .dataError)
  }

  /// Bad input on the command line (sysexits' EX_USAGE).
  static func usage(_ message: String) -> CLIError { CLIError(message: message, status: .usage) }

  /// A failure to plan a set of pages (docs, the explorer): a language that lacks words, a scenario that cannot
  /// be replayed, or anything else as an internal error.
  static func planning(_ error: any Error) -> CLIError {
    switch error {
    case let error as MissingTranslations: .missingTranslations(error)
    case let error as SimulationError: .invalidScenario(error)
    default: CLIError(message: "\(error)", status: .software)
    }
  }

  /// Graphviz cannot be used at all: its plugin configuration is missing (EX_UNAVAILABLE).
  static func unavailable(_ error: GraphvizError) -> CLIError { CLIError(message: "\(error)", status: .unavailable) }

  /// Graphviz failed while rendering (EX_SOFTWARE).
  static func graphviz(_ error: GraphvizError) -> CLIError { CLIError(message: "\(error)", status: .software) }

  /// An output file or folder cannot be written (EX_CANTCREAT).
  static func file(_ error: FileError) -> CLIError { CLIError(message: "\(error)", status: .cannotCreate) }

  /// Files at the names a run would write that the tool did not write (EX_CANTCREAT): the run writes nothing.
  static func inTheWay(_ paths: [String], command: String) -> CLIError {
    let first = "'\(DisplayText.escaping(paths[0]))'"
    let others = paths.count == 1 ? "" : " and \(paths.count - 1) other file\(paths.count == 2 ? "" : "s")"
    return CLIError(
      message: "\(first)\(others) \(paths.count == 1 ? "is" : "are") not lifediagram's (no generated mark), and "
        + "\(command) replaces only its own files; nothing was written: move \(paths.count == 1 ? "it" : "them") "
        + "away, or add --force to replace \(paths.count == 1 ? "it" : "them")",
      status: .cannotCreate)
  }
}
