import LifeDiagram

/// A failure the tool reports as one line, with the exit code that classifies it.
struct CLIError: Error, CustomStringConvertible {
  /// The line printed after `lifediagram: error: `.
  var message: String
  /// The exit code (see the README's "Guarantees").
  var exitCode: Int32

  var description: String { message }

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
