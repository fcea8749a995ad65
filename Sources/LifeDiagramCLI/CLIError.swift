import LifeDiagram
import LifeDiagramModel

/// A failure the tool reports as one line, with the exit code that classifies it.
struct CLIError: Error, CustomStringConvertible {
  /// The line printed after `lifediagram: error: `.
  var message: String
  /// The exit code (see the README's "Guarantees").
  var exitCode: Int32
  /// Lines printed before the message, one `lifediagram: error:` line each: every problem of an invalid model.
  var details: [String] = []

  var description: String { message }

  /// A model the tool cannot use: every problem, then a summary (sysexits' EX_DATAERR).
  static func invalidModel(_ issues: [ModelIssue]) -> CLIError {
    CLIError(
      message: "the model has \(issues.count) problem\(issues.count == 1 ? "" : "s"); nothing was written",
      exitCode: 65, details: issues.map(\.description))
  }

  /// Bad input on the command line (sysexits' EX_USAGE).
  static func usage(_ message: String) -> CLIError { CLIError(message: message, exitCode: 64) }

  /// Graphviz cannot be used at all: its plugin configuration is missing (EX_UNAVAILABLE).
  static func unavailable(_ error: GraphvizError) -> CLIError { CLIError(message: "\(error)", exitCode: 69) }

  /// Graphviz failed while rendering (EX_SOFTWARE).
  static func graphviz(_ error: GraphvizError) -> CLIError { CLIError(message: "\(error)", exitCode: 70) }

  /// An output file or folder cannot be written (EX_CANTCREAT).
  static func file(_ error: FileError) -> CLIError { CLIError(message: "\(error)", exitCode: 73) }
}

/// The process's Graphviz engine, or the one-line error that explains why there is none.
///
/// A corrupt plugin configuration can make Graphviz loop for ever while it starts, so a watchdog ends the
/// process with exit 69 when Graphviz has not started within ``StartupWatchdog/limit`` seconds.
func graphvizEngine() throws(CLIError) -> Graphviz {
  let engine = StartupWatchdog.guarding { Graphviz.shared }
  switch engine {
  case .success(let engine): return engine
  case .failure(let error): throw .unavailable(error)
  }
}
