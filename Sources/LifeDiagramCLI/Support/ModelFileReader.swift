import LifeDiagram
import LifeDiagramModelFile
import LifeDiagramOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a model or translation file's bytes, never more than the format allows, and never waiting for ever:
/// - `-` is standard input;
/// - a regular file is read up to the 2 MiB cap, and refused by its size past it;
/// - a pipe (process substitution, `mkfifo`) is read as it comes, but a pipe no one writes to within
///   ``pipeTimeout`` seconds is refused;
/// - a folder, a device (`/dev/zero`, a terminal) or a socket is refused by what it is, before it is read.
enum ModelFileReader {
  /// How long a pipe may stay silent (no writer yet, or a writer that sends nothing) before it is refused: 5
  /// seconds, or `LIFEDIAGRAM_PIPE_TIMEOUT` seconds (1 to 600).
  static let pipeTimeout = Int32(secondsFromEnvironment("LIFEDIAGRAM_PIPE_TIMEOUT", standard: 5, range: 1...600))

  /// The name problems give standard input.
  static let standardInputName = "(standard input)"

  /// The file's name as problems show it: standard input's for `-`.
  static func displayName(of path: String) -> String { path == "-" ? standardInputName : path }

  /// The file's bytes.
  static func bytes(of path: String, kind: InputFileKind = .model) throws(CLIError) -> [UInt8] {
    let limit = limit(of: kind)
    let what = kind.noun
    guard !path.isEmpty else { throw .usage("--\(what.replacing(" ", with: "-")) needs a file name") }
    if path == "-" {
      var info = stat()
      let input = Console.current.standardInput
      let isPipe = fstat(input, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
      return try readAll(input, name: standardInputName, isPipe: isPipe, kind: kind)
    }
    var info = stat()
    let folder = WorkingFolder.current
    guard RawArguments.withCPath(path, { folder.status($0, &info) }) == 0 else {
      throw .unreadable(path, reason(errno), what: what)
    }
    if let refusal = refusal(for: info.st_mode) { throw .unreadable(path, refusal, what: what) }
    let descriptor = RawArguments.withCPath(path) { folder.openFile($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
    guard descriptor >= 0 else { throw .unreadable(path, reason(errno), what: what) }
    defer { close(descriptor) }
    guard fstat(descriptor, &info) == 0 else { throw .unreadable(path, reason(errno), what: what) }
    if let refusal = refusal(for: info.st_mode) { throw .unreadable(path, refusal, what: what) }
    let isPipe = info.st_mode & S_IFMT == S_IFIFO
    if !isPipe, Int(info.st_size) > limit { throw tooLarge(path, size: Int(info.st_size), kind: kind) }
    return try readAll(descriptor, name: path, isPipe: isPipe, kind: kind)
  }

  /// Why a file of this type cannot be read as a model file, or nil for a regular file or a pipe.
  private static func refusal(for mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG, S_IFIFO: nil
    case S_IFDIR: "it is a folder; name a .yaml or .json file"
    case S_IFCHR, S_IFBLK: "it is a device, not a file; name a file, a pipe, or - for standard input"
    default: "it is a socket, not a file; name a file, a pipe, or - for standard input"
    }
  }

  /// Everything the descriptor gives until its end, at most the cap; a pipe waits at most ``pipeTimeout``
  /// seconds for each piece.
  private static func readAll(_ descriptor: Int32, name: String, isPipe: Bool, kind: InputFileKind) throws(CLIError)
    -> [UInt8]
  {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    let limit = limit(of: kind)
    while bytes.count <= limit {
      if isPipe {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, pipeTimeout * 1000)
        if ready == 0 {
          throw .unreadable(
            name,
            "the pipe sent nothing for \(pipeTimeout) second\(pipeTimeout == 1 ? "" : "s") (no program writes to it); "
              + "start the writer first",
            what: kind.noun)
        }
        if ready < 0 && errno != EINTR { throw .unreadable(name, reason(errno), what: kind.noun) }
      }
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw .unreadable(name, reason(errno), what: kind.noun)
      }
      bytes += buffer[..<count]
    }
    throw tooLarge(name, size: nil, kind: kind)
  }

  /// The largest log `verify` reads (64 MiB): a device's whole log is longer, the excerpt of one run is not.
  static let maximumLogBytes = 64 << 20

  /// The largest source file `audit` reads (16 MiB): a generated file past it holds no delegate of an app's.
  static let maximumSourceBytes = 16 << 20

  private static func limit(of kind: InputFileKind) -> Int {
    switch kind {
    case .log: maximumLogBytes
    case .source: maximumSourceBytes
    default: ModelFileDocument.maximumBytes
    }
  }

  private static func tooLarge(_ name: String, size: Int?, kind: InputFileKind) -> CLIError {
    if kind == .source {
      return CLIError(
        message:
          "the source file '\(DisplayText.escaping(name))' is larger than 16 MiB; leave it out of the paths audit reads",
        status: .dataError)
    }
    guard kind == .log else {
      return .invalidModelFile(InvalidModelFile([ModelFileDocument.tooLarge(fileName: name, size: size, kind: kind)]))
    }
    return CLIError(
      message:
        "the log '\(DisplayText.escaping(name))' is larger than 64 MiB; give the lines of one run (grep its delegate calls)",
      status: .dataError)
  }

  private static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT, ENOTDIR: "there is no such file; check the path"
    case EACCES, EPERM: "permission denied"
    default: String(cString: strerror(code))
    }
  }
}
