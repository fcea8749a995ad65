import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bounds every Swift file is read within, so no input makes the audit hang, crash or eat the machine.
public enum AuditBounds {
  /// The deepest nesting of brackets, braces and string interpolations a file may have (``NestingScan``).
  /// Real code stays far below it (SwiftUI bodies nest 20 to 30 levels); swift-syntax's parser slows
  /// exponentially on some shapes well above it.
  public static let maximumNesting = 100
  /// The most `[` one run of brackets opened one right after another may hold (``NestingScan``): nested array
  /// literals or types (`[[[Int]]]`, `[([(`), where swift-syntax's parser takes about twice as long for each
  /// level (0.03 s at 16, 1.2 s at 22, minutes at 30). Real code opens two or three.
  public static let maximumBracketRun = 16
  /// The stack of the thread that parses and indexes a file: deep enough for every file within the nesting
  /// bound, whatever its shape (the main thread's 8 MiB was not).
  static let parseStackBytes = 512 << 20
  /// Seconds one file may take to parse and index: 10, or `LIFEDIAGRAM_AUDIT_FILE_SECONDS` (1 to 600).
  public static var secondsPerFile: Int {
    guard let text = getenv("LIFEDIAGRAM_AUDIT_FILE_SECONDS").map({ String(cString: $0) }), let seconds = Int(text),
      (1...600).contains(seconds)
    else { return 10 }
    return seconds
  }
}

/// A file past one of the audit's bounds: the run ends with it (exit 65), naming the file and the bound.
public struct AuditBoundExceeded: Error, Sendable, CustomStringConvertible {
  /// The file, as the audit names it.
  public var file: String
  /// The bound and how the file passed it.
  public var reason: String

  public var description: String { "'\(file)' \(reason)" }
}

extension SourceIndex {
  /// Parses and indexes a Swift file within ``AuditBounds``: its nesting is checked first, then it is parsed on
  /// a thread with a large stack while this one waits at most ``AuditBounds/secondsPerFile``. A file that takes
  /// longer leaves its thread running: the caller is to end the process, as `lifediagram audit` does.
  static func bounded(path: String, text: String) throws(AuditBoundExceeded) -> SourceIndex {
    let scan = NestingScan(Array(text.utf8), stoppingPast: AuditBounds.maximumNesting, runLimit: AuditBounds.maximumBracketRun)
    guard scan.longestBracketRun <= AuditBounds.maximumBracketRun else {
      throw AuditBoundExceeded(
        file: path,
        reason: "opens more than \(AuditBounds.maximumBracketRun) '[' in a row (nested array literals or types), past "
          + "the audit's bound; leave it out of the paths audited")
    }
    guard scan.deepest <= AuditBounds.maximumNesting else {
      throw AuditBoundExceeded(
        file: path,
        reason: "nests brackets, braces or string interpolations more than \(AuditBounds.maximumNesting) levels deep, "
          + "past the audit's bound; leave it out of the paths audited")
    }
    let seconds = AuditBounds.secondsPerFile
    guard let index = onLargeStack(seconds: seconds, { slowParseForTests(); return SourceIndex(path: path, text: text) }) else {
      throw AuditBoundExceeded(
        file: path,
        reason: "took more than \(seconds) second\(seconds == 1 ? "" : "s") to parse, the audit's bound per file "
          + "(LIFEDIAGRAM_AUDIT_FILE_SECONDS); leave it out of the paths audited")
    }
    return index
  }
}

/// A test hook, in debug builds only: with `LIFEDIAGRAM_TEST_SLOW_PARSE=1` each parse first sleeps 3 seconds, so a
/// test sees the time bound end the run without a file that is slow for real.
private func slowParseForTests() {
  #if DEBUG
    if getenv("LIFEDIAGRAM_TEST_SLOW_PARSE").map({ String(cString: $0) }) == "1" { sleep(3) }
  #endif
}

/// Runs `work` on a new thread with a stack of ``AuditBounds/parseStackBytes``; its result, or nil when it has
/// not finished within `seconds`.
private func onLargeStack(seconds: Int, _ work: @escaping @Sendable () -> SourceIndex) -> SourceIndex? {
  let job = ParseJob(work)
  var attributes = pthread_attr_t()
  pthread_attr_init(&attributes)
  defer { pthread_attr_destroy(&attributes) }
  pthread_attr_setstacksize(&attributes, AuditBounds.parseStackBytes)
  var thread = pthread_t()
  let context = Unmanaged.passRetained(job).toOpaque()
  guard pthread_create(&thread, &attributes, { context in
    let job = Unmanaged<ParseJob>.fromOpaque(context!).takeRetainedValue()
    job.run()
    return nil
  }, context) == 0 else {
    Unmanaged<ParseJob>.fromOpaque(context).release()
    return work()  // no thread to be had: parse here, within the nesting bound
  }
  pthread_detach(thread)
  guard job.done.wait(timeout: .now() + .seconds(seconds)) == .success else { return nil }
  return job.result
}

/// One file's parse, handed to its thread and back.
private final class ParseJob: @unchecked Sendable {
  let work: @Sendable () -> SourceIndex
  let done = DispatchSemaphore(value: 0)
  /// Written by the parsing thread before it signals `done`; read only after.
  var result: SourceIndex?

  init(_ work: @escaping @Sendable () -> SourceIndex) { self.work = work }

  func run() {
    result = work()
    done.signal()
  }
}
