import LifeDiagram
import LifeDiagramOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the commands write: standard output for results, standard error for the one-line errors, both through
/// the run's ``Console``.
enum Output {
  /// Writes bytes to standard output as they are.
  static func standardOutput(_ bytes: [UInt8]) throws(CLIError) {
    guard let failure = Console.current.writeOutput(bytes) else { return }
    let reason = failure == EIO ? "" : ": " + String(cString: strerror(failure)).lowercased()
    throw CLIError(message: "cannot write to standard output\(reason)", status: .ioError)
  }

  /// Writes text to standard output.
  static func standardOutput(_ text: String) throws(CLIError) {
    try standardOutput(Array(text.utf8))
  }

  /// Lists the files a run wrote into `folder`, one `wrote <path>` line each.
  ///
  /// The files are in place before the list is printed: when standard output cannot be written (a full disk, a
  /// closed pipe) the error says so, and the exit code is still 74.
  static func listWritten(_ paths: [String], in folder: String) throws(CLIError) {
    do {
      try standardOutput(paths.map { "wrote \(DisplayText.escaping(join(folder, $0)))\n" }.joined())
    } catch {
      throw CLIError(
        message: "wrote \(paths.count) file\(paths.count == 1 ? "" : "s") to '\(folder)', but " + error.message,
        status: error.status)
    }
  }

  /// Prints `lifediagram: error: <message>` on standard error, always on one line.
  static func error(_ message: String) {
    standardError("lifediagram: error: \(DisplayText.escaping(message))\n")
  }

  /// Prints a line that starts with its own place (`app.yaml:41:9: …`) on standard error, always on one line.
  static func located(_ line: String) {
    standardError("\(DisplayText.escaping(line))\n")
  }

  /// Prints `lifediagram: warning: <message>` on standard error, always on one line.
  static func warning(_ message: String) {
    standardError("lifediagram: warning: \(DisplayText.escaping(message))\n")
  }

  private static func standardError(_ text: String) {
    Console.current.writeError(text)
  }
}
