#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a run of the tool reads and writes besides files, and where it finds them: its standard output, its
/// standard error, its standard input, its environment variables and its working folder.
///
/// `lifediagram` runs with ``process``, the process's own. A program that runs the commands inside itself (the
/// tests, an editor's extension) gives ``LifeDiagramCommand/run(_:console:)`` a console of its own, and reads what
/// a run printed from it; the console is the run's for as long as it lasts (a task-local value, so runs on other
/// threads keep theirs). Files the commands write are written as they always are, relative paths from the console's
/// working folder.
public struct Console: Sendable {
  /// Writes bytes to standard output; returns the error number when they cannot be written.
  public var writeOutput: @Sendable ([UInt8]) -> Int32?
  /// Writes one line (with its newline) to standard error.
  public var writeError: @Sendable (String) -> Void
  /// The descriptor standard input (`-`) is read from.
  public var standardInput: Int32
  /// An environment variable's value, or nil when it is not set.
  public var environment: @Sendable (String) -> String?
  /// The width of the terminal standard output is, in columns, or nil when it is no terminal (a pipe, a file):
  /// where a table can be laid out for a person rather than for a wiki.
  public var terminalWidth: @Sendable () -> Int?
  /// The folder relative paths are read from and written to, an absolute path; nil for the process's working
  /// folder. A run in another program has its own without changing the process's, which is one for all threads.
  public var workingFolder: String?
  /// Whether this is the process's own console, the only one with which a command may replace the process
  /// (`audit` runs `lifediagram-audit` in its place).
  let isProcess: Bool

  /// A console of the caller's own.
  public init(
    writeOutput: @escaping @Sendable ([UInt8]) -> Int32?, writeError: @escaping @Sendable (String) -> Void,
    standardInput: Int32 = STDIN_FILENO, environment: @escaping @Sendable (String) -> String?,
    terminalWidth: @escaping @Sendable () -> Int? = { nil }, workingFolder: String? = nil
  ) {
    self.workingFolder = workingFolder
    self.writeOutput = writeOutput
    self.writeError = writeError
    self.standardInput = standardInput
    self.environment = environment
    self.terminalWidth = terminalWidth
    isProcess = false
  }

  private init(
    processWithOutput writeOutput: @escaping @Sendable ([UInt8]) -> Int32?,
    error writeError: @escaping @Sendable (String) -> Void,
    environment: @escaping @Sendable (String) -> String?
  ) {
    (self.writeOutput, self.writeError, standardInput, self.environment) = (
      writeOutput, writeError, STDIN_FILENO, environment
    )
    terminalWidth = Self.processTerminalWidth
    isProcess = true
  }

  /// The process's terminal width: the window's, else `COLUMNS`, else 100; nil when standard output is no terminal.
  @Sendable private static func processTerminalWidth() -> Int? {
    guard isatty(STDOUT_FILENO) == 1 else { return nil }
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 { return Int(size.ws_col) }
    return getenv("COLUMNS").flatMap { Int(String(cString: $0)) }.flatMap { $0 > 0 ? $0 : nil } ?? 100
  }

  /// The process's standard streams and environment.
  public static let process = Console(
    processWithOutput: { bytes in writeAll(bytes, to: STDOUT_FILENO) },
    error: { line in _ = writeAll(Array(line.utf8), to: STDERR_FILENO) },
    environment: { name in getenv(name).map { String(cString: $0) } })

  /// The console of the run in progress: ``process`` unless a caller gave its own.
  @TaskLocal public static var current: Console = .process

  /// Writes every byte to `descriptor`, retrying after a signal; the error number when it cannot.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let n = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return n < 0 ? errno : EIO }
      offset += n
    }
    return nil
  }
}
