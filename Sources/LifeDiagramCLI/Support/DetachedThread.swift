#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `body` on a new thread that no one joins; false when no thread could be made. One spelling of
/// `pthread_create` for Linux, where a thread handle is a number and the start routine takes an optional pointer,
/// and Darwin, where the handle is an optional pointer and the routine's argument is not optional.
func runOnDetachedThread(_ body: @escaping @Sendable () -> Void) -> Bool {
  let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
  #if canImport(Darwin)
    var thread: pthread_t?
  #else
    var thread = pthread_t()
  #endif
  let started = pthread_create(
    &thread, nil,
    { argument in
      let context: UnsafeMutableRawPointer? = argument
      Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().body()
      return nil
    }, context)
  guard started == 0 else {
    Unmanaged<ThreadBody>.fromOpaque(context).release()
    return false
  }
  #if canImport(Darwin)
    if let thread { pthread_detach(thread) }
  #else
    pthread_detach(thread)
  #endif
  return true
}

/// What a detached thread runs, handed to it through `pthread_create`'s argument.
private final class ThreadBody: Sendable {
  let body: @Sendable () -> Void
  init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}
