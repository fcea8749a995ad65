/// Every way the tool ends, as a process's exit status: the one list the commands throw, the manual page's EXIT
/// STATUS (`scripts/generate-man` reads the meanings below, one `///` line each) and GUARANTEES.md's table
/// (`ExitStatusTests` holds it to this list). Above 1 they are sysexits' codes.
enum ExitStatus: Int32, CaseIterable, Sendable {
  /// Done. Graphviz and font warnings, if any, are printed as lifediagram: warning: lines.
  case done = 0
  /// check: generated files are out of date, extra, or left by a killed run (each listed on standard output); verify: a log does not fit the model; audit: something was found.
  case findings = 1
  /// A bad command line: an unknown command, flag, value or argument; -o - with more than one diagram or format; an empty -o or --images.
  case usage = 64
  /// The model, a model file, a translation file or the config file is invalid or over a limit: every problem on its own line as file:line:col: path: message, then a summary. Nothing is written.
  case dataError = 65
  /// A model, translation, config or log file cannot be read.
  case noInput = 66
  /// Graphviz cannot be used (its plugin configuration is missing or does not start; the fix: apt-get install --reinstall libgvc6, or dot -c as root), or lifediagram-audit is missing.
  case unavailable = 69
  /// Graphviz failed while rendering, e.g. no PNG or PDF (cairo) plugin.
  case software = 70
  /// An output file or folder cannot be written: a file in the way, a symbolic link, permission denied, read-only, disk full. Nothing is half-written: each output is all or nothing.
  case cannotCreate = 73
  /// Standard output cannot be written.
  case ioError = 74

  /// The status of a run ended by `signal` (SIGHUP 129, SIGINT 130, SIGTERM 143), as a shell reports it.
  /// Interrupted by SIGHUP, SIGINT or SIGTERM; nothing half-written is left.
  static func interrupted(by signal: Int32) -> Int32 { 128 + signal }
}
