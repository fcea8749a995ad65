import Dispatch
import LifeDiagramAuditProjects
import LifeDiagramModel
import Synchronization

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
  package static let parseStackBytes = 512 << 20
  /// The most threads that parse at once.
  public static let maximumParseThreads = 8
  /// The threads that parse: one a core the process may use, at most ``maximumParseThreads``.
  package static var parseThreads: Int { max(1, min(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), maximumParseThreads)) }
  /// Seconds one file may take to parse and index: 10, or `LIFEDIAGRAM_AUDIT_FILE_SECONDS` (1 to 600).
  public static var secondsPerFile: Int {
    guard let text = getenv("LIFEDIAGRAM_AUDIT_FILE_SECONDS").map({ String(cString: $0) }), let seconds = Int(text),
      (1...600).contains(seconds)
    else { return 10 }
    return seconds
  }
}

/// A file past one of the audit's bounds, as the audit's callers name it (the project readers throw it too).
public typealias AuditBoundExceeded = LifeDiagramAuditProjects.AuditBoundExceeded

/// One file to read within ``AuditBounds``: its path as findings name it, its bytes, and what to make of its text.
package struct BoundedRead<Output: Sendable>: Sendable {
  package var path: String
  /// The file's bytes, decoded as UTF-8 by the thread that reads it.
  package var bytes: [UInt8]
  /// Reads the text (given with the path): swift-syntax's walk for Swift, the token reader for Objective-C, the
  /// Tuist reader for a `Project.swift`.
  package var read: @Sendable (String, String) -> Output

  /// A file to read.
  package init(path: String, bytes: [UInt8], read: @escaping @Sendable (String, String) -> Output) {
    self.path = path
    self.bytes = bytes
    self.read = read
  }
}

/// One source to read: the index of its text.
package typealias SourceFile = BoundedRead<SourceIndex>

extension BoundedRead where Output == SourceIndex {
  /// A source whose index, once read, has its calls grouped by name.
  package static func indexing(
    path: String, bytes: [UInt8], _ index: @escaping @Sendable (String, String) -> SourceIndex
  )
    -> Self
  {
    Self(path: path, bytes: bytes) { path, text in
      var found = index(path, text)
      found.groupCallsByName()
      return found
    }
  }
}

extension SourceIndex {
  /// Indexes the files within ``AuditBounds``, in their order: each Swift file's nesting is checked before it is
  /// parsed (the first file past that bound, in file order, is the one named), and the files are decoded, parsed
  /// and indexed on a few threads with large stacks (one a core, at most ``AuditBounds/maximumParseThreads``), while this thread waits,
  /// checking that no file takes longer than ``AuditBounds/secondsPerFile``. A file that does leaves its thread
  /// running: the caller is to end the process, as `lifediagram audit` does.
  package static func bounded(_ files: [SourceFile]) throws(AuditBoundExceeded) -> [SourceIndex] {
    try boundedReads(files)
  }

  /// Parses and indexes one Swift file within ``AuditBounds``, as ``bounded(_:)`` does.
  package static func bounded(path: String, text: String) throws(AuditBoundExceeded) -> SourceIndex {
    try bounded([.indexing(path: path, bytes: Array(text.utf8)) { SourceIndex(path: $0, text: $1) }])[0]
  }
}

/// Reads the files within ``AuditBounds``, in their order, as ``SourceIndex/bounded(_:)`` does for sources: each
/// Swift file's nesting checked first, then read on the threads with large stacks, none for longer than
/// ``AuditBounds/secondsPerFile``.
package func boundedReads<Output>(_ files: [BoundedRead<Output>]) throws(AuditBoundExceeded) -> [Output] {
  let seconds = AuditBounds.secondsPerFile
  let pool = ParsePool(files)
  let threads = min(files.count, AuditBounds.parseThreads)
  let started = (0..<threads).filter { _ in onLargeStack { pool.work() } }.count
  if started == 0 { pool.work() }  // no thread to be had: parse here, within the nesting bound
  while true {
    let (finished, overdue) = pool.status(olderThan: seconds)
    if let overdue {
      throw AuditBoundExceeded(
        file: files[overdue].path,
        reason: "took more than \(seconds) second\(seconds == 1 ? "" : "s") to parse, the audit's bound per file "
          + "(LIFEDIAGRAM_AUDIT_FILE_SECONDS); leave it out of the paths audited")
    }
    if finished { return try pool.results() }
    pool.waitForProgress(milliseconds: 100)
  }
}

extension SourceIndex {
  /// Refuses a file that nests deeper, or opens more `[` in a row, than the bounds allow.
  package static func checkNesting(path: String, bytes: [UInt8]) throws(AuditBoundExceeded) {
    let scan = NestingScan(bytes, stoppingPast: AuditBounds.maximumNesting, runLimit: AuditBounds.maximumBracketRun)
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
  }
}

/// A test hook, in debug builds only: with `LIFEDIAGRAM_TEST_SLOW_PARSE=1` each parse first sleeps 3 seconds, so a
/// test sees the time bound end the run without a file that is slow for real.
private func slowParseForTests() {
  #if DEBUG
    if getenv("LIFEDIAGRAM_TEST_SLOW_PARSE").map({ String(cString: $0) }) == "1" { sleep(3) }
  #endif
}

/// Starts `work` on a new, detached thread with a stack of ``AuditBounds/parseStackBytes``; false when no thread
/// could be had.
private func onLargeStack(_ work: @escaping @Sendable () -> Void) -> Bool {
  final class Job: Sendable {
    let work: @Sendable () -> Void
    init(_ work: @escaping @Sendable () -> Void) { self.work = work }
  }
  var attributes = pthread_attr_t()
  pthread_attr_init(&attributes)
  defer { pthread_attr_destroy(&attributes) }
  pthread_attr_setstacksize(&attributes, AuditBounds.parseStackBytes)
  var thread = pthread_t()
  let context = Unmanaged.passRetained(Job(work)).toOpaque()
  guard
    pthread_create(
      &thread, &attributes,
      { context in
        Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().work()
        return nil
      }, context) == 0
  else {
    Unmanaged<Job>.fromOpaque(context).release()
    return false
  }
  pthread_detach(thread)
  return true
}

/// The files of one audit, handed out one at a time to the threads that parse them, with what each thread is
/// parsing since when, so the waiting thread can tell a file past the time bound.
private final class ParsePool<Output: Sendable>: Sendable {
  struct State {
    package var next = 0
    package var done = 0
    package var results: [Result<Output, AuditBoundExceeded>?]
    /// The file each thread is on, and when it started it (monotonic nanoseconds), by the file's index.
    package var running: [Int: UInt64] = [:]
  }

  let files: [BoundedRead<Output>]
  let state: Mutex<State>
  let progress = DispatchSemaphore(value: 0)

  init(_ files: [BoundedRead<Output>]) {
    self.files = files
    state = Mutex(State(results: Array(repeating: nil, count: files.count)))
  }

  /// Takes files until none is left: what each thread runs.
  func work() {
    while let file = take() {
      slowParseForTests()
      let source = files[file]
      let outcome: Result<Output, AuditBoundExceeded>
      do throws(AuditBoundExceeded) {
        if AuditedFile.isSwift(source.path) { try SourceIndex.checkNesting(path: source.path, bytes: source.bytes) }
        outcome = .success(source.read(source.path, String(decoding: source.bytes, as: UTF8.self)))
      } catch {
        outcome = .failure(error)
      }
      let finished = state.withLock { state in
        state.results[file] = outcome
        state.running[file] = nil
        state.done += 1
        return state.done == files.count
      }
      // The waiting thread looks at the clock every 100 ms anyway: it is woken early only for the last file (a
      // wake-up a file cost as much as a fifth of a core, in switches between the threads).
      if finished { progress.signal() }
    }
  }

  private func take() -> Int? {
    state.withLock { state in
      guard state.next < files.count else { return nil }
      defer { state.next += 1 }
      state.running[state.next] = DispatchTime.now().uptimeNanoseconds
      return state.next
    }
  }

  /// Whether every file is done, and the first file (in file order) that has been parsing longer than `seconds`.
  func status(olderThan seconds: Int) -> (finished: Bool, overdue: Int?) {
    let now = DispatchTime.now().uptimeNanoseconds
    return state.withLock { state in
      // A file taken after `now` was read has a later start: it is not overdue.
      let overdue = state.running.filter { now > $0.value && now - $0.value > UInt64(seconds) * 1_000_000_000 }.keys
        .min()
      return (state.done == files.count, overdue)
    }
  }

  func waitForProgress(milliseconds: Int) {
    _ = progress.wait(timeout: .now() + .milliseconds(milliseconds))
  }

  /// What was read, in file order, once every file is done; the first file past the nesting bound ends the run.
  func results() throws(AuditBoundExceeded) -> [Output] {
    let outcomes = state.withLock { $0.results }
    var outputs: [Output] = []
    for outcome in outcomes {
      switch outcome {
      case .success(let output)?: outputs.append(output)
      case .failure(let error)?: throw error
      case nil: preconditionFailure("results() is asked for once every file is done")
      }
    }
    return outputs
  }
}
