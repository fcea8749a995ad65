import LifeDiagramOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The program that is running: where it is, and how a hint should name it.
enum RunningProgram {
  /// The running program's file, resolved by the system (not `argv[0]`), or nil when the system cannot say.
  static func path() -> String? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard count > 0 else { return nil }
      return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
      var size: UInt32 = 0
      _ = _NSGetExecutablePath(nil, &size)
      var buffer = [CChar](repeating: 0, count: Int(size) + 1)
      guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
      return String(cString: buffer)
    #endif
  }

  /// The command a hint tells the user to run: `lifediagram`, or, under pre-commit (which sets `PRE_COMMIT`), the
  /// path of the copy pre-commit built for its hook, since the user may have no `lifediagram` installed.
  static var commandForHints: String {
    guard Console.current.environment("PRE_COMMIT") != nil, let path = path() else { return "lifediagram" }
    return path.contains(" ") ? "'\(DisplayText.escaping(path))'" : DisplayText.escaping(path)
  }
}
